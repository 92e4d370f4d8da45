import type { FastifyPluginAsync } from 'fastify';
import { basketRoutes } from './baskets';
import { orderRoutes } from './orders';
import { paymentRoutes } from './payments';
import { teamRoutes } from './team';

/** Checkout: basket, orders, the payment provider's pages and callback, admin. */
export const checkoutRoutes: FastifyPluginAsync = async (app) => {
  await app.register(basketRoutes);
  await app.register(orderRoutes);
  await app.register(paymentRoutes);
  await app.register(teamRoutes);
};
