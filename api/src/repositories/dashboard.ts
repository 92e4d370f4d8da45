import { and, count, desc, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { contacts, courses, enrollments, orders, users } from '../db/schema';

/** The counts and sums of the back office's first page. It decides nothing. */
export function createDashboardRepository(db: Db) {
  return {
    /**
     * Completed orders that were paid for, completed in [from, to): their number and what they
     * brought in after refunds.
     */
    async sales(from: Date, to: Date) {
      const [row] = await db
        .select({
          orders: count(),
          // Less what staff refunded, shared between net and VAT as the order was.
          subtotal: sql<string>`coalesce(round(sum(${orders.subtotal} * (${orders.total} - ${orders.refundedAmount}) / ${orders.total}), 2), 0)`,
          tax: sql<string>`coalesce(sum(${orders.total} - ${orders.refundedAmount}), 0) - coalesce(round(sum(${orders.subtotal} * (${orders.total} - ${orders.refundedAmount}) / ${orders.total}), 2), 0)`,
          total: sql<string>`coalesce(sum(${orders.total} - ${orders.refundedAmount}), 0)`,
        })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'completed'),
            gt(orders.total, 0),
            gte(orders.completedAt, from),
            lt(orders.completedAt, to),
          ),
        );
      return {
        orders: row?.orders ?? 0,
        subtotal: Number(row?.subtotal ?? 0),
        tax: Number(row?.tax ?? 0),
        total: Number(row?.total ?? 0),
      };
    },

    /** Bank-transfer orders whose money may still come. */
    async transfersAwaiting(now: Date) {
      const [row] = await db
        .select({ value: count() })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'awaiting_transfer'),
            or(isNull(orders.expiresAt), gt(orders.expiresAt, now)),
          ),
        );
      return row?.value ?? 0;
    },

    /** Contact messages not yet handled. */
    async openMessages() {
      const [row] = await db
        .select({ value: count() })
        .from(contacts)
        .where(isNull(contacts.handledAt));
      return row?.value ?? 0;
    },

    /** The newest enrolments, newest first. */
    async newestEnrolments(limit: number) {
      return db
        .select({
          userId: users.id,
          name: users.name,
          surname: users.surname,
          email: users.email,
          courseId: courses.id,
          courseName: courses.name,
          courseEn: courses.en,
          enrolledAt: enrollments.createdAt,
        })
        .from(enrollments)
        .innerJoin(users, eq(users.id, enrollments.userId))
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .orderBy(desc(enrollments.createdAt), desc(enrollments.id))
        .limit(limit);
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
