import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { blogPosts, galleries } from '../src/db/schema';
import { renderSharePage } from '../src/routes/share';
import sharp from 'sharp';
import { createTestApp, PUBLIC_URL, staffAuth, type TestContext } from './helpers';

const PLATFORM = (process.env.PLATFORM_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

let ctx: TestContext;
before(async () => {
  ctx = await createTestApp();
});
after(() => ctx.close());

/** The content of `<meta property|name="key" content="…">`, as a crawler reads it. */
const meta = (html: string, key: string): string | undefined =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /share/blog/:slug', () => {
  it('carries the post’s Open Graph and Twitter tags and sends a person on to its hash route', async () => {
    const post = (await get('/v1/blogs/getlist')).json().data[0];
    const res = await get(`/share/blog/${post.url}`);
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/html; charset=utf-8/);
    const html = res.body;
    assert.equal(meta(html, 'og:title'), post.title.replace(/&/g, '&amp;'));
    assert.ok((meta(html, 'og:description') ?? '').length > 20);
    assert.equal(
      meta(html, 'og:image'),
      post.fileUrl.replace('/images/', '/renditions/1200/').replace(/\.svg$/, '.jpg'),
    );
    assert.match(meta(html, 'og:image') ?? '', /^https?:\/\//);
    assert.equal(meta(html, 'og:url'), `${PUBLIC_URL}/share/blog/${post.url}`);
    assert.equal(meta(html, 'twitter:card'), 'summary_large_image');
    const target = `${PLATFORM}/#/blog/detail/${post.url}`;
    assert.ok(html.includes(`<meta http-equiv="refresh" content="0; url=${target}">`));
    assert.ok(html.includes(`<a href="${target}">`));
  });

  it('shares an uploaded cover as its 1200 px JPEG rendition, with the size it is served at', async () => {
    const post = (await get('/v1/blogs/getlist')).json().data[2];
    const [row] = await ctx.database.db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(eq(blogPosts.url, post.url));
    const picture = await sharp({
      create: { width: 2000, height: 917, channels: 3, background: { r: 30, g: 90, b: 150 } },
    })
      .png()
      .toBuffer();
    const boundary = 'kapak-sinir';
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/v1/admin/blogs/${row!.id}/cover`,
      headers: {
        ...(await staffAuth(ctx, 'editor')),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="kapak.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        picture,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    assert.equal(uploaded.statusCode, 200, uploaded.body);

    const html = (await get(`/share/blog/${post.url}`)).body;
    const image = meta(html, 'og:image') ?? '';
    assert.match(image, /^https?:\/\/.+\/media\/blogs\/\d+-[0-9a-f]{16}-w1200\.jpg$/);
    const served = await get(image.replace(PUBLIC_URL, ''));
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/jpeg');
    const size = await sharp(served.rawPayload).metadata();
    assert.equal(meta(html, 'og:image:width'), String(size.width));
    assert.equal(meta(html, 'og:image:height'), String(size.height));
    assert.equal(size.width, 1200);
  });

  it('does not count a preview as a read', async () => {
    const post = (await get('/v1/blogs/getlist')).json().data[1];
    const views = async () =>
      (
        await ctx.database.db
          .select({ views: blogPosts.views })
          .from(blogPosts)
          .where(eq(blogPosts.url, post.url))
      )[0]!.views;
    const before = await views();
    await get(`/share/blog/${post.url}`);
    assert.equal(await views(), before);
  });

  it('escapes what it writes into the page', async () => {
    const [post] = await ctx.database.db
      .update(blogPosts)
      .set({ title: 'Fiyat "özel" <script>alert(1)</script> & indirim' })
      .where(eq(blogPosts.url, (await get('/v1/blogs/getlist')).json().data[2].url))
      .returning({ url: blogPosts.url });
    const html = (await get(`/share/blog/${post!.url}`)).body;
    assert.ok(!html.includes('<script>'));
    assert.equal(
      meta(html, 'og:title'),
      'Fiyat &quot;özel&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; indirim',
    );
  });

  it('answers an unknown post with a 404 page', async () => {
    const res = await get('/share/blog/boyle-bir-yazi-yok');
    assert.equal(res.statusCode, 404);
    assert.match(String(res.headers['content-type']), /^text\/html/);
    assert.match(res.body, /<h1>Sayfa bulunamadı<\/h1>/);
    assert.equal(meta(res.body, 'og:title'), undefined);
  });

  it('refuses a hostile slug with a 4xx and never echoes it', async () => {
    for (const slug of [
      encodeURIComponent('"><script>alert(1)</script>'),
      encodeURIComponent('../../etc/passwd'),
      'a'.repeat(300),
    ]) {
      const res = await get(`/share/blog/${slug}`);
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${slug}: ${res.statusCode}`);
      assert.ok(!res.body.includes('<script>'));
    }
  });
});

describe('GET /share/course/:slug', () => {
  it('carries the course’s name and thumbnail and leads to the course page', async () => {
    const course = (
      await ctx.app.inject({
        method: 'POST',
        url: '/v1/courses/getcourselist',
        payload: { courseType: 1, page: 1 },
      })
    ).json().data;
    const first = course[0];
    const res = await get(`/share/course/${first.nameSlug}`);
    assert.equal(res.statusCode, 200);
    assert.equal(meta(res.body, 'og:title'), first.name.replace(/&/g, '&amp;'));
    assert.match(
      meta(res.body, 'og:image') ?? '',
      /^https?:\/\/.+\/renditions\/1200\/courses\/.+\.jpg$/,
    );
    assert.ok(res.body.includes(`url=${PLATFORM}/#/courses/details/${first.nameSlug}"`));
  });

  it('does not take a course id for a slug, and answers unknown courses with 404', async () => {
    assert.equal((await get('/share/course/1')).statusCode, 404);
    assert.equal((await get('/share/course/olmayan-egitim')).statusCode, 404);
  });
});

describe('GET /share/gallery/:id and /share/info/:slug', () => {
  it('previews a gallery and an information page', async () => {
    const gallery = (await get('/v1/galleries/gallery/getall')).json().data[0];
    const res = await get(`/share/gallery/${gallery.id}`);
    assert.equal(res.statusCode, 200);
    assert.ok(res.body.includes(`url=${PLATFORM}/#/gallery/detail/${gallery.id}"`));
    const about = await get('/share/info/aboutus');
    assert.equal(meta(about.body, 'og:title'), 'Hakkımızda');
    assert.equal((await get('/share/gallery/99999')).statusCode, 404);
  });
});

describe('share pages in English', () => {
  // A page shared from the English site previews in English. The share link carries
  // `?lang=en` (crawlers send no language of their own); a visitor's Accept-Language counts too.
  const english = { 'accept-language': 'en-GB,en;q=0.9' };

  it('previews a post, a course, a gallery and an information page in English', async () => {
    const post = (await get('/v1/blogs/getlist')).json().data[1];
    await ctx.database.db
      .update(blogPosts)
      .set({
        en: { title: 'Our Training Calendar', description: '<p>Every course of the year.</p>' },
      })
      .where(eq(blogPosts.url, post.url));
    const shared = await get(`/share/blog/${post.url}?lang=en`);
    assert.equal(shared.statusCode, 200);
    assert.equal(meta(shared.body, 'og:title'), 'Our Training Calendar');
    assert.equal(meta(shared.body, 'og:description'), 'Every course of the year.');
    assert.equal(meta(shared.body, 'og:locale'), 'en_US');
    assert.match(shared.body, /<html lang="en">/);
    assert.equal(meta(shared.body, 'og:url'), `${PUBLIC_URL}/share/blog/${post.url}?lang=en`);
    // The same by the visitor's language, and Turkish when nothing asks for English.
    const asked = await ctx.app.inject({ url: `/share/blog/${post.url}`, headers: english });
    assert.equal(meta(asked.body, 'og:title'), 'Our Training Calendar');
    const turkish = await get(`/share/blog/${post.url}`);
    assert.equal(meta(turkish.body, 'og:title'), post.title.replace(/&/g, '&amp;'));
    assert.equal(meta(turkish.body, 'og:locale'), 'tr_TR');
    assert.match(turkish.body, /<html lang="tr">/);
    // The link's language wins over the visitor's.
    const linkTr = await ctx.app.inject({
      url: `/share/blog/${post.url}?lang=tr`,
      headers: english,
    });
    assert.equal(meta(linkTr.body, 'og:locale'), 'tr_TR');

    const [course] = (
      await ctx.app.inject({
        method: 'POST',
        url: '/v1/courses/getcourselist',
        payload: { courseType: 1, page: 1 },
      })
    )
      .json()
      .data.filter((one: { id: number }) => one.id === 109);
    assert.ok(course, 'seeded course 109 is listed');
    const courseEn = await get(`/share/course/${course.nameSlug}?lang=en`);
    assert.equal(
      meta(courseEn.body, 'og:title'),
      'Currency Risk Management and Financial Derivatives',
    );
    assert.equal(meta(courseEn.body, 'og:locale'), 'en_US');

    const gallery = (await get('/v1/galleries/gallery/getall')).json().data[0];
    await ctx.database.db
      .update(galleries)
      .set({ en: { title: 'Graduation Day' } })
      .where(eq(galleries.id, gallery.id));
    const galleryEn = await get(`/share/gallery/${gallery.id}?lang=en`);
    assert.equal(meta(galleryEn.body, 'og:title'), 'Graduation Day');

    const about = await get('/share/info/aboutus?lang=en');
    assert.equal(meta(about.body, 'og:title'), 'About Us');
  });

  it('reads an unknown language as none, never an error', async () => {
    const about = await get('/share/info/aboutus?lang=xx');
    assert.equal(about.statusCode, 200);
    assert.equal(meta(about.body, 'og:title'), 'Hakkımızda');
  });
});

describe('renderSharePage', () => {
  it('escapes every field, also in attributes', () => {
    const html = renderSharePage({
      title: `a"b'c`,
      description: '<b>x</b>',
      image: { url: 'http://x/y.png?a=1&b=2' },
      url: 'http://x/share',
      target: 'http://site/#/x"onload="y',
    });
    assert.ok(html.includes('content="a&quot;b&#39;c"'));
    assert.ok(html.includes('&lt;b&gt;x&lt;/b&gt;'));
    assert.ok(html.includes('y.png?a=1&amp;b=2'));
    assert.ok(!html.includes('"onload="'));
  });
});

describe('share ids', () => {
  it('answers an id beyond the database’s integers with a 4xx, not a server error', async () => {
    const res = await get('/share/gallery/2147483648');
    assert.equal(res.statusCode, 400);
  });
});

/** The JSON-LD blocks of a page, parsed (a block that is not valid JSON fails the test). */
const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

const linkHref = (html: string, rel: string): string | undefined =>
  new RegExp(`<link rel="${rel}" href="([^"]*)">`).exec(html)?.[1];

describe('share pages as landing pages for search engines', () => {
  const listed = async (courseType: number) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/v1/courses/getcourselist',
        payload: { courseType, page: 1 },
      })
    ).json().data as { nameSlug: string; id: number; name: string; price: number }[];

  it('describes a course as a schema.org Course with its provider, dates and TL price', async () => {
    const [first] = await listed(2);
    const course = (await get(`/v1/courses/getcoursedetails/${first!.nameSlug}`)).json().data;
    const shared = `${PUBLIC_URL}/share/course/${course.nameSlug}`;
    const own = `${shared}?view=page`;
    const html = (await get(`/share/course/${course.nameSlug}`)).body;

    const [ld, ...more] = jsonLd(html);
    assert.equal(more.length, 0);
    assert.equal(ld!['@context'], 'https://schema.org');
    assert.equal(ld!['@type'], 'Course');
    assert.equal(ld!.name, course.name);
    assert.equal(ld!.url, own);
    assert.ok(String(ld!.description).length > 20);
    assert.match(String(ld!.image), /^https?:\/\/.+\.jpg$/);
    assert.equal(ld!.inLanguage, 'tr');
    assert.deepEqual(ld!.provider, {
      '@type': 'Organization',
      name: 'İhracat Akademisi',
      url: `${PLATFORM}/`,
    });
    const offers = ld!.offers as Record<string, unknown>;
    assert.equal(offers['@type'], 'Offer');
    assert.equal(offers.price, course.price.toFixed(2));
    assert.equal(offers.priceCurrency, 'TRY');
    assert.equal(offers.url, own);
    const instance = ld!.hasCourseInstance as Record<string, unknown>;
    assert.equal(instance['@type'], 'CourseInstance');
    assert.equal(instance.courseMode, 'Onsite');
    assert.equal(instance.startDate, course.courseStartDate);
    assert.equal(instance.endDate, course.courseEndDate);

    // The canonical address is the landing page, which stays: a search engine indexes it, not
    // the hash route. The shared link itself sends a person on at once.
    assert.equal(linkHref(html, 'canonical'), own);
    assert.equal(meta(html, 'og:url'), shared);
    assert.match(html, /<meta http-equiv="refresh"/);
    const landing = (await get(`/share/course/${course.nameSlug}?view=page`)).body;
    assert.doesNotMatch(landing, /http-equiv="refresh"/);
    assert.equal(linkHref(landing, 'canonical'), own);
    assert.equal(jsonLd(landing)[0]!.url, own);
    assert.equal(meta(html, 'description'), meta(html, 'og:description'));
    assert.match(html, /<title>[^<]+ — İhracat Akademisi<\/title>/);
    // What a person sees before being sent on: heading, summary, picture, price and a link.
    assert.ok(html.includes(`<h1>${course.name.replace(/&/g, '&amp;')}</h1>`));
    assert.match(html, /<img src="https?:\/\/[^"]+\.jpg" alt="[^"]+" width="\d+" height="\d+"/);
    const price = `${new Intl.NumberFormat('tr-TR').format(course.price)} TL`;
    assert.ok(html.includes(price), `the page shows ${price}`);
    const target = `${PLATFORM}/#/courses/details/${course.nameSlug}`;
    assert.ok(html.includes(`<a href="${target}">Eğitimin sayfasına git</a>`));
  });

  it('calls a free course free, and a video course online, in English too', async () => {
    const [free] = await listed(3);
    const html = (await get(`/share/course/${free!.nameSlug}?lang=en`)).body;
    const [ld] = jsonLd(html);
    assert.equal(ld!.inLanguage, 'en');
    assert.equal((ld!.offers as Record<string, unknown>).price, '0.00');
    assert.equal((ld!.offers as Record<string, unknown>).category, 'Free');
    assert.equal((ld!.hasCourseInstance as Record<string, unknown>).courseMode, 'Online');
    assert.equal(
      linkHref(html, 'canonical'),
      `${PUBLIC_URL}/share/course/${free!.nameSlug}?lang=en&amp;view=page`,
    );
    assert.match(html, /<title>[^<]+ — Export Academy<\/title>/);
    assert.ok(html.includes('>Free</'));
    assert.ok(html.includes('>Open the training page</a>'));
  });

  it('describes a post as a schema.org BlogPosting with its author, publisher and date', async () => {
    const post = (await get('/v1/blogs/getlist')).json().data[0];
    const own = `${PUBLIC_URL}/share/blog/${post.url}?view=page`;
    const html = (await get(`/share/blog/${post.url}?view=page`)).body;
    const [ld] = jsonLd(html);
    assert.equal(ld!['@type'], 'BlogPosting');
    assert.equal(ld!.headline, post.title);
    assert.equal(ld!.datePublished, post.createDate);
    assert.equal(ld!.dateModified, post.createDate);
    assert.equal(ld!.mainEntityOfPage, own);
    assert.equal(ld!.inLanguage, 'tr');
    assert.deepEqual(ld!.author, {
      '@type': 'Organization',
      name: 'İhracat Akademisi',
      url: `${PLATFORM}/`,
    });
    assert.equal((ld!.publisher as Record<string, unknown>).name, 'İhracat Akademisi');
    assert.match(String(ld!.image), /^https?:\/\//);
    assert.equal(linkHref(html, 'canonical'), own);
    assert.ok(
      html.includes(`<a href="${PLATFORM}/#/blog/detail/${post.url}">Yazının tamamını oku</a>`),
    );
    assert.match(html, /<time datetime="[^"]+">/);
  });

  it('keeps a hostile title inside its JSON-LD, which stays valid JSON', async () => {
    const hostile = 'Kur </script><script>alert(1)</script> & "riski" \u2028';
    const [post] = await ctx.database.db
      .update(blogPosts)
      .set({ title: hostile })
      .where(eq(blogPosts.url, (await get('/v1/blogs/getlist')).json().data[3].url))
      .returning({ url: blogPosts.url });
    const html = (await get(`/share/blog/${post!.url}`)).body;
    assert.ok(!html.includes('<script>alert'));
    assert.equal(jsonLd(html)[0]!.headline, hostile);
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

  it('lists every published course and post with its last change, and no draft', async () => {
    const res = await get('/sitemap.xml');
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^application\/xml; charset=utf-8/);
    assert.match(
      res.body,
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const urls = locs(res.body);
    const posts = (await get('/v1/blogs/getlist')).json().data as { url: string }[];
    for (const post of posts)
      assert.ok(urls.includes(`${PUBLIC_URL}/share/blog/${post.url}?view=page`), post.url);
    const course = (
      await (
        await ctx.app.inject({
          method: 'POST',
          url: '/v1/courses/getcourselist',
          payload: { courseType: 1, page: 1 },
        })
      ).json()
    ).data[0];
    assert.ok(urls.includes(`${PUBLIC_URL}/share/course/${course.nameSlug}?view=page`));
    // Every entry says when it last changed, as a W3C date.
    const entries = [...res.body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    assert.equal(entries.length, urls.length);
    for (const entry of entries)
      assert.match(entry, /<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    // A draft post is not listed.
    const [draft] = await ctx.database.db
      .update(blogPosts)
      .set({ isDraft: true })
      .where(eq(blogPosts.url, posts[posts.length - 1]!.url))
      .returning({ url: blogPosts.url });
    assert.ok(
      !locs((await get('/sitemap.xml')).body).includes(
        `${PUBLIC_URL}/share/blog/${draft!.url}?view=page`,
      ),
    );
    await ctx.database.db
      .update(blogPosts)
      .set({ isDraft: false })
      .where(eq(blogPosts.url, draft!.url));
  });

  it('changes as soon as staff unpublish or publish a course, with a new ETag', async () => {
    const first = await get('/sitemap.xml');
    const etag = String(first.headers.etag);
    assert.match(etag, /^"[0-9a-f]+"$/);
    const again = await ctx.app.inject({ url: '/sitemap.xml', headers: { 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');

    const course = (
      await (
        await ctx.app.inject({
          method: 'POST',
          url: '/v1/courses/getcourselist',
          payload: { courseType: 1, page: 1 },
        })
      ).json()
    ).data[0];
    const address = `${PUBLIC_URL}/share/course/${course.nameSlug}?view=page`;
    const auth = await staffAuth(ctx, 'editor');
    const read = await ctx.app.inject({ url: `/v1/admin/courses/${course.id}`, headers: auth });
    const unpublished = await ctx.app.inject({
      method: 'POST',
      url: `/v1/admin/courses/${course.id}/unpublish`,
      headers: auth,
      payload: { version: read.json().data.version },
    });
    assert.equal(unpublished.statusCode, 200, unpublished.body);
    const without = await ctx.app.inject({
      url: '/sitemap.xml',
      headers: { 'if-none-match': etag },
    });
    assert.equal(without.statusCode, 200);
    assert.ok(!locs(without.body).includes(address));
    assert.notEqual(without.headers.etag, etag);

    const published = await ctx.app.inject({
      method: 'POST',
      url: `/v1/admin/courses/${course.id}/publish`,
      headers: auth,
      payload: { version: unpublished.json().data.version },
    });
    assert.equal(published.statusCode, 200, published.body);
    const back = (await get('/sitemap.xml')).body;
    const entry = new RegExp(
      `<url><loc>${address.replace(/[.?]/g, '\\$&')}</loc><lastmod>([^<]+)</lastmod></url>`,
    ).exec(back);
    assert.ok(entry, 'the course is listed again');
    // Its last change is the publishing just now.
    assert.ok(Date.now() - Date.parse(entry[1]!) < 60_000);
  });

  it('robots.txt lets crawlers in and points at the sitemap', async () => {
    const res = await get('/robots.txt');
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/plain/);
    assert.match(res.body, /^User-agent: \*$/m);
    assert.match(res.body, /^Allow: \/share\/$/m);
    assert.match(res.body, /^Disallow: \/v1\/$/m);
    assert.ok(res.body.includes(`\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`));
  });
});
