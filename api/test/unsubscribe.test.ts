import assert from './support/assert';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { subscribers, userConsents, users } from '../src/db/schema';
import { hashConfirmToken } from '../src/repositories/subscribers';
import {
  PUBLIC_URL,
  createTestApp,
  insertUser,
  staffAuth,
  testConfig,
  type TestContext,
} from './helpers';

// Every newsletter mail carries a one-click unsubscribe link (a signed token that works
// without logging in) and the List-Unsubscribe headers of RFC 8058; the account area turns the
// newsletter off too. Each is recorded as a consent entry where an account has the address.

const outbox = mkdtempSync(join(tmpdir(), 'lms-unsubscribe-outbox-'));
let ctx: TestContext;

before(async () => {
  ctx = await createTestApp({
    config: testConfig({ MAIL_OUTBOX_DIR: outbox, PLATFORM_URL: 'http://platform.test' }),
  });
});
after(() => ctx.close());

type Mail = {
  to: string;
  subject: string;
  text: string;
  raw: string;
  headers?: Record<string, string>;
};
const mailsTo = async (email: string): Promise<Mail[]> => {
  await ctx.app.mailQueue.drain();
  return readdirSync(outbox)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as Mail)
    .filter((mail) => mail.to === email);
};

/** A confirmed newsletter address, as the double opt-in leaves it. */
const subscribed = async (email: string) => {
  const token = `t-${email}`;
  await ctx.app.repos.subscribers.awaitConfirmation(
    email,
    hashConfirmToken(token),
    new Date(Date.now() + 60_000),
  );
  assert.ok(await ctx.app.repos.subscribers.confirm(hashConfirmToken(token)));
};
const isSubscribed = async (email: string) =>
  (await ctx.database.db.select().from(subscribers).where(eq(subscribers.email, email))).length > 0;

const sendNewsletter = async () => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/v1/admin/newsletter',
    headers: await staffAuth(ctx, 'editor'),
    payload: { subject: 'Yeni eğitimler', text: 'Bu ay üç yeni eğitim açıldı.' },
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as { recipients: number };
};

const tokenIn = (mail: Mail) => {
  const match = /http:\/\/platform\.test\/#\/newsletter\/unsubscribe\/([A-Za-z0-9_.-]+)/.exec(
    mail.text,
  );
  assert.ok(match, `no unsubscribe link in: ${mail.text}`);
  return match[1]!;
};

describe('unsubscribing from the newsletter', () => {
  it('every newsletter mail has the link and the List-Unsubscribe headers (RFC 8058)', async () => {
    const email = `bulten.${Date.now()}@ornek.com.tr`;
    await subscribed(email);
    const { recipients } = await sendNewsletter();
    assert.ok(recipients >= 1);
    const [mail] = await mailsTo(email);
    assert.ok(mail, 'the newsletter was sent');
    assert.equal(mail.subject, 'Yeni eğitimler');
    const token = tokenIn(mail);
    const raw = mail.raw.replace(/\r\n[ \t]+/g, ' ');
    assert.match(
      raw,
      new RegExp(
        `List-Unsubscribe: <${PUBLIC_URL}/v1/subscribers/unsubscribe/${token.replace(/\./g, '\\.')}>`,
      ),
    );
    assert.match(raw, /List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
  });

  it('one click (a form POST without a session) unsubscribes, and again changes nothing', async () => {
    const user = await insertUser(ctx, { permitEmail: true });
    await subscribed(user.email);
    await sendNewsletter();
    const [mail] = await mailsTo(user.email);
    const token = tokenIn(mail!);
    const oneClick = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/v1/subscribers/unsubscribe/${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const res = await oneClick();
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(await isSubscribed(user.email), false);
    // The account's e-mail marketing consent is withdrawn, as a new entry.
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    assert.equal(row!.permitEmail, false);
    const entries = await ctx.database.db
      .select()
      .from(userConsents)
      .where(eq(userConsents.userId, user.id));
    assert.deepEqual(
      entries.map((entry) => [entry.kind, entry.granted, entry.source]),
      [['marketingEmail', false, 'unsubscribe']],
    );
    assert.equal((await oneClick()).statusCode, 200);
    assert.equal(
      (await ctx.database.db.select().from(userConsents).where(eq(userConsents.userId, user.id)))
        .length,
      1,
    );
  });

  it('the page confirms it in the reader’s language (a JSON POST)', async () => {
    const email = `sayfa.${Date.now()}@ornek.com.tr`;
    await subscribed(email);
    await sendNewsletter();
    const [mail] = await mailsTo(email);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/v1/subscribers/unsubscribe/${tokenIn(mail!)}`,
      headers: { 'accept-language': 'en' },
      payload: {},
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(res.json().message, /unsubscribed/);
  });

  it('refuses a forged or altered link with a translated 400', async () => {
    const email = `sahte.${Date.now()}@ornek.com.tr`;
    await subscribed(email);
    const forged = `${Buffer.from(email).toString('base64url')}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/v1/subscribers/unsubscribe/${forged}`,
      payload: {},
    });
    assert.equal(res.statusCode, 400, res.body);
    assert.match(res.json().message, /bağlantı/);
    assert.equal(await isSubscribed(email), true);
  });

  it('the account area turns the newsletter off', async () => {
    const user = await insertUser(ctx);
    await subscribed(user.email);
    const before = await ctx.app.inject({
      method: 'GET',
      url: '/v1/users/getconsents',
      headers: user.auth,
    });
    assert.equal(before.json().data.newsletter, true);
    const off = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/users/updateconsents',
      headers: user.auth,
      payload: { permitEmail: false, permitSms: false, newsletter: false },
    });
    assert.equal(off.statusCode, 200, off.body);
    assert.equal(off.json().data.newsletter, false);
    assert.equal(await isSubscribed(user.email), false);
  });

  it('only staff send a newsletter', async () => {
    const user = await insertUser(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/admin/newsletter',
      headers: user.auth,
      payload: { subject: 'x', text: 'y' },
    });
    assert.equal(res.statusCode, 403);
  });
});
