import { basketKey } from '@lms/shared';

/** Query keys of the checkout remote, rooted at its name (architecture §3). */
export const checkoutKeys = {
  all: ['checkout'] as const,
  /** Shared with the shell's basket badge and catalog's add-to-cart (see @lms/shared basket). */
  basket: () => basketKey,
  order: (trackingId: string) => [...checkoutKeys.all, 'order', trackingId] as const,
  myOrders: () => [...checkoutKeys.all, 'orders', 'mine'] as const,
};
