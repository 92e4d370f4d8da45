import type { Db } from '../db';
import { createBasketsRepository } from './baskets';
import { createOrdersRepository } from './orders';
import type { Absolutise } from './urls';

/** Checkout's rows: baskets and orders (the payment provider is in payments/). */
export function createCheckoutRepositories(db: Db, absolute: Absolutise) {
  return {
    baskets: createBasketsRepository(db, absolute),
    orders: createOrdersRepository(db),
  };
}
export type CheckoutRepositories = ReturnType<typeof createCheckoutRepositories>;
