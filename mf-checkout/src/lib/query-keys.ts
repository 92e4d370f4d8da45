import { basketKey } from '@lms/shared';

/** Query keys of the checkout remote, rooted at its name (architecture §3). */
export const checkoutKeys = {
  all: ['checkout'] as const,
  /**
   * Named once in @lms/shared, whose read-only basket view (the header's count, catalog's
   * "already in the basket") reads the entry checkout's basket query fills.
   */
  basket: () => basketKey,
  order: (trackingId: string) => [...checkoutKeys.all, 'order', trackingId] as const,
  /** The contracts of one order body, in one language. */
  contracts: (items: unknown, locale: string) =>
    [...checkoutKeys.all, 'contracts', locale, items] as const,
};
