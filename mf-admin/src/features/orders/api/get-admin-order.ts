import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminOrderDetail } from '@lms/shared/contracts';
import { orderKeys } from './order-keys';

/** An order's page: buyer, seats, amounts, events, mails (GET /v1/admin/orders/{trackingId}). */
export const getAdminOrder = (trackingId: string) =>
  api
    .get(`v1/admin/orders/${encodeURIComponent(trackingId)}`)
    .json<ApiResponse<AdminOrderDetail>>();

export const adminOrderQuery = (trackingId: string) =>
  queryOptions({
    queryKey: orderKeys.detail(trackingId),
    queryFn: () => getAdminOrder(trackingId),
    staleTime: 0,
  });

export const useAdminOrder = (trackingId: string) => useQuery(adminOrderQuery(trackingId));
