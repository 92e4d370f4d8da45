import { z } from 'zod';
import { ORDER_STATUSES, type OrderStatusValue } from './commerce';
import { idParamField, textField } from './fields';

/**
 * Why a seat can no longer be withdrawn from: its online course's videos or exams were started
 * (the digital-content exception), its physical or certificate course has begun, the 14 days
 * are over, it was refunded already, or the order was never paid (unpaid, free).
 */
export const WITHDRAWAL_CLOSED_REASONS = [
  'notPaid',
  'contentStarted',
  'courseStarted',
  'periodOver',
  'refunded',
] as const;
export type WithdrawalClosedReason = (typeof WITHDRAWAL_CLOSED_REASONS)[number];

export interface WithdrawalSeat {
  courseId: number;
  courseName: string;
  name: string;
  surname: string;
  email: string;
  /** What withdrawing from this seat alone gives back, in TL. */
  amount: number;
  /** Null while the seat can be withdrawn from. */
  closedReason: WithdrawalClosedReason | null;
}

/** `GET /v1/orders/withdrawal/{trackingId}`: what the buyer may still withdraw from, and until when. */
export interface Withdrawal {
  trackingId: string;
  /** The end of the 14 days (ISO); null for an order that was never paid. */
  until: string | null;
  seats: WithdrawalSeat[];
}

export const withdrawalSchema = z.object({
  trackingId: z.string(),
  until: z.string().nullable(),
  seats: z.array(
    z.object({
      courseId: z.number(),
      courseName: z.string(),
      name: z.string(),
      surname: z.string(),
      email: z.string(),
      amount: z.number(),
      closedReason: z.enum(WITHDRAWAL_CLOSED_REASONS).nullable(),
    }),
  ),
}) satisfies z.ZodType<Withdrawal>;

/** `POST /v1/orders/withdraw/{trackingId}`: these seats, at least one. */
export const withdrawSchema = z.object({
  seats: z
    .array(
      z.object({
        courseId: idParamField('invalidId'),
        email: textField({ max: 254 }).toLowerCase().email('emailIncorrect'),
      }),
    )
    .min(1, 'withdrawalSeatsRequired')
    .max(200, 'withdrawalSeatsRequired'),
});
export type WithdrawRequest = z.input<typeof withdrawSchema>;

/** What a withdrawal did: given back now (0 for a repeat), and the order's refunds so far. */
export interface WithdrawResult {
  refunded: number;
  refundedAmount: number;
  status: OrderStatusValue;
}

export const withdrawResultSchema = z.object({
  refunded: z.number(),
  refundedAmount: z.number(),
  status: z.enum(ORDER_STATUSES),
}) satisfies z.ZodType<WithdrawResult>;
