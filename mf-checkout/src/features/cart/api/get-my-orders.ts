import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, useSessionStore, type ApiResponse, type OrderHistoryResponse } from '@lms/shared';
import { checkoutKeys } from '../../../lib/query-keys';

/** The caller's orders, newest first. */
export const getMyOrders = () =>
  api.get('v1/orders/getmyorders').json<ApiResponse<OrderHistoryResponse>>();

export const myOrdersQuery = (enabled: boolean) =>
  queryOptions({ queryKey: checkoutKeys.myOrders(), queryFn: getMyOrders, enabled });

export const useMyOrders = () => {
  const token = useSessionStore((s) => s.token);
  return useQuery(myOrdersQuery(Boolean(token)));
};
