import assert from './support/assert';
import { createHmac } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { NAME_IDENTIFIER_CLAIM } from '@lms/shared/contracts';
import { schema } from '../src/db';
import { processSettings } from '../src/config';
import { readToken, signToken } from '../src/lib/auth';
import { createTestApp, sessionToken, type TestContext } from './helpers';

/** A well-formed session id (no row needs to exist for readToken). */
const SID = 'A'.repeat(22);

const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;

describe('bearer tokens', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestApp();
    ctx.app.get('/private', { preHandler: ctx.app.requireUser }, async (request) => ({
      userId: request.userId,
    }));
    ctx.app.get('/public', async (request) => ({ userId: request.userId }));
  });
  after(() => ctx.close());

  it('carries the user id in the name-identifier claim and expires', () => {
    const token = signToken({ userId: 42, sessionId: SID });
    const claims = payloadOf(token);
    // Spec §3: clients of the real API read this claim by its full name.
    assert.equal(
      claims['http://schemas.xmlsoap.org/ws/2005/05/identity/claims/nameidentifier'],
      '42',
    );
    assert.ok(typeof claims.exp === 'number' && claims.exp > Date.now() / 1000);
    assert.equal(readToken(token)?.userId, 42);
  });

  it('refuses a token without a session id, or with a malformed one (issued before sessions)', () => {
    const token = signToken({ userId: 42, sessionId: SID });
    const [header, payload] = token.split('.') as [string, string];
    const sign = (claims: Record<string, unknown>) => {
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      const mac = createHmac('sha256', processSettings().jwtSecret)
        .update(`${header}.${body}`)
        .digest('base64url');
      return `${header}.${body}.${mac}`;
    };
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    assert.equal(readToken(sign(claims))?.sessionId, SID, 'the re-signed original is valid');
    const { sid: _sid, ...legacy } = claims;
    assert.equal(readToken(sign(legacy)), null);
    assert.equal(readToken(sign({ ...claims, sid: 'short' })), null);
    assert.equal(readToken(sign({ ...claims, sid: 42 })), null);
  });

  it('rejects tampered, expired and malformed tokens', () => {
    const token = signToken({ userId: 42, sessionId: SID });
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ [NAME_IDENTIFIER_CLAIM]: '1', exp: 9999999999 }),
    ).toString('base64url');
    assert.equal(readToken(`${header}.${forged}.${signature}`), null);
    assert.equal(readToken(signToken({ userId: 42, sessionId: SID }, -10)), null);
    assert.equal(readToken('abc'), null);
    const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    assert.equal(readToken(`${none}.${token.split('.')[1]}.`), null);
  });

  it('parses strictly: an extra segment, padding or stray characters are refused', () => {
    const token = signToken({ userId: 42, sessionId: SID });
    assert.equal(readToken(`${token}.x`), null);
    assert.equal(readToken(`${token}.`), null);
    assert.equal(readToken(`${token}=`), null);
    assert.equal(readToken(` ${token}`), null);
    assert.equal(readToken(token.replace('.', '.+')), null);
    // The last character of a signature carries spare bits a lenient decoder ignores.
    const last = token.at(-1)!;
    const twin =
      token.slice(0, -1) + (last === 'A' ? 'B' : String.fromCharCode(last.charCodeAt(0) ^ 1));
    assert.equal(readToken(twin), null);
    assert.equal(readToken(token)?.userId, 42);
  });

  it('takes the Bearer scheme in any case (RFC 7235)', async () => {
    const [someone] = await ctx.database.db.select({ id: schema.users.id }).from(schema.users);
    const token = await sessionToken(ctx.database.db, someone!.id);
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
      const res = await ctx.app.inject({
        url: '/private',
        headers: { authorization: `${scheme} ${token}` },
      });
      assert.equal(res.statusCode, 200, scheme);
    }
    const basic = await ctx.app.inject({
      url: '/private',
      headers: { authorization: `Basic ${token}` },
    });
    assert.equal(basic.statusCode, 401);
  });

  it('guards private routes with 401 and a message, and treats a bad token as a guest elsewhere', async () => {
    const [someone] = await ctx.database.db.select({ id: schema.users.id }).from(schema.users);
    assert.ok(someone, 'the seed has users');
    const ok = await ctx.app.inject({
      url: '/private',
      headers: { authorization: `Bearer ${await sessionToken(ctx.database.db, someone.id)}` },
    });
    assert.deepEqual(ok.json(), { userId: someone.id });

    // A well-signed token of an account that does not exist is no session.
    const nobody = await ctx.app.inject({
      url: '/private',
      headers: { authorization: `Bearer ${signToken({ userId: 987654, sessionId: SID })}` },
    });
    assert.equal(nobody.statusCode, 401);

    const guest = await ctx.app.inject({ url: '/private' });
    assert.equal(guest.statusCode, 401);
    assert.equal(guest.json().success, false);
    assert.match(guest.json().message, /giriş yapmanız/);

    const expired = await ctx.app.inject({
      url: '/private',
      headers: {
        authorization: `Bearer ${signToken({ userId: 7, sessionId: SID }, -1)}`,
        'accept-language': 'en',
      },
    });
    assert.equal(expired.statusCode, 401);
    assert.match(expired.json().message, /session has expired/);

    const publicCall = await ctx.app.inject({
      url: '/public',
      headers: { authorization: 'Bearer forged.token.here' },
    });
    assert.equal(publicCall.statusCode, 200);
    assert.deepEqual(publicCall.json(), { userId: null });
  });
});
