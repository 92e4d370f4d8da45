import assert from './support/assert';
import { after, afterEach, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { buildApp, type App, type BuildAppOptions } from '../src/app';
import { openDb, type Database } from '../src/db';
import type { Mailer, OutgoingMail } from '../src/lib/mailer';
import { createTestDatabase, memoryLog, PUBLIC_URL, testConfig } from './helpers';
import { nextTcKimlikNo } from '@lms/shared/testing/people';

// Mail is queued in the database (pg-boss) with the change that causes it, and every
// instance's worker sends what is due. On the PostgreSQL pass the two instances have their own pools.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A transport that records what it sends; `failures` sends fail first. */
const recording = (failures = 0) => {
  const sent: OutgoingMail[] = [];
  let calls = 0;
  const transport: Mailer = {
    async send(mail) {
      calls += 1;
      if (calls <= failures) throw new Error('SMTP 421 service not available');
      sent.push(mail);
    },
  };
  return { sent, transport, calls: () => calls };
};

let primary: Database & { url?: string };
let secondary: Database;
const apps: App[] = [];

const instance = async (
  database: Database,
  env: NodeJS.ProcessEnv,
  options: Partial<BuildAppOptions> = {},
) => {
  const app = await buildApp({
    db: database.db,
    client: database.client,
    publicUrl: PUBLIC_URL,
    logger: false,
    config: testConfig({ PLATFORM_URL: 'http://platform.test', ...env }),
    ...options,
  });
  apps.push(app);
  return app;
};

interface JobRow {
  id: string;
  state: string;
  retryCount: number;
  output: { message?: string } | null;
}

/** The mail's jobs in pg-boss's table (the queue's storage in PostgreSQL). */
const rowsTo = async (to: string) =>
  (
    (await primary.db.execute(sql`
      select id, state, retry_count as "retryCount", output
        from pgboss.job
       where name = 'mail' and data->>'to' = ${to}`)) as unknown as { rows: JobRow[] }
  ).rows;

before(async () => {
  primary = await createTestDatabase({ demoUsers: true });
  secondary = primary.url ? await openDb({ databaseUrl: primary.url, poolSize: 3 }) : primary;
});
// Each test's instances stop before the next: a worker left polling would take its mail.
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});
after(async () => {
  if (secondary !== primary) await secondary.close();
  await primary.close();
});

describe('durable mail', () => {
  it('a signup on one instance is mailed exactly once while both instances poll', async () => {
    const mails = recording();
    const fast = { MAIL_POLL_SECONDS: '0.5' };
    const one = await instance(primary, fast, { mailTransport: mails.transport });
    const two = await instance(secondary, fast, { mailTransport: mails.transport });
    await Promise.all([one.ready(), two.ready()]);

    const email = `tek.sefer.${Date.now()}@ornek.com.tr`;
    const signup = await one.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: {
        isCorporate: false,
        name: 'Tek',
        surname: 'Sefer',
        citizenNumber: nextTcKimlikNo(),
        phone: '0532 111 2233',
        email,
        password: 'Guclu#Sifre1',
        confirmPassword: 'Guclu#Sifre1',
        chk_privacy: true,
        chk_membership: true,
      },
    });
    assert.equal(signup.statusCode, 200, signup.body);
    // More mail at once, so both workers find work in the same moments.
    for (let i = 0; i < 30; i += 1) {
      await (i % 2 ? one : two).mailQueue.enqueue({
        to: `toplu${i}@ornek.com.tr`,
        subject: `Toplu ${i}`,
        text: 'Merhaba',
        priority: 'notice',
      });
    }
    await Promise.all([one.mailQueue.drain(), two.mailQueue.drain(), sleep(100)]);
    await Promise.all([one.mailQueue.drain(), two.mailQueue.drain()]);

    const verification = mails.sent.filter((mail) => mail.to === email);
    assert.equal(verification.length, 1, 'one verification mail');
    assert.match(verification[0]!.text, /http:\/\/platform\.test\/#\/verify-email\//);
    const bulk = mails.sent.filter((mail) => mail.to.startsWith('toplu'));
    assert.equal(bulk.length, 30);
    assert.equal(new Set(bulk.map((mail) => mail.to)).size, 30, 'no mail sent twice');
    const [row] = await rowsTo(email);
    assert.equal(row?.state, 'completed');
    assert.equal(row?.retryCount, 0, 'sent at the first attempt');
  });

  it('a request never waits for the mail server', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const app = await instance(
      primary,
      { MAIL_POLL_SECONDS: '0.5' },
      {
        mailTransport: {
          async send(mail) {
            await held;
            sent.push(mail.to);
          },
        },
      },
    );
    await app.ready();
    try {
      // The worker is stuck on a first mail; the next request's mail waits, the request does not.
      await app.mailQueue.enqueue({
        to: 'ilk@ornek.com.tr',
        subject: 'Deneme',
        text: 'Merhaba',
        priority: 'notice',
      });
      await sleep(700);
      const reset = await app.inject({
        method: 'PUT',
        url: '/v1/auth/forgot-password',
        payload: { email: 'ayse.yilmaz@ornek.com.tr' },
      });
      assert.equal(reset.statusCode, 200, reset.body);
      assert.equal(sent.length, 0, 'the mail server has not answered yet');
    } finally {
      release();
    }
    await app.mailQueue.drain();
    assert.deepEqual(sent, ['ilk@ornek.com.tr', 'ayse.yilmaz@ornek.com.tr']);
  });

  it('a failed send is retried after its backoff, then sent', async () => {
    const mails = recording(1);
    const app = await instance(
      primary,
      { MAIL_RETRY_SECONDS: '1' },
      { mailTransport: mails.transport, mailWorker: false },
    );
    const to = `yeniden.${Date.now()}@ornek.com.tr`;
    await app.mailQueue.enqueue({ to, subject: 'Deneme', text: 'Merhaba', priority: 'notice' });

    assert.equal(await app.mailQueue.runOnce(), 1);
    assert.equal(mails.sent.length, 0);
    let [row] = await rowsTo(to);
    assert.equal(row?.state, 'retry');
    // pg-boss counts a retry when the mail is fetched again.
    assert.equal(row?.retryCount, 0);
    assert.match(row?.output?.message ?? '', /421/);
    // Not before its backoff.
    await app.mailQueue.drain();
    assert.equal(mails.calls(), 1);

    // The first retry waits between 1 and 2 s (pg-boss's backoff with jitter).
    await sleep(2100);
    await app.mailQueue.drain();
    assert.equal(mails.sent.length, 1);
    [row] = await rowsTo(to);
    assert.equal(row?.state, 'completed');
    assert.equal(row?.retryCount, 1, 'sent at the second attempt');
  });

  it('gives up after MAIL_MAX_ATTEMPTS, marks the mail failed and logs it', async () => {
    const mails = recording(Infinity);
    const log = memoryLog();
    const app = await instance(
      primary,
      { MAIL_RETRY_SECONDS: '0', MAIL_MAX_ATTEMPTS: '3' },
      {
        mailTransport: mails.transport,
        mailWorker: false,
        logger: { level: 'warn', stream: log.stream },
      },
    );
    const to = `vazgec.${Date.now()}@ornek.com.tr`;
    await app.mailQueue.enqueue({ to, subject: 'Deneme', text: 'Merhaba', priority: 'notice' });
    for (let i = 0; i < 5; i += 1) {
      await app.mailQueue.drain();
      await sleep(10);
    }
    assert.equal(mails.calls(), 3);
    const [row] = await rowsTo(to);
    assert.equal(row?.state, 'failed');
    assert.equal(row?.retryCount, 2, 'three attempts');
    const failed = log.lines.map((line) => JSON.parse(line) as { msg: string; mailId?: string });
    assert.ok(
      failed.some((entry) => entry.msg === 'mail failed for good' && entry.mailId === row?.id),
    );
  });

  it('a rolled-back transaction queues nothing', async () => {
    const app = await instance(primary, {}, { mailWorker: false });
    const to = `geri.alinan.${Date.now()}@ornek.com.tr`;
    await assert.rejects(
      primary.db.transaction(async (tx) => {
        await app.mailQueue.enqueue(
          { to, subject: 'Deneme', text: 'Merhaba', priority: 'notice' },
          tx,
        );
        throw new Error('the change failed');
      }),
      /the change failed/,
    );
    assert.equal((await rowsTo(to)).length, 0);
  });

  it('a mail claimed by an instance that died is sent by another once its lease ends', async () => {
    const mails = recording();
    const lease = { MAIL_LEASE_SECONDS: '1', MAIL_RETRY_SECONDS: '0' };
    const dead = await instance(primary, lease, { mailWorker: false });
    const alive = await instance(secondary, lease, {
      mailTransport: mails.transport,
      mailWorker: false,
    });
    const to = `sahipsiz.${Date.now()}@ornek.com.tr`;
    await dead.mailQueue.enqueue({ to, subject: 'Deneme', text: 'Merhaba', priority: 'notice' });
    // Claimed, then the process is gone before it sent anything.
    assert.equal((await dead.mailQueue.claim()).length, 1);

    await alive.mailQueue.drain();
    assert.equal(mails.sent.length, 0, 'not while the lease holds');
    await sleep(1100);
    // Maintenance (every minute in one instance) hands the mail back once its lease is over.
    await alive.mailQueue.expireLeases();
    await alive.mailQueue.drain();
    assert.deepEqual(
      mails.sent.map((mail) => mail.to),
      [to],
    );
  });

  it('sends what people wait for first: account mail, then order mail, then notices', async () => {
    const mails = recording();
    const app = await instance(
      primary,
      { MAIL_CONCURRENCY: '1' },
      { mailTransport: mails.transport, mailWorker: false },
    );
    const tag = Date.now();
    for (let i = 0; i < 4; i += 1) {
      await app.mailQueue.enqueue({
        to: `duyuru${i}.${tag}@ornek.com.tr`,
        subject: 'Mesajınızı aldık',
        text: 'Merhaba',
        priority: 'notice',
      });
    }
    await app.mailQueue.enqueue({
      to: `siparis.${tag}@ornek.com.tr`,
      subject: 'Siparişiniz',
      text: 'Merhaba',
      priority: 'order',
    });
    await app.mailQueue.enqueue({
      to: `dogrulama.${tag}@ornek.com.tr`,
      subject: 'Doğrulama',
      text: 'Merhaba',
      priority: 'account',
    });
    await app.mailQueue.drain();
    assert.deepEqual(
      mails.sent.map((mail) => mail.to.split('.')[0]),
      ['dogrulama', 'siparis', 'duyuru0', 'duyuru1', 'duyuru2', 'duyuru3'],
    );
    // The priority is the job's, not a field of the mail the transport sees.
    assert.equal('priority' in mails.sent[0]!, false);
  });

  it('sends different people their mail at once, at most MAIL_CONCURRENCY, one person in order', async () => {
    let inFlight = 0;
    let most = 0;
    const perPerson = new Map<string, number>();
    let personOverlap = false;
    const order: string[] = [];
    const app = await instance(
      primary,
      { MAIL_CONCURRENCY: '4' },
      {
        mailWorker: false,
        mailTransport: {
          async send(mail) {
            inFlight += 1;
            most = Math.max(most, inFlight);
            const mine = (perPerson.get(mail.to) ?? 0) + 1;
            perPerson.set(mail.to, mine);
            if (mine > 1) personOverlap = true;
            await sleep(30);
            order.push(mail.subject);
            perPerson.set(mail.to, mine - 1);
            inFlight -= 1;
          },
        },
      },
    );
    const tag = Date.now();
    const same = `ayni.kisi.${tag}@ornek.com.tr`;
    for (let i = 0; i < 3; i += 1) {
      await app.mailQueue.enqueue({
        to: same,
        subject: `bağlantı ${i}`,
        text: 'x',
        priority: 'account',
      });
    }
    for (let i = 0; i < 9; i += 1) {
      await app.mailQueue.enqueue({
        to: `kisi${i}.${tag}@ornek.com.tr`,
        subject: `duyuru ${i}`,
        text: 'x',
        priority: 'notice',
      });
    }
    await app.mailQueue.drain();
    assert.equal(order.length, 12);
    assert.equal(most, 4, 'four at once, never more');
    assert.equal(personOverlap, false, 'one person’s mails never overlap');
    assert.deepEqual(
      order.filter((subject) => subject.startsWith('bağlantı')),
      ['bağlantı 0', 'bağlantı 1', 'bağlantı 2'],
    );
  });
});
