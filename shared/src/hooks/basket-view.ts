import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BasketResponse } from '../contracts';
import { api } from '../api/api-client';
import { useSessionStore } from '../session/session-store';

/**
 * The basket as the rest of the page sees it: read-only.
 *
 * Checkout owns the basket: every write to it is checkout's (removal, participants, payment),
 * or catalog's add-to-basket, and updates or invalidates this key. What lives here is the key,
 * named once (checkout's key factory re-uses it), and the one read of the list, which the cart's
 * `useBasket` (`mf-checkout/src/features/cart/api/get-basket.ts`) and the header's count share.
 *
 * Why not a module exposed by checkout: the header shows the count on every page, the home page
 * first, and the home page's start-up JavaScript is budgeted (`npm run bench:home`). A federated
 * module would make the header load checkout's manifest, remote entry and a chunk before it
 * could draw a number. @lms/shared is on the page already (a federation singleton), and this
 * view costs a few lines. So that the header has its count before any checkout code has come,
 * the view reads the same list (spec §7 GET /v1/userbaskets/getall) into the same entry; it
 * never changes the basket, and whichever reads first fills the entry for the other.
 */
export const basketKey = ['checkout', 'basket'] as const;

/**
 * What the basket's entry holds, whoever reads it: the list, or null. A basket error sets the
 * basket to none (spec §4), so the read resolves to null instead of failing.
 */
const basketOrNone =
  (read: () => Promise<BasketResponse>) => async (): Promise<BasketResponse | null> => {
    try {
      return await read();
    } catch {
      return null;
    }
  };

/** The list under the basket's key, read only while a token exists. */
export const basketViewQuery = (token: string | null) =>
  queryOptions({
    queryKey: basketKey,
    queryFn: basketOrNone(() => api.get('v1/userbaskets/getall').json<BasketResponse>()),
    enabled: Boolean(token),
  });

/** How many courses are in the basket; 0 for a guest or when the basket could not be loaded. */
export const useBasketCount = (): number => {
  const token = useSessionStore((s) => s.token);
  const basket = useQuery({
    ...basketViewQuery(token),
    select: (response) => response?.data.length ?? 0,
  });
  return token ? (basket.data ?? 0) : 0;
};
