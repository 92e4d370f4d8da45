import type { z } from 'zod';
import {
  slugify,
  type AdminCourse,
  type AdminCourseListItem,
  type AdminCourseState,
  type adminCourseCreateSchema,
  type adminCourseUpdateSchema,
  type instructorInputSchema,
  type Instructor,
} from '@lms/shared/contracts';
import type { Db } from '../db';
import { DomainError } from '../lib/domain-error';
import type { Storage } from '../lib/storage';
import { changesOf } from '../lib/staff';
import { sanitizeHtml } from '../lib/sanitize-html';
import type {
  AdminCourseListFilter,
  AdminCoursesRepository,
  CourseDetailRow,
  CourseRecord,
  CourseValues,
} from '../repositories/admin-courses';
import type { BasketsRepository, Queryable } from '../repositories/baskets';
import type { OrdersRepository } from '../repositories/orders';
import { isUniqueViolation } from '../repositories/users';

/**
 * The back office's rules for courses and instructors:
 * - a new course is a draft; publishing shows it to visitors, unpublishing hides it again and
 *   takes it off sale like cancelling does (open orders cancelled, out of every basket);
 * - the slug is derived from the name (Turkish letters transliterated) unless staff type one, and
 *   is unique: a typed slug that is taken is refused by the field, a derived one gets `-2`, `-3`…;
 * - every write names the version it read and moves the course to the next one; a write over a
 *   newer version is refused (`update … where id = ? and version = ?`), so two editors never
 *   silently overwrite each other;
 * - cancelling refuses new purchases, cancels the open (unpaid) orders that hold the course and
 *   takes it out of every basket;
 * - every write is audited, in its own transaction, with what changed.
 * The catalogue's caches need no call: every write to `courses`, `course_details` or `teachers`
 * bumps the catalogue version in the same transaction (migration 0008), which every instance
 * checks on its next request.
 */

export type AdminCourseCreateInput = z.output<typeof adminCourseCreateSchema>;
export type AdminCourseUpdateInput = z.output<typeof adminCourseUpdateSchema>;
export type InstructorValues = z.output<typeof instructorInputSchema>;

/** Records an audit entry inside the write's transaction (`app.audit.record` bound to a request). */
export type AuditWriter = (
  tx: Queryable,
  entry: {
    action: string;
    objectType: string;
    objectId: string;
    summary: Record<string, unknown>;
  },
) => Promise<void>;

export interface AdminCoursesDeps {
  db: Db;
  repo: AdminCoursesRepository;
  baskets: Pick<BasketsRepository, 'removeCourseEverywhere'>;
  orders: Pick<OrdersRepository, 'cancelOpenForCourse'>;
  /** Where thumbnails are kept (lib/storage.ts). */
  storage: Pick<Storage, 'put' | 'delete'>;
  absolute: (path: string) => string;
}

/** A course's state as the back office names it (`stateCondition` says the same in SQL). */
export const courseState = (
  course: Pick<CourseRecord, 'isCancelled' | 'publishedAt' | 'courseEndDate'>,
  now: Date,
): AdminCourseState => {
  if (course.isCancelled) return 'cancelled';
  if (course.publishedAt === null) return 'draft';
  if (course.courseEndDate && course.courseEndDate.getTime() < now.getTime()) return 'ended';
  return 'published';
};

const iso = (date: Date | null) => date?.toISOString() ?? null;
const toDate = (value: string | null) => (value === null ? null : new Date(value));

/** The next free `base`, `base-2`, `base-3`… among the slugs in use. */
export const freeSlug = (base: string, used: string[]): string => {
  const taken = new Set(used);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
};

export function createAdminCoursesService({
  db,
  repo,
  baskets,
  orders,
  storage,
  absolute,
}: AdminCoursesDeps) {
  const toAdminCourse = (
    row: CourseRecord,
    details: CourseDetailRow[],
    now: Date,
  ): AdminCourse => ({
    id: row.id,
    name: row.name,
    nameSlug: row.nameSlug,
    courseTypeId: row.courseTypeId,
    price: Number(row.price),
    ihkibPrice: row.ihkibPrice === null ? null : Number(row.ihkibPrice),
    courseStartDate: iso(row.courseStartDate),
    courseEndDate: iso(row.courseEndDate),
    registerEndDate: iso(row.registerEndDate),
    courseFirstExamDate: iso(row.courseFirstExamDate),
    courseDuration: row.courseDuration,
    courseLocation: row.courseLocation,
    courseLocationUrl: row.courseLocationUrl,
    hasRegisterLimit: row.hasRegisterLimit,
    teacherIds: [row.teacherId, row.secondTeacherId, row.thirdTeacherId].filter(
      (id): id is number => id !== null,
    ),
    description: row.description,
    summary: row.summary,
    courseDetails: details,
    alertMessage: row.alertMessage,
    en: row.en,
    minWatchPercent: row.minWatchPercent,
    thumbnailImagePath: row.thumbnailImagePath ? absolute(row.thumbnailImagePath) : '',
    isCancelled: row.isCancelled,
    publishedAt: iso(row.publishedAt),
    state: courseState(row, now),
    version: row.version,
    createDate: row.createDate.toISOString(),
  });

  /**
   * The row's editable fields as the audit compares them: the staff view without what staff do
   * not type (id, picture, state, version, dates the server keeps).
   */
  const editable = (row: CourseRecord, details: CourseDetailRow[]) => {
    const {
      id: _id,
      thumbnailImagePath: _thumbnail,
      isCancelled: _cancelled,
      publishedAt: _published,
      state: _state,
      version: _version,
      createDate: _created,
      ...fields
    } = toAdminCourse(row, details, new Date(0));
    return fields;
  };

  /**
   * English versions as stored: only the fields written, HTML sanitised; a blank one
   * is left out, so the site shows the Turkish.
   */
  const englishOf = <T extends { description?: string; summary?: string[] }>(en: T): T => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(en)) {
      if (Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value !== '') {
        out[key] = key === 'description' ? sanitizeHtml(value as string) : value;
      }
    }
    return out as T;
  };

  /** The columns an input writes, HTML sanitised. */
  const valuesOf = (input: AdminCourseCreateInput, nameSlug: string): CourseValues => {
    const [teacherId = null, secondTeacherId = null, thirdTeacherId = null] = input.teacherIds;
    return {
      name: input.name,
      nameSlug,
      courseTypeId: input.courseTypeId,
      price: input.price,
      ihkibPrice: input.ihkibPrice,
      courseStartDate: toDate(input.courseStartDate),
      courseEndDate: toDate(input.courseEndDate),
      registerEndDate: toDate(input.registerEndDate),
      courseFirstExamDate: toDate(input.courseFirstExamDate),
      courseDuration: input.courseDuration,
      courseLocation: input.courseLocation,
      courseLocationUrl: input.courseLocationUrl,
      hasRegisterLimit: input.hasRegisterLimit,
      teacherId,
      secondTeacherId,
      thirdTeacherId,
      description: sanitizeHtml(input.description),
      summary: input.summary,
      alertMessage: input.alertMessage,
      en: englishOf(input.en),
      minWatchPercent: input.minWatchPercent,
    };
  };

  const detailsOf = (input: AdminCourseCreateInput): CourseDetailRow[] =>
    input.courseDetails.map((item) => ({
      type: item.type,
      title: item.title,
      description: sanitizeHtml(item.description),
      en: englishOf(item.en),
    }));

  /** The slug to store: the typed one if free (else 409 by the field), or one derived from the name. */
  async function slugFor(input: AdminCourseCreateInput, exceptId: number | null, tx: Queryable) {
    if (input.nameSlug) {
      if (await repo.slugTaken(input.nameSlug, exceptId, tx)) {
        throw DomainError.onField('conflict', 'slugTaken', 'nameSlug');
      }
      return input.nameSlug;
    }
    const base = slugify(input.name).slice(0, 180).replace(/-+$/, '');
    if (!base) throw DomainError.onField('invalid', 'slugInvalid', 'nameSlug');
    return freeSlug(base, await repo.slugsLike(base, exceptId, tx));
  }

  async function refuseUnknownInstructors(ids: number[], tx: Queryable) {
    if ((await repo.countInstructors(ids, tx)) !== ids.length) {
      throw DomainError.onField('invalid', 'instructorNotFound', 'teacherIds');
    }
  }

  /** A unique violation on the slug (a race with another save) is the same refusal as a check. */
  const slugRace = (error: unknown): never => {
    if (isUniqueViolation(error)) throw DomainError.onField('conflict', 'slugTaken', 'nameSlug');
    throw error;
  };

  /** The write did not apply: the course is gone (404) or at another version (409). */
  async function refuseStale(id: number, tx: Queryable): Promise<never> {
    if (!(await repo.byId(id, tx))) throw new DomainError('notFound', 'courseNotFound');
    throw new DomainError('conflict', 'courseChangedMeanwhile');
  }

  async function read(id: number, now = new Date()): Promise<AdminCourse> {
    const row = await repo.byId(id);
    if (!row) throw new DomainError('notFound', 'courseNotFound');
    return toAdminCourse(row, await repo.details(id), now);
  }

  /** Moves a course to another publication state at its version, audited. */
  async function transition(
    id: number,
    version: number,
    audit: AuditWriter,
    action: 'publish' | 'unpublish',
    now: Date,
  ): Promise<AdminCourse> {
    return db.transaction(async (tx) => {
      const row = await repo.lock(id, tx);
      if (!row) throw new DomainError('notFound', 'courseNotFound');
      if (row.version !== version) throw new DomainError('conflict', 'courseChangedMeanwhile');
      if (action === 'publish') {
        if (row.isCancelled) throw new DomainError('conflict', 'courseCancelledCannotPublish');
        if (row.publishedAt) throw new DomainError('conflict', 'courseAlreadyPublished');
      } else if (!row.publishedAt) {
        throw new DomainError('conflict', 'courseAlreadyDraft');
      }
      const publishedAt = action === 'publish' ? now : null;
      const updated =
        (await repo.updateAt(id, version, { publishedAt }, tx)) ?? (await refuseStale(id, tx));
      // Off sale: nobody pays for a course that is not shown. Its open orders are cancelled
      // (a card payment that still arrives is refunded) and it leaves every basket.
      const offSale =
        action === 'unpublish'
          ? {
              cancelledOrders: await orders.cancelOpenForCourse(id, 'orderCourseUnpublished', tx),
              basketLinesRemoved: await baskets.removeCourseEverywhere(id, tx),
            }
          : {};
      await audit(tx, {
        action: `course.${action}`,
        objectType: 'course',
        objectId: String(id),
        summary: {
          name: row.name,
          publishedAt: { from: iso(row.publishedAt), to: iso(publishedAt) },
          ...offSale,
        },
      });
      return toAdminCourse(updated, await repo.details(id, tx), now);
    });
  }

  return {
    read,

    async list(filter: AdminCourseListFilter, now = new Date()) {
      const { rows, total } = await repo.list(filter, now);
      const data: AdminCourseListItem[] = rows.map((row) => ({
        id: row.id,
        name: row.name,
        nameSlug: row.nameSlug,
        courseType: { id: row.courseTypeId },
        state: courseState(row, now),
        price: Number(row.price),
        courseStartDate: iso(row.courseStartDate),
        courseEndDate: iso(row.courseEndDate),
        publishedAt: iso(row.publishedAt),
        thumbnailImagePath: row.thumbnailImagePath ? absolute(row.thumbnailImagePath) : '',
        version: row.version,
      }));
      return { data, totalItemCount: total };
    },

    /** A new course, saved as a draft (visitors do not see it until it is published). */
    async create(input: AdminCourseCreateInput, audit: AuditWriter, now = new Date()) {
      return db
        .transaction(async (tx) => {
          await refuseUnknownInstructors(input.teacherIds, tx);
          const nameSlug = await slugFor(input, null, tx);
          const row = await repo.insert(valuesOf(input, nameSlug), tx);
          const details = detailsOf(input);
          await repo.replaceDetails(row.id, details, tx);
          await audit(tx, {
            action: 'course.create',
            objectType: 'course',
            objectId: String(row.id),
            summary: { name: row.name, nameSlug, courseTypeId: row.courseTypeId },
          });
          return toAdminCourse(row, details, now);
        })
        .catch(slugRace);
    },

    /** Every field, at the version read; the audit says which changed. */
    async update(id: number, input: AdminCourseUpdateInput, audit: AuditWriter, now = new Date()) {
      return db
        .transaction(async (tx) => {
          const before = await repo.byId(id, tx);
          if (!before) throw new DomainError('notFound', 'courseNotFound');
          if (before.version !== input.version) {
            throw new DomainError('conflict', 'courseChangedMeanwhile');
          }
          await refuseUnknownInstructors(input.teacherIds, tx);
          const nameSlug = await slugFor(input, id, tx);
          const oldDetails = await repo.details(id, tx);
          const row =
            (await repo.updateAt(id, input.version, valuesOf(input, nameSlug), tx)) ??
            (await refuseStale(id, tx));
          const details = detailsOf(input);
          await repo.replaceDetails(id, details, tx);
          await audit(tx, {
            action: 'course.update',
            objectType: 'course',
            objectId: String(id),
            summary: {
              name: row.name,
              version: row.version,
              changes: changesOf(editable(before, oldDetails), editable(row, details)),
            },
          });
          return toAdminCourse(row, details, now);
        })
        .catch(slugRace);
    },

    publish: (id: number, version: number, audit: AuditWriter, now = new Date()) =>
      transition(id, version, audit, 'publish', now),

    unpublish: (id: number, version: number, audit: AuditWriter, now = new Date()) =>
      transition(id, version, audit, 'unpublish', now),

    /**
     * Cancels the course (spec §4: the page says so and offers no purchase): open orders that hold
     * it are cancelled, and it leaves every basket.
     */
    async cancel(id: number, version: number, audit: AuditWriter, now = new Date()) {
      return db.transaction(async (tx) => {
        const row = await repo.lock(id, tx);
        if (!row) throw new DomainError('notFound', 'courseNotFound');
        if (row.version !== version) throw new DomainError('conflict', 'courseChangedMeanwhile');
        if (row.isCancelled) throw new DomainError('conflict', 'courseAlreadyCancelled');
        const updated =
          (await repo.updateAt(id, version, { isCancelled: true }, tx)) ??
          (await refuseStale(id, tx));
        const cancelledOrders = await orders.cancelOpenForCourse(id, 'orderCourseCancelled', tx);
        const basketLines = await baskets.removeCourseEverywhere(id, tx);
        await audit(tx, {
          action: 'course.cancel',
          objectType: 'course',
          objectId: String(id),
          summary: { name: row.name, cancelledOrders, basketLinesRemoved: basketLines },
        });
        return {
          course: toAdminCourse(updated, await repo.details(id, tx), now),
          cancelledOrders: cancelledOrders.length,
        };
      });
    },

    /**
     * A new thumbnail, at the version read. The course is locked and its version checked before
     * the file is stored, and the file is removed again if the write does not commit: a refused
     * or failed upload leaves no file that no course names, and no row changed. (The key is the
     * content's hash: an upload of the picture the course already shows stores nothing new.)
     */
    async setThumbnail(
      id: number,
      version: number,
      file: { key: string; path: string; body: Buffer },
      audit: AuditWriter,
      now = new Date(),
    ) {
      let stored = false;
      try {
        return await db.transaction(async (tx) => {
          const before = await repo.lock(id, tx);
          if (!before) throw new DomainError('notFound', 'courseNotFound');
          if (before.version !== version) {
            throw new DomainError('conflict', 'courseChangedMeanwhile');
          }
          if (before.thumbnailImagePath !== file.path) {
            await storage.put(file.key, file.body, { contentType: 'image/jpeg' });
            stored = true;
          }
          const row =
            (await repo.updateAt(id, version, { thumbnailImagePath: file.path }, tx)) ??
            (await refuseStale(id, tx));
          await audit(tx, {
            action: 'course.thumbnail',
            objectType: 'course',
            objectId: String(id),
            summary: {
              name: row.name,
              thumbnailImagePath: { from: before.thumbnailImagePath, to: file.path },
            },
          });
          return toAdminCourse(row, await repo.details(id, tx), now);
        });
      } catch (error) {
        if (stored) await storage.delete(file.key).catch(() => undefined);
        throw error;
      }
    },

    // Instructors

    async instructors(): Promise<Instructor[]> {
      return repo.instructors();
    },

    async createInstructor(values: InstructorValues, audit: AuditWriter): Promise<Instructor> {
      return db.transaction(async (tx) => {
        const row = await repo.insertInstructor(values, tx);
        await audit(tx, {
          action: 'instructor.create',
          objectType: 'instructor',
          objectId: String(row.id),
          summary: values,
        });
        return { ...row, courseCount: 0 };
      });
    },

    async updateInstructor(
      id: number,
      values: InstructorValues,
      audit: AuditWriter,
    ): Promise<Instructor> {
      return db.transaction(async (tx) => {
        const before = await repo.instructorById(id, tx);
        if (!before) throw new DomainError('notFound', 'instructorNotFound');
        const row = (await repo.updateInstructor(id, values, tx))!;
        await audit(tx, {
          action: 'instructor.update',
          objectType: 'instructor',
          objectId: String(id),
          summary: { changes: changesOf(before, values) },
        });
        return { ...row, courseCount: await repo.instructorUse(id, tx) };
      });
    },

    /**
     * An instructor that a course names is kept: staff take them off the courses first. The row
     * is locked before the courses are counted, and a course's save holds the instructors it
     * names (`countInstructors`): of a delete and an assignment at the same moment, one waits
     * for the other, so either the delete sees the course (409) or the save sees no instructor
     * (400 by the field); never a course that silently loses its instructor.
     */
    async deleteInstructor(id: number, audit: AuditWriter) {
      await db.transaction(async (tx) => {
        const before = await repo.lockInstructor(id, tx);
        if (!before) throw new DomainError('notFound', 'instructorNotFound');
        const used = await repo.instructorUse(id, tx);
        if (used > 0) {
          throw new DomainError('conflict', 'instructorInUse', { count: String(used) });
        }
        await repo.deleteInstructor(id, tx);
        await audit(tx, {
          action: 'instructor.delete',
          objectType: 'instructor',
          objectId: String(id),
          summary: { name: before.name, surname: before.surname },
        });
      });
    },
  };
}
export type AdminCoursesService = ReturnType<typeof createAdminCoursesService>;
