import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import { createTestApp, testConfig, type TestContext } from './helpers';

/**
 * 60 failed logins from one IP locked everyone behind it (an
 * office, a mobile network) out of login for 15 minutes, and guessing grew with the number of IPs:
 * there was no per-account cap. Now a browser that logged into an account before carries a device
 * token, which other people's failures do not block; failures also count per account.
 */
const OWNER = { email: 'ayse.yilmaz@ornek.com.tr', password: 'Demo1234!' };
const OTHER = 'kurumsal@ornek.com.tr';
const OFFICE = '203.0.113.50';

let ctx: TestContext;
before(async () => {
  ctx = await createTestApp({
    config: testConfig({
      AUTH_RATE_LIMIT_LOGIN_IP: '5',
      AUTH_LOGIN_ACCOUNT_MAX: '6',
      AUTH_LOGIN_BACKOFF_AFTER: '50',
    }),
  });
});
after(() => ctx.close());

const login = (
  email: string,
  password: string,
  ip: string,
  { device, language = 'tr' }: { device?: string; language?: string } = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email, password },
    remoteAddress: ip,
    headers: { 'accept-language': language, ...(device ? { 'x-device-token': device } : {}) },
  });

describe("other people's failures do not block the owner's usual browser", () => {
  let device = '';

  it('a successful login gives the browser a device token for that account', async () => {
    const first = await login(OWNER.email, OWNER.password, '198.51.100.1');
    assert.equal(first.statusCode, 200, first.body);
    device = first.json().data.deviceToken;
    assert.match(device, /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
  });

  it('when the office IP is used up, the owner with their device token still logs in', async () => {
    for (let i = 0; i < 5; i += 1) await login(OTHER, 'Yanlis#123', OFFICE);
    const stranger = await login(OWNER.email, OWNER.password, OFFICE);
    assert.equal(stranger.statusCode, 429, 'a browser without a device token waits');
    const owner = await login(OWNER.email, OWNER.password, OFFICE, { device });
    assert.equal(owner.statusCode, 200, owner.body);
  });

  it('the device token counts only for its own account, and a forged one counts as none', async () => {
    assert.equal((await login(OTHER, OWNER.password, OFFICE, { device })).statusCode, 429);
    const forged = `${device.slice(0, 23)}${device.slice(23).split('').reverse().join('')}`;
    assert.equal(
      (await login(OWNER.email, OWNER.password, OFFICE, { device: forged })).statusCode,
      429,
    );
  });
});

describe('failures count per account too, whatever the IP', () => {
  const target = 'editor@ornek.com.tr';
  let device = '';

  before(async () => {
    const owner = await login(target, 'Demo1234!', '198.51.100.9');
    assert.equal(owner.statusCode, 200, owner.body);
    device = owner.json().data.deviceToken;
  });

  it('after AUTH_LOGIN_ACCOUNT_MAX failures from many IPs, a new browser is refused with a translated 429', async () => {
    for (let i = 0; i < 6; i += 1) {
      const guess = await login(target, `Yanlis#${i}`, `192.0.2.${10 + i}`);
      assert.equal(guess.statusCode, 400, guess.body);
    }
    const next = await login(target, 'Yanlis#x', '192.0.2.99');
    assert.equal(next.statusCode, 429, next.body);
    assert.ok(Number(next.headers['retry-after']) >= 1);
    assert.match(next.json().message, /hesaba çok sayıda başarısız giriş/);
    const en = await login(target, 'Demo1234!', '192.0.2.98', { language: 'en' });
    assert.equal(en.statusCode, 429);
    assert.match(en.json().message, /too many failed logins to this account/i);
  });

  it("the owner's usual browser still logs in", async () => {
    const owner = await login(target, 'Demo1234!', '192.0.2.100', { device });
    assert.equal(owner.statusCode, 200, owner.body);
  });
});
