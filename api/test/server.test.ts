import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import Fastify from 'fastify';
import { BODY_LIMIT, buildApp } from '../src/app';
import { zodSerializerCompiler } from '../src/lib/serialization';
import { zodValidatorCompiler } from '../src/lib/validation';
import { healthRoutes } from '../src/routes/health';
import { readConfig } from '../src/config';
import { blogPosts, courseDetails, courses, siteSettings } from '../src/db/schema';
import { seedIfEmpty } from '../src/seed';
import { createTestApp, memoryLog, type TestContext } from './helpers';

const log = memoryLog();
let ctx: TestContext;
before(async () => {
  ctx = await createTestApp({ logger: { level: 'error', stream: log.stream } });
  // A route that fails the way a bug or a lost database connection would.
  ctx.app.get('/test/boom', async () => {
    throw new Error('connection to db-secret.internal:5432 refused');
  });
});
after(() => ctx.close());

describe('server behaviour', () => {
  it('GET /health answers ok, with the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { ok: true, database: 'up' });
  });

  it('GET /v1/auth/currentdatetime returns the server time as ISO text', async () => {
    const before = Date.now();
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/auth/currentdatetime' });
    const body = res.json();
    assert.equal(body.success, true);
    assert.match(body.data, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const time = Date.parse(body.data);
    assert.ok(time >= before - 1000 && time <= Date.now() + 1000);
  });

  it('answers an unknown route with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/nothing/here' });
    assert.equal(res.statusCode, 404);
    assert.deepEqual(res.json(), { success: false, message: 'İstenen adres bulunamadı.' });
    const en = await ctx.app.inject({
      method: 'GET',
      url: '/v1/nothing/here',
      headers: { 'accept-language': 'en' },
    });
    assert.equal(en.json().message, 'The requested address was not found.');
  });

  it('answers a known path with an unsupported method 405 and the methods it takes', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: '/v1/auth/login' });
    assert.equal(res.statusCode, 405);
    assert.equal(res.headers.allow, 'POST');
    assert.deepEqual(res.json(), {
      success: false,
      message: 'Bu adres bu istek yöntemini kabul etmiyor.',
    });
    const withParams = await ctx.app.inject({ method: 'PUT', url: '/v1/courses/getcoursevideo/3' });
    assert.equal(withParams.statusCode, 405);
    assert.match(String(withParams.headers.allow), /^GET, HEAD/);
    // A missing file under a GET route is a 404 for a GET, a 405 for a POST.
    const missing = await ctx.app.inject({ method: 'GET', url: '/images/banners/none.svg' });
    assert.equal(missing.statusCode, 404);
    const posted = await ctx.app.inject({ method: 'POST', url: '/images/banners/none.svg' });
    assert.equal(posted.statusCode, 405);
    // An unknown path stays a 404, whatever the method.
    const unknown = await ctx.app.inject({ method: 'POST', url: '/v1/nothing/here' });
    assert.equal(unknown.statusCode, 404);
  });

  it("answers a library's own 4xx in the caller's language, never its English text", async () => {
    // A path climbing out of /images/ answered an untranslated "Forbidden".
    const url = '/images/..%2fpackage.json';
    const tr = await ctx.app.inject({ method: 'GET', url });
    assert.equal(tr.statusCode, 403);
    assert.deepEqual(tr.json(), { success: false, message: 'Bu işlem için yetkiniz yok.' });
    const en = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
    assert.deepEqual(en.json(), { success: false, message: 'You are not allowed to do this.' });
  });

  it('rejects a body over 100 KB with 413 and a message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/subscribers/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: `${'a'.repeat(BODY_LIMIT)}@example.com` }),
    });
    assert.equal(res.statusCode, 413);
    assert.deepEqual(res.json(), {
      success: false,
      message: 'İstek gövdesi izin verilen boyutu (100 KB) aşıyor.',
    });
  });

  it('never sends 5xx details to the client, only to the log', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/test/boom' });
    assert.equal(res.statusCode, 500);
    assert.deepEqual(res.json(), {
      success: false,
      message: 'Server Error Please contact administrator System',
    });
    assert.doesNotMatch(res.body, /secret|5432|stack/);
    assert.ok(log.lines.some((line) => line.includes('db-secret.internal')));
  });

  it('allows the platform origins through CORS and no others', async () => {
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:3005',
      'http://localhost:3150',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/health', headers: { origin } });
      assert.equal(res.headers['access-control-allow-origin'], origin);
    }
    for (const origin of ['https://evil.example', 'http://localhost:4001']) {
      const res = await ctx.app.inject({ method: 'GET', url: '/health', headers: { origin } });
      assert.equal(res.headers['access-control-allow-origin'], undefined);
    }
  });

  it('sets the helmet headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['cross-origin-resource-policy'], 'cross-origin');
  });
});

describe('seed', () => {
  it('does nothing on a database that is already seeded', async () => {
    assert.equal(await seedIfEmpty(ctx.database.db), false);
    assert.equal((await ctx.database.db.select().from(siteSettings)).length, 1);
  });

  it('holds courses of all four types across three years, with the cases the screens need', async () => {
    const rows = await ctx.database.db.select().from(courses);
    assert.ok(rows.length >= 40);
    assert.deepEqual([...new Set(rows.map((row) => row.courseTypeId))].sort(), [1, 2, 3, 5]);
    const years = new Set(rows.map((row) => row.courseEndDate?.getUTCFullYear()));
    for (const year of [2025, 2026, 2027]) assert.ok(years.has(year), `ends in ${year}`);
    assert.ok(new Set(rows.map((row) => row.courseEndDate?.getUTCMonth())).size >= 10);
    assert.ok(rows.some((row) => row.isCancelled));
    assert.ok(rows.some((row) => row.price === 0));
    assert.ok(
      rows.some((row) => row.registerEndDate && row.registerEndDate < (row.courseEndDate ?? 0)),
    );
    assert.ok(rows.some((row) => row.id === 106 && row.ihkibPrice !== null));
    assert.ok(rows.every((row) => row.teacherId !== null && row.summary.length > 0));

    const details = await ctx.database.db.select().from(courseDetails);
    assert.ok(details.some((row) => row.type === 'EducationalContents'));
    assert.ok(details.some((row) => row.type === 'RequiredDocuments'));
    assert.ok((await ctx.database.db.select().from(blogPosts)).length >= 12);
  });

  it('continues the id sequence after the fixed seed ids', async () => {
    const [row] = await ctx.database.db
      .insert(courses)
      .values({ name: 'Yeni', nameSlug: 'yeni', courseTypeId: 3 })
      .returning({ id: courses.id });
    assert.ok(row && row.id > 144);
  });
});

describe('JSON bodies', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestApp();
    ctx.app.post('/echo', async (request) => ({ body: request.body ?? null }));
  });
  after(() => ctx.close());

  it('takes an empty body with a JSON content type as no body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { body: null });
  });

  it('still refuses malformed JSON with a 400 and a message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().success, false);
    assert.ok(res.json().message);
  });
});

describe('GET /health without a database', () => {
  const log = memoryLog();
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestApp({ logger: { level: 'error', stream: log.stream } });
    await ctx.database.close();
  });
  after(() => ctx.app.close());

  it('answers 503 with a JSON body, and logs why', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    assert.equal(res.statusCode, 503);
    assert.match(String(res.headers['content-type']), /^application\/json/);
    // It says why, in a word a load balancer's operator can act on, and when to ask again.
    assert.deepEqual(res.json(), { ok: false, database: 'down', reason: 'closed' });
    assert.ok(Number(res.headers['retry-after']) >= 1);
    // PGlite: "PGlite is closed"; node-postgres: "Cannot use a pool after calling end".
    assert.ok(log.lines.some((line) => /PGlite is closed|after calling end/.test(line)));
  });

  it('tells a database that does not answer from one that refuses the connection', async () => {
    const reasonFor = async (ping: () => Promise<unknown>) => {
      const app = Fastify();
      app.setValidatorCompiler(zodValidatorCompiler);
      app.setSerializerCompiler(zodSerializerCompiler);
      await app.register(healthRoutes, { ping, timeoutMs: 50 });
      const res = await app.inject({ method: 'GET', url: '/health' });
      await app.close();
      assert.equal(res.statusCode, 503);
      return res.json().reason as string;
    };
    assert.equal(await reasonFor(() => new Promise(() => {})), 'timeout');
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    assert.equal(await reasonFor(() => Promise.reject(refused)), 'unreachable');
    const password = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    assert.equal(await reasonFor(() => Promise.reject(password)), 'authentication');
    const starting = Object.assign(new Error('the database system is starting up'), {
      code: '57P03',
    });
    assert.equal(await reasonFor(() => Promise.reject(starting)), 'starting');
    assert.equal(await reasonFor(() => Promise.reject(new Error('x'))), 'error');
  });

  it('answers an API call 503 with Retry-After and a translated message, not a 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'ayse.yilmaz@ornek.com.tr', password: 'Demo1234!' },
    });
    assert.equal(res.statusCode, 503, res.body);
    assert.ok(Number(res.headers['retry-after']) >= 1);
    assert.equal(res.json().success, false);
    assert.match(res.json().message, /geçici olarak/);
  });
});

describe('CORS on any shell port (npm start)', () => {
  it('allows the origin of PLATFORM_URL and of CORS_ORIGINS, and no other', async () => {
    const { corsOrigins } = readConfig({
      PLATFORM_URL: 'http://localhost:3500/',
      CORS_ORIGINS: 'http://127.0.0.1:3500, https://lms.example',
    });
    const app = await buildApp({
      db: ctx.database.db,
      client: ctx.database.client,
      publicUrl: 'http://api.test',
      logger: false,
      corsOrigins,
    });
    const allowed = async (origin: string) =>
      (await app.inject({ method: 'GET', url: '/health', headers: { origin } })).headers[
        'access-control-allow-origin'
      ];
    for (const origin of [
      'http://localhost:3500',
      'http://127.0.0.1:3500',
      'https://lms.example',
    ]) {
      assert.equal(await allowed(origin), origin);
    }
    for (const origin of ['http://localhost:3501', 'https://evil.example']) {
      assert.equal(await allowed(origin), undefined);
    }
    await app.close();
  });
});
