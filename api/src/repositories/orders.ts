import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderItem, OrderSummary } from '@lms/shared/contracts';
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
import {
  discountOf,
  purchaseBlocker,
  randomCode,
  type BasketsRepository,
  type Queryable,
} from './baskets';
import { CheckoutError } from './checkout-error';
import { fromKurus, priceLine, toKurus } from '@lms/shared/contracts';

export type OrderRow = typeof orders.$inferSelect;

const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Public order number: 12 unambiguous characters, unguessable. */
const newTrackingId = () => randomCode(12);

/** A provider's verified callback (see payments/provider.ts). */
export interface PaymentEventInput {
  provider: string;
  eventId: string;
  providerPaymentId: string;
  trackingId: string;
  status: 'succeeded' | 'failed';
  /** Amount the provider charged, in kuruş. */
  amountKurus: number;
  /** The provider's reason for a failure, shown on the fail page. */
  message?: string;
  payload: Record<string, unknown>;
}

export type PaymentEventResult =
  | { outcome: 'duplicate' | 'ignored' | 'completed' | 'failed'; order: OrderRow }
  | { outcome: 'unknown-order' };

/** Courses owned by any of these e-mails (accounts or pending enrolments), as "email|courseId". */
async function ownedPairs(q: Queryable, emails: string[], courseIds: number[]) {
  if (emails.length === 0 || courseIds.length === 0) return new Set<string>();
  const viaAccount = await q
    .select({ email: users.email, courseId: enrollments.courseId })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(and(inArray(users.email, emails), inArray(enrollments.courseId, courseIds)));
  const pending = await q
    .select({ email: pendingEnrollments.email, courseId: pendingEnrollments.courseId })
    .from(pendingEnrollments)
    .where(
      and(
        inArray(pendingEnrollments.email, emails),
        inArray(pendingEnrollments.courseId, courseIds),
      ),
    );
  return new Set([...viaAccount, ...pending].map((row) => `${row.email}|${row.courseId}`));
}

export function createOrdersRepository(db: Db, baskets: BasketsRepository) {
  /**
   * Completes an order once: enrols the buyer and every participant (a participant without an
   * account gets a pending enrolment, claimed at registration) and empties those basket lines.
   * Returns false when the order was not in `from` any more (already handled).
   */
  async function complete(tx: Queryable, order: OrderRow, from: OrderStatus[]): Promise<boolean> {
    const [updated] = await tx
      .update(orders)
      .set({ status: 'completed', completedAt: new Date(), failureMessage: null })
      .where(and(eq(orders.id, order.id), inArray(orders.status, from)))
      .returning({ id: orders.id });
    if (!updated) return false;

    const items = await tx
      .select({ id: orderItems.id, courseId: orderItems.courseId })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    const courseIds = items.map((item) => item.courseId);
    const people = items.length
      ? await tx
          .select({ orderItemId: orderParticipants.orderItemId, email: orderParticipants.email })
          .from(orderParticipants)
          .where(
            inArray(
              orderParticipants.orderItemId,
              items.map((item) => item.id),
            ),
          )
      : [];
    const emails = [...new Set(people.map((person) => person.email))];
    const accounts = emails.length
      ? await tx
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(inArray(users.email, emails))
      : [];
    const accountOf = new Map(accounts.map((account) => [account.email, account.id]));
    const courseOfItem = new Map(items.map((item) => [item.id, item.courseId]));

    const enrol = new Map<string, { userId: number; courseId: number }>();
    for (const courseId of courseIds) {
      enrol.set(`${order.userId}|${courseId}`, { userId: order.userId, courseId });
    }
    const pending = new Map<string, { email: string; courseId: number }>();
    for (const person of people) {
      const courseId = courseOfItem.get(person.orderItemId)!;
      const userId = accountOf.get(person.email);
      if (userId) enrol.set(`${userId}|${courseId}`, { userId, courseId });
      else pending.set(`${person.email}|${courseId}`, { email: person.email, courseId });
    }
    if (enrol.size > 0) {
      await tx
        .insert(enrollments)
        .values([...enrol.values()].map((row) => ({ ...row, orderId: order.id })))
        .onConflictDoNothing();
    }
    if (pending.size > 0) {
      await tx
        .insert(pendingEnrollments)
        .values([...pending.values()].map((row) => ({ ...row, orderId: order.id })))
        .onConflictDoNothing();
    }
    await baskets.clearOrdered(order.userId, courseIds, tx);
    return true;
  }

  async function summary(order: OrderRow, q: Queryable = db): Promise<OrderSummary> {
    const items = await q
      .select({
        courseId: orderItems.courseId,
        name: courses.name,
        nameSlug: courses.nameSlug,
        quantity: orderItems.quantity,
        unitPrice: orderItems.unitPrice,
        priceWithoutTax: orderItems.priceWithoutTax,
        tax: orderItems.tax,
        total: orderItems.total,
      })
      .from(orderItems)
      .innerJoin(courses, eq(courses.id, orderItems.courseId))
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    return {
      trackingId: order.trackingId,
      status: order.status,
      paymentMethod:
        order.paymentMethod === 0 || order.paymentMethod === 1 ? order.paymentMethod : null,
      referenceCode: order.referenceCode,
      subtotal: order.subtotal,
      tax: order.tax,
      total: order.total,
      failureMessage: order.failureMessage,
      createdAt: order.createdAt.toISOString(),
      completedAt: order.completedAt?.toISOString() ?? null,
      expiresAt: null,
      hasReceipt: false,
      items: items.map((item) => ({ ...item, participants: [] })),
    };
  }

  return {
    summary,

    async buyer(userId: number) {
      const [row] = await db
        .select({ name: users.name, surname: users.surname, email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    /** POST /v1/orders/checkparty: true when this person may still be enrolled in the course. */
    async canEnrol(courseId: number, email: string): Promise<boolean> {
      const [course] = await db
        .select({ id: courses.id })
        .from(courses)
        .where(eq(courses.id, courseId))
        .limit(1);
      if (!course) throw new CheckoutError(404, 'basketCourseNotFound');
      const owned = await ownedPairs(db, [normaliseEmail(email)], [courseId]);
      return owned.size === 0;
    },

    /**
     * POST /v1/orders/makepayment. Validates the items against the basket, prices every line on
     * the server (never with a client price) and creates the order: completed when free (enrols
     * at once), awaiting_transfer for a bank transfer (the basket is emptied), pending for a card
     * (the basket stays until the provider's callback).
     */
    async create(userId: number, payload: OrderItem[], now = new Date()): Promise<OrderRow> {
      return db.transaction(async (tx) => {
        const basket = await baskets.ensureBasket(userId, tx);
        // One checkout per basket at a time.
        await tx.execute(sql`select id from baskets where id = ${basket.id} for update`);
        const rows = await baskets.lines(basket.id, tx);

        const requested = payload.map((item) => item.courseId);
        if (new Set(requested).size !== requested.length) {
          throw new CheckoutError(400, 'duplicateOrderItem');
        }
        const inBasket = new Set(rows.map((row) => row.course.id));
        if (rows.length === 0) throw new CheckoutError(400, 'emptyBasketMessage');
        if (requested.length !== inBasket.size || requested.some((id) => !inBasket.has(id))) {
          throw new CheckoutError(409, 'basketChanged');
        }
        const methods = new Set(payload.map((item) => item.paymentMethod));
        if (methods.size !== 1) throw new CheckoutError(400, 'mixedPaymentMethods');
        const method = payload[0]!.paymentMethod;

        const courseById = new Map(rows.map((row) => [row.course.id, row.course]));
        const participantsOf = new Map<number, ParticipantRow[]>();
        for (const item of payload) {
          const course = courseById.get(item.courseId)!;
          const blocker = purchaseBlocker(course, now);
          if (blocker) {
            throw new CheckoutError(400, 'courseNotPurchasable', {
              course: course.name,
              reason: blocker,
            });
          }
          const people = item.participants.map((person) => ({
            name: person.name.trim(),
            surname: person.surname.trim(),
            email: normaliseEmail(person.email),
          }));
          if (new Set(people.map((person) => person.email)).size !== people.length) {
            throw new CheckoutError(400, 'duplicateParticipant');
          }
          participantsOf.set(item.courseId, people);
        }

        const buyerOwns = await tx
          .select({ courseId: enrollments.courseId })
          .from(enrollments)
          .where(and(eq(enrollments.userId, userId), inArray(enrollments.courseId, requested)));
        if (buyerOwns.length > 0) throw new CheckoutError(409, 'courseAlreadyOwned');
        const allEmails = [...new Set([...participantsOf.values()].flat().map((p) => p.email))];
        const owned = await ownedPairs(tx, allEmails, requested);
        for (const [courseId, people] of participantsOf) {
          const taken = people.find((person) => owned.has(`${person.email}|${courseId}`));
          if (taken) {
            throw new CheckoutError(409, 'participantAlreadyOwnsCourse', {
              email: taken.email,
              course: courseById.get(courseId)!.name,
            });
          }
        }

        // Server prices only: the payload carries course ids and participants, never amounts.
        const priced = payload.map((item) => {
          const course = courseById.get(item.courseId)!;
          const discountPrice = discountOf(course);
          const people = participantsOf.get(item.courseId)!;
          return {
            course,
            people,
            discountPrice,
            line: priceLine({ price: course.price, discountPrice, quantity: people.length }),
          };
        });
        const payableKurus = priced.reduce((sum, p) => sum + toKurus(p.line.payable), 0);
        const netKurus = priced.reduce((sum, p) => sum + toKurus(p.line.withoutTax), 0);
        const free = payableKurus === 0;
        const status: OrderStatus = free
          ? 'pending'
          : method === 1
            ? 'awaiting_transfer'
            : 'pending';

        const [order] = await tx
          .insert(orders)
          .values({
            userId,
            trackingId: newTrackingId(),
            status,
            paymentMethod: free ? null : method,
            referenceCode: basket.referenceCode,
            subtotal: fromKurus(netKurus),
            tax: fromKurus(payableKurus - netKurus),
            total: fromKurus(payableKurus),
          })
          .returning();
        if (!order) throw new Error('order insert returned no row');

        for (const { course, people, discountPrice, line } of priced) {
          const [item] = await tx
            .insert(orderItems)
            .values({
              orderId: order.id,
              courseId: course.id,
              quantity: line.quantity,
              unitPrice: course.price,
              discount: discountPrice,
              priceWithoutTax: line.withoutTax,
              tax: line.tax,
              total: line.payable,
            })
            .returning({ id: orderItems.id });
          await tx
            .insert(orderParticipants)
            .values(people.map((person) => ({ ...person, orderItemId: item!.id })));
        }
        await baskets.saveParticipants(basket.id, participantsOf, tx);

        if (free) {
          await complete(tx, order, ['pending']);
          const [done] = await tx.select().from(orders).where(eq(orders.id, order.id));
          return done!;
        }
        if (status === 'awaiting_transfer') await baskets.clearOrdered(userId, requested, tx);
        return order;
      });
    },

    async setProviderPayment(orderId: number, providerPaymentId: string) {
      await db.update(orders).set({ providerPaymentId }).where(eq(orders.id, orderId));
    },

    async markFailed(orderId: number, message: string) {
      await db
        .update(orders)
        .set({ status: 'failed', failureMessage: message })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
    },

    async findForUser(userId: number, trackingId: string): Promise<OrderSummary | null> {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.trackingId, trackingId), eq(orders.userId, userId)))
        .limit(1);
      return order ? summary(order) : null;
    },

    /**
     * A verified provider callback, applied once: the event is recorded with ON CONFLICT DO
     * NOTHING on (provider, event id), and the order only moves out of `pending`, so a repeated
     * callback never enrols twice.
     */
    async applyPaymentEvent(event: PaymentEventInput): Promise<PaymentEventResult> {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(eq(orders.trackingId, event.trackingId))
          .for('update')
          .limit(1);
        if (!order || order.providerPaymentId !== event.providerPaymentId) {
          return { outcome: 'unknown-order' };
        }
        const [recorded] = await tx
          .insert(paymentEvents)
          .values({
            orderId: order.id,
            provider: event.provider,
            providerEventId: event.eventId,
            status: event.status,
            payload: event.payload,
          })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        if (!recorded) return { outcome: 'duplicate', order };
        if (order.status !== 'pending') return { outcome: 'ignored', order };

        if (event.status === 'succeeded' && event.amountKurus === toKurus(order.total)) {
          await complete(tx, order, ['pending']);
          return { outcome: 'completed', order };
        }
        const message =
          event.status === 'succeeded' ? 'paymentAmountMismatch' : (event.message ?? '');
        await tx
          .update(orders)
          .set({ status: 'failed', failureMessage: message || 'paymentDeclined' })
          .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')));
        return { outcome: 'failed', order };
      });
    },

    /** The admin's confirm-transfer: the bank transfer with this reference code has arrived. */
    async confirmTransfer(referenceCode: string): Promise<OrderRow | null> {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(
            and(
              eq(orders.referenceCode, referenceCode.trim().toUpperCase()),
              eq(orders.status, 'awaiting_transfer'),
            ),
          )
          .orderBy(asc(orders.createdAt))
          .for('update')
          .limit(1);
        if (!order) return null;
        await complete(tx, order, ['awaiting_transfer']);
        const [done] = await tx.select().from(orders).where(eq(orders.id, order.id));
        return done ?? null;
      });
    },

    /** Bank transfers still waiting for their money, oldest first (admin list-transfers). */
    async awaitingTransfers() {
      return db
        .select({
          trackingId: orders.trackingId,
          referenceCode: orders.referenceCode,
          total: orders.total,
          createdAt: orders.createdAt,
          email: users.email,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.status, 'awaiting_transfer'))
        .orderBy(asc(orders.createdAt));
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
