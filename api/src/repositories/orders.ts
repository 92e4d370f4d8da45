import { and, asc, desc, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { OpenOrderRef, OrderStatusValue } from '@lms/shared/contracts';
import type { Db } from '../db';
import {
  courses,
  enrollments,
  orderItems,
  orderParticipants,
  orders,
  paymentEvents,
  pendingEnrollments,
  users,
  type OrderStatus,
  type ParticipantRow,
} from '../db/schema';
import type { CourseEn } from '../db/schema';
import type { Queryable } from './baskets';

/**
 * Orders as data: rows in, rows out. The rules (what may be paid, when an order
 * completes, expires or is refunded) are in services/checkout.ts.
 */
export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

export const OPEN_STATUSES: OrderStatus[] = ['pending', 'awaiting_transfer'];

export interface OrderLine {
  itemId: number;
  courseId: number;
  name: string;
  /** The course's English texts: the name shown to an English reader. */
  en: CourseEn;
  nameSlug: string;
  quantity: number;
  unitPrice: number;
  discount: number;
  priceWithoutTax: number;
  tax: number;
  total: number;
  /** The association whose member price this line is, or null for the list price. */
  memberAssociation: string | null;
  participants: ParticipantRow[];
}

/** A line to insert: the course, its frozen prices and its participants. */
export type NewOrderLine = Omit<OrderLine, 'itemId' | 'name' | 'en' | 'nameSlug'>;

/** A transfer order awaiting its money, or one that expired after `expiredSince`. */
const confirmable = (expiredSince: Date) =>
  and(
    eq(orders.paymentMethod, 1),
    or(
      eq(orders.status, 'awaiting_transfer'),
      and(eq(orders.status, 'expired'), gte(orders.expiresAt, expiredSince)),
    ),
  );

export function createOrdersRepository(db: Db) {
  /** The lines of some orders with their courses and participants, in order of entry. */
  async function linesOf(orderIds: number[], q: Queryable = db): Promise<Map<number, OrderLine[]>> {
    const byOrder = new Map<number, OrderLine[]>();
    if (orderIds.length === 0) return byOrder;
    const items = await q
      .select({
        orderId: orderItems.orderId,
        itemId: orderItems.id,
        courseId: orderItems.courseId,
        name: courses.name,
        en: courses.en,
        nameSlug: courses.nameSlug,
        quantity: orderItems.quantity,
        unitPrice: orderItems.unitPrice,
        discount: orderItems.discount,
        priceWithoutTax: orderItems.priceWithoutTax,
        tax: orderItems.tax,
        total: orderItems.total,
        memberAssociation: orderItems.memberAssociation,
      })
      .from(orderItems)
      .innerJoin(courses, eq(courses.id, orderItems.courseId))
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(asc(orderItems.id));
    const people = items.length
      ? await q
          .select({
            orderItemId: orderParticipants.orderItemId,
            name: orderParticipants.name,
            surname: orderParticipants.surname,
            email: orderParticipants.email,
          })
          .from(orderParticipants)
          .where(
            inArray(
              orderParticipants.orderItemId,
              items.map((item) => item.itemId),
            ),
          )
          .orderBy(asc(orderParticipants.id))
      : [];
    for (const { orderId, ...item } of items) {
      const line: OrderLine = {
        ...item,
        participants: people
          .filter((person) => person.orderItemId === item.itemId)
          .map(({ name, surname, email }) => ({ name, surname, email })),
      };
      byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), line]);
    }
    return byOrder;
  }

  return {
    linesOf,

    async lines(orderId: number, q: Queryable = db): Promise<OrderLine[]> {
      return (await linesOf([orderId], q)).get(orderId) ?? [];
    },

    async insert(order: NewOrder, lines: NewOrderLine[], q: Queryable = db): Promise<OrderRow> {
      const [row] = await q.insert(orders).values(order).returning();
      if (!row) throw new Error('order insert returned no row');
      for (const { participants, ...line } of lines) {
        const [item] = await q
          .insert(orderItems)
          .values({ ...line, orderId: row.id })
          .returning({ id: orderItems.id });
        await q
          .insert(orderParticipants)
          .values(participants.map((person) => ({ ...person, orderItemId: item!.id })));
      }
      return row;
    },

    async byId(id: number, q: Queryable = db): Promise<OrderRow | null> {
      const [row] = await q.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row ?? null;
    },

    /** The order with this tracking id, locked for the rest of the transaction. */
    async lockByTrackingId(trackingId: string, q: Queryable = db): Promise<OrderRow | null> {
      const [row] = await q
        .select()
        .from(orders)
        .where(eq(orders.trackingId, trackingId))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    async byTrackingId(trackingId: string): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(eq(orders.trackingId, trackingId))
        .limit(1);
      return row ?? null;
    },

    async byTrackingIdFor(userId: number, trackingId: string): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.trackingId, trackingId), eq(orders.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    async byIdempotencyKey(userId: number, key: string, q: Queryable) {
      const [row] = await q
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
        .limit(1);
      return row ?? null;
    },

    /**
     * The user's orders, newest first; replaced ones are left out (an order cancelled because its
     * course was cancelled is shown, with the reason).
     */
    async forUser(userId: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            or(
              ne(orders.status, 'cancelled'),
              sql`${orders.failureMessage} is distinct from 'orderReplaced'`,
            ),
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id));
    },

    /** The user's orders that can still be paid, locked. */
    async openFor(userId: number, q: Queryable = db): Promise<OrderRow[]> {
      return q
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), inArray(orders.status, OPEN_STATUSES)))
        .orderBy(asc(orders.createdAt))
        .for('update');
    },

    /** The user's open order for a course, if any (shown on the course page). */
    async openForCourse(
      userId: number,
      courseId: number,
      now: Date,
      q: Queryable = db,
    ): Promise<OpenOrderRef | null> {
      const [row] = await q
        .select({ trackingId: orders.trackingId, status: orders.status })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(
          and(
            eq(orders.userId, userId),
            eq(orderItems.courseId, courseId),
            inArray(orders.status, OPEN_STATUSES),
            or(sql`${orders.expiresAt} is null`, sql`${orders.expiresAt} > ${now}`),
          ),
        )
        .orderBy(desc(orders.createdAt))
        .limit(1);
      // Only the open statuses pass the filter above.
      return row
        ? { trackingId: row.trackingId, status: row.status as OpenOrderRef['status'] }
        : null;
    },

    /** Moves an order from one of `from` to `status`; false when it was no longer in `from`. */
    async transition(
      id: number,
      from: OrderStatus[],
      status: OrderStatusValue,
      extra: Partial<Pick<NewOrder, 'failureMessage' | 'completedAt' | 'refundedAt'>> = {},
      q: Queryable = db,
    ): Promise<boolean> {
      const moved = await q
        .update(orders)
        .set({ status, ...extra, updatedAt: new Date() })
        .where(and(eq(orders.id, id), inArray(orders.status, from)))
        .returning({ id: orders.id });
      return moved.length > 0;
    },

    async setPayment(id: number, providerPaymentId: string, paymentUrl: string, q: Queryable) {
      await q.update(orders).set({ providerPaymentId, paymentUrl }).where(eq(orders.id, id));
    },

    /**
     * Cancels every open (unpaid) order with a line for this course, saying why; returns their
     * tracking ids. A payment that still arrives for one is refunded (services/checkout.ts).
     */
    async cancelOpenForCourse(
      courseId: number,
      failureMessage: string,
      q: Queryable = db,
    ): Promise<string[]> {
      const rows = await q
        .update(orders)
        .set({ status: 'cancelled', failureMessage, updatedAt: new Date() })
        .where(
          and(
            inArray(orders.status, OPEN_STATUSES),
            inArray(
              orders.id,
              q
                .select({ id: orderItems.orderId })
                .from(orderItems)
                .where(eq(orderItems.courseId, courseId)),
            ),
          ),
        )
        .returning({ trackingId: orders.trackingId });
      return rows.map((row) => row.trackingId);
    },

    /** Open orders past their time become expired; returns them. */
    async expireDue(now: Date, userId?: number, q: Queryable = db): Promise<OrderRow[]> {
      return q
        .update(orders)
        .set({ status: 'expired', failureMessage: 'orderExpired', updatedAt: now })
        .where(
          and(
            inArray(orders.status, OPEN_STATUSES),
            lt(orders.expiresAt, now),
            userId === undefined ? undefined : eq(orders.userId, userId),
          ),
        )
        .returning();
    },

    /** A provider callback, recorded once: false when this event id was seen before. */
    async recordEvent(
      event: {
        orderId: number;
        provider: string;
        providerEventId: string;
        status: string;
        payload: Record<string, unknown>;
      },
      q: Queryable,
    ): Promise<boolean> {
      const [recorded] = await q
        .insert(paymentEvents)
        .values(event)
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      return Boolean(recorded);
    },

    /** Courses owned (or held for an address) among these e-mails, as "email|courseId". */
    async ownedPairs(emails: string[], courseIds: number[], q: Queryable = db) {
      if (emails.length === 0 || courseIds.length === 0) return new Set<string>();
      const viaAccount = await q
        .select({ email: users.email, courseId: enrollments.courseId })
        .from(enrollments)
        .innerJoin(users, eq(users.id, enrollments.userId))
        .where(and(inArray(users.email, emails), inArray(enrollments.courseId, courseIds)));
      const held = await q
        .select({ email: pendingEnrollments.email, courseId: pendingEnrollments.courseId })
        .from(pendingEnrollments)
        .where(
          and(
            inArray(pendingEnrollments.email, emails),
            inArray(pendingEnrollments.courseId, courseIds),
          ),
        );
      return new Set([...viaAccount, ...held].map((row) => `${row.email}|${row.courseId}`));
    },

    /**
     * Seats this buyer already knows about: courses owned by the buyer's own address, or given
     * to an address by one of the buyer's own orders. Only these are told to the buyer.
     */
    async knownPairs(buyerId: number, emails: string[], courseIds: number[], q: Queryable = db) {
      if (emails.length === 0 || courseIds.length === 0) return new Set<string>();
      const rows = await q
        .select({ email: orderParticipants.email, courseId: orderItems.courseId })
        .from(orderParticipants)
        .innerJoin(orderItems, eq(orderItems.id, orderParticipants.orderItemId))
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orders.userId, buyerId),
            eq(orders.status, 'completed'),
            inArray(orderParticipants.email, emails),
            inArray(orderItems.courseId, courseIds),
          ),
        );
      const [buyer] = await q
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, buyerId))
        .limit(1);
      const own = buyer
        ? await q
            .select({ courseId: enrollments.courseId })
            .from(enrollments)
            .where(and(eq(enrollments.userId, buyerId), inArray(enrollments.courseId, courseIds)))
        : [];
      return new Set([
        ...rows.map((row) => `${row.email}|${row.courseId}`),
        ...own.map((row) => `${buyer!.email}|${row.courseId}`),
      ]);
    },

    /** Enrols these people: accounts with a verified address at once, others held for it. */
    async enrol(orderId: number, seats: { email: string; courseId: number }[], q: Queryable) {
      const emails = [...new Set(seats.map((seat) => seat.email))];
      const accounts = emails.length
        ? await q
            .select({ id: users.id, email: users.email, verifiedAt: users.emailVerifiedAt })
            .from(users)
            .where(inArray(users.email, emails))
        : [];
      const verified = new Map(
        accounts.filter((account) => account.verifiedAt).map((a) => [a.email, a.id]),
      );
      const now = seats.filter((seat) => verified.has(seat.email));
      const held = seats.filter((seat) => !verified.has(seat.email));
      if (now.length > 0) {
        await q
          .insert(enrollments)
          .values(
            now.map((seat) => ({
              userId: verified.get(seat.email)!,
              courseId: seat.courseId,
              orderId,
            })),
          )
          .onConflictDoNothing();
      }
      if (held.length > 0) {
        await q
          .insert(pendingEnrollments)
          .values(held.map((seat) => ({ ...seat, orderId })))
          .onConflictDoNothing();
      }
      return { enrolled: now, held };
    },

    /**
     * Enrolment notices sent since `since`: to the address (one per order), and by
     * the buyer through free orders (one per order and address).
     */
    async noticesSince(
      { to, freeBy }: { to?: string; freeBy?: number },
      since: Date,
      q: Queryable = db,
    ): Promise<number> {
      const [row] = await q
        .select({
          value: sql<number>`count(distinct (${orderItems.orderId}, ${orderParticipants.email}))::int`,
        })
        .from(orderParticipants)
        .innerJoin(orderItems, eq(orderItems.id, orderParticipants.orderItemId))
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            gte(orderParticipants.notifiedAt, since),
            to === undefined ? undefined : eq(orderParticipants.email, to),
            freeBy === undefined ? undefined : and(eq(orders.userId, freeBy), eq(orders.total, 0)),
          ),
        );
      return row?.value ?? 0;
    },

    /** The mail language of the accounts among these e-mails, by address. */
    async localesOf(emails: string[], q: Queryable = db): Promise<Map<string, 'tr' | 'en'>> {
      if (emails.length === 0) return new Map();
      const rows = await q
        .select({ email: users.email, locale: users.locale })
        .from(users)
        .where(inArray(users.email, emails));
      return new Map(rows.map((row) => [row.email, row.locale]));
    },

    /** Records that these participants of the order were told of their enrolment. */
    async markNotified(orderId: number, emails: string[], at: Date, q: Queryable) {
      if (emails.length === 0) return;
      await q
        .update(orderParticipants)
        .set({ notifiedAt: at })
        .where(
          and(
            inArray(orderParticipants.email, emails),
            inArray(
              orderParticipants.orderItemId,
              q
                .select({ id: orderItems.id })
                .from(orderItems)
                .where(eq(orderItems.orderId, orderId)),
            ),
          ),
        );
    },

    async buyer(userId: number, q: Queryable = db) {
      const [row] = await q.select().from(users).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },

    /**
     * Transfer orders whose money may still be confirmed: those awaiting it, and those that
     * expired after `expiredSince`, oldest first.
     */
    async confirmableTransfers(expiredSince: Date) {
      return db
        .select({
          trackingId: orders.trackingId,
          referenceCode: orders.referenceCode,
          status: orders.status,
          total: orders.total,
          createdAt: orders.createdAt,
          expiresAt: orders.expiresAt,
          email: users.email,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(confirmable(expiredSince))
        .orderBy(asc(orders.createdAt));
    },

    /**
     * The order a transfer with this reference code pays, locked: the oldest awaiting it, else
     * the latest that expired after `expiredSince`.
     */
    async lockTransfer(referenceCode: string, expiredSince: Date, q: Queryable) {
      const [row] = await q
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.referenceCode, referenceCode.trim().toUpperCase()),
            confirmable(expiredSince),
          ),
        )
        .orderBy(
          sql`case when ${orders.status} = 'awaiting_transfer' then 0 else 1 end`,
          sql`case when ${orders.status} = 'awaiting_transfer' then ${orders.createdAt} end asc`,
          desc(orders.createdAt),
        )
        .for('update')
        .limit(1);
      return row ?? null;
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
