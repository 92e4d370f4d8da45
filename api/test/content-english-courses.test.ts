import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { courseTitles, enrollments } from '../src/db/schema';
import { createTestApp, insertUser, staffAuth, type TestContext } from './helpers';

// English content: courses answer in the request's language, English where staff wrote
// it and Turkish for every field they did not (a blank English text counts as not written).

let ctx: TestContext;
let editor: Record<string, string>;

before(async () => {
  ctx = await createTestApp();
  editor = await staffAuth(ctx, 'editor');
});
after(() => ctx.close());

const TR = { 'accept-language': 'tr' };
const EN = { 'accept-language': 'en' };

// The seed's first online course, with its English name and summary.
const SEED_TR = 'Dış Ticarete Giriş ve Temel Kavramlar';
const SEED_EN = 'Introduction to Foreign Trade: Key Concepts';

type ListItem = { id: number; name: string; nameSlug: string };

const list = async (headers: Record<string, string>, body: Record<string, unknown> = {}) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/v1/courses/getcourselist',
    headers,
    payload: { limit: 100, ...body },
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.match(String(res.headers.vary), /accept-language/i);
  return res.json().data as ListItem[];
};
const details = async (slugOrId: string | number, headers: Record<string, string>) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/v1/courses/getcoursedetails/${slugOrId}`,
    headers,
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as Record<string, unknown> & {
    name: string;
    summary: string[];
    description: string;
    courseDetails: { title: string }[];
    courseTitles: { titleName: string }[];
  };
};
const nameOf = (rows: ListItem[], id: number) => rows.find((row) => row.id === id)?.name;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
let seq = 0;
/** A published course made by staff, with these English texts. */
async function staffCourse(en: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  seq += 1;
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/v1/admin/courses',
    headers: editor,
    payload: {
      name: `Gümrükte Çözüm Yolları ${seq}`,
      courseTypeId: 1,
      price: 900,
      courseStartDate: inDays(10),
      courseEndDate: inDays(40),
      courseDuration: '12 saat',
      summary: ['Canlı dersler', 'Sertifika'],
      description: '<p>Türkçe açıklama</p>',
      courseDetails: [{ type: 'EducationalContents', title: 'Gümrük beyannamesi' }],
      en,
      ...overrides,
    },
  });
  assert.equal(created.statusCode, 200, created.body);
  const course = created.json().data as { id: number; version: number; nameSlug: string };
  const published = await ctx.app.inject({
    method: 'POST',
    url: `/v1/admin/courses/${course.id}/publish`,
    headers: editor,
    payload: { version: course.version },
  });
  assert.equal(published.statusCode, 200, published.body);
  return { ...course, version: (published.json().data as { version: number }).version };
}

describe('the seeded courses in English', () => {
  it('lists a seeded course by its English name in English and its Turkish name in Turkish', async () => {
    // The same filter, Turkish first: the cache keeps one copy per language.
    assert.equal(nameOf(await list(TR, { courseType: 1 }), 101), SEED_TR);
    assert.equal(nameOf(await list(EN, { courseType: 1 }), 101), SEED_EN);
    assert.equal(nameOf(await list(TR, { courseType: 1 }), 101), SEED_TR);
  });

  it('gives the course page in English, with Turkish for what has no English version', async () => {
    const en = await details(101, EN);
    assert.equal(en.name, SEED_EN);
    assert.ok(en.summary.length > 0);
    assert.ok(
      en.summary.every((line) => !/[çğışöüİ]/.test(line)),
      `English summary: ${en.summary.join(' | ')}`,
    );
    assert.match(en.description, /Who should attend\?/);
    const tr = await details(101, TR);
    assert.equal(tr.name, SEED_TR);
    assert.match(tr.description, /Kimler katılmalı\?/);
    assert.equal(en.courseDetails[0]!.title, 'The parties and key terms of foreign trade');
    assert.equal(tr.courseDetails[0]!.title, 'Dış ticaretin tarafları ve temel terimler');
    // Price, dates and the slug are the same in both languages.
    assert.equal(en.nameSlug, tr.nameSlug);
    assert.equal(en.price, tr.price);
  });

  it('puts English names on the home lists in English', async () => {
    const home = async (headers: Record<string, string>) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/v1/WebsiteSettings/getwebsiteparts',
        headers,
      });
      assert.equal(res.statusCode, 200, res.body);
      const data = res.json().data as { onlineCourses: ListItem[] };
      return data.onlineCourses;
    };
    const tr = await home(TR);
    const en = await home(EN);
    assert.ok(tr.length > 0);
    assert.equal(en.length, tr.length);
    assert.ok(
      en.some((course, index) => course.name !== tr[index]!.name),
      'at least one home course has an English name',
    );
  });

  it('finds a course by its Turkish or its English name, in either language', async () => {
    for (const headers of [TR, EN]) {
      for (const searchText of ['key concepts', 'temel kavramlar', 'TEMEL KAVRAMLAR']) {
        const found = await list(headers, { searchText });
        assert.ok(
          found.some((course) => course.id === 101),
          `${headers['accept-language']} search "${searchText}"`,
        );
      }
    }
    assert.equal((await list(EN, { searchText: 'no such course anywhere' })).length, 0);
  });
});

describe('English versions written by staff', () => {
  it('saves `en` and reads it back in the editor, and visitors read it in English', async () => {
    const course = await staffCourse(
      {
        name: 'Solutions at Customs',
        summary: ['Live lessons', '  '],
        description: '<p>English description</p>',
        courseDuration: '12 hours',
        alertMessage: 'Only a few seats left',
      },
      {
        courseDetails: [
          {
            type: 'EducationalContents',
            title: 'Gümrük beyannamesi',
            en: { title: 'The customs declaration' },
          },
        ],
      },
    );
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/v1/admin/courses/${course.id}`,
      headers: editor,
    });
    assert.equal(read.statusCode, 200, read.body);
    const admin = read.json().data as {
      name: string;
      en: Record<string, unknown>;
      courseDetails: { title: string; en: { title?: string } }[];
    };
    assert.match(admin.name, /^Gümrükte Çözüm Yolları/);
    assert.equal(admin.en.name, 'Solutions at Customs');
    assert.equal(admin.en.description, '<p>English description</p>');
    assert.equal(admin.courseDetails[0]!.en.title, 'The customs declaration');

    const en = await details(course.nameSlug, EN);
    assert.equal(en.name, 'Solutions at Customs');
    assert.deepEqual(en.summary, ['Live lessons']);
    assert.equal(en.description, '<p>English description</p>');
    assert.equal(en.courseDuration, '12 hours');
    assert.equal(en.alertMessage, 'Only a few seats left');
    assert.equal(en.courseDetails[0]!.title, 'The customs declaration');
    const tr = await details(course.nameSlug, TR);
    assert.match(tr.name, /^Gümrükte Çözüm Yolları/);
    assert.equal(tr.courseDuration, '12 saat');
    assert.equal(tr.courseDetails[0]!.title, 'Gümrük beyannamesi');
  });

  it('falls back to Turkish for a blank English name, and the edit shows on the next request', async () => {
    const course = await staffCourse({ name: '   ', summary: [] });
    const tr = await details(course.id, TR);
    assert.equal((await details(course.id, EN)).name, tr.name);
    assert.deepEqual((await details(course.id, EN)).summary, ['Canlı dersler', 'Sertifika']);
    assert.equal(nameOf(await list(EN, { searchText: tr.name }), course.id), tr.name);

    // Staff write the English name: the cached English copies change at once.
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/v1/admin/courses/${course.id}`,
      headers: editor,
    });
    const {
      id: _id,
      thumbnailImagePath: _t,
      isCancelled: _c,
      publishedAt: _p,
      state: _s,
      createDate: _d,
      ...fields
    } = read.json().data as Record<string, unknown>;
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/v1/admin/courses/${course.id}`,
      headers: editor,
      payload: { ...fields, en: { name: 'Ways Through Customs' } },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal((await details(course.id, EN)).name, 'Ways Through Customs');
    assert.equal(
      nameOf(await list(EN, { searchText: 'ways through' }), course.id),
      'Ways Through Customs',
    );
    assert.equal(nameOf(await list(TR, { searchText: 'ways through' }), course.id), tr.name);
  });

  it('refuses an English name that is too long with a translated 400, saving nothing', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/admin/courses',
      headers: { ...editor, ...EN },
      payload: {
        name: 'Uzun İngilizce Adlı Eğitim',
        courseTypeId: 1,
        price: 0,
        en: { name: 'x'.repeat(201) },
      },
    });
    assert.equal(res.statusCode, 400, res.body);
    assert.ok(
      Object.keys(res.json().errors).some((key) => key.startsWith('en')),
      res.body,
    );
  });
});

describe('the learning screens in English', () => {
  it("lists a learner's courses and a course's sections in English", async () => {
    const course = await staffCourse({ name: 'Customs in Practice' });
    const [section] = await ctx.database.db
      .insert(courseTitles)
      .values({ courseId: course.id, titleName: 'Giriş', en: { titleName: 'Introduction' } })
      .returning();
    assert.ok(section);
    const learner = await insertUser(ctx);
    await ctx.database.db.insert(enrollments).values({ userId: learner.id, courseId: course.id });

    const mine = async (headers: Record<string, string>) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/v1/courses/getusercourses',
        headers: { ...learner.auth, ...headers },
      });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().data as ListItem[];
    };
    assert.equal(nameOf(await mine(EN), course.id), 'Customs in Practice');
    assert.match(nameOf(await mine(TR), course.id) ?? '', /^Gümrükte/);

    const page = (await details(course.id, { ...learner.auth, ...EN })) as {
      isOwner?: boolean;
      name: string;
      courseTitles: { titleName: string }[];
    };
    assert.equal(page.isOwner, true);
    assert.equal(page.name, 'Customs in Practice');
    assert.equal(page.courseTitles[0]?.titleName, 'Introduction');
    const visitor = await details(course.id, TR);
    assert.equal(visitor.courseTitles[0]?.titleName, 'Giriş');
    await ctx.database.db.delete(courseTitles).where(eq(courseTitles.id, section.id));
  });
});

describe('the basket and orders in English', () => {
  it('names the course in the reader’s language in the basket, the order and My orders', async () => {
    const course = await staffCourse({ name: 'Customs for Buyers' });
    const buyer = await insertUser(ctx);
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/v1/userbaskets',
      headers: buyer.auth,
      payload: { courseId: course.id },
    });
    assert.equal(added.statusCode, 200, added.body);
    const basket = async (headers: Record<string, string>) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/v1/userbaskets/getall',
        headers: { ...buyer.auth, ...headers },
      });
      assert.equal(res.statusCode, 200, res.body);
      return (res.json().data as { course: { name: string } }[])[0]?.course.name;
    };
    assert.equal(await basket(EN), 'Customs for Buyers');
    assert.match((await basket(TR)) ?? '', /^Gümrükte/);

    const order = await ctx.app.inject({
      method: 'POST',
      url: '/v1/orders/makepayment',
      headers: buyer.auth,
      payload: [
        {
          courseId: course.id,
          count: 1,
          paymentMethod: 1,
          participants: [{ name: 'Ali', surname: 'Katılımcı', email: 'ali.en@ornek.com.tr' }],
        },
      ],
    });
    assert.equal(order.statusCode, 200, order.body);
    const mine = async (headers: Record<string, string>) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/v1/orders/getmyorders',
        headers: { ...buyer.auth, ...headers },
      });
      assert.equal(res.statusCode, 200, res.body);
      return (res.json().data as { items: { name: string }[] }[])[0]?.items[0]?.name;
    };
    assert.equal(await mine(EN), 'Customs for Buyers');
    assert.match((await mine(TR)) ?? '', /^Gümrükte/);
  });
});

describe('section names in English', () => {
  it('saves a section’s English name from the back office and shows it to English readers', async () => {
    const course = await staffCourse({ name: 'Sections in English' });
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/v1/admin/courses/${course.id}/sections`,
      headers: editor,
      payload: { titleName: 'Temel kavramlar', en: { titleName: 'Key concepts' } },
    });
    assert.equal(added.statusCode, 200, added.body);
    const sectionId = (added.json().data as { id: number }).id;
    const content = async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/v1/admin/courses/${course.id}/content`,
        headers: editor,
      });
      assert.equal(res.statusCode, 200, res.body);
      return (res.json().data as { sections: { titleName: string; en: { titleName?: string } }[] })
        .sections[0]!;
    };
    assert.deepEqual(await content(), {
      ...(await content()),
      titleName: 'Temel kavramlar',
      en: { titleName: 'Key concepts' },
    });

    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/v1/admin/sections/${sectionId}`,
      headers: editor,
      payload: { titleName: 'Temeller', en: { titleName: 'Basics' } },
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.deepEqual((await content()).en, { titleName: 'Basics' });

    // A blank English name is not kept: English readers see the Turkish one.
    const blank = await ctx.app.inject({
      method: 'PUT',
      url: `/v1/admin/sections/${sectionId}`,
      headers: editor,
      payload: { titleName: 'Temeller', en: { titleName: '  ' } },
    });
    assert.equal(blank.statusCode, 200, blank.body);
    assert.deepEqual((await content()).en, {});
  });
});
