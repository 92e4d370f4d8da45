import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse, type OrderHistoryResponse } from '@lms/shared';
import { accountKeys } from '../../../lib/query-keys';

/** The caller's orders, newest first. */
export const getMyOrders = () =>
  api.get('v1/orders/getmyorders').json<ApiResponse<OrderHistoryResponse>>();

export const myOrdersQuery = () =>
  queryOptions({ queryKey: accountKeys.orders(), queryFn: getMyOrders, staleTime: 0 });

export const useMyOrders = () => useQuery(myOrdersQuery());
