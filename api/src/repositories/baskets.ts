import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Participant } from '@lms/shared/contracts';
import type { Db } from '../db';
import { basketItems, baskets, courses, enrollments, type ParticipantRow } from '../db/schema';
import type { Absolutise } from './urls';

/** Anything that runs queries: the database or a transaction. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type CourseRow = typeof courses.$inferSelect;

// Unambiguous characters only (no 0/O, 1/I/L): the code is typed into a bank transfer's description.
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const randomCode = (length: number): string =>
  Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** A basket's reference code, e.g. IA7K3M9Q2X; unique per basket (the cart list's message). */
export const newReferenceCode = () => `IA${randomCode(8)}`;

/** A basket as stored: its code, its participants and its lines' courses. */
export interface BasketView {
  referenceCode: string;
  participants: Participant[];
  lines: {
    itemId: number;
    course: Pick<
      CourseRow,
      'id' | 'name' | 'nameSlug' | 'thumbnailImagePath' | 'price' | 'ihkibPrice' | 'en'
    >;
    /**
     * The association whose member price the buyer pays for this course: the buyer's
     * company's tax number is on its list. Null for the list price.
     */
    memberOf: string | null;
  }[];
}

export function createBasketsRepository(db: Db, absolute: Absolutise) {
  /** The user's basket, created on first use. */
  async function ensureBasket(userId: number, q: Queryable = db) {
    const [existing] = await q.select().from(baskets).where(eq(baskets.userId, userId)).limit(1);
    if (existing) return existing;
    for (let attempt = 0; ; attempt += 1) {
      try {
        const [created] = await q
          .insert(baskets)
          .values({ userId, referenceCode: newReferenceCode() })
          .onConflictDoNothing({ target: baskets.userId })
          .returning();
        if (created) return created;
        // Created meanwhile by a parallel request.
        const [row] = await q.select().from(baskets).where(eq(baskets.userId, userId)).limit(1);
        if (row) return row;
      } catch (error) {
        // A reference code collision: try another one.
        if (attempt >= 5) throw error;
      }
    }
  }

  /** The basket's lines with their courses, oldest first. */
  async function lines(basketId: number, q: Queryable = db) {
    return q
      .select({ item: basketItems, course: courses })
      .from(basketItems)
      .innerJoin(courses, eq(courses.id, basketItems.courseId))
      .where(eq(basketItems.basketId, basketId))
      .orderBy(asc(basketItems.createdAt), asc(basketItems.id));
  }

  // The basket with its lines in one read; its SQL is built once.
  const basketWithLines = db
    .select({
      referenceCode: baskets.referenceCode,
      participants: baskets.participants,
      itemId: basketItems.id,
      course: {
        id: courses.id,
        name: courses.name,
        nameSlug: courses.nameSlug,
        thumbnailImagePath: courses.thumbnailImagePath,
        price: courses.price,
        en: courses.en,
        ihkibPrice: courses.ihkibPrice,
      },
      // Read in the same round trip: whether the buyer's company is on the list of the course's
      // association (its own, else İHKİB's), for a course with a member price.
      memberOf: sql<string | null>`(
        select a.name from associations a
        join association_members m on m.association_id = a.id
        join users u on u.tax_number = m.tax_number and u.is_corporate
        where u.id = "baskets"."user_id" and "courses"."ihkib_price" is not null
          and a.id = coalesce("courses"."member_association_id", (select x.id from associations x where x.code = 'ihkib'))
        limit 1)`,
    })
    .from(baskets)
    .leftJoin(basketItems, eq(basketItems.basketId, baskets.id))
    .leftJoin(courses, eq(courses.id, basketItems.courseId))
    .where(eq(baskets.userId, sql.placeholder('userId')))
    .orderBy(asc(basketItems.createdAt), asc(basketItems.id))
    .prepare('basket_with_lines');

  return {
    ensureBasket,
    lines,

    /**
     * The basket, its participants and its lines with their courses, oldest first, for GET
     * /v1/userbaskets/getall (priced by the checkout service). One round trip: the basket and its
     * lines in a single read (under a crowd the embedded database answers one query at a time, so
     * each extra query is a wait in line for every request). Only a user's very first read
     * creates the basket, which is then empty.
     */
    async list(userId: number): Promise<BasketView> {
      const rows = await basketWithLines.execute({ userId });
      const [basket] = rows;
      if (!basket) {
        const created = await ensureBasket(userId);
        return { referenceCode: created.referenceCode, participants: [], lines: [] };
      }
      const lines = rows.flatMap(({ itemId, course, memberOf }) =>
        itemId === null || course === null
          ? []
          : [
              {
                itemId,
                course: { ...course, thumbnailImagePath: absolute(course.thumbnailImagePath) },
                memberOf,
              },
            ],
      );
      return {
        referenceCode: basket.referenceCode,
        participants: (basket.participants ?? []) as Participant[],
        lines,
      };
    },

    async courseById(courseId: number, q: Queryable = db): Promise<CourseRow | null> {
      const [course] = await q.select().from(courses).where(eq(courses.id, courseId)).limit(1);
      return course ?? null;
    },

    /** The course, its row held against a concurrent write until the transaction ends. */
    async courseForShare(courseId: number, q: Queryable): Promise<CourseRow | null> {
      const [course] = await q
        .select()
        .from(courses)
        .where(eq(courses.id, courseId))
        .limit(1)
        .for('share');
      return course ?? null;
    },

    async owns(userId: number, courseId: number, q: Queryable = db): Promise<boolean> {
      const [row] = await q
        .select({ id: enrollments.id })
        .from(enrollments)
        .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
        .limit(1);
      return Boolean(row);
    },

    /** The new line's id, or null when the course is in the basket already. */
    async insertLine(
      basketId: number,
      courseId: number,
      q: Queryable = db,
    ): Promise<number | null> {
      const [row] = await q
        .insert(basketItems)
        .values({ basketId, courseId })
        .onConflictDoNothing()
        .returning({ id: basketItems.id });
      return row?.id ?? null;
    },

    /** DELETE /v1/userbaskets: only an item of the caller's own basket. */
    async remove(userId: number, itemId: number): Promise<{ basketId: number } | null> {
      const [basket] = await db
        .select({ id: baskets.id })
        .from(baskets)
        .where(eq(baskets.userId, userId))
        .limit(1);
      if (!basket) return null;
      const removed = await db
        .delete(basketItems)
        .where(and(eq(basketItems.id, itemId), eq(basketItems.basketId, basket.id)))
        .returning({ id: basketItems.id });
      return removed.length > 0 ? { basketId: basket.id } : null;
    },

    /** Takes a course out of every basket (it was cancelled); returns how many lines went. */
    async removeCourseEverywhere(courseId: number, q: Queryable = db): Promise<number> {
      const removed = await q
        .delete(basketItems)
        .where(eq(basketItems.courseId, courseId))
        .returning({ id: basketItems.id });
      return removed.length;
    },

    /**
     * The cart's participants, kept with the basket so a reload or a retry loses nothing; null
     * when there are none yet (the cart then starts with the buyer).
     */
    async saveParticipants(
      basketId: number,
      participants: ParticipantRow[] | null,
      q: Queryable = db,
    ) {
      await q.update(baskets).set({ participants }).where(eq(baskets.id, basketId));
    },

    /**
     * Removes the ordered courses from the user's basket, forgets its participants (they were
     * the ordered basket's) and gives it a new reference code.
     */
    async clearOrdered(userId: number, courseIds: number[], q: Queryable = db) {
      const [basket] = await q.select().from(baskets).where(eq(baskets.userId, userId)).limit(1);
      if (!basket) return;
      if (courseIds.length > 0) {
        await q
          .delete(basketItems)
          .where(
            and(eq(basketItems.basketId, basket.id), inArray(basketItems.courseId, courseIds)),
          );
      }
      // 31^8 codes: a collision is not worth a retry inside the order's transaction.
      await q
        .update(baskets)
        .set({ referenceCode: newReferenceCode(), participants: null })
        .where(eq(baskets.id, basket.id));
    },
  };
}
export type BasketsRepository = ReturnType<typeof createBasketsRepository>;
