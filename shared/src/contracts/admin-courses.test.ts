import { issuesOf } from '../testing/issues';
import {
  COURSE_THUMBNAIL_MAX_BYTES,
  adminCourseCancelledSchema,
  adminCourseCreateSchema,
  adminCourseListQuerySchema,
  adminCourseListResponseSchema,
  adminCourseSchema,
  adminCourseThumbnailQuerySchema,
  adminCourseUpdateSchema,
  adminCourseVersionSchema,
  instructorInputSchema,
  instructorSchema,
  MAX_PAGE,
  renditionSrcSet,
  renditionUrl,
  slugify,
} from './index';

describe('course slugs and uploaded thumbnails', () => {
  it('transliterates Turkish letters into a slug', () => {
    expect(slugify('Dış Ticarette İhracat: Çözüm Öğüt Şube Ünlü')).toBe(
      'dis-ticarette-ihracat-cozum-ogut-sube-unlu',
    );
  });

  it('gives an uploaded thumbnail the renditions a seed picture has', () => {
    const src = 'http://api.test/media/courses/12-0123456789abcdef.jpg';
    expect(renditionUrl(src, 320, 'webp')).toBe(
      'http://api.test/media/courses/12-0123456789abcdef-w320.webp',
    );
    expect(renditionSrcSet(src, [320, 480])).toBe(
      'http://api.test/media/courses/12-0123456789abcdef-w320.webp 320w, ' +
        'http://api.test/media/courses/12-0123456789abcdef-w480.webp 480w',
    );
    expect(renditionUrl('http://other.test/x.jpg', 320, 'webp')).toBeUndefined();
  });

  it('names the wrong fields of a course by their keys', () => {
    const result = adminCourseCreateSchema.safeParse({
      name: '',
      courseTypeId: 1,
      price: 1.234,
      nameSlug: 'Kötü Adres',
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byField).toEqual({
      name: 'courseNameRequired',
      price: 'priceInvalid',
      nameSlug: 'slugInvalid',
    });
  });
});

const long = (length: number) => 'ğ'.repeat(length);
/** A text of `length` characters with a line break and a tab inside. */
const lines = (length: number) => `ü\n\t${'ü'.repeat(length - 3)}`;
const course = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dış Ticarete Giriş',
  courseTypeId: 1,
  price: 3200,
  ...overrides,
});
const detail = (overrides: Record<string, unknown> = {}) => ({
  type: 'EducationalContents',
  title: 'Konular',
  ...overrides,
});

describe("the back office's course list (GET /v1/admin/courses)", () => {
  it('pages 20 courses from the first, with every filter optional', () => {
    expect(adminCourseListQuerySchema.parse({})).toEqual({ page: 1, limit: 20, searchText: '' });
    expect(
      adminCourseListQuerySchema.parse({
        page: '2',
        limit: '100',
        searchText: ' ihracat ',
        courseType: '5',
        state: 'ended',
      }),
    ).toEqual({ page: 2, limit: 100, searchText: 'ihracat', courseType: 5, state: 'ended' });
    for (const courseType of ['1', '2', '3', '5']) {
      expect(adminCourseListQuerySchema.parse({ courseType }).courseType).toBe(Number(courseType));
    }
    for (const state of ['draft', 'published', 'cancelled', 'ended']) {
      expect(adminCourseListQuerySchema.parse({ state }).state).toBe(state);
    }
    expect(adminCourseListQuerySchema.parse({ page: String(MAX_PAGE), limit: '1' })).toMatchObject({
      page: MAX_PAGE,
      limit: 1,
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['page 0', { page: '0' }, 'page', 'pageInvalid'],
    ['page 1.5', { page: '1.5' }, 'page', 'pageInvalid'],
    ['a page past the last', { page: String(MAX_PAGE + 1) }, 'page', 'pageInvalid'],
    ['a limit of 0', { limit: '0' }, 'limit', 'invalidNumber'],
    ['a limit of 101', { limit: '101' }, 'limit', 'invalidNumber'],
    ['a limit of 2.5', { limit: '2.5' }, 'limit', 'invalidNumber'],
    ['a limit as words', { limit: 'yirmi' }, 'limit', 'invalidNumber'],
    ['a search of 101', { searchText: long(101) }, 'searchText', 'searchTooLong'],
    ['course type 4', { courseType: '4' }, 'courseType', 'courseTypeInvalid'],
    ['a course type as words', { courseType: 'online' }, 'courseType', 'courseTypeInvalid'],
    ['an unknown state', { state: 'open' }, 'state', 'courseStateInvalid'],
  ])('refuses %s', (_, query, path, message) => {
    expect(issuesOf(adminCourseListQuerySchema, query)).toEqual({ [path]: message });
  });
});

describe('a course as staff save it (POST and PUT /v1/admin/courses)', () => {
  it('fills what a new course leaves out with its defaults', () => {
    expect(adminCourseCreateSchema.parse(course())).toEqual({
      ...course(),
      nameSlug: '',
      ihkibPrice: null,
      courseStartDate: null,
      courseEndDate: null,
      registerEndDate: null,
      courseFirstExamDate: null,
      courseDuration: null,
      courseLocation: null,
      courseLocationUrl: null,
      hasRegisterLimit: false,
      teacherIds: [],
      description: '',
      summary: [],
      courseDetails: [],
      alertMessage: null,
      en: {},
      minWatchPercent: 90,
    });
  });

  it('keeps every field as typed, trimmed, blank optional texts as none', () => {
    const en = {
      name: long(200),
      summary: ['Customs', '', 'Incoterms'],
      description: lines(100_000),
      courseDuration: long(100),
      courseLocation: long(300),
      alertMessage: long(300),
    };
    const full = course({
      name: long(200),
      nameSlug: 'dis-ticarete-giris',
      courseTypeId: 5,
      price: 10_000_000,
      ihkibPrice: 2999.99,
      courseStartDate: '2026-12-01T09:00:00.000Z',
      courseEndDate: '2026-12-20T12:00:00+03:00',
      registerEndDate: '2026-12-20T09:00:00.000Z',
      courseFirstExamDate: '2026-12-21T09:00:00.000Z',
      courseDuration: ' 12 saat ',
      courseLocation: long(300),
      courseLocationUrl: 'HTTPS://maps.example.com/vakif',
      hasRegisterLimit: true,
      teacherIds: [1, 2, 3],
      description: lines(100_000),
      summary: Array.from({ length: 20 }, () => long(300)),
      courseDetails: [
        detail({
          description: lines(20_000),
          en: { title: long(300), description: lines(20_000) },
        }),
      ],
      alertMessage: long(300),
      en,
      minWatchPercent: 100,
    });
    expect(adminCourseCreateSchema.parse(full)).toEqual({
      ...full,
      courseDuration: '12 saat',
      en: { ...en, summary: ['Customs', 'Incoterms'] },
    });
    const blank = adminCourseCreateSchema.parse(
      course({
        nameSlug: '',
        courseDuration: '  ',
        courseLocation: '',
        courseLocationUrl: '',
        alertMessage: null,
      }),
    );
    expect(blank).toMatchObject({
      nameSlug: '',
      courseDuration: null,
      courseLocation: null,
      courseLocationUrl: null,
      alertMessage: null,
    });
    const http = course({ courseLocationUrl: 'http://maps.example.com/?q=vak%C4%B1f' });
    expect(adminCourseCreateSchema.parse(http).courseLocationUrl).toBe(
      'http://maps.example.com/?q=vak%C4%B1f',
    );
    expect(adminCourseCreateSchema.parse(course({ price: 0, minWatchPercent: 1 }))).toMatchObject({
      price: 0,
      minWatchPercent: 1,
    });
    expect(
      adminCourseCreateSchema.parse(course({ courseDetails: [detail()] })).courseDetails,
    ).toEqual([{ ...detail(), description: '', en: {} }]);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a name of 201', { name: long(201) }, 'name', 'fieldTooLong'],
    ['course type 4', { courseTypeId: 4 }, 'courseTypeId', 'courseTypeInvalid'],
    ['a course type as text', { courseTypeId: '1' }, 'courseTypeId', 'courseTypeInvalid'],
    ['a price below 0', { price: -0.01 }, 'price', 'priceInvalid'],
    ['a price above ten million', { price: 10_000_000.01 }, 'price', 'priceInvalid'],
    ['a price of three decimals', { price: 1.005 }, 'price', 'priceInvalid'],
    ['a price as text', { price: '3200' }, 'price', 'priceInvalid'],
    ['a member price of three decimals', { ihkibPrice: 99.999 }, 'ihkibPrice', 'priceInvalid'],
    ['a day without its time', { courseStartDate: '2026-12-01' }, 'courseStartDate', 'dateInvalid'],
    [
      'a time without its offset',
      { courseEndDate: '2026-12-01T09:00:00' },
      'courseEndDate',
      'dateInvalid',
    ],
    [
      'an exam date as words',
      { courseFirstExamDate: 'yarın' },
      'courseFirstExamDate',
      'dateInvalid',
    ],
    ['a duration of 101', { courseDuration: long(101) }, 'courseDuration', 'fieldTooLong'],
    ['a place of 301', { courseLocation: long(301) }, 'courseLocation', 'fieldTooLong'],
    [
      'a place on two lines',
      { courseLocation: 'Şişli\nİstanbul' },
      'courseLocation',
      'invalidCharacters',
    ],
    [
      'a map link without its scheme',
      { courseLocationUrl: 'maps.example.com' },
      'courseLocationUrl',
      'urlInvalid',
    ],
    [
      'a map link with a space',
      { courseLocationUrl: 'https://maps.example .com' },
      'courseLocationUrl',
      'urlInvalid',
    ],
    [
      'text before a map link',
      { courseLocationUrl: 'bak https://m.com' },
      'courseLocationUrl',
      'urlInvalid',
    ],
    [
      'a map link of 1001',
      { courseLocationUrl: `https://${long(993)}` },
      'courseLocationUrl',
      'fieldTooLong',
    ],
    ['a limit flag as text', { hasRegisterLimit: 'true' }, 'hasRegisterLimit', 'invalidRequest'],
    ['four instructors', { teacherIds: [1, 2, 3, 4] }, 'teacherIds', 'tooManyInstructors'],
    ['an instructor twice', { teacherIds: [1, 2, 1] }, 'teacherIds', 'duplicateInstructor'],
    ['instructor 0', { teacherIds: [0] }, 'teacherIds.0', 'instructorInvalid'],
    ['instructors not a list', { teacherIds: 1 }, 'teacherIds', 'instructorInvalid'],
    ['a description of 100001', { description: long(100_001) }, 'description', 'fieldTooLong'],
    ['a blank summary line', { summary: ['Gümrük', ' '] }, 'summary.1', 'summaryItemRequired'],
    ['a summary line of 301', { summary: [long(301)] }, 'summary.0', 'fieldTooLong'],
    [
      '21 summary lines',
      { summary: Array.from({ length: 21 }, () => 'x') },
      'summary',
      'tooManyItems',
    ],
    ['a summary not a list', { summary: 'Gümrük' }, 'summary', 'invalidRequest'],
    [
      'an unknown detail type',
      { courseDetails: [detail({ type: 'Other' })] },
      'courseDetails.0.type',
      'courseDetailTypeInvalid',
    ],
    [
      'a detail without a title',
      { courseDetails: [detail({ title: '' })] },
      'courseDetails.0.title',
      'courseDetailTitleRequired',
    ],
    [
      'a detail title of 301',
      { courseDetails: [detail({ title: long(301) })] },
      'courseDetails.0.title',
      'fieldTooLong',
    ],
    [
      'a detail of 20001',
      { courseDetails: [detail({ description: long(20_001) })] },
      'courseDetails.0.description',
      'fieldTooLong',
    ],
    [
      'an English detail title of 301',
      { courseDetails: [detail({ en: { title: long(301) } })] },
      'courseDetails.0.en.title',
      'fieldTooLong',
    ],
    [
      'an English detail of 20001',
      { courseDetails: [detail({ en: { description: long(20_001) } })] },
      'courseDetails.0.en.description',
      'fieldTooLong',
    ],
    [
      '51 details',
      { courseDetails: Array.from({ length: 51 }, () => detail()) },
      'courseDetails',
      'tooManyItems',
    ],
    ['details not a list', { courseDetails: detail() }, 'courseDetails', 'invalidRequest'],
    ['an alert of 301', { alertMessage: long(301) }, 'alertMessage', 'fieldTooLong'],
    ['an English name of 201', { en: { name: long(201) } }, 'en.name', 'fieldTooLong'],
    [
      'an English summary line of 301',
      { en: { summary: [long(301)] } },
      'en.summary.0',
      'fieldTooLong',
    ],
    [
      '21 English summary lines',
      { en: { summary: Array.from({ length: 21 }, () => 'x') } },
      'en.summary',
      'tooManyItems',
    ],
    ['an English summary not a list', { en: { summary: 'x' } }, 'en.summary', 'invalidRequest'],
    [
      'an English description of 100001',
      { en: { description: long(100_001) } },
      'en.description',
      'fieldTooLong',
    ],
    [
      'an English duration of 101',
      { en: { courseDuration: long(101) } },
      'en.courseDuration',
      'fieldTooLong',
    ],
    [
      'an English place of 301',
      { en: { courseLocation: long(301) } },
      'en.courseLocation',
      'fieldTooLong',
    ],
    [
      'an English alert of 301',
      { en: { alertMessage: long(301) } },
      'en.alertMessage',
      'fieldTooLong',
    ],
    ['watching 0 %', { minWatchPercent: 0 }, 'minWatchPercent', 'minWatchPercentInvalid'],
    ['watching 101 %', { minWatchPercent: 101 }, 'minWatchPercent', 'minWatchPercentInvalid'],
    ['watching 50.5 %', { minWatchPercent: 50.5 }, 'minWatchPercent', 'minWatchPercentInvalid'],
    [
      'a watch share as text',
      { minWatchPercent: '90' },
      'minWatchPercent',
      'minWatchPercentInvalid',
    ],
  ])('refuses %s, naming the field', (_, overrides, path, message) => {
    expect(issuesOf(adminCourseCreateSchema, course(overrides))).toEqual({ [path]: message });
  });

  it('refuses an end before the start and a registration that ends after the course, by the instant', () => {
    const dates = (
      courseStartDate: string | null,
      courseEndDate: string | null,
      registerEndDate: string | null = null,
    ) => course({ courseStartDate, courseEndDate, registerEndDate });
    const start = '2026-12-01T10:00:00+03:00';
    expect(issuesOf(adminCourseCreateSchema, dates(start, '2026-12-01T07:00:00.000Z'))).toEqual({});
    expect(issuesOf(adminCourseCreateSchema, dates(start, '2026-12-01T06:59:59.000Z'))).toEqual({
      courseEndDate: 'courseEndBeforeStart',
    });
    expect(issuesOf(adminCourseCreateSchema, dates(start, null))).toEqual({});
    expect(issuesOf(adminCourseCreateSchema, dates(null, start))).toEqual({});
    const end = '2026-12-20T17:00:00.000Z';
    expect(issuesOf(adminCourseCreateSchema, dates(null, end, end))).toEqual({});
    expect(
      issuesOf(adminCourseCreateSchema, dates(null, end, '2026-12-20T20:00:01+03:00')),
    ).toEqual({
      registerEndDate: 'registerEndAfterCourseEnd',
    });
    expect(issuesOf(adminCourseCreateSchema, dates(null, null, end))).toEqual({});
  });

  it('saves over the version read, with the same rules', () => {
    expect(adminCourseUpdateSchema.parse(course({ version: 3 }))).toMatchObject({ version: 3 });
    expect(issuesOf(adminCourseUpdateSchema, course())).toEqual({ version: 'versionRequired' });
    expect(issuesOf(adminCourseUpdateSchema, course({ version: 0 }))).toEqual({
      version: 'versionRequired',
    });
    expect(
      issuesOf(
        adminCourseUpdateSchema,
        course({
          version: 3,
          courseStartDate: '2026-12-02T00:00:00Z',
          courseEndDate: '2026-12-01T00:00:00Z',
        }),
      ),
    ).toEqual({ courseEndDate: 'courseEndBeforeStart' });
    expect(adminCourseVersionSchema.parse({ version: 2 })).toEqual({ version: 2 });
    expect(issuesOf(adminCourseVersionSchema, {})).toEqual({ version: 'versionRequired' });
    expect(adminCourseThumbnailQuerySchema.parse({ version: '4' })).toEqual({ version: 4 });
    for (const version of ['0', 'son', '1.5']) {
      expect(issuesOf(adminCourseThumbnailQuerySchema, { version })).toEqual({
        version: 'versionRequired',
      });
    }
  });
});

describe('instructors', () => {
  it('needs a name and a surname, the title may be empty', () => {
    expect(instructorInputSchema.parse({ name: ' Ayşe ', surname: 'Kaya' })).toEqual({
      name: 'Ayşe',
      surname: 'Kaya',
      title: '',
    });
    const longest = { name: long(100), surname: long(100), title: long(100) };
    expect(instructorInputSchema.parse(longest)).toEqual(longest);
    expect(issuesOf(instructorInputSchema, { name: '', surname: '' })).toEqual({
      name: 'nameRequired',
      surname: 'surenameRequired',
    });
    expect(
      issuesOf(instructorInputSchema, { name: long(101), surname: long(101), title: long(101) }),
    ).toEqual({ name: 'fieldTooLong', surname: 'fieldTooLong', title: 'fieldTooLong' });
  });
});

describe('what the courses back office answers', () => {
  it('reads a list, a course, a cancellation and an instructor whole', () => {
    const item = {
      id: 1,
      name: 'Dış Ticaret',
      nameSlug: 'dis-ticaret',
      courseType: { id: 1 },
      state: 'published',
      price: 3200,
      courseStartDate: null,
      courseEndDate: '2026-12-20T17:00:00.000Z',
      publishedAt: '2026-11-01T10:00:00.000Z',
      thumbnailImagePath: '/media/courses/1.jpg',
      version: 2,
    };
    const list = { success: true, message: '', data: [item], totalItemCount: 1 };
    const full = {
      id: 1,
      name: 'Dış Ticaret',
      nameSlug: 'dis-ticaret',
      courseTypeId: 1,
      price: 3200,
      ihkibPrice: null,
      courseStartDate: null,
      courseEndDate: null,
      registerEndDate: null,
      courseFirstExamDate: null,
      courseDuration: '12 saat',
      courseLocation: null,
      courseLocationUrl: null,
      hasRegisterLimit: false,
      teacherIds: [1],
      description: '<p>Ders</p>',
      summary: ['Gümrük'],
      courseDetails: [
        {
          type: 'RequiredDocuments',
          title: 'Belgeler',
          description: '',
          en: { title: 'Documents' },
        },
      ],
      alertMessage: null,
      en: {
        name: 'Foreign Trade',
        summary: ['Customs'],
        description: '',
        courseDuration: '12 hours',
        courseLocation: 'Online',
        alertMessage: '',
      },
      minWatchPercent: 90,
      thumbnailImagePath: '/media/courses/1.jpg',
      isCancelled: false,
      publishedAt: null,
      state: 'draft',
      version: 1,
      createDate: '2026-10-01T10:00:00.000Z',
    };
    const instructor = { id: 1, name: 'Ayşe', surname: 'Kaya', title: 'Dr.', courseCount: 2 };
    expect(adminCourseListResponseSchema.parse(list)).toEqual(list);
    expect(adminCourseSchema.parse(full)).toEqual(full);
    expect(adminCourseCancelledSchema.parse({ course: full, cancelledOrders: 2 })).toEqual({
      course: full,
      cancelledOrders: 2,
    });
    expect(instructorSchema.parse(instructor)).toEqual(instructor);
    expect(adminCourseListResponseSchema.safeParse({ ...list, success: false }).success).toBe(
      false,
    );
  });
});

describe('upload limits', () => {
  it('takes a thumbnail of up to 5 MB, as the editor says ("en fazla 5 MB")', () => {
    expect(COURSE_THUMBNAIL_MAX_BYTES).toBe(5 * 1024 * 1024);
  });
});
