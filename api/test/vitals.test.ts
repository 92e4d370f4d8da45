import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { AdminVitals, VitalsRow } from '@lms/shared/contracts';
import { webVitals } from '../src/db/schema';
import { createTestApp, insertUser, staffAuth, testConfig, type TestContext } from './helpers';

// What real visitors feel: the shell's sampled Web Vitals reports (`POST /v1/vitals/report`,
// sent with sendBeacon) and their p75 per route for staff (`GET /v1/admin/vitals`).

const PER_CLIENT = 5;
let ctx: TestContext;
before(async () => {
  ctx = await createTestApp({ config: testConfig({ VITALS_RATE_LIMIT_IP: String(PER_CLIENT) }) });
});
after(() => ctx.close());

let client = 0;
/** A report as navigator.sendBeacon sends a string: text/plain, from its own client address. */
const beacon = (
  body: unknown,
  { remoteAddress = `10.9.${Math.floor(++client / 250)}.${client % 250}`, language = 'tr' } = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/vitals/report',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'accept-language': language },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress,
  });

const metric = (name: string, value: number, route: string, rating = 'good') => ({
  name,
  value,
  rating,
  route,
});

const rowsOf = (route: string) =>
  ctx.database.db.select().from(webVitals).where(eq(webVitals.route, route));

const readVitals = async (auth: Record<string, string>) => {
  const res = await ctx.app.inject({ url: '/v1/admin/vitals', headers: auth });
  assert.equal(res.statusCode, 200, res.body);
  return res.json<{ data: AdminVitals }>().data;
};
const rowFor = (vitals: AdminVitals, route: string, name: string): VitalsRow | undefined =>
  vitals.rows.find((row) => row.route === route && row.name === name);

describe('a report from a real visit', () => {
  it("is taken as sendBeacon sends it (text/plain JSON) and keeps nothing of the visitor's", async () => {
    const route = '/courses/details/:nameSlug';
    const res = await beacon(
      {
        metrics: [metric('LCP', 1840.5, route), metric('TTFB', 212, route)],
        version: 'a1b2c3d4',
      },
      { remoteAddress: '203.0.113.7' },
    );
    assert.equal(res.statusCode, 200, res.body);
    const rows = await rowsOf(route);
    assert.deepEqual(
      rows.map(({ name, value, rating, version }) => ({ name, value, rating, version })),
      [
        { name: 'LCP', value: 1840.5, rating: 'good', version: 'a1b2c3d4' },
        { name: 'TTFB', value: 212, rating: 'good', version: 'a1b2c3d4' },
      ],
    );
    // No column for a person, an address or a token, and the address is in no value.
    assert.deepEqual(Object.keys(rows[0]!).sort(), [
      'id',
      'name',
      'rating',
      'receivedAt',
      'route',
      'value',
      'version',
    ]);
    assert.ok(!JSON.stringify(rows).includes('203.0.113.7'));
  });

  it('is taken as application/json too', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/vitals/report',
      payload: { metrics: [metric('CLS', 0.02, '/faqs')] },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await rowsOf('/faqs')).length, 1);
  });

  it('is refused when malformed, with a translated message, and nothing is stored', async () => {
    const cases: [unknown, string, string][] = [
      [
        { metrics: [metric('FID', 20, '/blogs')] },
        'Ölçüm geçersiz: adı LCP, INP, CLS ya da TTFB, değerlendirmesi good, needs-improvement ya da poor olmalıdır.',
        'The measurement is invalid: its name must be LCP, INP, CLS or TTFB, its rating good, needs-improvement or poor.',
      ],
      [
        // An address, not the route pattern: a concrete slug and id, a query.
        { metrics: [metric('LCP', 900, '/gallery/detail/12')] },
        'Sayfa, adresiyle değil rota kalıbıyla bildirilmelidir (ör. /courses/details/:nameSlug).',
        'The page must be reported by its route pattern, not its address (e.g. /courses/details/:nameSlug).',
      ],
      [
        { metrics: [metric('LCP', 900, '/blogs?page=2')] },
        'Sayfa, adresiyle değil rota kalıbıyla bildirilmelidir (ör. /courses/details/:nameSlug).',
        'The page must be reported by its route pattern, not its address (e.g. /courses/details/:nameSlug).',
      ],
      [{ metrics: [metric('LCP', -5, '/blogs')] }, 'Geçersiz sayı.', 'Invalid number.'],
      [
        { metrics: [metric('LCP', 900, '/blogs', 'fine')] },
        'Ölçüm geçersiz: adı LCP, INP, CLS ya da TTFB, değerlendirmesi good, needs-improvement ya da poor olmalıdır.',
        'The measurement is invalid: its name must be LCP, INP, CLS or TTFB, its rating good, needs-improvement or poor.',
      ],
      // The build's version is letters, digits, dot, dash and underscore, from its first to its
      // last character.
      [
        { metrics: [metric('LCP', 900, '/blogs')], version: 'v1 <b>' },
        'İstek geçersiz. Lütfen girdiğiniz bilgileri kontrol ediniz.',
        'The request is invalid. Please check the information you entered.',
      ],
      [
        { metrics: [metric('LCP', 900, '/blogs')], version: '<b>v1' },
        'İstek geçersiz. Lütfen girdiğiniz bilgileri kontrol ediniz.',
        'The request is invalid. Please check the information you entered.',
      ],
      [
        // Anything about the visitor makes the report malformed rather than being dropped quietly.
        { metrics: [metric('LCP', 900, '/blogs')], userId: 7 },
        'İstek geçersiz. Lütfen girdiğiniz bilgileri kontrol ediniz.',
        'The request is invalid. Please check the information you entered.',
      ],
      [
        { metrics: [] },
        'İstek geçersiz. Lütfen girdiğiniz bilgileri kontrol ediniz.',
        'The request is invalid. Please check the information you entered.',
      ],
      ['LCP=900', 'İstek gövdesi geçerli bir JSON değil.', 'The request body is not valid JSON.'],
    ];
    for (const [body, tr, en] of cases) {
      const res = await beacon(body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
      assert.equal(res.json().message, tr, JSON.stringify(body));
      const english = await beacon(body, { language: 'en' });
      assert.equal(english.statusCode, 400);
      assert.equal(english.json().message, en, JSON.stringify(body));
    }
    assert.equal((await rowsOf('/blogs')).length, 0);
    assert.equal((await rowsOf('/gallery/detail/12')).length, 0);
  });

  it('is refused when over 2 KB (413), with a translated message', async () => {
    const route = '/contacts';
    const big = JSON.stringify({
      metrics: [metric('LCP', 900, route)],
      version: 'x'.repeat(3000),
    });
    const res = await beacon(big);
    assert.equal(res.statusCode, 413);
    assert.deepEqual(res.json(), {
      success: false,
      message: 'İstek gövdesi izin verilen boyutu (2 KB) aşıyor.',
    });
    const en = await beacon(big, { language: 'en' });
    assert.equal(en.json().message, 'The request body exceeds the allowed size (2 KB).');
    assert.equal((await rowsOf(route)).length, 0);
  });

  it('is limited per client (429 with Retry-After); another client is still heard', async () => {
    const route = '/signup';
    const codes: number[] = [];
    for (let i = 0; i <= PER_CLIENT; i += 1) {
      codes.push(
        (await beacon({ metrics: [metric('TTFB', 300, route)] }, { remoteAddress: '198.51.100.4' }))
          .statusCode,
      );
    }
    assert.deepEqual(codes, [...Array(PER_CLIENT).fill(200), 429]);
    const refused = await beacon(
      { metrics: [metric('TTFB', 300, route)] },
      { remoteAddress: '198.51.100.4' },
    );
    assert.equal(refused.statusCode, 429);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.equal(
      refused.json().message,
      'Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyiniz.',
    );
    assert.equal(
      (await beacon({ metrics: [metric('TTFB', 300, route)] }, { remoteAddress: '198.51.100.5' }))
        .statusCode,
      200,
    );
    assert.equal((await rowsOf(route)).length, PER_CLIENT + 1);
  });
});

describe('the p75 for staff', () => {
  it('is the 75th percentile of each metric per route, rated by the Web Vitals thresholds', async () => {
    const route = '/user/cart';
    // INP 100, 200, 300, 400 ms: the 75th percentile lies a quarter of the way from 300 to 400.
    for (const value of [400, 100, 300, 200]) {
      assert.equal((await beacon({ metrics: [metric('INP', value, route)] })).statusCode, 200);
    }
    for (const value of [0.05, 0.3, 0.1, 0.2]) {
      assert.equal((await beacon({ metrics: [metric('CLS', value, route)] })).statusCode, 200);
    }
    assert.equal(
      (await beacon({ metrics: [metric('LCP', 1200, route), metric('TTFB', 5000, route)] }))
        .statusCode,
      200,
    );

    const vitals = await readVitals(await staffAuth(ctx, 'finance'));
    assert.deepEqual(rowFor(vitals, route, 'INP'), {
      route,
      name: 'INP',
      p75: 325,
      count: 4,
      rating: 'needs-improvement',
    });
    assert.deepEqual(rowFor(vitals, route, 'CLS'), {
      route,
      name: 'CLS',
      p75: 0.225,
      count: 4,
      rating: 'needs-improvement',
    });
    assert.deepEqual(rowFor(vitals, route, 'LCP'), {
      route,
      name: 'LCP',
      p75: 1200,
      count: 1,
      rating: 'good',
    });
    assert.equal(rowFor(vitals, route, 'TTFB')?.rating, 'poor');

    // A value on a threshold is still the better rating: LCP 2,500 ms good, 4,000 ms needing
    // improvement, TTFB 800 ms good (web-vitals' rule).
    for (const [name, value, page, rating] of [
      ['LCP', 2500, '/faqs', 'good'],
      ['LCP', 4000, '/contacts', 'needs-improvement'],
      ['TTFB', 800, '/info/:id', 'good'],
    ] as const) {
      assert.equal((await beacon({ metrics: [metric(name, value, page)] })).statusCode, 200);
      const rated = rowFor(await readVitals(await staffAuth(ctx, 'finance')), page, name);
      assert.deepEqual([rated?.p75, rated?.rating], [value, rating]);
    }
    // By route, then LCP, INP, CLS, TTFB.
    assert.deepEqual(
      vitals.rows.filter((row) => row.route === route).map((row) => row.name),
      ['LCP', 'INP', 'CLS', 'TTFB'],
    );
    const since = Date.parse(vitals.since);
    assert.ok(Math.abs(Date.now() - 7 * 86_400_000 - since) < 60_000, vitals.since);
  });

  it('leaves out reports older than seven days, and the sweep deletes them', async () => {
    const route = '/galleries';
    const day = 86_400_000;
    await ctx.database.db.insert(webVitals).values([
      {
        route,
        name: 'LCP',
        value: 9000,
        rating: 'poor',
        receivedAt: new Date(Date.now() - 8 * day),
      },
      {
        route,
        name: 'LCP',
        value: 9000,
        rating: 'poor',
        receivedAt: new Date(Date.now() - 7 * day - 60_000),
      },
      {
        route,
        name: 'LCP',
        value: 1000,
        rating: 'good',
        receivedAt: new Date(Date.now() - 6 * day),
      },
    ]);
    assert.equal((await beacon({ metrics: [metric('LCP', 2000, route)] })).statusCode, 200);

    const vitals = await readVitals(await staffAuth(ctx, 'editor'));
    assert.deepEqual(rowFor(vitals, route, 'LCP'), {
      route,
      name: 'LCP',
      p75: 1750,
      count: 2,
      rating: 'good',
    });

    await ctx.app.vitals.prune(new Date());
    assert.deepEqual((await rowsOf(route)).map((row) => row.value).sort(), [1000, 2000]);
  });

  it('is for staff only: 401 without a session, 403 for a learner', async () => {
    const guest = await ctx.app.inject({ url: '/v1/admin/vitals' });
    assert.equal(guest.statusCode, 401);
    const learner = await insertUser(ctx);
    const refused = await ctx.app.inject({ url: '/v1/admin/vitals', headers: learner.auth });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, 'Bu işlem için yetkiniz yok.');
    for (const role of ['admin', 'editor', 'finance'] as const) {
      await readVitals(await staffAuth(ctx, role));
    }
  });
});
