import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { subscribers } from '../src/db/schema';
import { createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
before(async () => {
  ctx = await createTestApp();
});
after(() => ctx.close());

const subscribe = (payload: unknown, language?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/subscribers/subscribe',
    payload: payload as object,
    headers: language ? { 'accept-language': language } : {},
  });

describe('POST /v1/subscribers/subscribe', () => {
  it('stores a new address and answers with the success message', async () => {
    const res = await subscribe({ email: '  Deniz.Yildiz@Example.com ' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), {
      success: true,
      message: 'E-bültenimize başarıyla abone oldunuz. Teşekkür ederiz!',
      data: null,
    });
    const rows = await ctx.database.db.select().from(subscribers);
    assert.deepEqual(
      rows.map((row) => row.email),
      ['deniz.yildiz@example.com'],
    );
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
