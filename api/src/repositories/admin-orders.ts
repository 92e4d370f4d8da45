import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PaymentMethodValue } from '@lms/shared/contracts';
import type { Db } from '../db';
import {
  certificates,
  courseTitles,
  courseVideos,
  courses,
  enrollments,
  exams,
  orderItems,
  orderMails,
  orderParticipants,
  orders,
  paymentEvents,
  pendingEnrollments,
  userExams,
  users,
  videoProgress,
  type CourseEn,
  type OrderStatus,
} from '../db/schema';
import type { Queryable } from './baskets';
import { hasOwedRefund } from './paybacks';

/** The back office's filters of the order list, as the service resolved them. */
export interface AdminOrderFilter {
  status?: OrderStatus;
  method?: PaymentMethodValue;
  /** From this moment, inclusive. */
  from?: Date;
  /** Before this moment. */
  to?: Date;
  /** A course's number, or part of its name. */
  course?: string;
  /** Part of the buyer's name or e-mail address. */
  buyer?: string;
  /** Only orders with a manual refund whose money is still owed. */
  refundOwed?: boolean;
  limit: number;
  offset: number;
}

/** A seat of an order: one participant of one course, with where its enrolment stands. */
export interface SeatRow {
  participantId: number;
  itemId: number;
  courseId: number;
  courseName: string;
  /** The course's English texts: its name to a reader of English. */
  courseEn: CourseEn;
  /** The course's type (spec §9: 1 online, 2 physical, 3 free, 5 certificate program). */
  courseTypeId: number;
  courseStartDate: Date | null;
  quantity: number;
  lineTotal: number;
  name: string;
  surname: string;
  email: string;
  refundedAt: Date | null;
  /** The account the seat enrolled (claimed), if any. */
  enrolledUserId: number | null;
  /** Held for the address's verification. */
  held: boolean;
}

/** LIKE's wildcards typed by a person are searched for, not obeyed. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Orders for the back office: the list with its filters, an order's seats, events
 * and mails, and the rows a refund changes. The rules are in services/admin-orders.ts.
 */
export function createAdminOrdersRepository(db: Db) {
  const where = (filter: AdminOrderFilter) => {
    const parts: SQL[] = [];
    if (filter.status) parts.push(eq(orders.status, filter.status));
    if (filter.method !== undefined) parts.push(eq(orders.paymentMethod, filter.method));
    if (filter.from) parts.push(gte(orders.createdAt, filter.from));
    if (filter.to) parts.push(lt(orders.createdAt, filter.to));
    if (filter.course) {
      const text = filter.course.trim();
      const course = /^\d{1,9}$/.test(text)
        ? eq(orderItems.courseId, Number(text))
        : or(
            ilike(courses.name, `%${likeEscape(text)}%`),
            ilike(sql`${courses.en}->>'name'`, `%${likeEscape(text)}%`),
          )!;
      parts.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(orderItems)
            .innerJoin(courses, eq(courses.id, orderItems.courseId))
            .where(and(eq(orderItems.orderId, orders.id), course)),
        ),
      );
    }
    if (filter.buyer) {
      const pattern = `%${likeEscape(filter.buyer.trim())}%`;
      parts.push(
        or(
          ilike(users.email, pattern),
          ilike(sql`${users.name} || ' ' || ${users.surname}`, pattern),
        )!,
      );
    }
    if (filter.refundOwed) parts.push(hasOwedRefund(orders.id));
    return parts.length > 0 ? and(...parts) : undefined;
  };

  return {
    /** Newest first, filtered, `limit` rows from `offset`, with how many match. */
    async list(filter: AdminOrderFilter) {
      const condition = where(filter);
      const rows = await db
        .select({
          id: orders.id,
          trackingId: orders.trackingId,
          status: orders.status,
          paymentMethod: orders.paymentMethod,
          referenceCode: orders.referenceCode,
          subtotal: orders.subtotal,
          tax: orders.tax,
          total: orders.total,
          refundedAmount: orders.refundedAmount,
          createdAt: orders.createdAt,
          completedAt: orders.completedAt,
          buyerName: users.name,
          buyerSurname: users.surname,
          buyerEmail: users.email,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(condition)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(filter.limit)
        .offset(filter.offset);
      const [total] = await db
        .select({ total: count() })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(condition);
      const ids = rows.map((row) => row.id);
      const items = ids.length
        ? await db
            .select({
              orderId: orderItems.orderId,
              name: courses.name,
              en: courses.en,
              quantity: orderItems.quantity,
            })
            .from(orderItems)
            .innerJoin(courses, eq(courses.id, orderItems.courseId))
            .where(inArray(orderItems.orderId, ids))
            .orderBy(asc(orderItems.id))
        : [];
      return {
        rows: rows.map((row) => {
          const lines = items.filter((item) => item.orderId === row.id);
          return {
            ...row,
            courses: lines.map(({ name, en }) => ({ name, en })),
            seats: lines.reduce((sum, line) => sum + line.quantity, 0),
          };
        }),
        total: total?.total ?? 0,
      };
    },

    /** The order and its buyer. */
    async withBuyer(trackingId: string, q: Queryable = db) {
      const [row] = await q
        .select({ order: orders, buyer: users })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.trackingId, trackingId))
        .limit(1);
      return row ?? null;
    },

    /** Every seat of the order, in order of entry, with its enrolment. */
    async seats(orderId: number, q: Queryable = db): Promise<SeatRow[]> {
      const rows = await q
        .select({
          participantId: orderParticipants.id,
          itemId: orderItems.id,
          courseId: orderItems.courseId,
          courseName: courses.name,
          courseEn: courses.en,
          courseTypeId: courses.courseTypeId,
          courseStartDate: courses.courseStartDate,
          quantity: orderItems.quantity,
          lineTotal: orderItems.total,
          name: orderParticipants.name,
          surname: orderParticipants.surname,
          email: orderParticipants.email,
          refundedAt: orderParticipants.refundedAt,
          enrolledUserId: enrollments.userId,
          heldId: pendingEnrollments.id,
        })
        .from(orderParticipants)
        .innerJoin(orderItems, eq(orderItems.id, orderParticipants.orderItemId))
        .innerJoin(courses, eq(courses.id, orderItems.courseId))
        .leftJoin(users, eq(users.email, orderParticipants.email))
        .leftJoin(
          enrollments,
          and(
            eq(enrollments.userId, users.id),
            eq(enrollments.courseId, orderItems.courseId),
            eq(enrollments.orderId, orderId),
          ),
        )
        .leftJoin(
          pendingEnrollments,
          and(
            eq(pendingEnrollments.email, orderParticipants.email),
            eq(pendingEnrollments.courseId, orderItems.courseId),
            eq(pendingEnrollments.orderId, orderId),
          ),
        )
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.id), asc(orderParticipants.id));
      return rows.map(({ heldId, ...row }) => ({ ...row, held: heldId !== null }));
    },

    async events(orderId: number) {
      return db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.orderId, orderId))
        .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id));
    },

    async mails(orderId: number) {
      return db
        .select()
        .from(orderMails)
        .where(eq(orderMails.orderId, orderId))
        .orderBy(asc(orderMails.createdAt), asc(orderMails.id));
    },

    async recordMail(orderId: number, recipient: string, subject: string, q: Queryable) {
      await q.insert(orderMails).values({ orderId, recipient, subject });
    },

    async recordEvent(
      event: {
        orderId: number;
        provider: string;
        providerEventId: string;
        status: string;
        payload: Record<string, unknown>;
      },
      q: Queryable,
    ) {
      await q.insert(paymentEvents).values(event);
    },

    /**
     * Marks seats refunded and adds what was given back to the order (locked by the caller); an
     * order given back whole says why (a message key: staff refunded it, or the buyer withdrew).
     */
    async markRefunded(
      orderId: number,
      participantIds: number[],
      amount: number,
      at: Date,
      fullyRefunded: boolean,
      why: 'orderRefundedByStaff' | 'orderWithdrawnByBuyer',
      q: Queryable,
    ) {
      await q
        .update(orderParticipants)
        .set({ refundedAt: at })
        .where(
          and(inArray(orderParticipants.id, participantIds), isNull(orderParticipants.refundedAt)),
        );
      await q
        .update(orders)
        .set({
          refundedAmount: sql`${orders.refundedAmount} + ${amount}`,
          updatedAt: at,
          ...(fullyRefunded
            ? {
                status: 'refunded' as const,
                refundedAt: at,
                failureMessage: why,
              }
            : {}),
        })
        .where(eq(orders.id, orderId));
    },

    /** Removes the enrolments (and held seats) this order granted for these seats. */
    async removeSeats(orderId: number, seats: { email: string; courseId: number }[], q: Queryable) {
      for (const seat of seats) {
        await q
          .delete(enrollments)
          .where(
            and(
              eq(enrollments.orderId, orderId),
              eq(enrollments.courseId, seat.courseId),
              inArray(
                enrollments.userId,
                q.select({ id: users.id }).from(users).where(eq(users.email, seat.email)),
              ),
            ),
          );
        await q
          .delete(pendingEnrollments)
          .where(
            and(
              eq(pendingEnrollments.orderId, orderId),
              eq(pendingEnrollments.courseId, seat.courseId),
              eq(pendingEnrollments.email, seat.email),
            ),
          );
      }
    },

    /** Whether this learner has started a video or an exam of the course. */
    async hasStarted(userId: number, courseId: number, q: Queryable = db): Promise<boolean> {
      const [video] = await q
        .select({ one: sql<number>`1` })
        .from(videoProgress)
        .innerJoin(courseVideos, eq(courseVideos.id, videoProgress.courseVideoId))
        .innerJoin(courseTitles, eq(courseTitles.id, courseVideos.courseTitleId))
        .where(
          and(
            eq(videoProgress.userId, userId),
            eq(courseTitles.courseId, courseId),
            or(sql`${videoProgress.seconds} > 0`, sql`${videoProgress.watchedSeconds} > 0`),
          ),
        )
        .limit(1);
      if (video) return true;
      const [exam] = await q
        .select({ one: sql<number>`1` })
        .from(userExams)
        .innerJoin(exams, eq(exams.id, userExams.examId))
        .innerJoin(courseTitles, eq(courseTitles.id, exams.courseTitleId))
        .where(and(eq(userExams.userId, userId), eq(courseTitles.courseId, courseId)))
        .limit(1);
      return Boolean(exam);
    },

    /** Codes of the learner's valid certificates of the course. */
    async validCertificates(userId: number, courseId: number, q: Queryable = db) {
      const rows = await q
        .select({ code: certificates.code })
        .from(certificates)
        .innerJoin(userExams, eq(userExams.id, certificates.userExamId))
        .innerJoin(exams, eq(exams.id, userExams.examId))
        .innerJoin(courseTitles, eq(courseTitles.id, exams.courseTitleId))
        .where(
          and(
            eq(userExams.userId, userId),
            eq(courseTitles.courseId, courseId),
            isNull(certificates.revokedAt),
          ),
        );
      return rows.map((row) => row.code);
    },
  };
}
export type AdminOrdersRepository = ReturnType<typeof createAdminOrdersRepository>;
