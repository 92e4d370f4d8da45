import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api,
  courseDetailsRootKey,
  useSessionStore,
  type ApiResponse,
  type OrderSummary,
} from '@lms/shared';
import { checkoutKeys } from '../../../lib/query-keys';

export const getOrder = (trackingId: string) =>
  api
    .get(`v1/orders/getbytrackingid/${encodeURIComponent(trackingId)}`)
    .json<ApiResponse<OrderSummary>>();

export const orderQuery = (trackingId: string, enabled: boolean) =>
  queryOptions({
    queryKey: checkoutKeys.order(trackingId),
    queryFn: () => getOrder(trackingId),
    enabled: enabled && trackingId.length > 0,
    retry: false,
    // A card order is confirmed by the provider's callback; look again until it has arrived.
    refetchInterval: (query) => (query.state.data?.data.status === 'pending' ? 2000 : false),
  });

/** The order behind a payment page; only its owner can read it. */
export const useOrder = (trackingId: string) => {
  const token = useSessionStore((s) => s.token);
  const order = useQuery(orderQuery(trackingId, Boolean(token)));
  const client = useQueryClient();
  const status = order.data?.data.status;

  // A card order empties the basket when the provider confirms it, after the cart was read:
  // once the order is settled the header badge and the cart read the basket again. A completed
  // order has enrolled the buyer: the course pages read before (cached as "not yours", so with
  // their videos and exams locked) read their course again.
  useEffect(() => {
    if (status && status !== 'pending') {
      void client.invalidateQueries({ queryKey: checkoutKeys.basket() });
    }
    if (status === 'completed') {
      void client.invalidateQueries({ queryKey: courseDetailsRootKey });
    }
  }, [status, client]);

  return order;
};
