import assert from './support/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestApp, memoryLog, type TestContext } from './helpers';
import { nextTcKimlikNo } from '@lms/shared/testing/people';

/** What a person types at signup; none of it, nor its hash, may reach the log. */
const SIGNUP = {
  isCorporate: false,
  name: 'Gizem',
  surname: 'Saklı',
  citizenNumber: nextTcKimlikNo(),
  phone: '0532 987 6543',
  email: 'gizem.sakli@ornek.com.tr',
  password: 'Gizli#Sifre9',
  confirmPassword: 'Gizli#Sifre9',
  chk_privacy: true,
  chk_membership: true,
};

describe('logs carry no secrets', () => {
  const log = memoryLog();
  const outbox = mkdtempSync(join(tmpdir(), 'lms-outbox-'));
  const saved = { ...process.env };
  let ctx: TestContext;
  before(async () => {
    process.env.MAIL_OUTBOX_DIR = outbox;
    ctx = await createTestApp({ logger: { level: 'info', stream: log.stream } });
    // A careless line that logs what a request carries.
    ctx.app.post('/test/careless', async (request) => {
      request.log.warn({ headers: request.headers, body: request.body }, 'careless');
      return { ok: true };
    });
    // A careless handler that answers twice: Fastify's warning quotes the URL with its query.
    ctx.app.get('/test/twice', async (_request, reply) => {
      await reply.send({ ok: true });
      return reply.send({ ok: false });
    });
    // The users table loses a column, so the signup insert fails inside PostgreSQL.
    await ctx.database.db.execute(sql`alter table users rename column phone to phone_gone`);
  });
  after(async () => {
    await ctx.close();
    process.env = saved;
    rmSync(outbox, { recursive: true, force: true });
  });
  const entries = () => log.lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  it('a failing query is logged with its route, request id, class, pg code and SQL, without values', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/register?utm=kampanya-gizli',
      payload: SIGNUP,
      headers: { authorization: 'Bearer gizli.jeton.degeri', cookie: 'oturum=gizli-cerez' },
    });
    assert.equal(res.statusCode, 500);

    const text = log.lines.join('\n');
    for (const secret of [
      SIGNUP.email,
      SIGNUP.password,
      SIGNUP.citizenNumber,
      '05329876543',
      SIGNUP.surname,
      'scrypt',
      'gizli.jeton.degeri',
      'gizli-cerez',
      'kampanya-gizli',
    ]) {
      assert.ok(!text.includes(secret), `the log shows ${secret}:\n${text}`);
    }

    const failure = entries().find((entry) => entry.level === 50);
    assert.ok(failure, `an error line in:\n${text}`);
    assert.equal(failure.route, '/v1/auth/register');
    assert.equal(failure.method, 'POST');
    assert.ok(failure.reqId);
    const err = failure.err as Record<string, unknown>;
    assert.equal(err.type, 'DrizzleQueryError');
    assert.match(String(err.query), /^insert into "users"/);
    assert.match(String(err.message), /Failed query: insert into "users"/);
    assert.match(String(err.stack), /\n\s+at /);
    const cause = err.cause as Record<string, unknown>;
    assert.equal(cause.type, 'DatabaseError');
    assert.equal(cause.code, '42703');
    assert.match(String(cause.message), /column "phone" of relation "users" does not exist/);
  });

  it('blanks credentials in headers and bodies that a log line names', async () => {
    log.lines.length = 0;
    await ctx.app.inject({
      method: 'POST',
      url: '/test/careless',
      payload: { email: 'x@y.co', password: 'Acik#Sifre1', token: 'acik-jeton' },
      headers: { authorization: 'Bearer acik.jeton', cookie: 'oturum=acik-cerez' },
    });
    const text = log.lines.join('\n');
    for (const secret of ['Acik#Sifre1', 'acik-jeton', 'acik.jeton', 'acik-cerez']) {
      assert.ok(!text.includes(secret), `the log shows ${secret}:\n${text}`);
    }
    const careless = entries().find((entry) => entry.msg === 'careless');
    assert.deepEqual((careless?.body as Record<string, unknown>).password, '[Redacted]');
  });

  it("keeps a payment session out of an error that quotes the request's URL", async () => {
    log.lines.length = 0;
    await ctx.app.inject({ method: 'GET', url: '/test/twice?session=muhurlu.oturum&lang=tr' });
    const text = log.lines.join('\n');
    assert.match(text, /already sent/);
    assert.match(text, /session=\[Redacted\]/);
    assert.ok(!text.includes('muhurlu.oturum'), `the log shows the session:\n${text}`);
  });

  it('logs a refused body by its issues, without its values', async () => {
    log.lines.length = 0;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: { ...SIGNUP, phone: '12', citizenNumber: '12345678901' },
    });
    assert.equal(res.statusCode, 400);
    const text = log.lines.join('\n');
    assert.match(text, /validation failed/);
    for (const secret of [SIGNUP.email, SIGNUP.password, '12345678901', SIGNUP.surname]) {
      assert.ok(!text.includes(secret), `the log shows ${secret}:\n${text}`);
    }
  });

  it("names a mail's recipient by domain only", async () => {
    log.lines.length = 0;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/contacts',
      payload: {
        fullName: 'Gizem Saklı',
        email: 'gizem.sakli@ornek.com.tr',
        phoneNumber: '5329876543',
        title: 'Soru',
        description: 'Bir sorum var.',
      },
    });
    assert.equal(res.statusCode, 200);
    await ctx.app.mailQueue.drain();
    const mails = entries().filter((entry) => entry.msg === 'mail written to the outbox');
    assert.ok(mails.length > 0, log.lines.join('\n'));
    assert.ok(mails.some((entry) => entry.to === '***@ornek.com.tr'));
    assert.ok(!log.lines.join('\n').includes('gizem.sakli'));
  });
});
