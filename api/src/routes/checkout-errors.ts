import type { FastifyInstance } from 'fastify';
import { localise } from '../repositories/checkout-error';

/**
 * Checkout's errors may name a course or an e-mail; this scope turns them into translated text
 * and hands every error on to the platform's one error handler.
 */
export const localiseCheckoutErrors = (app: FastifyInstance) => {
  app.setErrorHandler(async (error, request) => {
    throw localise(request, error);
  });
};
