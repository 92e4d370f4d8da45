import assert from './support/assert';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parseTrustProxy } from '../src/config';
import { loginBackoff, memoryAttemptStore } from '../src/lib/attempts';
import { createTestApp, type TestContext } from './helpers';

/** What a stranger can do with the site against someone else, now closed. */

const DEMO = { email: 'ayse.yilmaz@ornek.com.tr', password: 'Demo1234!' };
const CORPORATE = 'kurumsal@ornek.com.tr';

const outbox = mkdtempSync(join(tmpdir(), 'lms-outbox-'));
/** The mails sent so far (the mail worker is drained first: mail is queued, then sent). */
const mails = async () => {
  await ctx.app.mailQueue.drain();
  return readdirSync(outbox)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as Record<string, string>);
};
const mailsTo = async (email: string) => (await mails()).filter((mail) => mail.to === email);

const saved = { ...process.env };
let ctx: TestContext;
before(async () => {
  process.env.MAIL_OUTBOX_DIR = outbox;
  process.env.PLATFORM_URL = 'http://platform.test';
  process.env.AUTH_LOGIN_BACKOFF_AFTER = '3';
  process.env.AUTH_LOGIN_BACKOFF_BASE_MS = '60000';
  ctx = await createTestApp();
});
after(async () => {
  await ctx.close();
  process.env = saved;
  rmSync(outbox, { recursive: true, force: true });
});

const login = (email: string, password: string, ip: string, language?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email, password },
    remoteAddress: ip,
    headers: language ? { 'accept-language': language } : {},
  });

describe('wrong passwords slow down the guesser, not the owner', () => {
  it("blocks the guessing client's next try for that e-mail, and says when to retry", async () => {
    const attacker = '198.51.100.7';
    for (let i = 0; i < 3; i += 1) {
      assert.equal((await login(DEMO.email, 'Yanlis#123', attacker)).statusCode, 400);
    }
    const slowed = await login(DEMO.email, DEMO.password, attacker);
    assert.equal(slowed.statusCode, 429);
    assert.equal(slowed.headers['retry-after'], '60');
    assert.deepEqual(slowed.json(), {
      success: false,
      message: 'Çok fazla başarısız giriş denemesi yapıldı. Lütfen 1 dakika sonra tekrar deneyin.',
    });
    const en = await login(DEMO.email, DEMO.password, attacker, 'en');
    assert.equal(
      en.json().message,
      'Too many failed login attempts. Please try again in 1 minute.',
    );
  });

  it('lets the owner log in from their own connection meanwhile', async () => {
    const owner = await login(DEMO.email, DEMO.password, '203.0.113.20');
    assert.equal(owner.statusCode, 200, owner.body);
    // … and the guesser is still slowed down.
    assert.equal((await login(DEMO.email, 'Yanlis#123', '198.51.100.7')).statusCode, 429);
    // The same client may still log in to another account.
    assert.equal((await login(CORPORATE, DEMO.password, '198.51.100.7')).statusCode, 200);
  });

  it('doubles the wait with each further failure, up to a ceiling, and forgets it on success', async () => {
    let now = 1_000_000;
    const backoff = loginBackoff(
      memoryAttemptStore(() => now),
      {
        waitFromFailure: 2,
        baseMs: 1000,
        maxMs: 5000,
        windowMs: 60 * 60 * 1000,
        now: () => now,
      },
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
    assert.equal(await backoff.retryAfterMs({ ...key, email: 'kisi@ornek.com.tr' }), 0);
    await backoff.failed(key);
    assert.ok((await backoff.retryAfterMs(key)) > 0);
    await backoff.succeeded(key);
    assert.equal(await backoff.retryAfterMs(key), 0);
  });
});

describe('the site does not relay mail', () => {
  it('sends at most three reset mails an hour to one address, with the same answer every time', async () => {
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/v1/auth/forgot-password',
        payload: { email: CORPORATE },
        remoteAddress: `192.0.2.${i + 1}`,
      });
      assert.equal(res.statusCode, 200);
      answers.push(res.body);
    }
    assert.equal(new Set(answers).size, 1);
    assert.equal((await mailsTo(CORPORATE)).length, 3);
  });

  it("acknowledges a contact message without echoing the sender's text, a few times an hour at most", async () => {
    const stranger = 'kurban@ornek.com.tr';
    const message = {
      fullName: 'Kazandınız http://spam.example/odul',
      email: stranger,
      phoneNumber: '5321234567',
      title: 'Ödülünüzü alın: http://spam.example/odul',
      description: 'Hemen tıklayın http://spam.example/odul ve ödülü kapın.',
    };
    for (let i = 0; i < 5; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/v1/contacts',
        payload: message,
        remoteAddress: `192.0.2.${i + 50}`,
      });
      assert.equal(res.statusCode, 200);
    }
    const acks = await mailsTo(stranger);
    assert.equal(acks.length, 3);
    for (const ack of acks) {
      assert.equal(ack.subject, 'Mesajınızı aldık');
      assert.doesNotMatch(`${ack.subject}\n${ack.text}\n${ack.raw}`, /spam\.example|Kazandınız/);
    }
    // The site itself still reads the whole message.
    const notification = (await mails()).find((mail) => mail.subject?.includes('Ödülünüzü alın'));
    assert.match(notification?.text ?? '', /Hemen tıklayın/);
  });
});

describe('trustProxy (TRUST_PROXY)', () => {
  it('reads true, a hop count or a list of addresses', () => {
    assert.equal(parseTrustProxy(undefined), false);
    assert.equal(parseTrustProxy(''), false);
    assert.equal(parseTrustProxy('false'), false);
    assert.equal(parseTrustProxy('true'), true);
    const twoHops = parseTrustProxy('2');
    assert.ok(typeof twoHops === 'function');
    assert.deepEqual(
      [0, 1, 2].map((hop) => twoHops('10.0.0.1', hop)),
      [true, true, false],
    );
    assert.deepEqual(parseTrustProxy('10.0.0.0/8, 127.0.0.1'), ['10.0.0.0/8', '127.0.0.1']);
  });

  const behind = async (trustProxy: boolean) => {
    process.env.AUTH_RATE_LIMIT_LOGIN_IP = '2';
    const app = await createTestApp({ trustProxy });
    delete process.env.AUTH_RATE_LIMIT_LOGIN_IP;
    const from = (client: string) =>
      app.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: CORPORATE, password: DEMO.password },
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': client },
      });
    const codes = [];
    for (const client of ['203.0.113.1', '203.0.113.1', '203.0.113.1', '203.0.113.2']) {
      codes.push((await from(client)).statusCode);
    }
    await app.close();
    return codes;
  };

  it('gives each forwarded client its own rate-limit bucket when the proxy is trusted', async () => {
    assert.deepEqual(await behind(true), [200, 200, 429, 200]);
  });

  it('ignores X-Forwarded-For when the proxy is not trusted', async () => {
    assert.deepEqual(await behind(false), [200, 200, 429, 429]);
  });
});

describe('the in-memory attempt store', () => {
  it('forgets keys whose attempts are older than the window as it grows', async () => {
    let now = 0;
    const store = memoryAttemptStore(() => now);
    for (let i = 0; i < 10_000; i += 1) await store.record(`old-${i}`, 1000);
    now += 2000;
    await store.record('new', 1000);
    assert.deepEqual(await store.read('old-1', 60_000), { count: 0, lastAt: null });
    assert.deepEqual(await store.read('new', 1000), { count: 1, lastAt: 2000 });
  });
});
