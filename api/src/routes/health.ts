import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

export interface HealthOptions {
  /** A trivial query (`select 1`): the API is ready only while its database answers. */
  ping: () => Promise<unknown>;
}

const PING_TIMEOUT_MS = 2000;

const withTimeout = (work: Promise<unknown>, ms: number) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/** Readiness for `npm start`, e2e and a load balancer: 503 while the database does not answer. */
export const healthRoutes: FastifyPluginAsync<HealthOptions> = async (app, { ping }) => {
  const response = {
    200: z.object({ ok: z.literal(true), database: z.literal('up') }),
    503: z.object({ ok: z.literal(false), database: z.literal('down') }),
  };
  app.get('/health', { schema: { response } }, async (request, reply) => {
    try {
      await withTimeout(ping(), PING_TIMEOUT_MS);
      return { ok: true, database: 'up' };
    } catch (error) {
      request.log.error({ err: error }, 'the database does not answer');
      return reply.status(503).send({ ok: false, database: 'down' });
    }
  });
};
