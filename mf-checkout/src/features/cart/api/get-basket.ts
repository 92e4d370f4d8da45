import { useQuery } from '@tanstack/react-query';
import { basketViewQuery, useSessionStore } from '@lms/shared';

/**
 * The basket the cart draws (spec §7 GET /v1/userbaskets/getall: items, and a message used as
 * the reference code), fetched only while a token exists; a basket error sets it to none (spec
 * §4). It is the one query @lms/shared names for the header's count (`basketViewQuery`, under
 * `checkoutKeys.basket()`): one definition, so whichever reads first fills the entry for both.
 * The writes are checkout's (and catalog's add), by that key.
 */
export const useBasket = () => {
  const token = useSessionStore((s) => s.token);
  return useQuery(basketViewQuery(token));
};
