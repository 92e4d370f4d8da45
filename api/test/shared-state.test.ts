import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import type { Database } from '../src/db';
import { loginBackoff, mailQuota } from '../src/lib/attempts';
import { attempts, rateLimits } from '../src/db/schema';
import {
  ATTEMPTS_KEPT_MS,
  databaseAttemptStore,
  databaseRateLimitStore,
  pruneSharedState,
} from '../src/lib/shared-state';
import { createTestDatabase } from './helpers';

// The counters every instance shares, in the database (PGlite and PostgreSQL alike).

let database: Database;
before(async () => (database = await createTestDatabase({ seed: false })));
after(() => database.close());

describe('attempts in the database', () => {
  it('drive the login backoff as the in-memory store did: doubling waits, forgotten on success', async () => {
    let now = 1_000_000;
    const backoff = loginBackoff(
      databaseAttemptStore(database.db, () => now),
      { waitFromFailure: 2, baseMs: 1000, maxMs: 5000, windowMs: 60 * 60 * 1000, now: () => now },
    );
    const key = { email: 'Kisi@Ornek.com.tr', ip: '192.0.2.1' };
    const waits: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      assert.equal(await backoff.retryAfterMs(key), 0);
      await backoff.failed(key);
      waits.push(await backoff.retryAfterMs(key));
      now += waits.at(-1)!;
    }
    assert.deepEqual(waits, [0, 1000, 2000, 4000, 5000, 5000]);
    assert.equal(await backoff.retryAfterMs({ ...key, ip: '192.0.2.2' }), 0, 'another client');
    await backoff.failed(key);
    assert.ok((await backoff.retryAfterMs(key)) > 0);
    await backoff.succeeded(key);
    assert.equal(await backoff.retryAfterMs(key), 0);
  });

  it('count mails per address within the window only', async () => {
    let now = 5_000_000;
    const quota = mailQuota(
      databaseAttemptStore(database.db, () => now),
      {
        max: 2,
        windowMs: 1000,
      },
    );
    assert.equal(await quota.take('reset', 'a@ornek.com.tr'), true);
    assert.equal(await quota.take('reset', 'A@ornek.com.tr'), true);
    assert.equal(await quota.take('reset', 'a@ornek.com.tr'), false);
    assert.equal(await quota.take('contact', 'a@ornek.com.tr'), true, 'another kind');
    now += 1001;
    assert.equal(await quota.take('reset', 'a@ornek.com.tr'), true, 'a new window');
  });
});

describe('rate-limit counters in the database', () => {
  it('add up across stores and start again when the window ends', async () => {
    let now = 9_000_000;
    const Store = databaseRateLimitStore(database.db, () => now);
    const route = { routeInfo: { method: 'POST', url: '/v1/auth/login' } };
    // Two instances' stores for the same route.
    const [a, b] = [new Store().child(route), new Store().child(route)];
    const incr = (store: InstanceType<typeof Store>) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(
          '198.51.100.1',
          (error, result) => (error ? reject(error) : resolve(result!)),
          1000,
        ),
      );
    assert.deepEqual(await incr(a), { current: 1, ttl: 1000 });
    now += 400;
    assert.deepEqual(await incr(b), { current: 2, ttl: 600 });
    const other = new Store().child({
      routeInfo: { method: 'PUT', url: '/v1/auth/forgot-password' },
    });
    assert.equal((await incr(other)).current, 1, 'another route counts apart');
    now += 600;
    assert.deepEqual(await incr(a), { current: 1, ttl: 1000 });
  });
});

describe('the sweep', () => {
  it('drops attempts older than any window and rate-limit windows that ended', async () => {
    const now = 50_000_000_000;
    await database.db.insert(attempts).values([
      { key: 'sweep:old', atMs: now - ATTEMPTS_KEPT_MS - 1 },
      { key: 'sweep:recent', atMs: now - 1000 },
    ]);
    await database.db.insert(rateLimits).values([
      { key: 'sweep:ended', hits: 3, resetAtMs: now - 1 },
      { key: 'sweep:running', hits: 3, resetAtMs: now + 1000 },
    ]);
    await pruneSharedState(database.db, () => now);
    const keys = async (table: typeof attempts | typeof rateLimits) =>
      (await database.db.select({ key: table.key }).from(table))
        .map((row) => row.key)
        .filter((key) => key.startsWith('sweep:'));
    assert.deepEqual(await keys(attempts), ['sweep:recent']);
    assert.deepEqual(await keys(rateLimits), ['sweep:running']);
  });
});
