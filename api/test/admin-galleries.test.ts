import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { buildApp, type App } from '../src/app';
import { openDb, type Database } from '../src/db';
import { auditLog } from '../src/db/schema';
import { createTestApp, PUBLIC_URL, staffAuth, type TestContext } from './helpers';

// Galleries in the back office: images uploaded, ordered, described and removed.

let ctx: TestContext;
let second: { app: App; database: Database };
let editor: Record<string, string>;

before(async () => {
  ctx = await createTestApp();
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

interface AdminGallery {
  version: number;
  id: number;
  title: string;
  images: { id: number; filePath: string; alt: string }[];
}

const create = async (title = 'Fuar Ziyareti Görselleri') => {
  const res = await call(editor, 'POST', '/v1/admin/galleries', {
    title,
    shortDescription: 'İhracatçılarla buluştuk',
    description: '<p>Açıklama<script>x()</script></p>',
    isDraft: false,
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as AdminGallery;
};

const multipart = (file: Buffer) => {
  const boundary = '----lmsboundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
};
let shade = 0;
/** A different picture each time (its hash names the file). */
const picture = () => {
  shade += 37;
  return sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: shade % 256, g: 80, b: 40 } },
  })
    .png()
    .toBuffer();
};
const addImage = async (id: number) => {
  const body = multipart(await picture());
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/v1/admin/galleries/${id}/images`,
    headers: { ...editor, ...body.headers },
    payload: body.payload,
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as AdminGallery;
};

/** The public gallery as the other instance serves it. */
const publicGallery = async (id: number) => {
  const res = await call(null, 'GET', `/v1/Galleries/gallery/getbyid/${id}`, undefined, second.app);
  return res;
};

describe('galleries in the back office', () => {
  it('creates a gallery (HTML sanitised, audited) and it is public at once', async () => {
    // The other instance has served the list before.
    await call(null, 'GET', '/v1/galleries/gallery/getall', undefined, second.app);
    const gallery = await create();
    const shown = await publicGallery(gallery.id);
    assert.equal(shown.statusCode, 200);
    assert.equal(shown.json().data.title, 'Fuar Ziyareti Görselleri');
    assert.doesNotMatch(shown.json().data.description, /script/);
    const all = await call(null, 'GET', '/v1/galleries/gallery/getall', undefined, second.app);
    assert.ok((all.json().data as { id: number }[]).some((item) => item.id === gallery.id));
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'gallery.create'), eq(auditLog.objectId, String(gallery.id))));
    assert.equal(audits.length, 1);
  });

  it('refuses a gallery without a title by the field', async () => {
    const res = await call(editor, 'POST', '/v1/admin/galleries', { title: '  ' });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().errors, { title: 'galleryTitleRequired' });
    const finance = await staffAuth(ctx, 'finance');
    assert.equal(
      (await call(finance, 'POST', '/v1/admin/galleries', { title: 'Olmaz' })).statusCode,
      403,
    );
  });

  it('adds images, orders them, gives them alt texts and removes one; the public page follows', async () => {
    const gallery = await create('Eğitim Günü');
    await addImage(gallery.id);
    await addImage(gallery.id);
    const three = await addImage(gallery.id);
    const [a, b, c] = three.images.map((image) => image.id);
    assert.equal(three.images.length, 3);
    assert.match(three.images[0]!.filePath, /\/media\/galleries\/\d+-[0-9a-f]{16}\.jpg$/);
    const rendition = await ctx.app.inject({
      method: 'GET',
      url: new URL(three.images[0]!.filePath).pathname.replace(/\.jpg$/, '-w320.webp'),
    });
    assert.equal(rendition.statusCode, 200);

    const ordered = await call(editor, 'PUT', `/v1/admin/galleries/${gallery.id}/images/order`, {
      imageIds: [c, a, b],
    });
    assert.equal(ordered.statusCode, 200, ordered.body);
    assert.deepEqual(
      (ordered.json().data as AdminGallery).images.map((image) => image.id),
      [c, a, b],
    );
    const paths = (ordered.json().data as AdminGallery).images.map((image) => image.filePath);
    assert.deepEqual((await publicGallery(gallery.id)).json().data.filePaths, paths);

    // A list that misses an image or names it twice is refused, nothing changed.
    const short = await call(editor, 'PUT', `/v1/admin/galleries/${gallery.id}/images/order`, {
      imageIds: [a, b],
    });
    assert.equal(short.statusCode, 409);
    assert.deepEqual(short.json().errors, { imageIds: 'imageOrderStale' });
    const twice = await call(editor, 'PUT', `/v1/admin/galleries/${gallery.id}/images/order`, {
      imageIds: [a, a, b],
    });
    assert.equal(twice.statusCode, 400);

    const alt = await call(editor, 'PUT', `/v1/admin/galleries/${gallery.id}/images/${a}`, {
      alt: 'Katılımcılar sınıfta',
    });
    assert.equal(alt.statusCode, 200, alt.body);
    assert.equal(
      (alt.json().data as AdminGallery).images.find((image) => image.id === a)?.alt,
      'Katılımcılar sınıfta',
    );
    assert.deepEqual((await publicGallery(gallery.id)).json().data.imageAlts, [
      '',
      'Katılımcılar sınıfta',
      '',
    ]);

    const [first, again] = await Promise.all([
      call(editor, 'DELETE', `/v1/admin/galleries/${gallery.id}/images/${c}`),
      call(editor, 'DELETE', `/v1/admin/galleries/${gallery.id}/images/${c}`),
    ]);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(again.statusCode, 200, again.body);
    assert.deepEqual(
      (again.json().data as AdminGallery).images.map((image) => image.id),
      [a, b],
    );
    assert.equal((await publicGallery(gallery.id)).json().data.filePaths.length, 2);
    const removals = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'gallery.image.delete'), eq(auditLog.objectId, String(gallery.id))),
      );
    assert.equal(removals.length, 1);
  });

  it('a new gallery is a draft unless published, and a draft is never public', async () => {
    const res = await call(editor, 'POST', '/v1/admin/galleries', { title: 'Hazırlanan Galeri' });
    assert.equal(res.statusCode, 200, res.body);
    const draft = res.json().data as AdminGallery & { isDraft: boolean; version: number };
    assert.equal(draft.isDraft, true);
    const hidden = async () => {
      assert.equal((await publicGallery(draft.id)).statusCode, 404);
      const all = await call(null, 'GET', '/v1/galleries/gallery/getall', undefined, second.app);
      assert.ok(!(all.json().data as { id: number }[]).some((item) => item.id === draft.id));
    };
    await hidden();
    const share = await ctx.app.inject({ url: `/share/gallery/${draft.id}` });
    assert.equal(share.statusCode, 404);

    // Published: on both lists of the other instance at once.
    const published = await call(editor, 'PUT', `/v1/admin/galleries/${draft.id}`, {
      title: 'Hazırlanan Galeri',
      isDraft: false,
      version: draft.version,
    });
    assert.equal(published.statusCode, 200, published.body);
    assert.equal(published.json().data.isDraft, false);
    assert.equal((await publicGallery(draft.id)).statusCode, 200);
    const all = await call(null, 'GET', '/v1/galleries/gallery/getall', undefined, second.app);
    assert.ok((all.json().data as { id: number }[]).some((item) => item.id === draft.id));

    // Back to a draft: gone again.
    const unpublished = await call(editor, 'PUT', `/v1/admin/galleries/${draft.id}`, {
      title: 'Hazırlanan Galeri',
      isDraft: true,
      version: published.json().data.version,
    });
    assert.equal(unpublished.statusCode, 200, unpublished.body);
    await hidden();
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'gallery.update'), eq(auditLog.objectId, String(draft.id))));
    assert.deepEqual(
      audit.map((row) => (row.summary as { changes: unknown }).changes),
      [{ isDraft: { from: true, to: false } }, { isDraft: { from: false, to: true } }],
    );
  });

  it('refuses a save over a newer version with a translated 409, keeping the other save', async () => {
    const gallery = (await create('Sürümlü Galeri')) as AdminGallery & { version: number };
    assert.equal(gallery.version, 1);
    const first = await call(editor, 'PUT', `/v1/admin/galleries/${gallery.id}`, {
      title: 'Birinci editör',
      isDraft: false,
      version: 1,
    });
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().data.version, 2);
    const late = await call(
      { ...editor, 'accept-language': 'tr' },
      'PUT',
      `/v1/admin/galleries/${gallery.id}`,
      { title: 'İkinci editör', isDraft: false, version: 1 },
    );
    assert.equal(late.statusCode, 409, late.body);
    assert.match(late.json().message, /başka biri tarafından değiştirildi/);
    const now = await call(editor, 'GET', `/v1/admin/galleries/${gallery.id}`);
    assert.equal(now.json().data.title, 'Birinci editör');
    const bare = await call(editor, 'PUT', `/v1/admin/galleries/${gallery.id}`, {
      title: 'Sürümsüz',
    });
    assert.equal(bare.statusCode, 400);
    assert.deepEqual(bare.json().errors, { version: 'versionRequired' });
  });

  // A picture added, moved, described or removed is a change of the gallery like a
  // save of its texts. Each moves it to its next version, so a form still open on an older one is
  // refused instead of overwriting; an action that names the version it was made on is checked.
  it('moves the gallery to its next version with every picture action, so a stale save gets 409', async () => {
    const gallery = (await create('Sürümlü Resimler')) as AdminGallery & { version: number };
    const versionOf = async () =>
      (await call(editor, 'GET', `/v1/admin/galleries/${gallery.id}`)).json().data
        .version as number;
    await addImage(gallery.id);
    const two = await addImage(gallery.id);
    assert.equal(two.version, 3);
    const [a, b] = two.images.map((image) => image.id);

    const ordered = await call(editor, 'PUT', `/v1/admin/galleries/${gallery.id}/images/order`, {
      imageIds: [b, a],
    });
    assert.equal(ordered.statusCode, 200, ordered.body);
    assert.equal(ordered.json().data.version, 4);
    const stale = await call(editor, 'PUT', `/v1/admin/galleries/${gallery.id}`, {
      title: 'Eski formdan',
      isDraft: false,
      version: 3,
    });
    assert.equal(stale.statusCode, 409, stale.body);
    assert.equal(
      (await call(editor, 'GET', `/v1/admin/galleries/${gallery.id}`)).json().data.title,
      'Sürümlü Resimler',
    );

    const alt = await call(editor, 'PUT', `/v1/admin/galleries/${gallery.id}/images/${a}`, {
      alt: 'Sınıfta',
    });
    assert.equal(alt.json().data.version, 5);
    const removed = await call(editor, 'DELETE', `/v1/admin/galleries/${gallery.id}/images/${b}`);
    assert.equal(removed.json().data.version, 6);
    // Removing what is gone already changes nothing: no new version.
    const again = await call(editor, 'DELETE', `/v1/admin/galleries/${gallery.id}/images/${b}`);
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().data.version, 6);

    // With the version read: refused over a newer one, nothing changed; at the current one, done.
    const late = await call(
      editor,
      'PUT',
      `/v1/admin/galleries/${gallery.id}/images/${a}?version=5`,
      { alt: 'Geç kalan' },
    );
    assert.equal(late.statusCode, 409, late.body);
    assert.equal(await versionOf(), 6);
    const lateOrder = await call(
      editor,
      'PUT',
      `/v1/admin/galleries/${gallery.id}/images/order?version=4`,
      { imageIds: [a] },
    );
    assert.equal(lateOrder.statusCode, 409);
    const current = await call(
      editor,
      'PUT',
      `/v1/admin/galleries/${gallery.id}/images/${a}?version=6`,
      { alt: 'Güncel' },
    );
    assert.equal(current.statusCode, 200, current.body);
    assert.equal(current.json().data.version, 7);
  });

  it('deletes a gallery (a double click is no error) and it leaves the public site', async () => {
    const gallery = await create('Silinecek Galeri');
    await addImage(gallery.id);
    const [a, b] = await Promise.all([
      call(editor, 'DELETE', `/v1/admin/galleries/${gallery.id}`),
      call(editor, 'DELETE', `/v1/admin/galleries/${gallery.id}`),
    ]);
    assert.equal(a.statusCode, 200, a.body);
    assert.equal(b.statusCode, 200, b.body);
    assert.equal((await publicGallery(gallery.id)).statusCode, 404);
    assert.equal((await call(editor, 'GET', `/v1/admin/galleries/${gallery.id}`)).statusCode, 404);
  });
});
