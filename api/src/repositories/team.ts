import { and, asc, desc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db';
import {
  certificates,
  courseTitles,
  courses,
  enrollments,
  exams,
  orderItems,
  orderParticipants,
  orders,
  pendingEnrollments,
  userExams,
  users,
  type CourseEn,
} from '../db/schema';
import type { Queryable } from './baskets';

/** One seat of a buyer's completed order, with what holds it (an enrolment or a pending one). */
export interface TeamSeatRow {
  participantId: number;
  orderId: number;
  trackingId: string;
  courseId: number;
  courseName: string;
  /** The course's English texts: its name to a reader of English. */
  courseEn: CourseEn;
  name: string;
  surname: string;
  email: string;
  notifiedAt: Date | null;
  /** The participant's account, when this order's enrolment is on it. */
  enrolledUserId: number | null;
  /** The seat is held for the address (no verified account yet). */
  held: boolean;
}

/**
 * Rows of the manager's view: the seats of a buyer's completed orders. It decides
 * nothing; which seats a buyer sees and what is shown of them is `services/team.ts`'s.
 */
export function createTeamRepository(db: Db) {
  const seatsWhere = (buyerId: number, participantId?: number) =>
    and(
      eq(orders.userId, buyerId),
      eq(orders.status, 'completed'),
      isNull(orderParticipants.refundedAt),
      participantId === undefined ? undefined : eq(orderParticipants.id, participantId),
    );

  const selectSeats = (q: Queryable, buyerId: number, participantId?: number) =>
    q
      .select({
        participantId: orderParticipants.id,
        orderId: orders.id,
        trackingId: orders.trackingId,
        courseId: orderItems.courseId,
        courseName: courses.name,
        courseEn: courses.en,
        name: orderParticipants.name,
        surname: orderParticipants.surname,
        email: orderParticipants.email,
        notifiedAt: orderParticipants.notifiedAt,
        enrolledUserId: enrollments.userId,
        heldId: pendingEnrollments.id,
      })
      .from(orderParticipants)
      .innerJoin(orderItems, eq(orderItems.id, orderParticipants.orderItemId))
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(courses, eq(courses.id, orderItems.courseId))
      .leftJoin(users, eq(users.email, orderParticipants.email))
      .leftJoin(
        enrollments,
        and(
          eq(enrollments.userId, users.id),
          eq(enrollments.courseId, orderItems.courseId),
          eq(enrollments.orderId, orders.id),
        ),
      )
      .leftJoin(
        pendingEnrollments,
        and(
          eq(pendingEnrollments.email, orderParticipants.email),
          eq(pendingEnrollments.courseId, orderItems.courseId),
          eq(pendingEnrollments.orderId, orders.id),
        ),
      )
      .where(seatsWhere(buyerId, participantId))
      .orderBy(
        desc(orders.completedAt),
        desc(orders.id),
        asc(orderItems.id),
        asc(orderParticipants.id),
      );

  const toRow = ({ heldId, ...row }: Awaited<ReturnType<typeof selectSeats>>[number]) => ({
    ...row,
    held: heldId !== null,
  });

  return {
    /** Every seat of the buyer's completed orders that is not refunded, newest order first. */
    async seats(buyerId: number): Promise<TeamSeatRow[]> {
      return (await selectSeats(db, buyerId)).map(toRow);
    },

    /** One such seat of the buyer's, or null when it is not theirs (or refunded, or unpaid). */
    async seat(buyerId: number, participantId: number, q: Queryable = db) {
      const [row] = await selectSeats(q, buyerId, participantId);
      return row ? toRow(row) : null;
    },

    /**
     * Records an invitation to the seat's participant now, unless one was sent after `since`;
     * false then (a second click, another instance). One statement, so two at once send one.
     */
    async claimInvitation(participantId: number, since: Date, now: Date, q: Queryable) {
      const rows = await q
        .update(orderParticipants)
        .set({ notifiedAt: now })
        .where(
          and(
            eq(orderParticipants.id, participantId),
            or(isNull(orderParticipants.notifiedAt), lte(orderParticipants.notifiedAt, since)),
          ),
        )
        .returning({ id: orderParticipants.id });
      return rows.length === 1;
    },

    /** The valid certificate codes of these learners in these courses, newest first, by pair. */
    async certificateCodes(pairs: { userId: number; courseId: number }[]) {
      const found = new Map<string, string>();
      if (pairs.length === 0) return found;
      const rows = await db
        .select({
          userId: userExams.userId,
          courseId: courseTitles.courseId,
          code: certificates.code,
        })
        .from(certificates)
        .innerJoin(userExams, eq(userExams.id, certificates.userExamId))
        .innerJoin(exams, eq(exams.id, userExams.examId))
        .innerJoin(courseTitles, eq(courseTitles.id, exams.courseTitleId))
        .where(
          and(
            inArray(userExams.userId, [...new Set(pairs.map((pair) => pair.userId))]),
            inArray(courseTitles.courseId, [...new Set(pairs.map((pair) => pair.courseId))]),
            isNull(certificates.revokedAt),
          ),
        )
        .orderBy(desc(certificates.issuedAt), desc(certificates.id));
      for (const row of rows) {
        const key = `${row.userId}|${row.courseId}`;
        if (!found.has(key)) found.set(key, row.code);
      }
      return found;
    },

    /** Mail language of the address's account, if it has one. */
    async localeOf(email: string, q: Queryable = db) {
      const [row] = await q
        .select({ locale: users.locale })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row?.locale ?? null;
    },

    /** The buyer, for the invitation's words. */
    async buyer(userId: number, q: Queryable = db) {
      const [row] = await q
        .select({
          name: users.name,
          surname: users.surname,
          email: users.email,
          locale: users.locale,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },
  };
}
export type TeamRepository = ReturnType<typeof createTeamRepository>;
