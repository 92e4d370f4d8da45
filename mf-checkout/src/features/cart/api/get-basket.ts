import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, basketOrNone, useSessionStore, type BasketResponse } from '@lms/shared';
import { checkoutKeys } from '../../../lib/query-keys';

/** The cart list (spec §7 GET /v1/userbaskets/getall): items and a message used as reference code. */
export const getBasket = () => api.get('v1/userbaskets/getall').json<BasketResponse>();

/**
 * The basket the cart draws, fetched only while a token exists; a basket error sets it to none
 * (spec §4). The shell's header and catalog read the same entry through @lms/shared's
 * read-only basket view; the writes are checkout's (and catalog's add, by this key).
 */
export const basketQuery = (token: string | null) =>
  queryOptions({
    queryKey: checkoutKeys.basket(),
    queryFn: basketOrNone(getBasket),
    enabled: Boolean(token),
  });

export const useBasket = () => {
  const token = useSessionStore((s) => s.token);
  return useQuery(basketQuery(token));
};
