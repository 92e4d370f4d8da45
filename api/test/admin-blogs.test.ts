import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { buildApp, type App } from '../src/app';
import { openDb, type Database } from '../src/db';
import { auditLog, blogPosts } from '../src/db/schema';
import { createTestApp, insertUser, PUBLIC_URL, staffAuth, type TestContext } from './helpers';

// Blog posts in the back office; drafts and future posts invisible to visitors.

let ctx: TestContext;
let second: { app: App; database: Database };
let editor: Record<string, string>;

before(async () => {
  ctx = await createTestApp();
  // A second API instance over the same database, as behind a load balancer.
  const url = (ctx.database as Database & { url?: string }).url;
  const database = url ? await openDb({ databaseUrl: url, poolSize: 2 }) : ctx.database;
  const app = await buildApp({
    db: database.db,
    client: database.client,
    publicUrl: PUBLIC_URL,
    logger: false,
    mailWorker: false,
  });
  second = { app, database };
  editor = await staffAuth(ctx, 'editor');
});
after(async () => {
  await second.app.close();
  if (second.database !== ctx.database) await second.database.close();
  await ctx.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (
  headers: Record<string, string> | null,
  method: Method,
  url: string,
  payload?: unknown,
  app: App = ctx.app,
) =>
  app.inject({
    method,
    url,
    headers: { ...(headers ?? {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

let seq = 0;
const newPost = (overrides: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    title: `İhracatta Güncel Gelişmeler ${seq}`,
    description: '<p>Yazının <strong>metni</strong></p>',
    publishDate: daysFromNow(-1),
    isDraft: false,
    ...overrides,
  };
};

const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await call(editor, 'POST', '/v1/admin/blogs', newPost(overrides));
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as Record<string, unknown> & { id: number; url: string; version: number };
};

/** The slugs of the public list, the most-read list and the home carousel, on one instance. */
const publicSlugs = async (app: App = ctx.app) => {
  const list = await call(null, 'GET', '/v1/blogs/getlist/', undefined, app);
  const most = await call(null, 'GET', '/v1/blogs/getmostviewed', undefined, app);
  const home = await call(null, 'GET', '/v1/WebsiteSettings/getwebsiteparts', undefined, app);
  const slugs = (res: typeof list, pick: (body: never) => { url: string }[]) => {
    assert.equal(res.statusCode, 200, res.body);
    return pick(res.json() as never).map((post) => post.url);
  };
  return {
    list: slugs(list, (body: { data: { url: string }[] }) => body.data),
    mostRead: slugs(most, (body: { data: { url: string }[] }) => body.data),
    home: slugs(home, (body: { data: { blogPosts: { url: string }[] } }) => body.data.blogPosts),
  };
};

describe('blog posts in the back office', () => {
  it('derives the slug from the Turkish title, sanitises the HTML and audits the write', async () => {
    const res = await call(
      editor,
      'POST',
      '/v1/admin/blogs',
      newPost({
        title: 'Dış Ticarette Çözüm Önerileri',
        description: '<p>Merhaba<script>alert(1)</script><img src=x onerror="alert(2)"></p>',
        isDraft: true,
      }),
    );
    assert.equal(res.statusCode, 200, res.body);
    const post = res.json().data;
    assert.equal(post.url, 'dis-ticarette-cozum-onerileri');
    assert.equal(post.state, 'draft');
    assert.doesNotMatch(post.description, /script|onerror/);
    const again = await call(
      editor,
      'POST',
      '/v1/admin/blogs',
      newPost({ title: 'Dış Ticarette Çözüm Önerileri' }),
    );
    assert.equal(again.json().data.url, 'dis-ticarette-cozum-onerileri-2');
    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'blog.create'), eq(auditLog.objectId, String(post.id))));
    assert.equal(audited.length, 1);
  });

  it('refuses a typed slug that another post uses with a translated 409 by the field', async () => {
    const first = await create();
    const clash = await call(
      { ...editor, 'accept-language': 'tr' },
      'POST',
      '/v1/admin/blogs',
      newPost({ url: first.url }),
    );
    assert.equal(clash.statusCode, 409, clash.body);
    assert.deepEqual(clash.json().errors, { url: 'blogSlugTaken' });
    assert.match(clash.json().message, /başka bir blog yazısı/);
    const other = await create();
    const update = await call(editor, 'PUT', `/v1/admin/blogs/${other.id}`, {
      ...newPost({ url: first.url }),
      version: other.version,
    });
    assert.equal(update.statusCode, 409);
    // Keeping its own slug is no clash.
    const same = await call(editor, 'PUT', `/v1/admin/blogs/${other.id}`, {
      ...newPost({ url: other.url, title: 'Yeni başlık' }),
      version: other.version,
    });
    assert.equal(same.statusCode, 200, same.body);
    assert.equal(same.json().data.title, 'Yeni başlık');
  });

  it('refuses a save over a newer version with a translated 409, keeping the other save', async () => {
    const post = await create();
    assert.equal(post.version, 1);
    // Two editors read version 1; the first save moves the post to version 2.
    const first = await call(editor, 'PUT', `/v1/admin/blogs/${post.id}`, {
      ...newPost({ url: post.url, title: 'Birinci editörün başlığı' }),
      version: 1,
    });
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().data.version, 2);
    const late = await call(
      { ...editor, 'accept-language': 'en' },
      'PUT',
      `/v1/admin/blogs/${post.id}`,
      { ...newPost({ url: post.url, title: 'İkinci editörün başlığı' }), version: 1 },
    );
    assert.equal(late.statusCode, 409, late.body);
    assert.match(late.json().message, /Someone else changed this post/);
    const now = await call(editor, 'GET', `/v1/admin/blogs/${post.id}`);
    assert.equal(now.json().data.title, 'Birinci editörün başlığı');
    assert.equal(now.json().data.version, 2);

    // The same two saves at once: exactly one wins.
    const both = await Promise.all(
      ['A', 'B'].map((letter) =>
        call(editor, 'PUT', `/v1/admin/blogs/${post.id}`, {
          ...newPost({ url: post.url, title: `Aynı anda ${letter}` }),
          version: 2,
        }),
      ),
    );
    assert.deepEqual(both.map((res) => res.statusCode).sort(), [200, 409]);

    // A save without the version read is refused by the field.
    const bare = await call(
      editor,
      'PUT',
      `/v1/admin/blogs/${post.id}`,
      newPost({ url: post.url }),
    );
    assert.equal(bare.statusCode, 400);
    assert.deepEqual(bare.json().errors, { version: 'versionRequired' });
  });

  it('refuses bad input by the field with a 400, never a 5xx', async () => {
    const res = await call(editor, 'POST', '/v1/admin/blogs', {
      title: '',
      url: 'Büyük Harf',
      description: '',
      publishDate: 'dün',
    });
    assert.equal(res.statusCode, 400, res.body);
    assert.deepEqual(Object.keys(res.json().errors).sort(), [
      'description',
      'publishDate',
      'title',
      'url',
    ]);
    assert.equal(res.json().errors.title, 'blogTitleRequired');
    const missing = await call(editor, 'PUT', '/v1/admin/blogs/999999', {
      ...newPost(),
      version: 1,
    });
    assert.equal(missing.statusCode, 404);
  });

  it('is for editors and admins only', async () => {
    const learner = await insertUser(ctx);
    assert.equal((await call(null, 'GET', '/v1/admin/blogs')).statusCode, 401);
    assert.equal((await call(learner.auth, 'GET', '/v1/admin/blogs')).statusCode, 403);
    const finance = await staffAuth(ctx, 'finance');
    assert.equal((await call(finance, 'POST', '/v1/admin/blogs', newPost())).statusCode, 403);
  });
});

describe('what visitors see follows at once, on every instance', () => {
  it('shows a published post, hides drafts and future posts, and a change shows on the next request', async () => {
    // Both instances have served and cached the public lists before the posts appear.
    for (const app of [ctx.app, second.app]) await publicSlugs(app);

    const draft = await create({ isDraft: true, publishDate: daysFromNow(0.001) });
    const future = await create({ publishDate: daysFromNow(3) });
    const live = await create({ publishDate: new Date(Date.now() - 1000).toISOString() });
    for (const app of [ctx.app, second.app]) {
      const seen = await publicSlugs(app);
      for (const hidden of [draft.url, future.url]) {
        assert.ok(!seen.list.includes(hidden), `${hidden} is not listed`);
        assert.ok(!seen.mostRead.includes(hidden));
        assert.ok(!seen.home.includes(hidden));
        const page = await call(null, 'GET', `/v1/blogs/getbynameslug/${hidden}`, undefined, app);
        assert.equal(page.statusCode, 404);
      }
      assert.ok(seen.list.includes(live.url));
      assert.equal(seen.home[0], live.url, 'the newest post leads the home carousel');
    }

    // Publishing the draft (on one instance) shows it on the other's next request.
    const published = await call(editor, 'PUT', `/v1/admin/blogs/${draft.id}`, {
      ...newPost({ title: 'Taslak artık yayında', url: draft.url }),
      publishDate: new Date(Date.now() - 500).toISOString(),
      isDraft: false,
      version: draft.version,
    });
    assert.equal(published.statusCode, 200, published.body);
    assert.equal(published.json().data.state, 'published');
    const seen = await publicSlugs(second.app);
    assert.ok(seen.list.includes(draft.url));
    assert.equal(seen.home[0], draft.url);
    const page = await call(
      null,
      'GET',
      `/v1/blogs/getbynameslug/${draft.url}`,
      undefined,
      second.app,
    );
    assert.equal(page.statusCode, 200);
    assert.equal(page.json().data.title, 'Taslak artık yayında');

    // Back to a draft: gone from the home carousel on the next request.
    const hidden = await call(editor, 'PUT', `/v1/admin/blogs/${draft.id}`, {
      ...newPost({ title: 'Taslak artık yayında', url: draft.url }),
      isDraft: true,
      version: published.json().data.version,
    });
    assert.equal(hidden.statusCode, 200);
    for (const app of [ctx.app, second.app]) {
      assert.ok(!(await publicSlugs(app)).home.includes(draft.url));
    }
  });

  it('a scheduled post joins the cached home carousel at its publish date without any write', async () => {
    const soon = await create({ publishDate: new Date(Date.now() + 1500).toISOString() });
    assert.ok(!(await publicSlugs()).home.includes(soon.url));
    await new Promise((resolve) => setTimeout(resolve, 1700));
    assert.equal((await publicSlugs()).home[0], soon.url);
  });

  it('deletes a post (a double click is no error) and it leaves the public site at once', async () => {
    const post = await create();
    assert.ok((await publicSlugs(second.app)).list.includes(post.url));
    const [a, b] = await Promise.all([
      call(editor, 'DELETE', `/v1/admin/blogs/${post.id}`),
      call(editor, 'DELETE', `/v1/admin/blogs/${post.id}`),
    ]);
    assert.equal(a.statusCode, 200, a.body);
    assert.equal(b.statusCode, 200, b.body);
    assert.ok(!(await publicSlugs(second.app)).list.includes(post.url));
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'blog.delete'), eq(auditLog.objectId, String(post.id))));
    assert.equal(audits.length, 1);
    const rows = await ctx.database.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    assert.equal(rows.length, 0);
  });
});

describe('cover pictures', () => {
  const multipart = (file: Buffer) => {
    const boundary = '----lmsboundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="kapak.png"\r\nContent-Type: image/png\r\n\r\n`;
    return {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    };
  };
  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
      .png()
      .toBuffer();

  it('checks the picture, stores it with renditions, and the public post shows it at once', async () => {
    const post = await create();
    const upload = async (file: Buffer) => {
      const body = multipart(file);
      return ctx.app.inject({
        method: 'POST',
        url: `/v1/admin/blogs/${post.id}/cover`,
        headers: { ...editor, ...body.headers },
        payload: body.payload,
      });
    };
    const bad = await upload(Buffer.from('merhaba'));
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().errors, { file: 'imageInvalid' });
    const res = await upload(await picture(900, 600));
    assert.equal(res.statusCode, 200, res.body);
    const path = res.json().data.fileUrl as string;
    assert.match(path, /^http:\/\/api\.test\/media\/blogs\/\d+-[0-9a-f]{16}\.jpg$/);
    const url = new URL(path).pathname;
    assert.equal((await ctx.app.inject({ method: 'GET', url })).statusCode, 200);
    const webp = await ctx.app.inject({ method: 'GET', url: url.replace(/\.jpg$/, '-w640.webp') });
    assert.equal(webp.statusCode, 200);
    assert.equal(webp.headers['content-type'], 'image/webp');
    const shown = await call(
      null,
      'GET',
      `/v1/blogs/getbynameslug/${post.url}`,
      undefined,
      second.app,
    );
    assert.equal(shown.json().data.fileUrl, path);
    const home = await call(
      null,
      'GET',
      '/v1/WebsiteSettings/getwebsiteparts',
      undefined,
      second.app,
    );
    const card = (home.json().data.blogPosts as { url: string; fileUrl: string }[]).find(
      (item) => item.url === post.url,
    );
    assert.equal(card?.fileUrl, path);
  });

  // A new cover is a change of the post like a save of its texts. It moves the post to
  // its next version, so a form still open on the older one is refused instead of overwriting.
  it('moves the post to its next version, so a save from before it is refused with 409', async () => {
    const post = await create();
    assert.equal(post.version, 1);
    const upload = async (query = '') => {
      const body = multipart(await picture(800, 500));
      return ctx.app.inject({
        method: 'POST',
        url: `/v1/admin/blogs/${post.id}/cover${query}`,
        headers: { ...editor, ...body.headers },
        payload: body.payload,
      });
    };
    const covered = await upload();
    assert.equal(covered.statusCode, 200, covered.body);
    assert.equal(covered.json().data.version, 2);
    const stale = await call(editor, 'PUT', `/v1/admin/blogs/${post.id}`, {
      ...newPost({ url: post.url }),
      version: 1,
    });
    assert.equal(stale.statusCode, 409, stale.body);
    const kept = await call(editor, 'GET', `/v1/admin/blogs/${post.id}`);
    assert.equal(kept.json().data.fileUrl, covered.json().data.fileUrl);

    // An upload that names the version it was made on is refused over a newer one, and stores
    // nothing; at the current version it goes through.
    const late = await upload('?version=1');
    assert.equal(late.statusCode, 409, late.body);
    assert.equal((await call(editor, 'GET', `/v1/admin/blogs/${post.id}`)).json().data.version, 2);
    const current = await upload('?version=2');
    assert.equal(current.statusCode, 200, current.body);
    assert.equal(current.json().data.version, 3);
  });
});
