import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Course, CourseListItem, CoursePeriod } from '@lms/shared/contracts';
import { courses, users } from '../src/db/schema';
import { seedShiftDays, shiftDay } from '../src/seed/course-dates';
import { foldTurkish } from '../src/repositories/courses';
import { createTestApp, PUBLIC_URL, sessionToken, type TestContext } from './helpers';

const LIST = '/v1/courses/getcourselist';
const DETAILS = '/v1/courses/getcoursedetails';

interface ListBody {
  success: boolean;
  message: string;
  data: CourseListItem[];
  totalItemCount: number;
  periods: CoursePeriod[];
}

let ctx: TestContext;
before(async () => {
  ctx = await createTestApp();
});
after(() => ctx.close());

const list = async (payload: Record<string, unknown>) => {
  const res = await ctx.app.inject({ method: 'POST', url: LIST, payload });
  assert.equal(res.statusCode, 200, res.body);
  return res.json<ListBody>();
};

const badList = async (payload: unknown, headers: Record<string, string> = {}) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: LIST,
    payload: payload as Record<string, unknown>,
    headers,
  });
  assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${res.statusCode} ${res.body}`);
  const body = res.json<{ success: boolean; message: string }>();
  assert.equal(body.success, false);
  assert.ok(body.message.length > 0);
  return body.message;
};

const istanbulMonth = (iso: string) => {
  const local = new Date(Date.parse(iso) + 3 * 3600 * 1000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1 };
};

describe('POST /v1/courses/getcourselist', () => {
  it('pages through one type, newest end date first, with the total', async () => {
    const first = await list({ page: 1, limit: 5, courseType: 1 });
    assert.equal(first.success, true);
    // 14 online courses and the free taster.
    assert.equal(first.totalItemCount, 15);
    assert.equal(first.data.length, 5);
    const ends = first.data.map((item) => Date.parse(item.courseEndDate ?? ''));
    assert.deepEqual(
      ends,
      [...ends].sort((a, b) => b - a),
    );
    assert.ok(first.data.every((item) => item.thumbnailImagePath.startsWith(`${PUBLIC_URL}/`)));

    const last = await list({ page: 3, limit: 5, courseType: 1 });
    assert.equal(last.data.length, 5);
    const beyond = await list({ page: 4, limit: 5, courseType: 1 });
    assert.equal(beyond.data.length, 0);
    assert.equal(beyond.totalItemCount, 15);
    const ids = new Set([...first.data, ...last.data].map((item) => item.id));
    assert.equal(ids.size, 10);
  });

  it('defaults to page 1 of 20 over every type and orders by a whitelisted field', async () => {
    const all = await list({});
    assert.ok(all.totalItemCount >= 40);
    assert.equal(all.data.length, 20);
    const byName = await list({ orderBy: 'name', orderByAsc: true, courseType: 3 });
    const names = byName.data.map((item) => item.name);
    assert.equal(names[0], 'Etkili İletişim ve Sunum Teknikleri');
    assert.equal(names.at(-1), 'Zaman Yönetimi ve Verimli Çalışma');
    assert.ok(
      names.indexOf('İhracata İlk Adım: Firma Kuruluşundan İlk Sevkiyata') <
        names.indexOf('KVKK Temel Bilgilendirme Eğitimi'),
    );
  });

  it('lists the end-date periods, years newest first and months ascending', async () => {
    const body = await list({ courseType: 2 });
    assert.ok(body.periods.length >= 6);
    const years = [...new Set(body.periods.map((period) => period.year))];
    assert.ok(years.length >= 3, `years ${years.join(',')}`);
    assert.deepEqual(
      years,
      [...years].sort((a, b) => b - a),
    );
    for (const year of years) {
      const months = body.periods.filter((p) => p.year === year).map((p) => p.month);
      assert.deepEqual(
        months,
        [...months].sort((a, b) => a - b),
      );
    }
  });

  it('filters by end year and month in İstanbul time', async () => {
    const { periods } = await list({ courseType: 5 });
    const period = periods[0];
    assert.ok(period);
    const body = await list({ courseType: 5, year: period.year, month: period.month, limit: 100 });
    assert.ok(body.data.length > 0);
    assert.equal(body.totalItemCount, body.data.length);
    for (const item of body.data) {
      assert.deepEqual(istanbulMonth(item.courseEndDate ?? ''), period);
    }
    const wholeYear = await list({ courseType: 5, year: period.year, limit: 100 });
    assert.ok(wholeYear.totalItemCount >= body.totalItemCount);
    assert.ok(
      wholeYear.data.every((item) => istanbulMonth(item.courseEndDate ?? '').year === period.year),
    );
    const none = await list({ courseType: 5, year: 2001 });
    assert.equal(none.totalItemCount, 0);
    assert.deepEqual(none.data, []);
  });

  it('matches Turkish text case- and dotted-İ-insensitively', async () => {
    await ctx.database.db
      .update(courses)
      .set({ name: 'İHRACAT Hukuku İstanbul Semineri' })
      .where(eq(courses.id, 144));
    const names = async (searchText: string) =>
      (await list({ searchText, limit: 100 })).data.map((item) => item.name);

    assert.ok((await names('istanbul')).includes('İHRACAT Hukuku İstanbul Semineri'));
    assert.ok((await names('ihracat hukuku')).includes('İHRACAT Hukuku İstanbul Semineri'));
    assert.ok((await names('İSTANBUL')).includes('İHRACAT Hukuku İstanbul Semineri'));
    const dis = await names('DIŞ TİCARET');
    assert.ok(dis.includes('Dış Ticarete Giriş ve Temel Kavramlar'), dis.join(' | '));
    assert.ok((await names('  kvkk ')).includes('KVKK Temel Bilgilendirme Eğitimi'));
    assert.deepEqual(await names('%'), []);
    assert.deepEqual(await names('zzzz yok böyle bir eğitim'), []);
  });

  it('answers a search overlay request with at most 5 results', async () => {
    const body = await list({ page: 1, limit: 5, orderByAsc: false, searchText: 'eğitim' });
    assert.ok(body.data.length <= 5);
    assert.ok(body.totalItemCount >= body.data.length);
  });

  it('rejects bad filters with a 4xx and a message, never a 5xx', async () => {
    assert.equal(await badList({ page: 0 }), 'Sayfa numarası geçersiz.');
    assert.equal(await badList({ page: 'abc' }), 'Sayfa numarası geçersiz.');
    assert.equal(await badList({ page: 1.5 }), 'Sayfa numarası geçersiz.');
    await badList({ limit: 101 });
    await badList({ limit: 0 });
    assert.equal(
      await badList({ orderBy: 'password; drop table courses' }),
      'Sıralama alanı geçersiz.',
    );
    assert.equal(await badList({ courseType: 4 }), 'Eğitim türü geçersiz.');
    await badList({ searchText: 'x'.repeat(101) });
    await badList({ searchText: 42 });
    await badList({ month: 13, year: 2027 });
    assert.equal(await badList({ month: 5 }), 'Ay geçersiz; ay seçmek için önce bir yıl seçiniz.');
    await badList({ year: 1900 });
    await badList({ orderByAsc: 'yes' });
    await badList([1, 2]);
    assert.equal(
      await badList({ page: 0 }, { 'accept-language': 'en' }),
      'Page number is invalid.',
    );
    const raw = await ctx.app.inject({
      method: 'POST',
      url: LIST,
      headers: { 'content-type': 'application/json' },
      payload: '{"page":',
    });
    assert.equal(raw.statusCode, 400);
  });
});

describe('foldTurkish', () => {
  it('folds dotted and dotless I and Turkish letters the same on both sides', () => {
    assert.equal(foldTurkish('İSTANBUL'), 'istanbul');
    assert.equal(foldTurkish('Dış Ticaret'), 'dis ticaret');
    assert.equal(foldTurkish('ÇĞÖŞÜ çğöşü'), 'cgosu cgosu');
  });
});

describe('GET /v1/courses/getcoursedetails/{slugOrId}', () => {
  const details = async (slugOrId: string, token?: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${DETAILS}/${encodeURIComponent(slugOrId)}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return res;
  };

  it('returns a course by slug with teachers, details and dates', async () => {
    const res = await details('hazir-giyimde-modelistlik-ve-kalip-hazirlama');
    assert.equal(res.statusCode, 200);
    const body = res.json<{ success: boolean; data: Course }>();
    const course = body.data;
    assert.equal(course.id, 106);
    assert.equal(course.courseType.id, 2);
    assert.equal(course.price, 9500);
    assert.equal(course.ihkibPrice, 7600);
    assert.equal(course.isOwner, false);
    assert.ok(course.teacher && course.secondTeacher);
    assert.equal(course.thirdTeacher, null);
    assert.match(course.courseLocation ?? '', /İstanbul/);
    assert.match(course.courseLocationUrl ?? '', /^https:\/\/www\.google\.com\/maps/);
    assert.ok(course.courseDetails.some((item) => item.type === 'EducationalContents'));
    assert.ok(course.courseDetails.some((item) => item.type === 'RequiredDocuments'));
    assert.ok(course.summary.length > 0);
    assert.match(course.description, /<p>/);
    assert.ok(Array.isArray(course.courseTitles));
    // Seeded relative to today: the calendar day moves by whole weeks.
    const expectedStart = shiftDay('2027-02-15', seedShiftDays());
    assert.equal(istanbulDay(course.courseStartDate), expectedStart);
  });

  it('returns the same course by id', async () => {
    const res = await details('106');
    assert.equal(res.statusCode, 200);
    assert.equal(
      res.json<{ data: Course }>().data.nameSlug,
      'hazir-giyimde-modelistlik-ve-kalip-hazirlama',
    );
  });

  it('answers 404 with a message for an unknown slug or id', async () => {
    for (const slug of ['boyle-bir-egitim-yok', '999999']) {
      const res = await details(slug);
      assert.equal(res.statusCode, 404);
      assert.equal(res.json<{ message: string }>().message, 'Aradığınız eğitim bulunamadı.');
    }
  });

  it('sets isOwner for the user behind the token, and hides locked video files', async () => {
    const [ayse] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'ayse.yilmaz@ornek.com.tr'));
    const [mehmet] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'kurumsal@ornek.com.tr'));
    assert.ok(ayse && mehmet);
    const owner = (await details('101', await sessionToken(ctx.database.db, ayse.id))).json<{
      data: Course;
    }>();
    assert.equal(owner.data.isOwner, true);
    const other = (await details('101', await sessionToken(ctx.database.db, mehmet.id))).json<{
      data: Course;
    }>();
    assert.equal(other.data.isOwner, false);
    const guest = (await details('101')).json<{ data: Course }>();
    assert.equal(guest.data.isOwner, false);
    for (const title of [...other.data.courseTitles, ...guest.data.courseTitles]) {
      assert.ok(title.courseVideos.every((video) => video.fileUrl === ''));
    }
    // A bad token is a guest on this public route.
    const forged = await details('101', 'not.a.token');
    assert.equal(forged.statusCode, 200);
    assert.equal(forged.json<{ data: Course }>().data.isOwner, false);
  });
});

const istanbulDay = (iso: string | null) =>
  new Date(Date.parse(iso ?? '') + 3 * 3600 * 1000).toISOString().slice(0, 10);

describe('course cards', () => {
  it('name their type, and their pictures carry no words to translate', async () => {
    const search = await list({ searchText: 'e', page: 1, limit: 100 });
    const types = new Set(search.data.map((course) => course.courseType.id));
    assert.ok(types.size >= 3, `several types in one search: ${[...types].join(', ')}`);
    const home = (
      await ctx.app.inject({ method: 'GET', url: '/v1/WebsiteSettings/getwebsiteparts' })
    ).json().data;
    assert.ok(home.onlineCourses.length > 0);
    for (const card of home.onlineCourses) assert.deepEqual(card.courseType, { id: 1 });
    for (const course of search.data) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: new URL(course.thumbnailImagePath).pathname,
      });
      assert.equal(res.statusCode, 200);
      assert.ok(!res.body.includes('<text'), `${course.nameSlug} has words drawn in`);
    }
  });
});
