import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse, OrderHistoryResponse } from '../contracts';
import { api } from '../api/api-client';
import { useSessionStore, type SessionState } from '../session/session-store';

/** Every "my orders" entry: checkout writes orders, so it marks them stale by this key. */
export const myOrdersRootKey = ['account', 'orders'] as const;

/** One entry per person: a later sign-in never reads an earlier person's orders. */
export const myOrdersKey = (userId: number | null) => [...myOrdersRootKey, userId] as const;

export const getMyOrders = () =>
  api.get('v1/orders/getmyorders').json<ApiResponse<OrderHistoryResponse>>();

/**
 * The signed-in person's orders, newest first (GET /v1/orders/getmyorders), named once for the
 * two remotes that read it: account (My orders) and checkout (the cart's notice of an expired
 * order). Nothing is fetched for a guest. An order's status moves on the server (a callback, a
 * transfer confirmed, an expiry), so a screen that shows it reads it afresh.
 */
export const myOrdersQuery = ({ token, user }: Pick<SessionState, 'token' | 'user'>) =>
  queryOptions({
    queryKey: myOrdersKey(user?.id ?? null),
    queryFn: getMyOrders,
    enabled: Boolean(token),
    staleTime: 0,
  });

export const useMyOrders = () => {
  const token = useSessionStore((state) => state.token);
  const user = useSessionStore((state) => state.user);
  return useQuery(myOrdersQuery({ token, user }));
};
