import assert from 'node:assert/strict';
import { buildApp, type BuildAppOptions } from '../src/app';
import { createDb, type Database } from '../src/db';
import { users } from '../src/db/schema';
import { signToken } from '../src/lib/auth';

export const PUBLIC_URL = 'http://api.test';

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  close(): Promise<void>;
}

/** A fresh, migrated and seeded in-memory database with the app on top; one per test file. */
export async function createTestApp(
  options: Pick<BuildAppOptions, 'logger' | 'trustProxy'> = {},
): Promise<TestContext> {
  const database = await createDb({ dataDir: 'memory://', demoUsers: true });
  const app = await buildApp({
    db: database.db,
    publicUrl: PUBLIC_URL,
    logger: options.logger ?? { level: 'silent' },
    trustProxy: options.trustProxy,
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Collects pino's JSON lines, for asserting what reaches the log. */
export const memoryLog = () => {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
};

let userSeq = 0;

/** A verified account made straight in the database, with its bearer header. */
export async function insertUser(
  ctx: TestContext,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  userSeq += 1;
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      email: `alici${userSeq}.${Date.now()}@ornek.com.tr`,
      passwordHash: 'x',
      name: 'Test',
      surname: 'Alıcı',
      citizenId: '10000000146',
      phone: '05321234567',
      privacyConsentAt: new Date(),
      membershipConsentAt: new Date(),
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  return { ...row!, auth: { authorization: `Bearer ${signToken({ userId: row!.id })}` } };
}
export type TestUser = Awaited<ReturnType<typeof insertUser>>;

type Inject = TestContext['app']['inject'];

/**
 * Follows the simulated hosted page as a browser would: card form, 3-D Secure, redirect. Stops
 * at the first page that is not a 200 (a refused or closed order) and returns it.
 */
export async function payByCard(
  inject: Inject,
  paymentUrl: string,
  { cardNumber = '5528 7900 0000 0008', code = '123456' } = {},
) {
  const url = new URL(paymentUrl);
  const page = await inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  if (page.statusCode !== 200) return page;
  // The hosted page lists the test cards and, after the card, asks for the 3-D Secure code.
  assert.match(page.body, /5528 7900 0000 0008/);
  const session = url.searchParams.get('session')!;
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const card = await inject({
    method: 'POST',
    url: '/payments/simulated/card',
    headers: form,
    payload: new URLSearchParams({
      session,
      cardHolder: 'Test Alıcı',
      cardNumber,
      expiry: '12/39',
      cvc: '123',
      action: 'pay',
    }).toString(),
  });
  if (card.statusCode !== 200) return card;
  assert.match(card.body, /3-D Secure/);
  const attempt = /name="attempt" value="([^"]+)"/.exec(card.body)![1]!;
  return inject({
    method: 'POST',
    url: '/payments/simulated/confirm',
    headers: form,
    payload: new URLSearchParams({ session, attempt, code, action: 'confirm' }).toString(),
  });
}
