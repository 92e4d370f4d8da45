import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BasketResponse } from '../contracts';
import { api } from '../api/api-client';
import { useSessionStore } from '../session/session-store';

/** The basket's query key; checkout owns the basket, the shell and catalog read or refresh it. */
export const basketKey = ['checkout', 'basket'] as const;

export const getBasket = () => api.get('v1/userbaskets/getall').json<BasketResponse>();

/**
 * The cart list (spec §7 GET /v1/userbaskets/getall), fetched only while a token exists. A basket
 * error sets the basket to none (spec §4): the query resolves to null instead of failing.
 */
export const basketQuery = (token: string | null) =>
  queryOptions({
    queryKey: basketKey,
    queryFn: async (): Promise<BasketResponse | null> => {
      try {
        return await getBasket();
      } catch {
        return null;
      }
    },
    enabled: Boolean(token),
  });

export const useBasket = () => {
  const token = useSessionStore((s) => s.token);
  return useQuery(basketQuery(token));
};

/** How many courses are in the basket; 0 for a guest or when the basket could not be loaded. */
export const useBasketCount = (): number => {
  const token = useSessionStore((s) => s.token);
  const basket = useBasket();
  return token ? (basket.data?.data.length ?? 0) : 0;
};
