import assert from './support/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { openDb, type Database } from '../src/db';
import { enrollments, orders, users } from '../src/db/schema';
import { acceptContractsOnPayment, createTestDatabase, PUBLIC_URL, sessionToken } from './helpers';

// Two API instances over one database. On the PostgreSQL pass each instance has its
// own connection pool, as two processes would; on PGlite they share the one in-memory database.

const outbox = mkdtempSync(join(tmpdir(), 'lms-instances-outbox-'));
process.env.MAIL_OUTBOX_DIR = outbox;

const SHARED = { PAYMENT_SECRET: 'p'.repeat(40) };
const saved = { ...process.env };
// Small limits, read as the apps are built: the third failure brings a wait; four resets an hour.
process.env.AUTH_LOGIN_BACKOFF_AFTER = '3';
process.env.AUTH_LOGIN_BACKOFF_BASE_MS = '60000';
process.env.AUTH_RATE_LIMIT_RESET_IP = '4';
const COURSE = 122;

let primary: Database & { url?: string };
let secondary: Database;
let one: App;
let two: App;

before(async () => {
  primary = await createTestDatabase();
  secondary = primary.url ? await openDb({ databaseUrl: primary.url, poolSize: 2 }) : primary;
  const instance = (database: Database) =>
    buildApp({
      db: database.db,
      client: database.client,
      publicUrl: PUBLIC_URL,
      logger: false,
      config: loadConfig({ ...process.env, ...SHARED }),
    });
  one = await instance(primary);
  two = await instance(secondary);
  // The buyer accepts the order's contracts before paying, as the cart does.
  acceptContractsOnPayment(one);
  acceptContractsOnPayment(two);
});
after(async () => {
  await one.close();
  await two.close();
  if (secondary !== primary) await secondary.close();
  await primary.close();
  rmSync(outbox, { recursive: true, force: true });
  process.env = saved;
});

describe('two instances, one database', () => {
  it('a payment started on one instance is completed by the callback arriving at the other', async () => {
    const [buyer] = await primary.db
      .insert(users)
      .values({
        email: `iki.ornek.${Date.now()}@ornek.com.tr`,
        passwordHash: 'x',
        name: 'İki',
        surname: 'Örnek',
        citizenId: '10000000146',
        phone: '05321234567',
        privacyConsentAt: new Date(),
        membershipConsentAt: new Date(),
        emailVerifiedAt: new Date(),
      })
      .returning();
    const auth = { authorization: `Bearer ${await sessionToken(primary.db, buyer!.id)}` };
    const added = await one.inject({
      method: 'POST',
      url: '/v1/userbaskets',
      headers: auth,
      payload: { courseId: COURSE },
    });
    assert.equal(added.statusCode, 200, added.body);
    const made = await one.inject({
      method: 'POST',
      url: '/v1/orders/makepayment',
      headers: auth,
      payload: [
        {
          courseId: COURSE,
          count: 1,
          paymentMethod: 0,
          participants: [{ name: 'İki', surname: 'Örnek', email: buyer!.email }],
        },
      ],
    });
    assert.equal(made.statusCode, 200, made.body);

    // The hosted page, the card, 3-D Secure and the provider's callback all reach instance two.
    const url = new URL(made.json().data.paymentUrl as string);
    const session = url.searchParams.get('session')!;
    const page = await two.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    assert.equal(page.statusCode, 200, page.body);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const card = await two.inject({
      method: 'POST',
      url: '/payments/simulated/card',
      headers: form,
      payload: new URLSearchParams({
        session,
        cardHolder: 'İki Örnek',
        cardNumber: '5528 7900 0000 0008',
        expiry: '12/39',
        cvc: '123',
        action: 'pay',
      }).toString(),
    });
    assert.equal(card.statusCode, 200, card.body);
    const attempt = /name="attempt" value="([^"]+)"/.exec(card.body)![1]!;
    const done = await two.inject({
      method: 'POST',
      url: '/payments/simulated/confirm',
      headers: form,
      payload: new URLSearchParams({
        session,
        attempt,
        code: '123456',
        action: 'confirm',
      }).toString(),
    });
    assert.equal(done.statusCode, 303, done.body);

    const [order] = await primary.db.select().from(orders).where(eq(orders.userId, buyer!.id));
    assert.equal(order?.status, 'completed');
    const seats = await primary.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, buyer!.id), eq(enrollments.courseId, COURSE)));
    assert.equal(seats.length, 1);
    // Instance one, where the payment started, shows it paid.
    const seen = await one.inject({
      method: 'GET',
      url: `/v1/orders/getbytrackingid/${order!.trackingId}`,
      headers: auth,
    });
    assert.equal(seen.statusCode, 200, seen.body);
    assert.equal(seen.json().data.status, order!.status);
  });

  it('a login brute force is slowed down across both instances together', async () => {
    const guess = (app: App) =>
      app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: 'ayse.yilmaz@ornek.com.tr', password: 'Yanlis#123' },
        remoteAddress: '198.51.100.30',
      });
    // Alternating instances: neither sees three failures on its own.
    assert.equal((await guess(one)).statusCode, 400);
    assert.equal((await guess(two)).statusCode, 400);
    assert.equal((await guess(one)).statusCode, 400);
    for (const app of [two, one]) {
      const slowed = await guess(app);
      assert.equal(slowed.statusCode, 429, slowed.body);
      assert.ok(Number(slowed.headers['retry-after']) > 0);
    }
  });

  it('the per-address rate limit counts the hits on both instances', async () => {
    const ask = (app: App) =>
      app.inject({
        method: 'PUT',
        url: '/v1/auth/forgot-password',
        payload: { email: 'kimse@ornek.com.tr' },
        remoteAddress: '198.51.100.31',
      });
    for (const app of [one, two, one, two]) assert.equal((await ask(app)).statusCode, 200);
    assert.equal((await ask(one)).statusCode, 429);
    assert.equal((await ask(two)).statusCode, 429);
  });
});
