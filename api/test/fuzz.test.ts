import assert from './support/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { createTestApp, sessionToken, type TestContext } from './helpers';
import { buildTcKimlikNo, nextTcKimlikNo } from '@lms/shared/testing/people';

/**
 * Property-based fuzzing of every route the app registers: hostile paths, query
 * strings, bodies and headers must never give a 5xx, every 4xx carries a JSON `message`, and
 * every answer takes under 2 s of the server's own (CPU) time. Routes are read from the app itself, so a new route is fuzzed
 * without touching this file. FUZZ_RUNS raises the number of runs per route and identity.
 */

const outbox = mkdtempSync(join(tmpdir(), 'lms-fuzz-outbox-'));
process.env.MAIL_OUTBOX_DIR = outbox;
// Rate limits would answer 429 before a body is read: lift them, so the bodies are exercised.
for (const name of [
  'AUTH_RATE_LIMIT_LOGIN_IP',
  'AUTH_RATE_LIMIT_LOGIN_EMAIL',
  'AUTH_RATE_LIMIT_REGISTER_IP',
  'AUTH_RATE_LIMIT_RESET_IP',
]) {
  process.env[name] = '1000000';
}

const RUNS = Number(process.env.FUZZ_RUNS) || 15;
const ANSWER_WITHIN_MS = 2000;

// ---------------------------------------------------------------------------------------------
// Hostile values
// ---------------------------------------------------------------------------------------------

/** Any UTF-16 code unit, lone surrogates and control characters included. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    'Ayşe\u0000',
    '\ud800',
    'Ali\udc00',
    '\u001b[31m',
    '\u202e',
    '%00',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '__proto__',
    'constructor',
    '2147483648',
    '-1',
    '1e309',
    'NaN',
    'a'.repeat(5000),
    'ş'.repeat(90_000),
  ),
  fc.string({ unit: anyCodeUnit, maxLength: 40 }),
);

/** What PostgreSQL refuses in text: NUL and unpaired surrogates. */
const nastyText = fc.constantFrom('\u0000', 'a\u0000b', 'Ayşe\u0000', '\ud800', 'Ali\udc00');

const hostileNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1.5,
    2_147_483_647,
    2_147_483_648,
    -2_147_483_649,
    99_999_999_999,
    Number.MAX_SAFE_INTEGER,
    1e308,
    -1e308,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Values a well-meaning client would send, so some bodies get past the first fields. */
const plausibleFor = (key: string): fc.Arbitrary<unknown> => {
  const name = key.toLowerCase();
  if (name.includes('email')) return fc.constant(`fuzz.${name}@ornek.com.tr`);
  if (name.includes('password')) return fc.constant('Guclu.Sifre1');
  if (name === 'phonenumber') return fc.constant('5321234567');
  if (name.includes('phone')) return fc.constant('05321234567');
  if (name.includes('citizen'))
    return fc.oneof(fc.nat().map(buildTcKimlikNo), fc.constant(10000000146));
  if (name.startsWith('chk_')) return fc.constant(true);
  if (name === 'iscorporate') return fc.constant(false);
  if (name.startsWith('permit') || name.startsWith('orderby')) return fc.boolean();
  if (name === 'timestamp') return fc.constant(0);
  if (name === 'currenttime') return fc.constantFrom(0, 10);
  if (name === 'paymentmethod') return fc.constantFrom(0, 1);
  if (name === 'count') return fc.constant(1);
  if (name === 'year') return fc.constant(2025);
  if (name === 'month') return fc.constant(6);
  if (name === 'id' || name.endsWith('id') || name === 'page' || name === 'limit')
    return fc.constantFrom(1, 2, 3);
  if (name === 'participants')
    return fc.constant([{ name: 'Ali', surname: 'Kaya', email: 'ali@ornek.com.tr' }]);
  return fc.constantFrom('Ayşe', 'İstanbul', 'Kısa bir mesaj.');
};

const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'a'), tie('value'), {
      maxKeys: 3,
    }),
  ),
})).value;

/** The keys a route's body schema names (object, union of objects, or array of objects). */
const keysOf = (schema: unknown): string[] => {
  const def = (schema as { def?: Record<string, unknown> } | undefined)?.def;
  if (!def) return [];
  if (def.shape && typeof def.shape === 'object') return Object.keys(def.shape);
  if (Array.isArray(def.options)) return [...new Set(def.options.flatMap(keysOf))];
  if (def.element) return keysOf(def.element);
  if (def.in) return keysOf(def.in);
  return [];
};

/** An object with the schema's keys, each plausible or hostile, plus pollution keys. */
const objectBody = (keys: string[]) =>
  fc
    .tuple(
      fc.record(
        Object.fromEntries(
          keys.map((key) => [key, fc.oneof(plausibleFor(key), plausibleFor(key), hostileValue)]),
        ),
        { requiredKeys: [] },
      ),
      fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype'), hostileValue, {
        maxKeys: 2,
      }),
    )
    .map(([fields, pollution]) => ({ ...fields, ...pollution }));

/** Every field plausible but one, which is hostile: what reaches the database past zod. */
const oneHostileField = (keys: string[]) =>
  keys.length === 0
    ? objectBody(keys)
    : fc
        .tuple(
          fc.record(Object.fromEntries(keys.map((key) => [key, plausibleFor(key)]))),
          fc.constantFrom(...keys),
          fc.oneof(
            { arbitrary: nastyText, weight: 2 },
            { arbitrary: fc.constantFrom(2_147_483_648, 99_999_999_999, -1), weight: 1 },
            { arbitrary: hostileString, weight: 1 },
            { arbitrary: hostileValue, weight: 1 },
          ),
        )
        .map(([fields, key, value]) => ({ ...fields, [key]: value }));

interface Payload {
  body: string | undefined;
  contentType: string | undefined;
}

const jsonPayload = (value: fc.Arbitrary<unknown>): fc.Arbitrary<Payload> =>
  value.map((body) => ({ body: JSON.stringify(body), contentType: 'application/json' }));

const hostilePayload = (keys: string[]): fc.Arbitrary<Payload> =>
  fc.oneof(
    jsonPayload(objectBody(keys)),
    jsonPayload(oneHostileField(keys)),
    jsonPayload(oneHostileField(keys)),
    jsonPayload(fc.array(oneHostileField(keys), { minLength: 1, maxLength: 2 })),
    jsonPayload(hostileValue),
    fc.record({
      body: fc.constantFrom(
        '{"a":',
        '[]]',
        '\u0000',
        '{"__proto__":{"polluted":true}}',
        '{"constructor":{"prototype":{"polluted":true}}}',
        'null',
        '',
        'email=a%00b&password=x',
      ),
      contentType: fc.constantFrom(
        'application/json',
        'application/json; charset=utf-16',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
      ),
    }),
    fc.constant({ body: undefined, contentType: undefined }),
  );

/** A path segment as it travels: percent-encoded, or raw hostile escapes. */
const hostileSegment = fc.oneof(
  fc.constantFrom(
    '1',
    'dis-ticaret',
    '%00',
    'a%00b',
    '%ED%A0%80',
    '%',
    '%ZZ',
    '2147483648',
    '99999999999999999999',
    '-1',
    '0',
    '1.5',
    '1e3',
    '0x10',
    'NaN',
    '__proto__',
    'constructor',
    '..%2F..%2Fetc',
    'a'.repeat(3000),
  ),
  hostileString.map((text) => {
    try {
      return encodeURIComponent(text);
    } catch {
      return '%ED%B0%80'; // a lone surrogate cannot be encoded as UTF-8; send the raw bytes
    }
  }),
);

const hostileQuery = fc.oneof(
  fc.constant(''),
  fc.constantFrom(
    'userTestId=99999999999',
    'userTestId=%00',
    'u=1&e=1&s=%00',
    'session=%ED%A0%80',
    '__proto__[polluted]=1',
    'a=1&a=2&a=3',
    '%',
  ),
  fc
    .dictionary(
      fc.constantFrom('userTestId', 'u', 'e', 's', 'session', 'page', 'id', '__proto__'),
      hostileString,
      {
        maxKeys: 3,
      },
    )
    .map((query) => new URLSearchParams(query as Record<string, string>).toString()),
);

/** Header values HTTP can carry (visible ASCII), but anything else a client may put there. */
const headerText = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }),
  fc.constantFrom('', 'a'.repeat(4000), 'bytes=99999999999999999999-', 'bytes=-0', 'tr;q=NaN'),
);

const hostileHeaders = fc.record(
  {
    authorization: fc.oneof(
      headerText,
      headerText.map((text) => `Bearer ${text}`),
      fc.constant('Bearer a.b.c'),
    ),
    'accept-language': headerText,
    range: headerText,
    'x-admin-key': headerText,
    'idempotency-key': headerText,
  },
  { requiredKeys: [] },
);

// ---------------------------------------------------------------------------------------------
// The property
// ---------------------------------------------------------------------------------------------

const methodsOf = (route: RouteOptions) =>
  (Array.isArray(route.method) ? route.method : [route.method]).filter(
    (method) => method !== 'HEAD' && method !== 'OPTIONS',
  );

const fillPath = (url: string, segments: string[]) => {
  let index = 0;
  return url.replace(/:[A-Za-z]+|\*/g, () => segments[index++] ?? '1');
};

describe('fuzzing every route', () => {
  let ctx: TestContext;
  let token = '';
  let userId = 0;

  before(async () => {
    ctx = await createTestApp();
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: {
        name: 'Fuzz',
        surname: 'Tester',
        citizenNumber: nextTcKimlikNo(),
        phone: '05321234567',
        email: 'fuzz.tester@ornek.com.tr',
        password: 'Guclu.Sifre1',
        confirmPassword: 'Guclu.Sifre1',
        chk_privacy: true,
        chk_membership: true,
      },
    });
    assert.equal(signup.statusCode, 200, signup.body);
    token = signup.json().data.token;
    userId = signup.json().data.user.id;
  });

  after(async () => {
    await ctx.close();
    rmSync(outbox, { recursive: true, force: true });
  });

  it('finds the routes in the app', () => {
    const urls = ctx.app.routeTable.map((route) => route.url);
    assert.ok(urls.includes('/v1/auth/register'));
    assert.ok(urls.includes('/v1/userbaskets'));
    assert.ok(ctx.app.routeTable.length >= 30, `${ctx.app.routeTable.length} routes`);
  });

  it('answers hostile requests on every route with a 4xx message or a success, within 2 s', async () => {
    const failures: string[] = [];
    const routes = ctx.app.routeTable.flatMap((route) =>
      methodsOf(route).map((method) => ({ method, route })),
    );
    let requests = 0;
    for (const { method, route } of routes) {
      const params = (route.url.match(/:[A-Za-z]+|\*/g) ?? []).length;
      const keys = keysOf(route.schema?.body);
      const property = fc.asyncProperty(
        fc.array(hostileSegment, { minLength: params, maxLength: params }),
        hostileQuery,
        hostilePayload(keys),
        hostileHeaders,
        fc.boolean(),
        fc.integer({ min: 1, max: 254 }),
        async (segments, query, payload, headers, signedIn, host) => {
          const url = fillPath(route.url, segments) + (query ? `?${query}` : '');
          const sent: Record<string, string> = { ...headers };
          if (signedIn) sent.authorization = `Bearer ${token}`;
          if (payload.contentType) sent['content-type'] = payload.contentType;
          // The server's own time: this process's CPU (the app and its embedded database run
          // here), which other work on a busy machine does not stretch as it does the wall clock.
          const started = process.cpuUsage();
          const response = await ctx.app.inject({
            method: method as 'GET',
            url,
            headers: sent,
            ...(payload.body === undefined ? {} : { payload: payload.body }),
            // Each request from its own address, so per-IP limits do not hide the bodies.
            remoteAddress: `10.13.0.${host}`,
          });
          requests += 1;
          const spent = process.cpuUsage(started);
          // Logout and the session calls may end the fuzzer's session: go on with a new one.
          if (/^\/v1\/auth\/(logout|sessions)/.test(route.url)) {
            token = await sessionToken(ctx.database.db, userId);
          }
          const took = (spent.user + spent.system) / 1000;
          const what = `${method} ${url.slice(0, 200)} (${payload.contentType}) ${String(payload.body).slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
          assert.ok(response.statusCode < 500, what);
          assert.ok(took < ANSWER_WITHIN_MS, `${what} took ${Math.round(took)} ms of CPU`);
          const html = String(response.headers['content-type'] ?? '').startsWith('text/html');
          if (response.statusCode >= 400 && !html) {
            let message: unknown;
            try {
              message = (response.json() as { message?: unknown }).message;
            } catch {
              message = undefined;
            }
            assert.ok(typeof message === 'string' && message.length > 0, `no message: ${what}`);
          }
        },
      );
      const result = await fc.check(property, { numRuns: RUNS * 2 });
      if (result.failed) {
        failures.push(
          `${method} ${route.url}: ${String(result.errorInstance)} (seed ${result.seed}, path ${result.counterexamplePath})`,
        );
      }
    }
    assert.deepEqual(failures, [], failures.join('\n\n'));
    assert.ok(requests >= routes.length * RUNS, `${requests} requests`);
  });
});
