import assert from './support/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { createTestApp, PUBLIC_URL, testConfig, type TestContext } from './helpers';

const cacheDir = mkdtempSync(join(tmpdir(), 'renditions-test-'));
let ctx: TestContext;
before(async () => {
  ctx = await createTestApp({ config: testConfig({ RENDITIONS_CACHE_DIR: cacheDir }) });
});
after(async () => {
  await ctx.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

const meta = (html: string, key: string): string | undefined =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('GET /renditions/:width/*', () => {
  it('renders a gallery picture as a 2400 px WebP, so the lightbox can zoom', async () => {
    const gallery = (await get('/v1/galleries/gallery/getall')).json().data[0];
    const path = new URL(gallery.filePaths[0]).pathname;
    const res = await get(path.replace('/images/', '/renditions/2400/').replace('.svg', '.webp'));
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/webp');
    // The same week as its source: the address does not change when the picture is redrawn.
    assert.equal(res.headers['cache-control'], 'public, max-age=604800');
    assert.ok(res.headers.etag);
    const info = await sharp(res.rawPayload).metadata();
    assert.equal(info.format, 'webp');
    assert.equal(info.width, 2400);
    assert.equal(info.height, 1600);
  });

  it('renders a hero banner’s phone crop at 640 px as JPEG, keeping its 4:3 shape', async () => {
    const res = await get('/renditions/640/hero/banner-1-phone.jpg');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/jpeg');
    const info = await sharp(res.rawPayload).metadata();
    assert.deepEqual([info.format, info.width, info.height], ['jpeg', 640, 480]);
  });

  it('answers a repeated request from its cache and 304 to a matching ETag', async () => {
    const url = '/renditions/800/hero/banner-2-wide.webp';
    const first = await get(url);
    const started = performance.now();
    const second = await get(url);
    assert.ok(performance.now() - started < 200, 'a cached rendition is not rendered again');
    assert.deepEqual(second.rawPayload, first.rawPayload);
    const revalidated = await get(url, { 'if-none-match': String(first.headers.etag) });
    assert.equal(revalidated.statusCode, 304);
  });

  it('refuses widths, formats and paths outside the list with a 4xx, never rendering them', async () => {
    for (const url of [
      '/renditions/2401/hero/banner-1-wide.webp',
      '/renditions/99999999/hero/banner-1-wide.webp',
      '/renditions/0/hero/banner-1-wide.webp',
      '/renditions/abc/hero/banner-1-wide.webp',
      '/renditions/800/hero/banner-1-wide.gif',
      '/renditions/800/hero/banner-1-wide.svg',
      '/renditions/800/../app.webp',
      '/renditions/800/hero/..%2F..%2Fpackage.webp',
      '/renditions/800/hero/Banner-1-wide.webp',
      '/renditions/800/a/b/c.webp',
      '/renditions/800/hero/no-such-banner.webp',
    ]) {
      const res = await get(url);
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${url} → ${res.statusCode}`);
    }
  });
});

describe('share pages’ og:image', () => {
  it('is a 1200 px wide PNG or JPEG that Facebook, LinkedIn and WhatsApp show', async () => {
    const post = (await get('/v1/blogs/getlist')).json().data[0];
    const pages = [`/share/blog/${post.url}`, '/share/info/aboutus'];
    for (const page of pages) {
      const html = (await get(page)).body;
      const image = meta(html, 'og:image') ?? '';
      assert.ok(image.startsWith(`${PUBLIC_URL}/renditions/1200/`), `${page}: ${image}`);
      assert.match(image, /\.(png|jpg)$/);
      const res = await get(image.slice(PUBLIC_URL.length));
      assert.equal(res.statusCode, 200, image);
      const info = await sharp(res.rawPayload).metadata();
      assert.ok(['png', 'jpeg'].includes(String(info.format)));
      assert.equal(info.width, 1200);
      assert.equal(meta(html, 'og:image:width'), '1200');
      assert.equal(meta(html, 'og:image:height'), String(info.height));
    }
  });
});
