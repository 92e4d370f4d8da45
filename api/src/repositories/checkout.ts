import type { Db } from '../db';
import { createSimulatedProvider } from '../payments/simulated';
import { createBasketsRepository } from './baskets';
import { createOrdersRepository } from './orders';
import type { Absolutise } from './urls';

/** Checkout (issue 5): baskets, orders and the payment provider (the simulated one by default). */
export function createCheckoutRepositories(db: Db, absolute: Absolutise) {
  const baskets = createBasketsRepository(db, absolute);
  return {
    baskets,
    orders: createOrdersRepository(db, baskets),
    payments: createSimulatedProvider({ absolute }),
  };
}
export type CheckoutRepositories = ReturnType<typeof createCheckoutRepositories>;
