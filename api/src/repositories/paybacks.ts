import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { orders, paymentEvents } from '../db/schema';
import type { Queryable } from './baskets';

/**
 * Refunds paid back by hand ("refund requests"). A bank-transfer order's refund (by
 * staff, or the buyer's withdrawal) is a payment event `refunded` with `payload.manual`: the
 * provider cannot send it, so the money is owed until finance sends it by bank. Finance's mark is
 * another payment event, `paidBack`, whose provider event id names the refund's event
 * (`payback-<id>`): the events' unique (provider, provider event id) lets a refund be paid back
 * once, whatever the races. It decides nothing.
 */
export const PAYBACK_STATUS = 'paidBack';
export const PAYBACK_PROVIDER = 'bank-transfer';
export const paybackEventId = (refundEventId: number) => `payback-${refundEventId}`;

/**
 * What a refund's payload holds (a payment event `refunded`, written by staff's refund, the
 * buyer's withdrawal, or a late transfer whose seat was taken).
 */
export interface RefundPayload {
  amountKurus: number;
  /** The seats given back: whose, of which course (none for a late transfer's refund). */
  seats: { email: string; courseId: number }[];
  /** Paid back by bank, by hand (a transfer order), not sent back by the card's provider. */
  manual: boolean;
  /** The buyer withdrew (the 14 days of the distance-sales rules). */
  withdrawal?: true;
}

/** What a payback's payload holds. */
export interface PaybackPayload {
  refundEventId: number;
  amountKurus: number;
  reference: string;
  /** The staff member's e-mail address (the audit log keeps the rest). */
  by: string;
}

/** SQL: the order (by its id column) has a manual refund whose money is still owed. */
export const hasOwedRefund = (orderId: SQL | typeof orders.id): SQL =>
  sql`exists (select 1 from payment_events r where r.order_id = ${orderId} and r.status = 'refunded' and r.payload->>'manual' = 'true' and not exists (select 1 from payment_events p where p.provider = ${PAYBACK_PROVIDER} and p.provider_event_id = 'payback-' || r.id))`;

export function createPaybacksRepository(db: Db) {
  return {
    /** Manual refunds still owed: how many, and what they add up to in kuruş. */
    async owed() {
      const [row] = await db
        .select({
          count: count(),
          kurus: sql<string>`coalesce(sum((${paymentEvents.payload}->>'amountKurus')::bigint), 0)`,
        })
        .from(paymentEvents)
        .where(
          and(
            eq(paymentEvents.status, 'refunded'),
            sql`${paymentEvents.payload}->>'manual' = 'true'`,
            sql`not exists (select 1 from payment_events p where p.provider = ${PAYBACK_PROVIDER} and p.provider_event_id = 'payback-' || ${paymentEvents.id})`,
          ),
        );
      return { count: row?.count ?? 0, kurus: Number(row?.kurus ?? 0) };
    },

    /** A payment event of the order, by its id. */
    async event(orderId: number, eventId: number, q: Queryable = db) {
      const [row] = await q
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.orderId, orderId), eq(paymentEvents.id, eventId)))
        .limit(1);
      return row ?? null;
    },

    /** The payback of this refund event, if it was paid back. */
    async paybackOf(refundEventId: number, q: Queryable = db) {
      const [row] = await q
        .select()
        .from(paymentEvents)
        .where(
          and(
            eq(paymentEvents.provider, PAYBACK_PROVIDER),
            eq(paymentEvents.providerEventId, paybackEventId(refundEventId)),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** The refund events and paybacks of these orders, oldest first. */
    async ofOrders(orderIds: number[], q: Queryable = db) {
      if (orderIds.length === 0) return [];
      return q
        .select()
        .from(paymentEvents)
        .where(
          and(
            inArray(paymentEvents.orderId, orderIds),
            inArray(paymentEvents.status, ['refunded', PAYBACK_STATUS]),
          ),
        )
        .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id));
    },

    /** Records a payback; false when the refund was paid back already (its unique id). */
    async record(orderId: number, payload: PaybackPayload, q: Queryable = db) {
      const inserted = await q
        .insert(paymentEvents)
        .values({
          orderId,
          provider: PAYBACK_PROVIDER,
          providerEventId: paybackEventId(payload.refundEventId),
          status: PAYBACK_STATUS,
          payload: { ...payload },
        })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id, createdAt: paymentEvents.createdAt });
      return inserted[0] ?? null;
    },
  };
}
export type PaybacksRepository = ReturnType<typeof createPaybacksRepository>;
