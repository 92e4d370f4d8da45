import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { StaffAccount } from '@lms/shared/contracts';
import { auditLog, users } from '../src/db/schema';
import {
  DEMO_STAFF,
  createTestApp,
  insertUser,
  sessionToken,
  staffAuth,
  type TestContext,
} from './helpers';

// Staff accounts, admins only. An admin invites a person by e-mail with a role (the
// mail's link sets the password), gives an existing learner a role, changes a role, and disables
// an account: its tokens stop working at once on every call and it cannot log in. The last admin
// can be neither demoted nor disabled, also when two requests race.

let ctx: TestContext;
let admin: { authorization: string };
const saved = { ...process.env };

const mailsTo = (to: string) => ctx.mailsTo(to);

before(async () => {
  process.env.PLATFORM_URL = 'http://platform.test/';
  ctx = await createTestApp();
  admin = await staffAuth(ctx, 'admin');
});
after(async () => {
  await ctx.close();
  process.env = saved;
});

const call = async (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string> = admin,
  payload?: object,
) => {
  const response = await ctx.app.inject({ method, url, headers, payload });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
};
const invite = (payload: object, headers = admin) =>
  call('POST', '/v1/admin/staff/invitations', headers, payload);
const login = (email: string, password: string, lang = 'tr') =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    headers: { 'accept-language': lang },
    payload: { email, password },
  });
const idOf = async (email: string) => {
  const [row] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return row!.id;
};
const PASSWORD = 'Yeni-Sifre-2026!';

describe('staff accounts', () => {
  it('are for admins only', async () => {
    const list = await call('GET', '/v1/admin/staff');
    assert.equal(list.status, 200);
    const emails = (list.body.data as StaffAccount[]).map((account) => account.email);
    for (const email of Object.values(DEMO_STAFF)) assert.ok(emails.includes(email), email);
    for (const role of ['finance', 'editor'] as const) {
      assert.equal((await call('GET', '/v1/admin/staff', await staffAuth(ctx, role))).status, 403);
    }
  });

  it('invites a new person: the mail link sets the password, and the role works', async () => {
    const email = 'selin.cakir@ihracat-test.com.tr';
    const invited = await invite({ email, role: 'editor', name: 'Selin', surname: 'Çakır' });
    assert.equal(invited.status, 200, JSON.stringify(invited.body));
    assert.equal((invited.body.data as StaffAccount).passwordSet, false);
    // Asked again (a double click): nothing new, no second mail.
    const again = await invite({ email, role: 'editor', name: 'Selin', surname: 'Çakır' });
    assert.equal(again.status, 200);
    const mails = await mailsTo(email);
    assert.equal(mails.length, 1);
    assert.match(mails[0]!.text!, /editör olarak davet edildiniz/);
    const hash = /#\/resetpassword\/([A-Za-z0-9_-]+)/.exec(mails[0]!.text!)![1]!;
    // Before the link is used, no password gets in.
    assert.equal((await login(email, PASSWORD)).statusCode, 400);
    const set = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/auth/reset-password',
      payload: { resetHash: hash, newPassword: PASSWORD, confirmNewPassword: PASSWORD },
    });
    assert.equal(set.statusCode, 200, set.body);
    const signedIn = await login(email, PASSWORD);
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    const token = (signedIn.json() as { data: { token: string } }).data.token;
    const courses = await call('GET', '/v1/admin/courses', { authorization: `Bearer ${token}` });
    assert.equal(courses.status, 200);
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.invite'));
    assert.equal(entries.length, 1);
  });

  it('gives an existing learner the role instead, and refuses one with another role', async () => {
    const learner = await insertUser(ctx);
    const granted = await invite({ email: learner.email, role: 'finance' });
    assert.equal(granted.status, 200, JSON.stringify(granted.body));
    assert.equal((granted.body.data as StaffAccount).passwordSet, true);
    assert.equal((await call('GET', '/v1/admin/people', learner.auth)).status, 200);
    const other = await invite({ email: learner.email, role: 'editor' });
    assert.equal(other.status, 409);
    const badRole = await invite({
      email: 'kim@ornek.com.tr',
      role: 'patron',
      name: 'A',
      surname: 'B',
    });
    assert.equal(badRole.status, 400);
    assert.match(JSON.stringify(badRole.body), /geçerli bir rol/);
    const noName = await invite({ email: 'yeni.kisi@ornek.com.tr', role: 'editor' });
    assert.equal(noName.status, 400);
  });

  it('changes a role, which counts on the next call', async () => {
    const learner = await insertUser(ctx, { role: 'editor' });
    assert.equal((await call('GET', '/v1/admin/courses', learner.auth)).status, 200);
    const changed = await call('PUT', `/v1/admin/staff/${learner.id}/role`, admin, {
      role: 'finance',
    });
    assert.equal(changed.status, 200);
    assert.equal((await call('GET', '/v1/admin/courses', learner.auth)).status, 403);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.role'), eq(auditLog.objectId, String(learner.id))));
    assert.deepEqual(entry!.summary, {
      email: learner.email,
      role: { from: 'editor', to: 'finance' },
    });
    // A learner is no staff account.
    const plain = await insertUser(ctx);
    const notStaff = await call('PUT', `/v1/admin/staff/${plain.id}/role`, admin, {
      role: 'admin',
    });
    assert.equal(notStaff.status, 404);
  });

  it('disables an account: its tokens get 401 on every call at once, and it cannot log in', async () => {
    const email = 'kapatilacak@ihracat-test.com.tr';
    const invited = await invite({ email, role: 'finance', name: 'Kemal', surname: 'Işık' });
    const id = (invited.body.data as StaffAccount).id;
    const mails = await mailsTo(email);
    const hash = /#\/resetpassword\/([A-Za-z0-9_-]+)/.exec(mails[0]!.text!)![1]!;
    await ctx.app.inject({
      method: 'PUT',
      url: '/v1/auth/reset-password',
      payload: { resetHash: hash, newPassword: PASSWORD, confirmNewPassword: PASSWORD },
    });
    const token = ((await login(email, PASSWORD)).json() as { data: { token: string } }).data.token;
    const auth = { authorization: `Bearer ${token}` };
    assert.equal((await call('GET', '/v1/users/getuserprofile', auth)).status, 200);

    const disabled = await call('POST', `/v1/admin/staff/${id}/disable`);
    assert.equal(disabled.status, 200, JSON.stringify(disabled.body));
    assert.equal((await call('GET', '/v1/users/getuserprofile', auth)).status, 401);
    assert.equal((await call('GET', '/v1/admin/people', auth)).status, 401);
    // A session made after disabling (one the disabling could not end) does not stand either.
    const late = { authorization: `Bearer ${await sessionToken(ctx.database.db, id)}` };
    assert.equal((await call('GET', '/v1/users/getuserprofile', late)).status, 401);

    const refused = await login(email, PASSWORD);
    assert.equal(refused.statusCode, 403);
    assert.match(refused.body, /devre dışı bırakılmıştır/);
    assert.match((await login(email, PASSWORD, 'en')).body, /has been disabled/);
    // A wrong password says nothing about it.
    assert.doesNotMatch((await login(email, 'Yanlis-2026!')).body, /devre dışı/);

    const list = (await call('GET', '/v1/admin/staff')).body.data as StaffAccount[];
    assert.equal(list.find((account) => account.id === id)?.disabled, true);
    const enabled = await call('POST', `/v1/admin/staff/${id}/enable`);
    assert.equal(enabled.status, 200);
    assert.equal((await login(email, PASSWORD)).statusCode, 200);
  });

  it('never demotes or disables the last admin, even when two requests race', async () => {
    const adminId = await idOf(DEMO_STAFF.admin);
    const demote = await call('PUT', `/v1/admin/staff/${adminId}/role`, admin, { role: 'editor' });
    assert.equal(demote.status, 409);
    assert.match(String(demote.body.message), /Son yönetici/);
    assert.equal((await call('POST', `/v1/admin/staff/${adminId}/disable`)).status, 409);

    // A second admin: each asks to disable the other at the same time; one admin remains.
    const second = await insertUser(ctx, { role: 'admin' });
    const [a, b] = await Promise.all([
      call('POST', `/v1/admin/staff/${second.id}/disable`, admin),
      call('POST', `/v1/admin/staff/${adminId}/disable`, second.auth),
    ]);
    const statuses = [a.status, b.status].sort();
    assert.ok(
      JSON.stringify(statuses) === '[200,409]' || JSON.stringify(statuses) === '[200,401]',
      JSON.stringify([a.body, b.body]),
    );
    const rows = await ctx.database.db.select().from(users).where(eq(users.role, 'admin'));
    assert.equal(rows.filter((row) => row.disabledAt === null).length, 1);
  });
});
