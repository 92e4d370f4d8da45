import assert from './support/assert';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../src/app';
import { openDb, type Database } from '../src/db';
import { blogPosts, courses, siteSettings } from '../src/db/schema';
import { createTestApp, PUBLIC_URL, type TestContext } from './helpers';

// Compressed answers, the site settings' ETag, and caches that are never stale.

const SETTINGS = '/v1/WebsiteSettings/getwebsiteparts';
const LIST = '/v1/courses/getcourselist';
const DETAILS = '/v1/courses/getcoursedetails';

let ctx: TestContext;
let second: { app: App; database: Database };
before(async () => {
  ctx = await createTestApp();
  // A second instance over the same database, as two API processes behind a load balancer. On the
  // PostgreSQL pass it has its own connection pool; on PGlite both share the one database.
  const url = (ctx.database as Database & { url?: string }).url;
  const database = url ? await openDb({ databaseUrl: url, poolSize: 2 }) : ctx.database;
  const app = await buildApp({
    db: database.db,
    client: database.client,
    publicUrl: PUBLIC_URL,
    logger: false,
  });
  second = { app, database };
});
after(async () => {
  await second.app.close();
  if (second.database !== ctx.database) await second.database.close();
  await ctx.close();
});

const decode = (encoding: string | undefined, body: Buffer) => {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
};

describe('compressed answers', () => {
  for (const encoding of ['gzip', 'br'] as const) {
    for (const [name, request] of [
      ['site settings', { method: 'GET', url: SETTINGS }],
      ['course list', { method: 'POST', url: LIST, payload: { limit: 20 } }],
      ['course detail', { method: 'GET', url: `${DETAILS}/122` }],
    ] as const) {
      it(`sends the ${name} as ${encoding} when asked, decompressing to the same JSON`, async () => {
        const plain = await ctx.app.inject(request);
        assert.equal(plain.statusCode, 200, plain.body);
        assert.equal(plain.headers['content-encoding'], undefined);
        const packed = await ctx.app.inject({
          ...request,
          headers: { 'accept-encoding': `${encoding}, deflate` },
        });
        assert.equal(packed.statusCode, 200);
        assert.equal(packed.headers['content-encoding'], encoding);
        assert.match(String(packed.headers.vary), /accept-encoding/i);
        assert.match(String(packed.headers.vary), /accept-language/i);
        assert.match(String(packed.headers['content-type']), /^application\/json/);
        assert.ok(packed.rawPayload.length < plain.rawPayload.length / 2, 'at least halved');
        const text = decode(encoding, packed.rawPayload);
        assert.deepEqual(JSON.parse(text), plain.json());
      });
    }
  }

  it('leaves small answers and the identity encoding uncompressed', async () => {
    const health = await ctx.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(health.headers['content-encoding'], undefined);
    assert.deepEqual(health.json(), { ok: true, database: 'up' });
    const identity = await ctx.app.inject({
      method: 'GET',
      url: SETTINGS,
      headers: { 'accept-encoding': 'identity' },
    });
    assert.equal(identity.headers['content-encoding'], undefined);
    assert.equal(identity.json().success, true);
  });
});

describe('site settings caching', () => {
  it('answers with an ETag and a public cache header that makes browsers revalidate', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: SETTINGS });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers.etag), /^W\/"[\w-]+"$/);
    assert.equal(res.headers['cache-control'], 'public, no-cache');
  });

  it('answers 304 without a body to the same ETag, also in another encoding', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: SETTINGS });
    const etag = String(first.headers.etag);
    for (const headers of [
      { 'if-none-match': etag },
      { 'if-none-match': `W/"other", ${etag}`, 'accept-encoding': 'br' },
      { 'if-none-match': etag.replace(/^W\//, ''), 'accept-encoding': 'gzip' },
    ]) {
      const again = await ctx.app.inject({ method: 'GET', url: SETTINGS, headers });
      assert.equal(again.statusCode, 304, JSON.stringify(headers));
      assert.equal(again.body, '');
      assert.equal(again.headers.etag, etag);
      assert.equal(again.headers['cache-control'], 'public, no-cache');
    }
    const stale = await ctx.app.inject({
      method: 'GET',
      url: SETTINGS,
      headers: { 'if-none-match': 'W/"not-this-one"' },
    });
    assert.equal(stale.statusCode, 200);
    assert.equal(stale.json().success, true);
  });

  it('shows a settings change at once, with a new ETag, on this instance and the other', async () => {
    const before = await ctx.app.inject({ method: 'GET', url: SETTINGS });
    await second.app.inject({ method: 'GET', url: SETTINGS }); // the other instance caches it too
    await ctx.database.db
      .update(siteSettings)
      .set({ telephone: '+90 212 000 00 12' })
      .where(eq(siteSettings.id, 1));
    for (const app of [ctx.app, second.app]) {
      const after = await app.inject({
        method: 'GET',
        url: SETTINGS,
        headers: { 'if-none-match': String(before.headers.etag) },
      });
      assert.equal(after.statusCode, 200);
      assert.equal(after.json().data.telephone, '+90 212 000 00 12');
      assert.notEqual(after.headers.etag, before.headers.etag);
    }
  });

  it('shows a write made through the other instance’s database connection at once', async () => {
    await ctx.app.inject({ method: 'GET', url: SETTINGS });
    await second.database.db
      .update(blogPosts)
      .set({ title: 'Yeni başlık: gümrük rejimleri' })
      .where(eq(blogPosts.id, (await latestBlogId())!));
    const res = await ctx.app.inject({ method: 'GET', url: SETTINGS });
    assert.equal(res.json().data.blogPosts[0].title, 'Yeni başlık: gümrük rejimleri');
  });

  it('drops a course from the home lists when it ends, without any write', async () => {
    const soon = new Date(Date.now() + 1500);
    const [row] = await ctx.database.db
      .insert(courses)
      .values({
        name: 'Bitmek Üzere',
        nameSlug: 'bitmek-uzere',
        courseTypeId: 1,
        courseStartDate: new Date('2000-01-01T09:00:00Z'),
        courseEndDate: soon,
        // Published (a draft is not shown to visitors).
        publishedAt: new Date(),
      })
      .returning();
    const listed = await ctx.app.inject({ method: 'GET', url: SETTINGS });
    assert.ok(listed.json().data.onlineCourses.some((card: { id: number }) => card.id === row!.id));
    await new Promise((resolve) => setTimeout(resolve, soon.getTime() - Date.now() + 50));
    const later = await ctx.app.inject({ method: 'GET', url: SETTINGS });
    assert.ok(later.json().data.onlineCourses.every((card: { id: number }) => card.id !== row!.id));
  });
});

const latestBlogId = async () =>
  (
    await ctx.database.db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .orderBy(blogPosts.createDate)
      .then((rows) => rows.at(-1))
  )?.id;

describe('course list and detail caching', () => {
  const listOf = async (app: App, payload: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url: LIST, payload });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ data: { id: number; name: string }[]; totalItemCount: number }>();
  };

  it('shows a renamed, added or cancelled course in the list at once, on both instances', async () => {
    const filter = { courseType: 2, limit: 50, orderBy: 'name', orderByAsc: true };
    const first = await listOf(ctx.app, filter);
    await listOf(second.app, filter);
    const target = first.data[0]!;

    await ctx.database.db
      .update(courses)
      .set({ name: 'Zzz Son Sıradaki Eğitim' })
      .where(eq(courses.id, target.id));
    for (const app of [ctx.app, second.app]) {
      const renamed = await listOf(app, filter);
      assert.equal(renamed.data.at(-1)?.name, 'Zzz Son Sıradaki Eğitim');
    }

    const [added] = await second.database.db
      .insert(courses)
      .values({
        name: 'Aaa Yeni Eğitim',
        nameSlug: 'aaa-yeni-egitim',
        courseTypeId: 2,
        // Published (a draft is not shown to visitors).
        publishedAt: new Date(),
      })
      .returning();
    for (const app of [ctx.app, second.app]) {
      const grown = await listOf(app, filter);
      assert.equal(grown.totalItemCount, first.totalItemCount + 1);
      assert.equal(grown.data[0]?.id, added!.id);
    }

    await ctx.database.db.delete(courses).where(eq(courses.id, added!.id));
    assert.equal((await listOf(second.app, filter)).totalItemCount, first.totalItemCount);
  });

  it('shows a changed course detail at once, to visitors and to logged-in users', async () => {
    const path = `${DETAILS}/121`;
    const before = await ctx.app.inject({ method: 'GET', url: path });
    assert.equal(before.statusCode, 200, before.body);
    await second.app.inject({ method: 'GET', url: path });
    await second.database.db
      .update(courses)
      .set({ alertMessage: 'Kontenjan doldu.' })
      .where(eq(courses.id, 121));
    for (const app of [ctx.app, second.app]) {
      const after = await app.inject({ method: 'GET', url: path });
      assert.equal(after.json().data.alertMessage, 'Kontenjan doldu.');
    }
  });

  it('answers a visitor with an ETag and 304, and a new ETag after a change', async () => {
    const path = `${DETAILS}/122`;
    const first = await ctx.app.inject({ method: 'GET', url: path });
    assert.equal(first.statusCode, 200, first.body);
    const etag = String(first.headers.etag);
    assert.match(etag, /^W\/"[\w-]+"$/);
    assert.equal(first.headers['cache-control'], 'public, no-cache');
    // A logged-in user's page (isOwner, an open order) is another answer to the same address.
    assert.match(String(first.headers.vary), /Authorization/i);

    const again = await ctx.app.inject({
      method: 'GET',
      url: path,
      headers: { 'if-none-match': etag, 'accept-encoding': 'br' },
    });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');

    await ctx.database.db
      .update(courses)
      .set({ alertMessage: 'Son 3 kontenjan.' })
      .where(eq(courses.id, 122));
    const changed = await second.app.inject({
      method: 'GET',
      url: path,
      headers: { 'if-none-match': etag },
    });
    assert.equal(changed.statusCode, 200);
    assert.notEqual(changed.headers.etag, etag);
    assert.equal(changed.json().data.alertMessage, 'Son 3 kontenjan.');
  });

  it("never lets a logged-in user's course page be kept by a shared cache", async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'ayse.yilmaz@ornek.com.tr', password: 'Demo1234!' },
    });
    const auth = { authorization: `Bearer ${login.json().data.token}` };
    const visitor = await ctx.app.inject({ method: 'GET', url: `${DETAILS}/101` });
    const owner = await ctx.app.inject({
      method: 'GET',
      url: `${DETAILS}/101`,
      headers: { ...auth, 'if-none-match': String(visitor.headers.etag) },
    });
    assert.equal(owner.statusCode, 200);
    assert.equal(owner.json().data.isOwner, true);
    assert.equal(owner.headers.etag, undefined);
    assert.equal(owner.headers['cache-control'], 'private, no-cache');
    assert.match(String(owner.headers.vary), /Authorization/i);
  });
});
