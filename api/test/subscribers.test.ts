import assert from './support/assert';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { isNotNull } from 'drizzle-orm';
import { subscribers } from '../src/db/schema';
import { createTestApp, type TestContext } from './helpers';

const outbox = mkdtempSync(join(tmpdir(), 'lms-outbox-'));
/** The mails sent so far (the mail worker is drained first: mail is queued, then sent). */
const mailsTo = async (email: string) => {
  await ctx.app.mailQueue.drain();
  return readdirSync(outbox)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as Record<string, string>)
    .filter((mail) => mail.to === email);
};
const tokenIn = (mail: Record<string, string> | undefined) => {
  const match = /http:\/\/platform\.test\/#\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(
    mail?.text ?? '',
  );
  assert.ok(match, `no confirmation link in: ${mail?.text}`);
  return match[1]!;
};

const saved = { ...process.env };
let ctx: TestContext;
before(async () => {
  process.env.MAIL_OUTBOX_DIR = outbox;
  process.env.PLATFORM_URL = 'http://platform.test';
  ctx = await createTestApp();
});
after(async () => {
  await ctx.close();
  process.env = saved;
  rmSync(outbox, { recursive: true, force: true });
});

// Each request from its own address, so the per-IP limit stays out of the way.
let client = 0;
const subscribe = (payload: unknown, language?: string, remoteAddress = `10.2.0.${++client}`) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/subscribers/subscribe',
    payload: payload as object,
    headers: language ? { 'accept-language': language } : {},
    remoteAddress,
  });
const confirm = (token: string, language?: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/v1/subscribers/confirm',
    payload: { token },
    headers: language ? { 'accept-language': language } : {},
  });
const confirmedAddresses = async () =>
  (await ctx.database.db.select().from(subscribers).where(isNotNull(subscribers.confirmedAt))).map(
    (row) => row.email,
  );

describe('POST /v1/subscribers/subscribe (double opt-in)', () => {
  it('mails a confirmation link and subscribes nobody until it is used', async () => {
    const res = await subscribe({ email: '  Deniz.Yildiz@Example.com ' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), {
      success: true,
      message:
        'Aboneliğinizi onaylamanız için e-posta adresinize bir bağlantı gönderdik. Lütfen gelen kutunuzu kontrol edin.',
      data: null,
    });
    assert.deepEqual(await confirmedAddresses(), []);

    const [mail] = await mailsTo('deniz.yildiz@example.com');
    assert.equal(mail?.subject, 'E-bülten aboneliğinizi onaylayın');
    const confirmed = await confirm(tokenIn(mail));
    assert.equal(confirmed.statusCode, 200);
    assert.deepEqual(confirmed.json(), {
      success: true,
      message: 'Aboneliğiniz onaylandı. E-bültenimize hoş geldiniz!',
      data: null,
    });
    assert.deepEqual(await confirmedAddresses(), ['deniz.yildiz@example.com']);
    // Opening the link again (a reload) still says it is confirmed.
    assert.equal((await confirm(tokenIn(mail), 'en')).json().message.includes('confirmed'), true);
  });

  it('refuses an unknown or expired link with a translated message', async () => {
    const unknown = await confirm('uydurma-bir-deger');
    assert.equal(unknown.statusCode, 400);
    assert.deepEqual(unknown.json(), {
      success: false,
      message: 'Onay bağlantısı geçersiz ya da süresi dolmuş. Lütfen e-bültene yeniden abone olun.',
    });
    assert.equal(
      (await confirm('uydurma', 'en')).json().message,
      'The confirmation link is invalid or has expired. Please subscribe again.',
    );

    await subscribe({ email: 'gec.kalan@example.com' });
    const token = tokenIn((await mailsTo('gec.kalan@example.com'))[0]);
    await ctx.database.db.update(subscribers).set({ tokenExpiresAt: new Date(Date.now() - 1000) });
    assert.equal((await confirm(token)).statusCode, 400);
    assert.ok(!(await confirmedAddresses()).includes('gec.kalan@example.com'));
  });

  it('sends at most three confirmation mails an hour to one address, with the same answer', async () => {
    const answers = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const res = await subscribe({ email: 'tekrar@example.com' });
      assert.equal(res.statusCode, 200);
      answers.add(res.body);
    }
    assert.equal(answers.size, 1);
    const sent = await mailsTo('tekrar@example.com');
    assert.equal(sent.length, 3);
    // The newest link works; the address is subscribed once.
    assert.equal((await confirm(tokenIn(sent.at(-1)))).statusCode, 200);
    assert.ok((await confirmedAddresses()).includes('tekrar@example.com'));
  });

  it('limits subscriptions per client address', async () => {
    const codes = [];
    for (let i = 0; i < 11; i += 1) {
      codes.push((await subscribe({ email: `kisi${i}@example.com` }, 'tr', '10.3.0.1')).statusCode);
    }
    assert.deepEqual(codes.slice(0, 10), Array(10).fill(200));
    assert.equal(codes[10], 429);
  });

  it('answers 409 with a friendly message when the address is already subscribed', async () => {
    const res = await subscribe({ email: 'DENIZ.YILDIZ@example.com' });
    assert.equal(res.statusCode, 409);
    assert.deepEqual(res.json(), {
      success: false,
      message: 'Bu e-posta adresi bültenimize zaten kayıtlı.',
    });
    const en = await subscribe({ email: 'deniz.yildiz@example.com' }, 'en-GB,en;q=0.9');
    assert.equal(en.json().message, 'This e-mail address is already subscribed to our newsletter.');
  });

  it('rejects an invalid address with 400 and the message in the requested language', async () => {
    const tr = await subscribe({ email: 'gecersiz-adres' });
    assert.equal(tr.statusCode, 400);
    assert.deepEqual(tr.json(), {
      success: false,
      message: 'Lütfen geçerli bir e-posta adresi giriniz.',
      errors: { email: 'emailCorrect' },
    });

    const en = await subscribe({ email: 'gecersiz-adres' }, 'en-US,en;q=0.9,tr;q=0.8');
    assert.equal(en.statusCode, 400);
    assert.equal(en.json().message, 'Please enter a valid e-mail address.');

    const preferTr = await subscribe({ email: 'gecersiz-adres' }, 'en;q=0.5, tr');
    assert.equal(preferTr.json().message, 'Lütfen geçerli bir e-posta adresi giriniz.');
  });

  it('reports an empty or missing address with the "required" key', async () => {
    for (const payload of [{ email: '' }, {}]) {
      const res = await subscribe(payload);
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), {
        success: false,
        message: 'E-posta adresi zorunludur.',
        errors: { email: 'emailRequired' },
      });
    }
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/subscribers/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      success: false,
      message: 'İstek gövdesi geçerli bir JSON değil.',
    });
  });
});
