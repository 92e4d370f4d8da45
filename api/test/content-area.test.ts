import assert from './support/assert';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { blogPosts, contacts, courses, faqs, pages, siteSettings } from '../src/db/schema';
import { isSafeUrl, sanitizeHtml } from '../src/lib/sanitize-html';
import { createTestApp, PUBLIC_URL, type TestContext } from './helpers';

const outbox = mkdtempSync(join(tmpdir(), 'lms-outbox-'));
process.env.MAIL_OUTBOX_DIR = outbox;
delete process.env.SMTP_URL;

let ctx: TestContext;
before(async () => {
  ctx = await createTestApp();
});
after(async () => {
  await ctx.close();
  rmSync(outbox, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

const viewsOf = async (url: string) => {
  const [row] = await ctx.database.db
    .select({ views: blogPosts.views })
    .from(blogPosts)
    .where(eq(blogPosts.url, url));
  return row?.views;
};

describe('blogs', () => {
  it('lists every post newest first with absolute image addresses', async () => {
    const res = await get('/v1/blogs/getlist/');
    assert.equal(res.statusCode, 200);
    const { success, data } = res.json();
    assert.equal(success, true);
    assert.ok(data.length >= 12);
    for (const post of data) {
      assert.deepEqual(Object.keys(post).sort(), [
        'createDate',
        'description',
        'fileUrl',
        'title',
        'url',
      ]);
      assert.match(post.fileUrl, new RegExp(`^${PUBLIC_URL}/images/blog/.+\\.svg$`));
      assert.match(post.description, /<p>/);
    }
    const dates = data.map((post: { createDate: string }) => Date.parse(post.createDate));
    assert.deepEqual(
      dates,
      [...dates].sort((a, b) => b - a),
    );
    assert.equal((await get('/v1/blogs/getlist')).json().data.length, data.length);
  });

  it('returns one post by its slug and counts each view', async () => {
    const slug = 'incoterms-2020-en-sik-yapilan-hatalar';
    const before = await viewsOf(slug);
    const first = await get(`/v1/blogs/getbynameslug/${slug}`);
    assert.equal(first.statusCode, 200);
    assert.equal(first.json().data.title, 'Incoterms® 2020: En Sık Yapılan Hatalar');
    assert.equal(first.json().data.url, slug);
    await get(`/v1/blogs/getbynameslug/${slug}`);
    assert.equal(await viewsOf(slug), (before ?? 0) + 2);
  });

  it('answers an unknown slug with 404 and a translated message, counting nothing', async () => {
    const res = await get('/v1/blogs/getbynameslug/boyle-bir-yazi-yok');
    assert.equal(res.statusCode, 404);
    assert.deepEqual(res.json(), { success: false, message: 'Aradığınız blog yazısı bulunamadı.' });
    const en = await get('/v1/blogs/getbynameslug/boyle-bir-yazi-yok', { 'accept-language': 'en' });
    assert.equal(en.json().message, 'The blog post you are looking for was not found.');
  });

  it('orders the most viewed posts by views, and a burst of views moves a post up', async () => {
    const res = await get('/v1/blogs/getmostviewed');
    assert.equal(res.statusCode, 200);
    const posts: { url: string }[] = res.json().data;
    assert.equal(posts.length, 5);
    const views = await Promise.all(posts.map((post) => viewsOf(post.url)));
    assert.deepEqual(
      views,
      [...views].sort((a, b) => (b ?? 0) - (a ?? 0)),
    );

    // The newest post has few views; 3000 views put it on top.
    const slug = '2027-egitim-takvimimiz-yayinda';
    assert.ok(!posts.some((post) => post.url === slug));
    await ctx.database.db.update(blogPosts).set({ views: 2999 }).where(eq(blogPosts.url, slug));
    await get(`/v1/blogs/getbynameslug/${slug}`);
    const after = (await get('/v1/blogs/getmostviewed')).json().data;
    assert.equal(after[0].url, slug);
  });

  it('sanitises stored HTML before returning it', async () => {
    await ctx.database.db.insert(blogPosts).values({
      url: 'zararli-icerik',
      title: 'Zararlı içerik',
      description:
        '<p onclick="alert(1)">Merhaba</p><img src=x onerror="alert(document.cookie)"><script>alert(2)</script><a href="javascript:alert(3)">tıkla</a><iframe src="https://example.com"></iframe>',
      fileUrl: '/images/blog/x.svg',
    });
    const { data } = (await get('/v1/blogs/getbynameslug/zararli-icerik')).json();
    assert.equal(data.description, '<p>Merhaba</p><img src="x"><a>tıkla</a>');
    const listed = (await get('/v1/blogs/getlist/')).json().data;
    const post = listed.find((p: { url: string }) => p.url === 'zararli-icerik');
    assert.doesNotMatch(post.description, /onerror|script|javascript/i);
  });
});

describe('FAQ and information pages', () => {
  it('are sanitised on the way out too', async () => {
    await ctx.database.db.insert(faqs).values({
      questionTitle: 'Zararlı mı?',
      questionDescription: '<p>Yanıt</p><img src=x onerror=alert(1)>',
      sort: 999,
    });
    await ctx.database.db.insert(pages).values({
      id: 'zararli-sayfa',
      title: 'Sayfa',
      description: '<p onmouseover="x()">Metin</p><script>y()</script>',
    });
    const faq = (await get('/v1/faqs/getall')).json().data.at(-1);
    assert.equal(faq.questionDescription, '<p>Yanıt</p><img src="x">');
    const page = (await get('/v1/Pages/getpagedetails/zararli-sayfa')).json().data;
    assert.equal(page.description, '<p>Metin</p>');
  });
});

describe('the HTML sanitiser', () => {
  it('keeps formatting and safe links, drops handlers, styles and scripts', () => {
    assert.equal(
      sanitizeHtml(
        '<h2 style="color:red">Başlık</h2><p>Bir <strong>güçlü</strong> <a href="https://ornek.com" target="_blank">bağlantı</a></p>',
      ),
      '<h2>Başlık</h2><p>Bir <strong>güçlü</strong> <a href="https://ornek.com" target="_blank" rel="noopener noreferrer">bağlantı</a></p>',
    );
    assert.equal(sanitizeHtml('a < b > c'), 'a &lt; b &gt; c');
    assert.equal(sanitizeHtml('<img src=x onerror=alert(1)'), '&lt;img src=x onerror=alert(1)');
    assert.equal(sanitizeHtml('<svg><script>alert(1)</script></svg>ok'), 'ok');
    assert.equal(sanitizeHtml('<!-- yorum --><p>x</p>'), '<p>x</p>');
    assert.equal(
      sanitizeHtml('<a href="x" title=\'a"b\'>y</a>'),
      '<a href="x" title="a&quot;b">y</a>',
    );
  });

  it('accepts only web, mail, phone and relative addresses', () => {
    for (const url of ['https://a.b', 'http://a.b', 'mailto:a@b.c', 'tel:+90', '/images/x', '#top'])
      assert.ok(isSafeUrl(url), url);
    for (const url of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'javascript&#58;alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html,<script>',
      'vbscript:x',
    ])
      assert.ok(!isSafeUrl(url), url);
  });
});

describe('galleries', () => {
  it('lists at least 4 galleries of at least 6 absolute image addresses each', async () => {
    const res = await get('/v1/galleries/gallery/getall');
    assert.equal(res.statusCode, 200);
    const { data } = res.json();
    assert.ok(data.length >= 4);
    for (const gallery of data) {
      assert.deepEqual(Object.keys(gallery).sort(), [
        'createDate',
        'description',
        'filePaths',
        'id',
        'imageAlts',
        'shortDescription',
        'title',
      ]);
      assert.ok(gallery.filePaths.length >= 6, gallery.title);
      for (const path of gallery.filePaths) {
        assert.match(path, new RegExp(`^${PUBLIC_URL}/images/galleries/.+\\.svg$`));
      }
    }
  });

  it('returns one gallery by id, and its images are served with cache headers', async () => {
    const [first] = (await get('/v1/galleries/gallery/getall')).json().data;
    const res = await get(`/v1/Galleries/gallery/getbyid/${first.id}`);
    assert.equal(res.statusCode, 200);
    const { data } = res.json();
    assert.equal(data.title, '2026 Sertifika Töreni');
    assert.match(data.shortDescription, /sertifika/i);
    assert.match(data.description, /^<p>/);
    assert.equal(data.filePaths.length, 6);

    const image = await get(data.filePaths[0].slice(PUBLIC_URL.length));
    assert.equal(image.statusCode, 200);
    assert.match(String(image.headers['content-type']), /image\/svg\+xml/);
    assert.equal(image.headers['cache-control'], 'public, max-age=604800, immutable');
    assert.match(image.body, /<svg[\s\S]*aria-label="Açılış konuşması"/);
    assert.ok(image.rawPayload.length < 20_000, 'the picture is small');
  });

  it('answers an unknown id with 404 and a malformed id with 400', async () => {
    const missing = await get('/v1/Galleries/gallery/getbyid/99999');
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, 'Aradığınız galeri bulunamadı.');
    for (const id of ['abc', '-1', '0', '1.5', '99999999999']) {
      const bad = await get(`/v1/Galleries/gallery/getbyid/${id}`);
      assert.equal(bad.statusCode, 400, id);
      assert.equal(bad.json().success, false);
    }
  });
});

describe('POST /v1/contacts', () => {
  const valid = {
    fullName: 'Ayşe Yılmaz',
    email: 'Ayse.Yilmaz@Ornek.com.tr',
    phoneNumber: '5321234567',
    title: 'Kurumsal eğitim talebi',
    description: 'Ekibimiz için 20 kişilik bir dış ticaret eğitimi planlamak istiyoruz.',
  };
  // Each request from its own address, so the contact rate limit (20 a minute) stays out of the way.
  let client = 0;
  const from = () => `10.0.${Math.floor(++client / 250)}.${client % 250}`;
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/contacts',
      payload: payload as object,
      headers: { 'content-type': 'application/json', ...headers },
      remoteAddress: from(),
    });
  const outboxMessages = async () => {
    await ctx.app.mailQueue.drain();
    return readdirSync(outbox).map((name) => JSON.parse(readFileSync(join(outbox, name), 'utf8')));
  };

  it('stores a valid message, answers contactSuccess and writes the mails to the outbox', async () => {
    const res = await post(valid);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), {
      success: true,
      message: 'Mesajınız bize ulaştı. En kısa sürede size dönüş yapacağız.',
      data: null,
    });
    const stored = await ctx.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.title, valid.title));
    assert.equal(stored.length, 1);
    assert.equal(stored[0]?.email, 'ayse.yilmaz@ornek.com.tr');
    assert.equal(stored[0]?.phoneNumber, '5321234567');
    assert.equal(stored[0]?.courseId, null);

    const mails = await outboxMessages();
    const notification = mails.find((mail) => mail.subject.includes(valid.title));
    assert.ok(notification, 'a notification for the site');
    const [settings] = await ctx.database.db.select().from(siteSettings);
    assert.equal(notification.to, settings?.emailForContact);
    assert.match(notification.text, /Ayşe Yılmaz/);
    assert.match(notification.text, /5321234567/);
    assert.match(notification.text, /20 kişilik/);
    const ack = mails.find((mail) => mail.to.toLowerCase() === 'ayse.yilmaz@ornek.com.tr');
    assert.ok(ack, 'an acknowledgement for the sender');
    assert.equal(ack.subject, 'Mesajınızı aldık');
  });

  it('stores an apply-now message with its course', async () => {
    const [course] = await ctx.database.db
      .select({ id: courses.id, name: courses.name })
      .from(courses)
      .limit(1);
    assert.ok(course);
    const res = await post({ ...valid, title: course.name, courseId: course.id });
    assert.equal(res.statusCode, 200);
    const [row] = await ctx.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.courseId, course.id));
    assert.equal(row?.title, course.name);

    const unknown = await post({ ...valid, courseId: 987654 });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().message, 'Başvurduğunuz eğitim bulunamadı.');
  });

  it('accepts a phone as Turks write it and stores the ten digits', async () => {
    for (const written of ['0532 123 45 67', '0532-123 45 67', '+90 532 123 45 67', '5321234567']) {
      const title = `Telefon ${written}`;
      const res = await post({ ...valid, title, phoneNumber: written });
      assert.equal(res.statusCode, 200, written);
      const [row] = await ctx.database.db.select().from(contacts).where(eq(contacts.title, title));
      assert.equal(row?.phoneNumber, '5321234567', written);
    }
  });

  const failures: [string, Record<string, unknown>, string, string][] = [
    ['fullName missing', { fullName: undefined }, 'fullName', 'Ad soyad zorunludur.'],
    ['fullName blank', { fullName: '   ' }, 'fullName', 'Ad soyad zorunludur.'],
    ['email missing', { email: undefined }, 'email', 'E-posta adresi zorunludur.'],
    ['email malformed', { email: 'ayse@' }, 'email', 'Lütfen geçerli bir e-posta adresi giriniz.'],
    ['phone missing', { phoneNumber: '' }, 'phoneNumber', 'Telefon numarası zorunludur.'],
    ['phone 9 digits', { phoneNumber: '532123456' }, 'phoneNumber', 'Telefon numarası zorunludur.'],
    [
      'phone 11 digits without the trunk 0',
      { phoneNumber: '53212345678' },
      'phoneNumber',
      'Telefon numarası zorunludur.',
    ],
    ['phone letters', { phoneNumber: '53212345ab' }, 'phoneNumber', 'Telefon numarası zorunludur.'],
    ['title missing', { title: undefined }, 'title', 'Konu zorunludur.'],
    ['description missing', { description: '' }, 'description', 'Mesaj zorunludur.'],
  ];
  for (const [name, change, field, message] of failures) {
    it(`refuses ${name} with 400 and the field's message`, async () => {
      const res = await post({ ...valid, ...change });
      assert.equal(res.statusCode, 400);
      const body = res.json();
      assert.equal(body.success, false);
      assert.equal(body.message, message);
      assert.ok(body.errors[field], `errors.${field}`);
    });
  }

  it('answers malformed bodies with 4xx, never 5xx, and stores nothing', async () => {
    const before = (await ctx.database.db.select().from(contacts)).length;
    const cases = [
      ctx.app.inject({ method: 'POST', url: '/v1/contacts', remoteAddress: from() }),
      ctx.app.inject({
        method: 'POST',
        url: '/v1/contacts',
        headers: { 'content-type': 'application/json' },
        payload: '{"fullName":',
        remoteAddress: from(),
      }),
      ctx.app.inject({
        method: 'POST',
        url: '/v1/contacts',
        headers: { 'content-type': 'text/plain' },
        payload: 'merhaba',
        remoteAddress: from(),
      }),
      post([]),
      post('metin'),
      post(null),
      post({ ...valid, fullName: 42 }),
      post({ ...valid, courseId: 'abc' }),
      post({ ...valid, description: 'x'.repeat(5001) }),
      post({ ...valid, fullName: 'x'.repeat(151) }),
    ];
    for (const res of await Promise.all(cases)) {
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${res.statusCode} ${res.body}`);
      assert.equal(res.json().success, false);
      assert.equal(typeof res.json().message, 'string');
    }
    assert.equal((await ctx.database.db.select().from(contacts)).length, before);
  });

  it('refuses an oversized body with 413 and a translated message', async () => {
    const res = await post({ ...valid, description: 'a'.repeat(200 * 1024) });
    assert.equal(res.statusCode, 413);
    assert.deepEqual(res.json(), {
      success: false,
      message: 'İstek gövdesi izin verilen boyutu (100 KB) aşıyor.',
    });
  });

  it('answers in English when asked', async () => {
    const res = await post({ ...valid, title: '' }, { 'accept-language': 'en-US,en;q=0.9' });
    assert.equal(res.json().message, 'Subject is required.');
    const ok = await post({ ...valid, title: 'English' }, { 'accept-language': 'en' });
    assert.equal(
      ok.json().message,
      'Your message has reached us. We will get back to you as soon as possible.',
    );
  });

  it('limits one address to 20 messages a minute', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/v1/contacts',
        payload: { ...valid, description: '' },
        remoteAddress: '192.0.2.77',
      });
      codes.push(res.statusCode);
    }
    assert.deepEqual(codes.slice(0, 20), Array(20).fill(400));
    assert.equal(codes[20], 429);
  });
});
