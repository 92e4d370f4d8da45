import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AdminCourseState } from '@lms/shared/contracts';
import type { Db } from '../db';
import { courseDetails, courses, teachers } from '../db/schema';
import type { Queryable } from './baskets';
import { foldTurkish } from './courses';

/**
 * Courses and instructors as the back office reads and writes them: rows in, rows out. The rules
 * (slugs, versions, states, what a cancellation does) are in services/admin-courses.ts.
 */
export type CourseRecord = typeof courses.$inferSelect;
export type CourseValues = Omit<
  typeof courses.$inferInsert,
  'id' | 'createDate' | 'nameFolded' | 'nameFoldedEn' | 'endPeriod' | 'version' | 'publishedAt'
>;
export interface CourseDetailRow {
  type: 'EducationalContents' | 'RequiredDocuments';
  title: string;
  description: string;
  /** English versions. */
  en: { title?: string; description?: string };
}

export interface AdminCourseListFilter {
  page: number;
  limit: number;
  searchText: string;
  courseType?: number;
  state?: AdminCourseState;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The SQL of each state (the service's `courseState` says the same of one row). */
export const stateCondition = (state: AdminCourseState, now: Date): SQL => {
  const live = and(isNotNull(courses.publishedAt), eq(courses.isCancelled, false))!;
  switch (state) {
    case 'draft':
      return and(isNull(courses.publishedAt), eq(courses.isCancelled, false))!;
    case 'cancelled':
      return eq(courses.isCancelled, true);
    case 'ended':
      return and(live, lt(courses.courseEndDate, now))!;
    case 'published':
      return and(live, or(isNull(courses.courseEndDate), gte(courses.courseEndDate, now)))!;
  }
};

export function createAdminCoursesRepository(db: Db) {
  return {
    /** One page of courses, newest first, with the total. */
    async list(filter: AdminCourseListFilter, now: Date) {
      const conditions: SQL[] = [];
      if (filter.courseType !== undefined) {
        conditions.push(eq(courses.courseTypeId, filter.courseType));
      }
      const text = foldTurkish(filter.searchText.trim());
      if (text) {
        conditions.push(
          or(
            sql`${courses.nameFolded} like ${`%${escapeLike(text)}%`}`,
            sql`${courses.nameSlug} like ${`%${escapeLike(text)}%`}`,
          )!,
        );
      }
      if (filter.state) conditions.push(stateCondition(filter.state, now));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: courses.id,
            name: courses.name,
            nameSlug: courses.nameSlug,
            courseTypeId: courses.courseTypeId,
            price: courses.price,
            courseStartDate: courses.courseStartDate,
            courseEndDate: courses.courseEndDate,
            publishedAt: courses.publishedAt,
            isCancelled: courses.isCancelled,
            thumbnailImagePath: courses.thumbnailImagePath,
            version: courses.version,
          })
          .from(courses)
          .where(where)
          .orderBy(desc(courses.createDate), desc(courses.id))
          .limit(filter.limit)
          .offset((filter.page - 1) * filter.limit),
        db.select({ value: count() }).from(courses).where(where),
      ]);
      return { rows, total: Number(total?.value ?? 0) };
    },

    async byId(id: number, q: Queryable = db): Promise<CourseRecord | null> {
      const [row] = await q.select().from(courses).where(eq(courses.id, id)).limit(1);
      return row ?? null;
    },

    /** The row, locked until the transaction ends (publish, cancel). */
    async lock(id: number, q: Queryable): Promise<CourseRecord | null> {
      const [row] = await q.select().from(courses).where(eq(courses.id, id)).for('update');
      return row ?? null;
    },

    async details(courseId: number, q: Queryable = db): Promise<CourseDetailRow[]> {
      return q
        .select({
          type: courseDetails.type,
          title: courseDetails.title,
          description: courseDetails.description,
          en: courseDetails.en,
        })
        .from(courseDetails)
        .where(eq(courseDetails.courseId, courseId))
        .orderBy(asc(courseDetails.sort), asc(courseDetails.id));
    },

    /** Whether another course (not `exceptId`) has this slug. */
    async slugTaken(slug: string, exceptId: number | null, q: Queryable = db): Promise<boolean> {
      const [row] = await q
        .select({ id: courses.id })
        .from(courses)
        .where(
          and(eq(courses.nameSlug, slug), exceptId === null ? undefined : ne(courses.id, exceptId)),
        )
        .limit(1);
      return Boolean(row);
    },

    /** Slugs that start with `base` (for the next free `base-2`, `base-3`…). */
    async slugsLike(base: string, exceptId: number | null, q: Queryable = db): Promise<string[]> {
      const rows = await q
        .select({ slug: courses.nameSlug })
        .from(courses)
        .where(
          and(
            sql`${courses.nameSlug} like ${`${escapeLike(base)}%`}`,
            exceptId === null ? undefined : ne(courses.id, exceptId),
          ),
        );
      return rows.map((row) => row.slug);
    },

    /** A new course, always a draft (not published), at version 1. */
    async insert(values: CourseValues, q: Queryable): Promise<CourseRecord> {
      const [row] = await q
        .insert(courses)
        .values({ ...values, publishedAt: null })
        .returning();
      return row!;
    },

    /**
     * Writes the course only if it is still at `version`, and moves it to the next one; null when
     * it is not (changed meanwhile, or gone).
     */
    async updateAt(
      id: number,
      version: number,
      values: Partial<CourseValues> & { publishedAt?: Date | null },
      q: Queryable,
    ): Promise<CourseRecord | null> {
      const [row] = await q
        .update(courses)
        .set({ ...values, version: sql`${courses.version} + 1` })
        .where(and(eq(courses.id, id), eq(courses.version, version)))
        .returning();
      return row ?? null;
    },

    async replaceDetails(courseId: number, items: CourseDetailRow[], q: Queryable) {
      await q.delete(courseDetails).where(eq(courseDetails.courseId, courseId));
      if (items.length > 0) {
        await q
          .insert(courseDetails)
          .values(items.map((item, sort) => ({ ...item, courseId, sort })));
      }
    },

    // Instructors (the teachers table)

    /** Every instructor by surname and name, with how many courses name them. */
    async instructors() {
      // Written out: the subquery's columns must name their own table, not the outer one.
      const used = sql<number>`(select count(*)::int from "courses" c where c."teacher_id" = "teachers"."id" or c."second_teacher_id" = "teachers"."id" or c."third_teacher_id" = "teachers"."id")`;
      return db
        .select({
          id: teachers.id,
          name: teachers.name,
          surname: teachers.surname,
          title: teachers.title,
          courseCount: used,
        })
        .from(teachers)
        .orderBy(asc(teachers.surname), asc(teachers.name), asc(teachers.id));
    },

    async instructorById(id: number, q: Queryable = db) {
      const [row] = await q.select().from(teachers).where(eq(teachers.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * How many of these instructor ids exist, their rows held (FOR SHARE) until the transaction
     * ends: a concurrent delete waits for the course's write, then sees the course name them.
     */
    async countInstructors(ids: number[], q: Queryable): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await q
        .select({ id: teachers.id })
        .from(teachers)
        .where(inArray(teachers.id, ids))
        .for('share');
      return rows.length;
    },

    /** The instructor, its row held (FOR UPDATE) until the transaction ends. */
    async lockInstructor(id: number, q: Queryable) {
      const [row] = await q.select().from(teachers).where(eq(teachers.id, id)).for('update');
      return row ?? null;
    },

    /** How many courses name this instructor. */
    async instructorUse(id: number, q: Queryable = db): Promise<number> {
      const [row] = await q
        .select({ value: count() })
        .from(courses)
        .where(
          or(
            eq(courses.teacherId, id),
            eq(courses.secondTeacherId, id),
            eq(courses.thirdTeacherId, id),
          ),
        );
      return Number(row?.value ?? 0);
    },

    async insertInstructor(values: { name: string; surname: string; title: string }, q: Queryable) {
      const [row] = await q.insert(teachers).values(values).returning();
      return row!;
    },

    async updateInstructor(
      id: number,
      values: { name: string; surname: string; title: string },
      q: Queryable,
    ) {
      const [row] = await q.update(teachers).set(values).where(eq(teachers.id, id)).returning();
      return row ?? null;
    },

    async deleteInstructor(id: number, q: Queryable) {
      const [row] = await q.delete(teachers).where(eq(teachers.id, id)).returning();
      return row ?? null;
    },
  };
}
export type AdminCoursesRepository = ReturnType<typeof createAdminCoursesRepository>;
