import { issuesOf } from '../testing/issues';
import { CourseTypeId, ORDERABLE_COURSE_FIELDS } from './constants';
import { INT4_MAX } from './fields';
import { MAX_PAGE, courseListFilterSchema, videoProgressSchema } from './courses';

describe('the course list filter (POST /v1/courses/getcourselist, spec §3)', () => {
  it('fills in the first page of 20, the latest end date first, with no text', () => {
    expect(courseListFilterSchema.parse({})).toEqual({
      page: 1,
      limit: 20,
      orderBy: 'courseEndDate',
      orderByAsc: false,
      searchText: '',
    });
  });

  it('takes every field a list may send, numbers written as text too', () => {
    expect(
      courseListFilterSchema.parse({
        page: '3',
        limit: '50',
        orderBy: 'name',
        orderByAsc: true,
        searchText: '  ihracat ',
        courseType: 2,
        year: '2026',
        month: '11',
      }),
    ).toEqual({
      page: 3,
      limit: 50,
      orderBy: 'name',
      orderByAsc: true,
      searchText: 'ihracat',
      courseType: 2,
      year: 2026,
      month: 11,
    });
  });

  it('takes pages 1 to MAX_PAGE, and refuses the others with pageInvalid', () => {
    expect(MAX_PAGE).toBe(100_000);
    for (const page of [1, MAX_PAGE])
      expect(issuesOf(courseListFilterSchema, { page })).toEqual({});
    for (const page of [0, -1, MAX_PAGE + 1, 1.5, 'abc']) {
      expect(issuesOf(courseListFilterSchema, { page })).toEqual({ page: 'pageInvalid' });
    }
  });

  it('takes 1 to 100 courses a page', () => {
    for (const limit of [1, 100]) expect(issuesOf(courseListFilterSchema, { limit })).toEqual({});
    for (const limit of [0, 101, 2.5]) {
      expect(Object.keys(issuesOf(courseListFilterSchema, { limit }))).toEqual(['limit']);
    }
  });

  it('orders only by the fields the spec names', () => {
    for (const orderBy of ORDERABLE_COURSE_FIELDS) {
      expect(issuesOf(courseListFilterSchema, { orderBy })).toEqual({});
    }
    for (const orderBy of ['discountPrice', 'id; drop table courses', 'NAME']) {
      expect(issuesOf(courseListFilterSchema, { orderBy })).toEqual({ orderBy: 'orderByInvalid' });
    }
  });

  it('takes the search text up to 100 characters', () => {
    expect(issuesOf(courseListFilterSchema, { searchText: 'a'.repeat(100) })).toEqual({});
    expect(issuesOf(courseListFilterSchema, { searchText: 'a'.repeat(101) })).toEqual({
      searchText: 'searchTooLong',
    });
  });

  it('takes the types online, classroom, free and certificate programme, and refuses the others', () => {
    expect(Object.values(CourseTypeId)).toEqual([1, 2, 3, 5]);
    for (const courseType of Object.values(CourseTypeId)) {
      expect(issuesOf(courseListFilterSchema, { courseType })).toEqual({});
    }
    for (const courseType of [0, 4, 6, '1']) {
      expect(issuesOf(courseListFilterSchema, { courseType })).toEqual({
        courseType: 'courseTypeInvalid',
      });
    }
  });

  it('takes a year from 2000 to 2100, and a month 1 to 12 only with its year', () => {
    for (const year of [2000, 2100]) expect(issuesOf(courseListFilterSchema, { year })).toEqual({});
    for (const year of [1999, 2101]) {
      expect(issuesOf(courseListFilterSchema, { year })).toEqual({ year: 'yearInvalid' });
    }
    for (const month of [1, 12]) {
      expect(issuesOf(courseListFilterSchema, { year: 2026, month })).toEqual({});
    }
    for (const month of [0, 13]) {
      expect(issuesOf(courseListFilterSchema, { year: 2026, month })).toEqual({
        month: 'monthInvalid',
      });
    }
    expect(issuesOf(courseListFilterSchema, { month: 5 })).toEqual({ month: 'monthInvalid' });
  });
});

describe('video progress (POST /v1/courses, spec §7)', () => {
  it('takes a start (timestamp 0) or a position in whole seconds', () => {
    expect(videoProgressSchema.parse({ courseVideoId: 7, timestamp: 0 })).toEqual({
      courseVideoId: 7,
      timestamp: 0,
    });
    for (const currentTime of [0, 95, INT4_MAX]) {
      expect(videoProgressSchema.parse({ courseVideoId: 7, currentTime })).toEqual({
        courseVideoId: 7,
        currentTime,
      });
    }
  });

  it.each([
    ['a start at another time', { courseVideoId: 7, timestamp: 5 }],
    ['a negative position', { courseVideoId: 7, currentTime: -1 }],
    ['a position past int4', { courseVideoId: 7, currentTime: INT4_MAX + 1 }],
    ['a fraction of a second', { courseVideoId: 7, currentTime: 1.5 }],
    ['no video', { currentTime: 10 }],
    ['video 0', { courseVideoId: 0, currentTime: 10 }],
    ['neither a start nor a position', { courseVideoId: 7 }],
  ])('refuses %s', (_what, body) => {
    expect(videoProgressSchema.safeParse(body).success).toBe(false);
  });
});
