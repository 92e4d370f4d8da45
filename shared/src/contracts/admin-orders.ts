import { z } from 'zod';
import { ORDER_STATUSES, paymentMethodField, type OrderStatusValue } from './commerce';
import {
  dayField,
  idParamField,
  optionalParam as optional,
  pageParamField,
  textField,
} from './fields';

/** Orders per page of the back office's list (`GET /v1/admin/orders`). */
export const ADMIN_ORDERS_PAGE_SIZE = 25;
export const ADMIN_ORDERS_MAX_PAGE = 4_000;
/** The most rows a CSV export holds (the newest first). */
export const ADMIN_ORDERS_EXPORT_MAX = 10_000;

/**
 * `GET /v1/admin/orders`'s (and its CSV export's) query string: status, payment method (0 card,
 * 1 bank transfer), date range (whole days in İstanbul, both included), course (its number or
 * part of its name), buyer (part of
 * a name or an e-mail address) and the page. Newest first.
 */
export const adminOrdersQuerySchema = z
  .object({
    status: optional(z.enum(ORDER_STATUSES, { error: 'invalidOrderStatus' })),
    method: optional(
      z.coerce.number('invalidPaymentMethod').pipe(paymentMethodField('invalidPaymentMethod')),
    ),
    from: optional(dayField()),
    to: optional(dayField()),
    /** A course's number, or part of its name. */
    course: optional(textField({ max: 120 }).min(1)),
    buyer: optional(textField({ max: 120 }).min(1)),
    /** `owed`: orders with a refund whose money staff must still send back by bank. */
    refund: optional(z.enum(['owed'], { error: 'invalidRefundFilter' })),
    page: optional(pageParamField(ADMIN_ORDERS_MAX_PAGE)),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'invalidDateRange',
    path: ['to'],
  });

export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;
export type ParsedAdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;

/** One order in the back office's list. */
export interface AdminOrderRow {
  trackingId: string;
  status: OrderStatusValue;
  /** 0 card, 1 bank transfer, null for a free order. */
  paymentMethod: number | null;
  referenceCode: string;
  buyerName: string;
  buyerEmail: string;
  /** The courses' names, in order of entry. */
  courses: string[];
  seats: number;
  subtotal: number;
  tax: number;
  total: number;
  refundedAmount: number;
  /** ISO 8601. */
  createdAt: string;
  completedAt: string | null;
}

const adminOrderRowSchema = z.object({
  trackingId: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.number().nullable(),
  referenceCode: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  courses: z.array(z.string()),
  seats: z.number(),
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
  refundedAmount: z.number(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
}) satisfies z.ZodType<AdminOrderRow>;

export interface AdminOrdersPage {
  items: AdminOrderRow[];
  total: number;
  page: number;
  pageSize: number;
}

export const adminOrdersPageSchema = z.object({
  items: z.array(adminOrderRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
}) satisfies z.ZodType<AdminOrdersPage>;

/** A seat of an order: a participant of one course. */
export interface AdminOrderSeat {
  courseId: number;
  courseName: string;
  name: string;
  surname: string;
  email: string;
  /**
   * claimed: enrolled on an account; held: waiting for the address to be verified;
   * refunded: given back by staff; none: the order is not completed (nothing granted yet).
   */
  state: 'claimed' | 'held' | 'refunded' | 'none';
  /** What refunding this seat gives back now (0 once refunded, or for a free order). */
  refundable: number;
  refundedAt: string | null;
}

/** Who marked a manual refund as sent back, when, and the bank reference or note they typed. */
export interface AdminPayback {
  at: string;
  by: string;
  reference: string;
}

export interface AdminOrderEvent {
  /** The event's id: a manual refund is marked paid back by it. */
  id: number;
  at: string;
  provider: string;
  status: string;
  /** For a refund: what was given back. */
  amount: number | null;
  /**
   * A refund the provider could not send (a bank-transfer order's, by staff or the buyer's
   * withdrawal): finance sends the money back by bank and marks it paid back.
   */
  manual: boolean;
  /** The buyer withdrew. */
  withdrawal: boolean;
  /** A manual refund once marked paid back; null while the money is owed (or not manual). */
  paidBack: AdminPayback | null;
}

export interface AdminOrderMail {
  at: string;
  recipient: string;
  subject: string;
}

export interface AdminOrderDetail extends AdminOrderRow {
  buyerId: number;
  buyerPhone: string | null;
  companyName: string | null;
  failureMessage: string | null;
  expiresAt: string | null;
  refundedAt: string | null;
  lines: {
    courseId: number;
    courseName: string;
    quantity: number;
    priceWithoutTax: number;
    tax: number;
    total: number;
  }[];
  seats: number;
  seatList: AdminOrderSeat[];
  events: AdminOrderEvent[];
  mails: AdminOrderMail[];
  /** What the page may do now. */
  canConfirmTransfer: boolean;
  canCancel: boolean;
  canRefund: boolean;
  /** The API path of the PDF receipt, for a completed paid order. */
  receiptPath: string | null;
}

export const adminOrderDetailSchema = adminOrderRowSchema.extend({
  buyerId: z.number(),
  buyerPhone: z.string().nullable(),
  companyName: z.string().nullable(),
  failureMessage: z.string().nullable(),
  expiresAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  lines: z.array(
    z.object({
      courseId: z.number(),
      courseName: z.string(),
      quantity: z.number(),
      priceWithoutTax: z.number(),
      tax: z.number(),
      total: z.number(),
    }),
  ),
  seatList: z.array(
    z.object({
      courseId: z.number(),
      courseName: z.string(),
      name: z.string(),
      surname: z.string(),
      email: z.string(),
      state: z.enum(['claimed', 'held', 'refunded', 'none']),
      refundable: z.number(),
      refundedAt: z.string().nullable(),
    }),
  ),
  events: z.array(
    z.object({
      id: z.number(),
      at: z.string(),
      provider: z.string(),
      status: z.string(),
      amount: z.number().nullable(),
      manual: z.boolean(),
      withdrawal: z.boolean(),
      paidBack: z.object({ at: z.string(), by: z.string(), reference: z.string() }).nullable(),
    }),
  ),
  mails: z.array(z.object({ at: z.string(), recipient: z.string(), subject: z.string() })),
  canConfirmTransfer: z.boolean(),
  canCancel: z.boolean(),
  canRefund: z.boolean(),
  receiptPath: z.string().nullable(),
}) satisfies z.ZodType<AdminOrderDetail>;

/** An order's tracking id in a staff route's path. */
export const trackingIdParamSchema = z.object({
  trackingId: textField({ max: 40 }).regex(/^[A-Za-z0-9]{4,40}$/, 'orderNotFound'),
});

/**
 * `POST /v1/admin/orders/:trackingId/refund`: the whole order (no `seats`), or these seats. A
 * seat refunded already is skipped, so a retry or a double click refunds nothing twice.
 * `confirmStarted` says staff know that a learner of a refunded seat has started the course.
 */
export const adminRefundSchema = z.object({
  seats: z
    .array(
      z.object({
        courseId: idParamField('invalidId'),
        email: textField({ max: 254 }).toLowerCase().email('emailIncorrect'),
      }),
    )
    .min(1, 'refundSeatsRequired')
    .max(200, 'refundSeatsRequired')
    .optional(),
  confirmStarted: z.boolean().optional(),
});
export type AdminRefundRequest = z.input<typeof adminRefundSchema>;

/** What a refund did: given back now (0 for a repeat), and the order's total so far. */
export interface AdminRefundResult {
  refunded: number;
  refundedAmount: number;
  status: OrderStatusValue;
  revokedCertificates: number;
}

export const adminRefundResultSchema = z.object({
  refunded: z.number(),
  refundedAmount: z.number(),
  status: z.enum(ORDER_STATUSES),
  revokedCertificates: z.number(),
}) satisfies z.ZodType<AdminRefundResult>;

/** The answer of confirm-transfer and cancel: the order's status now. */
export const adminOrderStatusSchema = z.object({
  trackingId: z.string(),
  status: z.enum(ORDER_STATUSES),
});

/** The longest bank reference or note of a payback. */
export const PAYBACK_REFERENCE_MAX = 200;

/**
 * `POST /v1/admin/orders/:trackingId/paybacks/:eventId`: finance sent a manual refund's money
 * back by bank; `reference` is the bank's reference or a note. A repeat with the same reference
 * changes nothing; another reference for a refund marked already is refused (409).
 */
export const adminPaybackSchema = z.object({
  reference: textField({ max: PAYBACK_REFERENCE_MAX, tooLong: 'paybackReferenceTooLong' }).min(
    1,
    'paybackReferenceRequired',
  ),
});
export type AdminPaybackRequest = z.input<typeof adminPaybackSchema>;

export const adminPaybackParamSchema = z.object({
  trackingId: textField({ max: 40 }).regex(/^[A-Za-z0-9]{4,40}$/, 'orderNotFound'),
  eventId: idParamField('paybackRefundNotFound'),
});

export const adminPaybackResultSchema = z.object({
  id: z.number(),
  paidBack: z.object({ at: z.string(), by: z.string(), reference: z.string() }),
}) satisfies z.ZodType<{ id: number; paidBack: AdminPayback }>;
