import type { Db } from '../db';
import { createSimulatedProvider } from '../payments/simulated';
import { createBasketsRepository } from './baskets';
import { createOrdersRepository } from './orders';
import type { Absolutise } from './urls';

export interface CheckoutRepositoryOptions {
  /** Signs the simulated provider's sessions and callbacks. */
  paymentSecret: string;
  log?: { info(obj: object, msg: string): void };
}

/** Checkout (issues 5, 11): baskets, orders and the payment provider (the simulated one). */
export function createCheckoutRepositories(
  db: Db,
  absolute: Absolutise,
  { paymentSecret, log }: CheckoutRepositoryOptions,
) {
  return {
    baskets: createBasketsRepository(db, absolute),
    orders: createOrdersRepository(db),
    payments: createSimulatedProvider({ absolute, secret: paymentSecret, log }),
  };
}
export type CheckoutRepositories = ReturnType<typeof createCheckoutRepositories>;
