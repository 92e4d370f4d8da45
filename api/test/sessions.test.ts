import assert from './support/assert';
import { after, before, describe, it, mock } from 'node:test';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../src/app';
import { openDb, schema, type Database } from '../src/db';
import { signToken } from '../src/lib/auth';
import { createTestApp, insertUser, PUBLIC_URL, testConfig, type TestContext } from './helpers';
import { nextTcKimlikNo } from '@lms/shared/testing/people';

// "sessions that end": every token names a server-side session row (its `sid`), and
// a session ends on logout, on "sign out everywhere", on a password change or reset, or from the
// account area's list; an ended session is refused by every instance over the same database.

const PASSWORD = 'Guclu#Sifre1';
const NEW_PASSWORD = 'Yeni#Sifre2';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let ctx: TestContext;
before(async () => {
  ctx = await createTestApp();
});
after(() => ctx.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;

let seq = 0;
/** A new account through signup; its token is the first session. */
async function signUp(app: App = ctx.app) {
  seq += 1;
  const email = `oturum${seq}.${Date.now()}@ornek.com.tr`;
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth/register',
    remoteAddress: `10.27.0.${seq}`,
    payload: {
      isCorporate: false,
      name: 'Oturum',
      surname: 'Sahibi',
      citizenNumber: nextTcKimlikNo(),
      phone: '0532 111 2233',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      chk_privacy: true,
      chk_membership: true,
    },
  });
  assert.equal(response.statusCode, 200, response.body);
  return { email, token: response.json().data.token as string };
}

async function login(
  email: string,
  password = PASSWORD,
  userAgent = CHROME_WINDOWS,
  app = ctx.app,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    remoteAddress: `10.27.1.${(seq % 200) + 1}`,
    headers: { 'user-agent': userAgent },
    payload: { email, password },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data.token as string;
}

const profile = (token: string, app: App = ctx.app) =>
  app.inject({ url: '/v1/users/getuserprofile', headers: bearer(token) });
const logout = (token?: string, app: App = ctx.app) =>
  app.inject({ method: 'POST', url: '/v1/auth/logout', headers: token ? bearer(token) : {} });
const sessions = (token: string) =>
  ctx.app.inject({ url: '/v1/auth/sessions', headers: bearer(token) });

describe('server-side sessions', () => {
  it('puts a session id (sid) in every token that login and signup issue', async () => {
    const { email, token } = await signUp();
    const again = await login(email);
    const [first, second] = [claimsOf(token).sid, claimsOf(again).sid];
    assert.equal(typeof first, 'string');
    assert.equal(typeof second, 'string');
    assert.notEqual(first, second);
    // 128 bits or more from a CSPRNG, base64url.
    assert.match(first as string, /^[A-Za-z0-9_-]{22,}$/);
  });

  it('treats a token without a session id (issued before sessions) as expired', async () => {
    const user = await insertUser(ctx);
    const legacy = signToken({ userId: user.id } as Parameters<typeof signToken>[0]);
    const refused = await ctx.app.inject({
      url: '/v1/users/getuserprofile',
      headers: { ...bearer(legacy), 'accept-language': 'en' },
    });
    assert.equal(refused.statusCode, 401);
    assert.match(refused.json().message, /session has expired/);
  });

  it('logout ends the current session only; the old token then gets 401, and logout again is 200', async () => {
    const { email, token } = await signUp();
    const other = await login(email);
    assert.equal((await profile(token)).statusCode, 200);

    const out = await logout(token);
    assert.equal(out.statusCode, 200, out.body);
    assert.equal(out.json().success, true);
    const refused = await profile(token);
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.json().message, 'Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.');
    // Another device's session is untouched.
    assert.equal((await profile(other)).statusCode, 200);

    // Idempotent: the same token again, or no token at all, is still a 200.
    assert.equal((await logout(token)).statusCode, 200);
    assert.equal((await logout()).statusCode, 200);
  });

  it('logout-all ends every session of the user, and no one else’s', async () => {
    const { email, token } = await signUp();
    const phone = await login(email, PASSWORD, SAFARI_IPHONE);
    const stranger = await signUp();

    const all = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/logout-all',
      headers: bearer(phone),
    });
    assert.equal(all.statusCode, 200, all.body);
    assert.equal((await profile(token)).statusCode, 401);
    assert.equal((await profile(phone)).statusCode, 401);
    assert.equal((await profile(stranger.token)).statusCode, 200);
    // It needs a live session itself.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/logout-all',
      headers: bearer(phone),
    });
    assert.equal(again.statusCode, 401);
  });

  it('a password change ends the other sessions minted in the same second (clock frozen); this device goes on', async () => {
    const { email, token } = await signUp();
    // Every clock read in this test gives the same millisecond: no time comparison can tell the
    // sessions apart, only their rows.
    const frozen = Date.now();
    const clock = mock.method(Date, 'now', () => frozen);
    try {
      const sameMs = await login(email);
      const changed = await ctx.app.inject({
        method: 'PUT',
        url: '/v1/users/changepassword',
        headers: bearer(token),
        payload: {
          currentPassword: PASSWORD,
          newPassword: NEW_PASSWORD,
          confirmNewPassword: NEW_PASSWORD,
        },
      });
      assert.equal(changed.statusCode, 200, changed.body);
      const renewed = changed.json().data.token as string;
      const afterChange = await login(email, NEW_PASSWORD);

      assert.equal(claimsOf(renewed).iat, claimsOf(sameMs).iat, 'minted in the same second');
      assert.equal((await profile(sameMs)).statusCode, 401, 'the other session ended');
      assert.equal((await profile(renewed)).statusCode, 200, 'this device goes on');
      assert.equal((await profile(afterChange)).statusCode, 200, 'a login after the change stands');
    } finally {
      clock.mock.restore();
    }
  });

  it('a login racing a password change never leaves a session with the old password', async () => {
    // The login checks the old password while the change is under way; whichever finishes
    // first, no token from that login may outlive the change. The delays sweep the window in
    // which the login has read the old password but not yet stored its session.
    for (let delayMs = 0; delayMs <= 400; delayMs += 20) {
      const { email, token } = await signUp();
      const change = ctx.app.inject({
        method: 'PUT',
        url: '/v1/users/changepassword',
        headers: bearer(token),
        payload: {
          currentPassword: PASSWORD,
          newPassword: NEW_PASSWORD,
          confirmNewPassword: NEW_PASSWORD,
        },
      });
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      const racing = ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        remoteAddress: '10.27.9.9',
        payload: { email, password: PASSWORD },
      });
      const [changed, login] = await Promise.all([change, racing]);
      assert.equal(changed.statusCode, 200, changed.body);
      if (login.statusCode === 200) {
        const stale = login.json().data.token as string;
        assert.equal((await profile(stale)).statusCode, 401, `delay ${delayMs} ms`);
      } else {
        assert.equal(login.statusCode, 400, login.body);
      }
    }
  });

  it('a password reset ends every session of the user', async () => {
    const user = await insertUser(ctx);
    const { email, token } = await signUp();
    const [row] = await ctx.database.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, email));
    const hash = 'r'.repeat(43);
    await ctx.app.repos.users.createReset(row!.id, hash, new Date(Date.now() + 60_000));
    const reset = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/auth/reset-password',
      payload: { resetHash: hash, newPassword: NEW_PASSWORD },
    });
    assert.equal(reset.statusCode, 200, reset.body);
    assert.equal((await profile(token)).statusCode, 401);
    assert.equal((await profile(await login(email, NEW_PASSWORD))).statusCode, 200);
    // Someone else's session is not touched.
    assert.equal(
      (await ctx.app.inject({ url: '/v1/users/getuserprofile', headers: user.auth })).statusCode,
      200,
    );
  });

  it('lists the active sessions with device, times and this device marked, and ends one', async () => {
    const { email, token } = await signUp();
    const phone = await login(email, PASSWORD, SAFARI_IPHONE);
    const ended = await login(email);
    await logout(ended);

    const listed = await sessions(token);
    assert.equal(listed.statusCode, 200, listed.body);
    const rows = listed.json().data as {
      id: string;
      device: string;
      createdAt: string;
      lastSeenAt: string;
      current: boolean;
    }[];
    assert.equal(rows.length, 2, 'the ended session is not listed');
    const mine = rows.find((row) => row.current)!;
    const other = rows.find((row) => !row.current)!;
    assert.equal(mine.id, claimsOf(token).sid);
    assert.equal(other.id, claimsOf(phone).sid);
    assert.match(other.device, /Safari/);
    assert.match(other.device, /iPhone|iOS/);
    for (const row of rows) {
      assert.ok(!Number.isNaN(Date.parse(row.createdAt)));
      assert.ok(!Number.isNaN(Date.parse(row.lastSeenAt)));
    }

    const end = await ctx.app.inject({
      method: 'DELETE',
      url: `/v1/auth/sessions/${other.id}`,
      headers: bearer(token),
    });
    assert.equal(end.statusCode, 200, end.body);
    assert.equal((await profile(phone)).statusCode, 401);
    assert.equal((await profile(token)).statusCode, 200);
    assert.deepEqual(
      (await sessions(token)).json().data.map((row: { id: string }) => row.id),
      [mine.id],
    );
    // Ending it again is no error (a double click).
    const twice = await ctx.app.inject({
      method: 'DELETE',
      url: `/v1/auth/sessions/${other.id}`,
      headers: bearer(token),
    });
    assert.equal(twice.statusCode, 200);

    // Ending the current one is a logout.
    const self = await ctx.app.inject({
      method: 'DELETE',
      url: `/v1/auth/sessions/${mine.id}`,
      headers: bearer(token),
    });
    assert.equal(self.statusCode, 200);
    assert.equal((await profile(token)).statusCode, 401);
  });

  it("answers 404 for another user's session id, and leaves that session alone", async () => {
    const owner = await signUp();
    const intruder = await signUp();
    const theirs = claimsOf(owner.token).sid as string;
    for (const id of [theirs, 'A'.repeat(22), 'bilinmeyen']) {
      const response = await ctx.app.inject({
        method: 'DELETE',
        url: `/v1/auth/sessions/${id}`,
        headers: { ...bearer(intruder.token), 'accept-language': 'en' },
      });
      assert.equal(response.statusCode, 404, id);
      assert.equal(response.json().success, false);
      assert.match(response.json().message, /session/i);
    }
    assert.equal((await profile(owner.token)).statusCode, 200);
    const listed = (await sessions(intruder.token)).json().data as { id: string }[];
    assert.ok(listed.every((row) => row.id !== theirs));
  });

  it('the list and the end calls need a live session', async () => {
    assert.equal((await ctx.app.inject({ url: '/v1/auth/sessions' })).statusCode, 401);
    const none = await ctx.app.inject({
      method: 'DELETE',
      url: `/v1/auth/sessions/${'A'.repeat(22)}`,
    });
    assert.equal(none.statusCode, 401);
  });

  it('updates last seen at most once a minute, not on every request', async () => {
    const { token } = await signUp();
    const sid = claimsOf(token).sid as string;
    const lastSeen = async () =>
      (
        await ctx.database.db
          .select({ at: schema.sessions.lastSeenAt })
          .from(schema.sessions)
          .where(eq(schema.sessions.id, sid))
      )[0]!.at.getTime();
    const start = await lastSeen();
    await profile(token);
    await profile(token);
    assert.equal(await lastSeen(), start, 'no write within the minute');
    // A minute later, the next call moves it.
    await ctx.database.db
      .update(schema.sessions)
      .set({ lastSeenAt: new Date(start - 61_000) })
      .where(eq(schema.sessions.id, sid));
    await profile(token);
    assert.ok((await lastSeen()) >= start);
  });
});

describe('two API instances over one database', () => {
  let second: App;
  let pool: Database | undefined;
  before(async () => {
    // On the PostgreSQL pass the second instance has a connection pool of its own, as a second
    // process would; on PGlite both share the one in-memory database.
    const url = (ctx.database as Database & { url?: string }).url;
    pool = url ? await openDb({ databaseUrl: url, poolSize: 2 }) : undefined;
    const database = pool ?? ctx.database;
    second = await buildApp({
      db: database.db,
      client: database.client,
      publicUrl: PUBLIC_URL,
      logger: false,
      mailWorker: false,
      config: testConfig(),
    });
  });
  after(async () => {
    await second.close();
    await pool?.close();
  });

  it('a session ended on one instance is refused by the other at once', async () => {
    const { email, token } = await signUp();
    const other = await login(email);
    // Both instances have served both tokens (any per-instance memory would be warm now).
    for (const app of [ctx.app, second]) {
      assert.equal((await profile(token, app)).statusCode, 200);
      assert.equal((await profile(other, app)).statusCode, 200);
    }
    assert.equal((await logout(token, ctx.app)).statusCode, 200);
    assert.equal((await profile(token, second)).statusCode, 401);
    await ctx.app.inject({ method: 'POST', url: '/v1/auth/logout-all', headers: bearer(other) });
    assert.equal((await profile(other, second)).statusCode, 401);
  });
});
