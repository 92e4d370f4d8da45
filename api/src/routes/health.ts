import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS } from '../lib/errors';

export interface HealthOptions {
  /** A trivial query (`select 1`): the API is ready only while its database answers. */
  ping: () => Promise<unknown>;
  /** How long the ping may take before the database counts as not answering (default 2 s). */
  timeoutMs?: number;
}

const PING_TIMEOUT_MS = 2000;

/** Why the database is down, in a word an operator can act on. */
const REASONS = [
  'timeout',
  'unreachable',
  'authentication',
  'starting',
  'closed',
  'error',
] as const;
type Reason = (typeof REASONS)[number];

class PingTimeout extends Error {}

const withTimeout = (work: Promise<unknown>, ms: number) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new PingTimeout(`no answer within ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * The failed ping's reason: no answer in time, no connection (refused, unknown host, reset),
 * refused credentials (SQLSTATE 28xxx), a server still starting or shutting down (57P03, 57P01),
 * a pool or embedded database already closed, or anything else. Only the word is answered; the
 * error itself goes to the log, since it may name hosts.
 */
function reasonOf(thrown: unknown): Reason {
  if (thrown instanceof PingTimeout) return 'timeout';
  // Drizzle wraps the driver's error ("Failed query: select 1") and keeps it as the cause.
  let error = thrown;
  while (error instanceof Error && error.cause !== undefined && !('code' in error)) {
    error = error.cause;
  }
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  const message = error instanceof Error ? error.message : '';
  if (/^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|EHOSTUNREACH|ETIMEDOUT)$/.test(code)) {
    return 'unreachable';
  }
  if (code.startsWith('28')) return 'authentication';
  if (code === '57P03' || code === '57P01') return 'starting';
  if (/closed|after calling end|ended/i.test(message)) return 'closed';
  return 'error';
}

/**
 * Readiness for `npm start`, e2e and a load balancer: 503 with `Retry-After` and the reason while
 * the database does not answer.
 */
export const healthRoutes: FastifyPluginAsync<HealthOptions> = async (
  app,
  { ping, timeoutMs = PING_TIMEOUT_MS },
) => {
  const response = {
    200: z.object({ ok: z.literal(true), database: z.literal('up') }),
    503: z.object({ ok: z.literal(false), database: z.literal('down'), reason: z.enum(REASONS) }),
  };
  app.get('/health', { schema: { response } }, async (request, reply) => {
    try {
      await withTimeout(ping(), timeoutMs);
      return { ok: true, database: 'up' };
    } catch (error) {
      const reason = reasonOf(error);
      request.log.error({ err: error, reason }, 'the database does not answer');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ ok: false, database: 'down', reason });
    }
  });
};
