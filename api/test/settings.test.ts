import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { SiteSettings } from '@lms/shared/contracts';
import { courses } from '../src/db/schema';
import { siteSettingsSchema } from '@lms/shared/contracts';
import { createTestApp, PUBLIC_URL, type TestContext } from './helpers';

const PATH = '/v1/WebsiteSettings/getwebsiteparts';

let ctx: TestContext;
before(async () => {
  ctx = await createTestApp();
});
after(() => ctx.close());

describe('GET /v1/WebsiteSettings/getwebsiteparts', () => {
  const getSettings = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: PATH });
    assert.equal(res.statusCode, 200);
    const body = res.json<{ success: boolean; message: string; data: SiteSettings }>();
    assert.equal(body.success, true);
    assert.equal(body.message, '');
    return siteSettingsSchema.parse(body.data);
  };

  it('returns the SiteSettings shape with the seeded contact, social and bank fields', async () => {
    const data = await getSettings();
    assert.match(data.address, /Yenibosna/);
    assert.ok(data.telephone && data.fax && data.emailForContact.includes('@'));
    for (const url of [data.facebook, data.instagram, data.youtube, data.twitterUrl]) {
      assert.match(url, /^https:\/\//);
    }
    assert.equal(typeof data.locationLat, 'number');
    assert.equal(typeof data.locationLong, 'number');
    assert.equal(data.bankName, 'Türkiye Vakıflar Bankası');
    assert.match(data.iban.replace(/\s/g, ''), /^TR\d{24}$/);
  });

  it('lists the four course types from their rows', async () => {
    const data = await getSettings();
    assert.deepEqual(
      data.courseTypes.map((type) => type.id),
      [1, 2, 3, 5],
    );
    assert.equal(data.courseTypes.find((type) => type.id === 5)?.name, 'Sertifika Programları');
  });

  it('fills the course lists with at most 10 upcoming, not cancelled courses of each type', async () => {
    const data = await getSettings();
    const now = Date.now();
    const lists = [
      [1, data.onlineCourses],
      [2, data.physicalCourses],
      [3, data.freeCourses],
    ] as const;
    for (const [typeId, list] of lists) {
      assert.ok(list.length > 0 && list.length <= 10, `type ${typeId} has ${list.length} courses`);
      for (const card of list) {
        const [row] = await ctx.database.db.select().from(courses).where(eq(courses.id, card.id));
        assert.ok(row);
        assert.equal(row.courseTypeId, typeId);
        assert.equal(row.isCancelled, false);
        assert.ok(new Date(card.courseEndDate ?? 0).getTime() > now);
        assert.equal(card.thumbnailImagePath, `${PUBLIC_URL}${row.thumbnailImagePath}`);
      }
    }
    assert.ok(data.freeCourses.every((card) => card.price === 0));
  });

  it('reflects course rows as they change', async () => {
    const values = {
      name: 'Test Eğitimi',
      nameSlug: 'test-egitimi',
      courseTypeId: 1,
      price: 1234.5,
      courseStartDate: new Date('2000-01-01T09:00:00Z'),
      courseEndDate: new Date('2999-01-01T09:00:00Z'),
      thumbnailImagePath: '/images/courses/test.svg',
      // Published (a draft is not shown to visitors).
      publishedAt: new Date(),
    };
    const [inserted] = await ctx.database.db.insert(courses).values(values).returning();
    assert.ok(inserted);
    const first = (await getSettings()).onlineCourses[0];
    assert.deepEqual(first, {
      id: inserted.id,
      name: 'Test Eğitimi',
      nameSlug: 'test-egitimi',
      thumbnailImagePath: `${PUBLIC_URL}/images/courses/test.svg`,
      alertMessage: null,
      courseEndDate: '2999-01-01T09:00:00.000Z',
      price: 1234.5,
      courseType: { id: 1 },
    });

    await ctx.database.db
      .update(courses)
      .set({ isCancelled: true })
      .where(eq(courses.id, inserted.id));
    const after = await getSettings();
    assert.ok(after.onlineCourses.every((card) => card.id !== inserted.id));
  });

  it('lists the 6 latest blog posts and the banners with absolute image URLs', async () => {
    const data = await getSettings();
    assert.equal(data.blogPosts.length, 6);
    const dates = data.blogPosts.map((post) => Date.parse(post.createDate));
    assert.deepEqual(
      dates,
      [...dates].sort((a, b) => b - a),
    );
    for (const post of data.blogPosts) {
      assert.ok(post.fileUrl.startsWith(`${PUBLIC_URL}/images/blog/`));
      assert.doesNotMatch(post.description, /</, 'card descriptions are plain text');
    }
    assert.equal(data.banners.length, 3);
    assert.equal(data.banners[0]?.filePath, `${PUBLIC_URL}/images/hero/banner-1-wide.svg`);
  });

  it('gives each banner a phone crop and its words in Turkish and English, not in the picture', async () => {
    const [banner] = (await getSettings()).banners;
    assert.equal(banner?.phoneFilePath, `${PUBLIC_URL}/images/hero/banner-1-phone.svg`);
    assert.deepEqual(banner?.text, {
      tr: {
        title: 'Dünya Pazarlarına Açılın',
        subtitle: 'Online dış ticaret ve e-ihracat eğitimleriyle bugün başlayın',
        button: 'Hemen İncele',
      },
      en: {
        title: 'Reach World Markets',
        subtitle: 'Start today with online foreign trade and e-export training',
        button: 'Explore now',
      },
    });
    for (const path of [banner!.filePath, banner!.phoneFilePath!]) {
      const res = await ctx.app.inject({ method: 'GET', url: new URL(path).pathname });
      assert.equal(res.statusCode, 200, path);
      assert.doesNotMatch(res.body, /<text/, `${path} draws no text`);
    }
  });
});

describe('static images', () => {
  it('serves /images with long caching, readable from other origins', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/images/banners/banner-1.svg' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /image\/svg\+xml/);
    assert.equal(res.headers['cache-control'], 'public, max-age=604800, immutable');
    assert.equal(res.headers['cross-origin-resource-policy'], 'cross-origin');
    assert.match(res.body, /<svg/);
  });

  it('answers a missing image with the JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/images/banners/none.svg' });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().success, false);
  });
});

describe('intro video captions', () => {
  it('are Turkish and English WebVTT with Turkish letters, readable from the site’s origin', async () => {
    const data = (await ctx.app.inject({ method: 'GET', url: PATH })).json().data as SiteSettings;
    const captions = data.introVideoCaptions;
    assert.ok(captions, 'the intro video has captions');
    const texts: Record<string, string> = {};
    for (const lang of ['tr', 'en'] as const) {
      const url: string = captions[lang];
      assert.ok(url.startsWith(`${PUBLIC_URL}/images/videos/`), url);
      const res = await ctx.app.inject({
        method: 'GET',
        url: url.slice(PUBLIC_URL.length),
        headers: { origin: 'http://localhost:3000' },
      });
      assert.equal(res.statusCode, 200, url);
      assert.match(String(res.headers['content-type']), /^text\/vtt/);
      assert.equal(res.headers['access-control-allow-origin'], 'http://localhost:3000');
      assert.match(res.body, /^WEBVTT\n/);
      assert.match(res.body, /00:00:00\.000 --> 00:00:0\d\.\d{3}/);
      texts[lang] = res.body;
    }
    assert.match(texts.tr!, /İhracat Akademisi’ne hoş geldiniz/);
    assert.match(texts.tr!, /[çğıöşü]/);
    assert.match(texts.en!, /Welcome to İhracat Akademisi/);
  });
});
