import { and, asc, count, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type {
  Course,
  CourseDetailItem,
  CourseListItem,
  CoursePeriod,
  CourseTitle,
  Person,
} from '@lms/shared/contracts';
import type { Db } from '../db';
import { inLocale } from '../i18n/content-locale';
import type { Locale } from '../i18n/messages';
import { courseDetails, courses, enrollments, FOLD_FROM, FOLD_TO } from '../db/schema';
import type { Absolutise } from './urls';

/** The course list filter after validation (`courseListFilterSchema` output). */
export interface CourseListQuery {
  page: number;
  limit: number;
  orderBy: 'courseEndDate' | 'courseStartDate' | 'name' | 'price' | 'createDate';
  orderByAsc: boolean;
  searchText: string;
  courseType?: 1 | 2 | 3 | 5;
  year?: number;
  month?: number;
  /** The language the names are read, searched and ordered in. */
  locale: Locale;
}

/** Video and exam groups of a course, as the learning area decides what each user may see. */
export type CourseTitlesLoader = (
  courseId: number,
  userId: number | null,
  isOwner: boolean,
  locale: Locale,
) => Promise<CourseTitle[]>;

/**
 * Turkish-aware, accent-blind matching: both sides are folded the same way, so "istanbul" finds
 * "İstanbul", "ihracat" finds "İHRACAT" and "dis ticaret" finds "Dış Ticaret". Folding in SQL
 * with translate() + lower() on ASCII letters does not depend on the database's locale; the
 * database keeps each name folded (`courses.name_folded`).
 */
const FOLD_MAP = new Map([...FOLD_FROM].map((char, index) => [char, FOLD_TO[index] ?? char]));

export const foldTurkish = (text: string): string =>
  [...text]
    .map((char) => FOLD_MAP.get(char) ?? char)
    .join('')
    .toLowerCase();

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** İstanbul has been on UTC+3 all year since 2016; months are counted in İstanbul time. */
const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;
const istanbulMonthStart = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex, 1) - ISTANBUL_OFFSET_MS);

const foldedName = courses.nameFolded;

const ORDER_COLUMNS = {
  courseEndDate: courses.courseEndDate,
  courseStartDate: courses.courseStartDate,
  name: courses.name,
  price: courses.price,
  createDate: courses.createDate,
} as const;

const person = (row: { name: string; surname: string } | null): Person | null =>
  row ? { name: row.name, surname: row.surname } : null;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function createCoursesRepository(
  db: Db,
  absolute: Absolutise,
  loadTitles: CourseTitlesLoader,
) {
  /** Type and text conditions, shared by the page and by its periods. */
  function baseConditions(filter: CourseListQuery): SQL[] {
    // A draft (never published, or taken back) is not there for visitors.
    const conditions: SQL[] = [isNotNull(courses.publishedAt)];
    if (filter.courseType !== undefined)
      conditions.push(eq(courses.courseTypeId, filter.courseType));
    const text = foldTurkish(filter.searchText.trim());
    if (text) {
      // The Turkish or the English name, whatever the language.
      const pattern = `%${escapeLike(text)}%`;
      conditions.push(
        sql`(${foldedName} like ${pattern} or ${courses.nameFoldedEn} like ${pattern})`,
      );
    }
    return conditions;
  }

  async function listPeriods(conditions: SQL[]): Promise<CoursePeriod[]> {
    const rows = await db
      .selectDistinct({ period: courses.endPeriod })
      .from(courses)
      .where(and(...conditions, isNotNull(courses.endPeriod)));
    // Latest year first, its months in calendar order.
    return rows
      .map(({ period }) => ({ year: Math.floor(period! / 100), month: period! % 100 }))
      .sort((a, b) => b.year - a.year || a.month - b.month);
  }

  return {
    /** POST /v1/courses/getcourselist: one page, the total and the end-date periods. */
    async list(filter: CourseListQuery) {
      const base = baseConditions(filter);
      const conditions = [...base];
      if (filter.year !== undefined) {
        const from = filter.month ? filter.month - 1 : 0;
        const to = filter.month ? filter.month : 12;
        conditions.push(gte(courses.courseEndDate, istanbulMonthStart(filter.year, from)));
        conditions.push(lt(courses.courseEndDate, istanbulMonthStart(filter.year, to)));
      }
      const where = and(...conditions);
      // Names sort in Turkish alphabetical order, not by code point (İ after Z otherwise).
      const column =
        filter.orderBy === 'name'
          ? filter.locale === 'en'
            ? courses.nameFoldedEn
            : foldedName
          : ORDER_COLUMNS[filter.orderBy];
      const direction = filter.orderByAsc ? sql`asc nulls last` : sql`desc nulls last`;
      const [rows, [total], periods] = await Promise.all([
        db
          .select({
            id: courses.id,
            nameSlug: courses.nameSlug,
            name: courses.name,
            thumbnailImagePath: courses.thumbnailImagePath,
            alertMessage: courses.alertMessage,
            courseEndDate: courses.courseEndDate,
            courseTypeId: courses.courseTypeId,
            en: courses.en,
          })
          .from(courses)
          .where(where)
          .orderBy(sql`${column} ${direction}`, asc(courses.id))
          .limit(filter.limit)
          .offset((filter.page - 1) * filter.limit),
        db.select({ value: count() }).from(courses).where(where),
        listPeriods(base),
      ]);
      const data: CourseListItem[] = rows.map(({ courseTypeId, en, ...row }) => ({
        ...inLocale(row, en, filter.locale),
        thumbnailImagePath: absolute(row.thumbnailImagePath),
        courseEndDate: iso(row.courseEndDate),
        courseType: { id: courseTypeId },
      }));
      return { data, totalItemCount: Number(total?.value ?? 0), periods };
    },

    /**
     * GET /v1/courses/getcoursedetails/{slugOrId} as a visitor sees it (isOwner false, video files
     * hidden); null when there is no such course, or it is a draft. The same for everyone: the
     * route caches it.
     */
    async publicDetails(slugOrId: string, locale: Locale): Promise<Course | null> {
      const byId = /^\d{1,9}$/.test(slugOrId);
      const row = await db.query.courses.findFirst({
        where: and(
          byId ? eq(courses.id, Number(slugOrId)) : eq(courses.nameSlug, slugOrId),
          isNotNull(courses.publishedAt),
        ),
        with: { teacher: true, secondTeacher: true, thirdTeacher: true },
      });
      if (!row) return null;
      const [items, titles] = await Promise.all([
        db
          .select({
            type: courseDetails.type,
            title: courseDetails.title,
            description: courseDetails.description,
            en: courseDetails.en,
          })
          .from(courseDetails)
          .where(eq(courseDetails.courseId, row.id))
          .orderBy(asc(courseDetails.type), asc(courseDetails.sort), asc(courseDetails.id)),
        loadTitles(row.id, null, false, locale),
      ]);
      const texts = inLocale(
        {
          name: row.name,
          description: row.description,
          summary: row.summary,
          courseDuration: row.courseDuration,
          courseLocation: row.courseLocation,
          alertMessage: row.alertMessage,
        },
        row.en,
        locale,
      );
      return {
        ...texts,
        id: row.id,
        nameSlug: row.nameSlug,
        price: Number(row.price),
        ihkibPrice: row.ihkibPrice === null ? null : Number(row.ihkibPrice),
        isOwner: false,
        isCancelled: row.isCancelled,
        courseEndDate: iso(row.courseEndDate),
        courseStartDate: iso(row.courseStartDate),
        registerEndDate: iso(row.registerEndDate),
        hasRegisterLimit: row.hasRegisterLimit,
        courseType: { id: row.courseTypeId },
        courseLocationUrl: row.courseLocationUrl,
        courseFirstExamDate: iso(row.courseFirstExamDate),
        thumbnailImagePath: absolute(row.thumbnailImagePath),
        teacher: person(row.teacher),
        secondTeacher: person(row.secondTeacher),
        thirdTeacher: person(row.thirdTeacher),
        courseDetails: items.map(({ en, ...item }) =>
          inLocale(item, en, locale),
        ) as CourseDetailItem[],
        courseTitles: titles,
        openOrder: null,
        memberPriceApplies: false,
      };
    },

    /** Whether the user owns the course (an enrolment): their page shows their videos and exams. */
    async owns(userId: number, courseId: number): Promise<boolean> {
      const rows = await db
        .select({ id: enrollments.id })
        .from(enrollments)
        .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
        .limit(1);
      return rows.length > 0;
    },

    /** The course's video and exam groups as this owner sees them (progress, attempts). */
    ownerTitles: (courseId: number, userId: number, locale: Locale) =>
      loadTitles(courseId, userId, true, locale),
  };
}
export type CoursesRepository = ReturnType<typeof createCoursesRepository>;
