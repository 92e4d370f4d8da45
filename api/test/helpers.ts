import assert from './support/assert';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StaffRole } from '@lms/shared/contracts';
import { buildTcKimlikNo } from '@lms/shared/testing/people';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createDb, type CreateDbOptions, type Database, type Db } from '../src/db';
import { asc, eq } from 'drizzle-orm';
import { courseTitles, courseVideos, orders, sessions, users } from '../src/db/schema';
import { signToken } from '../src/lib/auth';
import { createMailer, type OutgoingMail } from '../src/lib/mailer';
import { seedWatched } from '../src/seed';
import { checkConformance } from './conformance';

export const PUBLIC_URL = 'http://api.test';

/**
 * The PostgreSQL server of the PostgreSQL pass (`api/scripts/with-postgres.sh` sets it); unset,
 * every test database is an in-memory PGlite.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

const onServer = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function onAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** An empty database of its own on the test server; `drop()` removes it. */
export async function createEmptyTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await onAdmin((client) => client.query(`create database ${name}`));
  return {
    url: onServer(TEST_DATABASE_URL, name),
    async drop() {
      await onAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/**
 * A fresh, migrated and seeded database: an in-memory PGlite, or with TEST_DATABASE_URL a new
 * database on that server, dropped again by `close()`. Test files stay isolated either way.
 */
export async function createTestDatabase(
  options: Pick<CreateDbOptions, 'demoUsers' | 'seed'> = {},
): Promise<Database & { url?: string }> {
  if (!TEST_DATABASE_URL) return createDb({ dataDir: 'memory://', ...options });
  const empty = await createEmptyTestDatabase();
  try {
    const database = await createDb({ databaseUrl: empty.url, poolSize: 5, ...options });
    let closed = false;
    return {
      ...database,
      url: empty.url,
      async close() {
        if (closed) return;
        closed = true;
        await database.close();
        await empty.drop();
      },
    };
  } catch (error) {
    await empty.drop();
    throw error;
  }
}

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  /** Sends what is queued, then gives every mail sent to `to` so far, in the order sent. */
  mailsTo(to: string): Promise<OutgoingMail[]>;
  close(): Promise<void>;
}

/**
 * The app's config from the test process's environment as it is now: a test file sets
 * PLATFORM_URL, MAIL_OUTBOX_DIR or a limit before it builds its app.
 */
export const testConfig = (env: NodeJS.ProcessEnv = {}): Config =>
  loadConfig({ MEDIA_DIR: testMediaDir(), ...process.env, ...env });

let mediaDir: string | undefined;
/**
 * Uploaded files of this test process: a temporary folder, not api/data/media, removed when the
 * process exits.
 */
const testMediaDir = () => {
  if (!mediaDir) {
    const dir = mkdtempSync(join(tmpdir(), 'lms-test-media-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    mediaDir = dir;
  }
  return mediaDir;
};

/** A fresh, migrated and seeded database with the app on top; one per test file. */
export async function createTestApp(
  options: Pick<BuildAppOptions, 'logger' | 'trustProxy' | 'mailTransport' | 'config' | 'clock'> & {
    /**
     * Whether a makepayment without a `Contracts-Accepted` header first reads the order's
     * contracts and accepts them, as the cart does. On by default: most tests pay and
     * are not about the contracts; the contracts' own tests turn it off.
     */
    acceptContracts?: boolean;
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase({ demoUsers: true });
  const config = options.config ?? testConfig();
  // Every mail is kept for `mailsTo`, and still handed to the transport the file asked for (the
  // outbox folder by default, as in development, logging with the app's logger).
  const sent: OutgoingMail[] = [];
  let transport = options.mailTransport;
  const app = await buildApp({
    db: database.db,
    client: database.client,
    publicUrl: PUBLIC_URL,
    logger: options.logger ?? { level: 'silent' },
    trustProxy: options.trustProxy,
    mailTransport: {
      async send(mail) {
        sent.push(mail);
        transport ??= createMailer(config.mail, app.log);
        await transport.send(mail);
      },
    },
    // Tests send mail by draining the queue (`app.mailQueue.drain()`), one mail after another in
    // the order queued; a polling worker beside it could send a later mail first.
    mailWorker: false,
    config,
    clock: options.clock,
  });
  if (options.acceptContracts !== false) acceptContractsOnPayment(app);
  // Every answer the file's tests get is checked against the published document.
  const conformance = checkConformance(app);
  return {
    app,
    database,
    async mailsTo(to) {
      await app.mailQueue.drain();
      return sent.filter((mail) => mail.to === to);
    },
    async close() {
      await app.close();
      await database.close();
      const problems = conformance.report();
      assert.equal(
        problems.length,
        0,
        `answers that do not conform to /v1/openapi.json:\n${problems.join('\n')}`,
      );
    },
  };
}

/** Collects pino's JSON lines, for asserting what reaches the log. */
export const memoryLog = () => {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
};

let userSeq = 0;

/**
 * A signed token of a new session of the user, made straight in the database (a token
 * stands only with its session row), as a login would.
 */
export async function sessionToken(db: Db, userId: number): Promise<string> {
  const sessionId = randomBytes(16).toString('base64url');
  await db.insert(sessions).values({ id: sessionId, userId });
  return signToken({ userId, sessionId });
}

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
      citizenId: buildTcKimlikNo(userSeq),
      phone: '05321234567',
      privacyConsentAt: new Date(),
      membershipConsentAt: new Date(),
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  const token = await sessionToken(ctx.database.db, row!.id);
  return { ...row!, auth: { authorization: `Bearer ${token}` } };
}
export type TestUser = Awaited<ReturnType<typeof insertUser>>;

/**
 * Set-up for tests about exams: the learner has watched every video of the course through, as
 * the seed's demo learner has (the exam opens then). Watching itself, save by save, is
 * `watch-time.test.ts`'s.
 */
export async function watchedEveryVideo(db: Db, userId: number, courseId: number) {
  await seedWatched(db, userId, [courseId]);
}

/** The demo staff accounts the seed adds with the demo users (README), by role. */
export const DEMO_STAFF: Record<StaffRole, string> = {
  admin: 'yonetici@ornek.com.tr',
  editor: 'editor@ornek.com.tr',
  finance: 'muhasebe@ornek.com.tr',
};

/** The bearer header of a new session of the demo staff account with this role. */
export async function staffAuth(ctx: TestContext, role: StaffRole) {
  const [row] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_STAFF[role]));
  assert.ok(row, `the demo ${role} is seeded`);
  return { authorization: `Bearer ${await sessionToken(ctx.database.db, row.id)}` };
}

type Inject = TestContext['app']['inject'];

/**
 * Makes the app's `inject` accept the contracts before each makepayment that carries no
 * `Contracts-Accepted` header: it posts the same body to /v1/orders/contracts with the same
 * headers and sends the hash it answers, as the cart's payment dialog does. When the contracts
 * are refused (a bad body, an empty basket) makepayment goes out as it was, to answer for itself.
 */
export function acceptContractsOnPayment(app: TestContext['app']) {
  const inject = app.inject.bind(app);
  type Options = InjectOptions;
  const wrapped = async (opts: Options) => {
    const headers = { ...((opts.headers ?? {}) as Record<string, string>) };
    const has = (name: string) => Object.keys(headers).some((key) => key.toLowerCase() === name);
    if (!has('contracts-accepted')) {
      const contracts = await inject({
        method: 'POST',
        url: '/v1/orders/contracts',
        headers: Object.fromEntries(
          Object.entries(headers).filter(([key]) => key.toLowerCase() !== 'idempotency-key'),
        ),
        ...(opts.payload !== undefined ? { payload: opts.payload } : {}),
        ...(opts.body !== undefined ? { body: opts.body } : {}),
      });
      if (contracts.statusCode === 200) {
        headers['contracts-accepted'] = contracts.json().data.hash;
      }
    }
    return inject({ ...opts, headers });
  };
  app.inject = ((opts?: unknown, callback?: unknown) => {
    const url = typeof opts === 'object' && opts !== null ? (opts as Options).url : undefined;
    const path = typeof url === 'string' ? url.split('?')[0] : undefined;
    if (
      !callback &&
      path === '/v1/orders/makepayment' &&
      String((opts as Options).method ?? 'GET').toUpperCase() === 'POST'
    ) {
      return wrapped(opts as Options);
    }
    return (inject as (...args: unknown[]) => unknown)(opts, callback);
  }) as Inject;
}

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

/**
 * The simulated bank's signed callback for a card order, as the provider would post it, with
 * what it claims changed: another payment id, another amount, or a further capture (a bank's
 * double charge, which has an event of its own).
 */
export async function providerCallback(
  ctx: TestContext,
  trackingId: string,
  claim: {
    pid?: string;
    amountKurus?: number;
    capture?: string;
    /** A failure, with the provider's reason or none. */
    failed?: { message?: string };
  } = {},
) {
  const [order] = await ctx.database.db
    .select()
    .from(orders)
    .where(eq(orders.trackingId, trackingId));
  return ctx.app.payments.callbackBody(
    {
      pid: claim.pid ?? order!.providerPaymentId!,
      tid: trackingId,
      amt: claim.amountKurus ?? Math.round(order!.total * 100),
      desc: '',
      ok: '',
      fail: '',
      exp: Date.now() + 60_000,
      lng: 'tr',
    },
    claim.failed ? 'failed' : 'succeeded',
    claim.failed?.message,
    claim.capture,
  );
}

/** The course's videos in play order (section, then video), with their lengths. */
export const videosInPlayOrder = (db: Db, courseId: number) =>
  db
    .select({ id: courseVideos.id, duration: courseVideos.duration })
    .from(courseVideos)
    .innerJoin(courseTitles, eq(courseTitles.id, courseVideos.courseTitleId))
    .where(eq(courseTitles.courseId, courseId))
    .orderBy(asc(courseTitles.sort), asc(courseVideos.sort));

// The text a PDF shows (shared with the e2e tests).
export { pdfText } from '@lms/shared/testing/pdf';
