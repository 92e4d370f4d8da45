import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { associationMembers, associations, courses, users } from '../db/schema';
import type { Queryable } from './baskets';

/** The association a course's member price is for: its own, or İHKİB (code `ihkib`). */
const courseAssociationId = sql`coalesce(${courses.memberAssociationId}, (select a.id from associations a where a.code = 'ihkib'))`;

/** Association member lists: rows only; the rules are in services/associations.ts. */
export function createAssociationsRepository(db: Db) {
  return {
    /** Every association with its member count, by name. */
    async list(q: Queryable = db) {
      return q
        .select({
          id: associations.id,
          code: associations.code,
          name: associations.name,
          memberCount: count(associationMembers.taxNumber),
        })
        .from(associations)
        .leftJoin(associationMembers, eq(associationMembers.associationId, associations.id))
        .groupBy(associations.id)
        .orderBy(asc(associations.name));
    },

    async byCode(code: string, q: Queryable = db) {
      const [row] = await q.select().from(associations).where(eq(associations.code, code));
      return row ?? null;
    },

    /** An association's members, by tax number, with the company of an account that has it. */
    async members(associationId: number, q: Queryable = db) {
      return q
        .select({
          taxNumber: associationMembers.taxNumber,
          createdAt: associationMembers.createdAt,
          // Qualified by hand: drizzle writes a lone table's columns unqualified, and here
          // `tax_number` alone would be the account's own.
          companyName: sql<string | null>`(
            select min(nullif(u.company_name, '')) from ${users} u
            where u.is_corporate and u.tax_number = "association_members"."tax_number")`,
        })
        .from(associationMembers)
        .where(eq(associationMembers.associationId, associationId))
        .orderBy(asc(associationMembers.taxNumber));
    },

    /** Adds the tax numbers not on the list yet; returns those added. */
    async add(associationId: number, taxNumbers: string[], q: Queryable = db) {
      if (taxNumbers.length === 0) return [];
      const added: string[] = [];
      // In slices: one statement's parameters stay well under PostgreSQL's limit.
      for (let start = 0; start < taxNumbers.length; start += 1000) {
        const rows = await q
          .insert(associationMembers)
          .values(
            taxNumbers
              .slice(start, start + 1000)
              .map((taxNumber) => ({ associationId, taxNumber })),
          )
          .onConflictDoNothing()
          .returning({ taxNumber: associationMembers.taxNumber });
        added.push(...rows.map((row) => row.taxNumber));
      }
      return added;
    },

    /** Whether the tax number was on the list (and now is not). */
    async remove(associationId: number, taxNumber: string, q: Queryable = db) {
      const rows = await q
        .delete(associationMembers)
        .where(
          and(
            eq(associationMembers.associationId, associationId),
            eq(associationMembers.taxNumber, taxNumber),
          ),
        )
        .returning({ taxNumber: associationMembers.taxNumber });
      return rows.length > 0;
    },

    /**
     * The courses (of `courseIds`, with a member price) whose association lists the buyer's
     * company: course id → the association's name. Empty for an individual account.
     */
    async memberPrices(userId: number, courseIds: number[], q: Queryable = db) {
      if (courseIds.length === 0) return new Map<number, string>();
      const rows = await q
        .select({ courseId: courses.id, association: associations.name })
        .from(courses)
        .innerJoin(associations, eq(associations.id, courseAssociationId))
        .innerJoin(associationMembers, eq(associationMembers.associationId, associations.id))
        .innerJoin(
          users,
          and(eq(users.taxNumber, associationMembers.taxNumber), eq(users.isCorporate, true)),
        )
        .where(
          and(
            inArray(courses.id, courseIds),
            eq(users.id, userId),
            sql`${courses.ihkibPrice} is not null`,
          ),
        );
      return new Map(rows.map((row) => [row.courseId, row.association]));
    },

    /** The name of the association a course's member price is for. */
    async courseAssociationName(courseId: number, q: Queryable = db) {
      const [row] = await q
        .select({ name: associations.name })
        .from(courses)
        .innerJoin(associations, eq(associations.id, courseAssociationId))
        .where(eq(courses.id, courseId));
      return row?.name ?? null;
    },
  };
}
export type AssociationsRepository = ReturnType<typeof createAssociationsRepository>;
