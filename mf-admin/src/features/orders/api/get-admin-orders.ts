import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminOrdersPage, ParsedAdminOrdersQuery } from '@lms/shared/contracts';
import { orderKeys, searchParamsOf } from './order-keys';

/** One page of orders, newest first (GET /v1/admin/orders, finance and admins). */
export const getAdminOrders = (query: ParsedAdminOrdersQuery) =>
  api
    .get('v1/admin/orders', { searchParams: searchParamsOf(query) })
    .json<ApiResponse<AdminOrdersPage>>();

export const adminOrdersQuery = (query: ParsedAdminOrdersQuery) =>
  queryOptions({
    queryKey: orderKeys.list(searchParamsOf(query)),
    queryFn: () => getAdminOrders(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAdminOrders = (query: ParsedAdminOrdersQuery) => useQuery(adminOrdersQuery(query));
