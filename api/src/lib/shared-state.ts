import { and, eq, gt, lt, lte, max, count as countOf, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { attempts, rateLimits } from '../db/schema';
import type { AttemptStore } from './attempts';

/**
 * What every API instance must agree on lives in the database: several instances
 * behind a load balancer count one client's attempts together, whichever instance answers.
 * PGlite uses the same tables, so development and the tests run this code too.
 */

/** Attempts per key in the `attempts` table: one row per attempt. */
export function databaseAttemptStore(db: Db, now: () => number = Date.now): AttemptStore {
  const summary = async (key: string, windowMs: number) => {
    const [row] = await db
      .select({ count: countOf(), lastAt: max(attempts.atMs) })
      .from(attempts)
      .where(and(eq(attempts.key, key), gt(attempts.atMs, now() - windowMs)));
    const lastAt = row?.lastAt ?? null;
    return { count: Number(row?.count ?? 0), lastAt: lastAt === null ? null : Number(lastAt) };
  };
  return {
    async record(key, windowMs) {
      const at = now();
      // A key's rows past its window are of no use any more; they go as it records.
      await db
        .delete(attempts)
        .where(and(eq(attempts.key, key), lte(attempts.atMs, at - windowMs)));
      await db.insert(attempts).values({ key, atMs: at });
      return summary(key, windowMs);
    },
    read: summary,
    async clear(key) {
      await db.delete(attempts).where(eq(attempts.key, key));
    },
  };
}

/** What @fastify/rate-limit hands `child`: the route's options, with `routeInfo` at run time. */
interface RateLimitRouteOptions {
  routeInfo?: { method: string; url: string };
  url?: string;
}
type Incremented = { current: number; ttl: number };

/**
 * A `store` for @fastify/rate-limit over the `rate_limits` table: a fixed window per key, counted
 * by one atomic upsert, so hits on any instance add up.
 */
export function databaseRateLimitStore(db: Db, now: () => number = Date.now) {
  return class DatabaseRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'rl:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: Incremented) => void,
      // @fastify/rate-limit passes the route's window (its typings lag behind and omit it).
      timeWindow = 60_000,
    ) {
      const at = now();
      const fullKey = `${this.prefix}${key}`;
      db.insert(rateLimits)
        .values({ key: fullKey, hits: 1, resetAtMs: at + timeWindow })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${rateLimits.resetAtMs} <= ${at} then 1 else ${rateLimits.hits} + 1 end`,
            resetAtMs: sql`case when ${rateLimits.resetAtMs} <= ${at} then ${at + timeWindow} else ${rateLimits.resetAtMs} end`,
          },
        })
        .returning({ hits: rateLimits.hits, resetAtMs: rateLimits.resetAtMs })
        .then(
          ([row]) =>
            callback(null, {
              current: row!.hits,
              ttl: Math.max(0, Number(row!.resetAtMs) - at),
            }),
          (error: Error) => callback(error),
        );
    }

    child(routeOptions: RateLimitRouteOptions) {
      const { method, url } = routeOptions.routeInfo ?? { method: '', url: routeOptions.url };
      return new DatabaseRateLimitStore(undefined, `${this.prefix}${method}${url}:`);
    }
  };
}

/** No attempt window is longer than this; older rows are dropped by the minute's sweep. */
export const ATTEMPTS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Drops what no window can see any more: attempts of keys that never came back, and rate-limit
 * windows that ended. Every instance runs it each minute; the deletes are idempotent.
 */
export async function pruneSharedState(db: Db, now: () => number = Date.now) {
  const at = now();
  await db.delete(attempts).where(lt(attempts.atMs, at - ATTEMPTS_KEPT_MS));
  await db.delete(rateLimits).where(lt(rateLimits.resetAtMs, at));
}
