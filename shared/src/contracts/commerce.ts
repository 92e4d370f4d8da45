import { z } from 'zod';
import { emailField, personNameField } from './auth';
import { idField, textField } from './fields';
import { EMAIL_PATTERN } from './validators';
import { PaymentMethod, type PaymentMethodValue } from './constants';

export const participantSchema = z.object({
  name: personNameField().min(1, 'nameRequired'),
  surname: personNameField().min(1, 'surnameRequired'),
  email: textField({ max: 254, tooLong: 'emailIncorrect' })
    .min(1, 'emailRequired')
    .regex(EMAIL_PATTERN, 'emailIncorrect'),
});
export type Participant = z.infer<typeof participantSchema>;

/** Basket item (spec §3). */
export interface BasketItem {
  id: number;
  courseId: number;
  course: { name: string; nameSlug: string; thumbnailImagePath: string };
  price: number;
  discountPrice: number;
  priceWithoutTax: number;
  /**
   * The association whose member price the buyer pays for this course (the server
   * decides, from the buyer's company's tax number), or null for the list price.
   */
  memberAssociation?: string | null;
  participantEmails?: Participant[];
}

export interface BasketResponse {
  success: boolean;
  /** The basket's reference code, shown for bank transfers (spec §2 Cart). */
  message: string;
  data: BasketItem[];
}

export const addToBasketSchema = z.object({ courseId: idField() });
export const deleteBasketItemSchema = z.object({ id: idField() });

/** The most participants an order gives each course, and a basket's list holds. */
export const MAX_PARTICIPANTS = 50;

/** Card (0) or bank transfer (1), spec §9; `error` is the message key of anything else. */
export const paymentMethodField = (error?: string) =>
  z.union(
    [z.literal(PaymentMethod.card), z.literal(PaymentMethod.bankTransfer)],
    error ? { error } : undefined,
  );

export const orderItemSchema = z.object({
  courseId: idField(),
  count: z.literal(1),
  paymentMethod: paymentMethodField(),
  participants: z.array(participantSchema).min(1, 'emtptyParticipantsError').max(MAX_PARTICIPANTS),
});
export type OrderItem = z.infer<typeof orderItemSchema>;
export const makePaymentSchema = z.array(orderItemSchema).min(1, 'emptyBasketMessage');

export const checkPartySchema = z.object({
  courseId: idField(),
  partyEmail: emailField,
});

export interface MakePaymentData {
  /** The hosted card payment page; null for a bank transfer or a free order. */
  paymentUrl: string | null;
  trackingId: string;
  status: OrderStatusValue;
  /** The bank transfer description (the cart list's message at checkout). */
  referenceCode: string;
  /** Until when the order can be paid; null for a free (completed) order. */
  expiresAt: string | null;
}

// ---------------------------------------------------------------------------------------------
// Prices (spec §9 cart totals). Course prices are gross: VAT (KDV) included, as Turkish
// consumer prices must be shown. Every amount is worked out in integer kuruş, so the client and
// the server reach the same figures to the kuruş; both call these functions.
// ---------------------------------------------------------------------------------------------

/** KDV rate on training services, percent. */
export const VAT_PERCENT = 20;

/** TL (at most two decimals) → integer kuruş. */
export const toKurus = (amount: number): number => Math.round(amount * 100);
/** Integer kuruş → TL. */
export const fromKurus = (kurus: number): number => kurus / 100;

/** The VAT-free part of a gross amount in kuruş, rounded half up to the kuruş. */
export const netOfGrossKurus = (grossKurus: number): number =>
  Math.round((grossKurus * 100) / (100 + VAT_PERCENT));

export interface PriceLineInput {
  /** Gross list price per participant, TL. */
  price: number;
  /** Discount per participant, TL; clamped to [0, price]. */
  discountPrice: number;
  /** Participants; at least 1 (spec §9). */
  quantity: number;
}

export interface PriceLine {
  /** Per participant: price − discountPrice, VAT included. */
  unitPayable: number;
  unitPriceWithoutTax: number;
  quantity: number;
  /** The whole line: withoutTax + tax = payable. */
  withoutTax: number;
  tax: number;
  payable: number;
}

export interface PriceTotals {
  withoutTax: number;
  tax: number;
  payable: number;
}

const unitPayableKurus = (price: number, discountPrice: number): number => {
  const gross = Math.max(0, toKurus(price));
  return gross - Math.min(gross, Math.max(0, toKurus(discountPrice)));
};

/** One basket line: unit payable = price − discountPrice; the line's VAT split is rounded once. */
export const priceLine = ({ price, discountPrice, quantity }: PriceLineInput): PriceLine => {
  const unit = unitPayableKurus(price, discountPrice);
  const count = Math.max(1, Math.floor(quantity));
  const payable = unit * count;
  const withoutTax = netOfGrossKurus(payable);
  return {
    unitPayable: fromKurus(unit),
    unitPriceWithoutTax: fromKurus(netOfGrossKurus(unit)),
    quantity: count,
    withoutTax: fromKurus(withoutTax),
    tax: fromKurus(payable - withoutTax),
    payable: fromKurus(payable),
  };
};

/** Cart totals: sum without tax, tax, payable (spec §9), summed from the lines in kuruş. */
export const priceTotals = (lines: PriceLineInput[]): PriceTotals => {
  let withoutTax = 0;
  let payable = 0;
  for (const input of lines) {
    const line = priceLine(input);
    withoutTax += toKurus(line.withoutTax);
    payable += toKurus(line.payable);
  }
  return {
    withoutTax: fromKurus(withoutTax),
    tax: fromKurus(payable - withoutTax),
    payable: fromKurus(payable),
  };
};

/** Price <= 0 means free (spec §9). */
export const isFreeTotal = (totals: PriceTotals): boolean => totals.payable <= 0;

/**
 * An order's status. pending: a card order waiting for the provider (awaiting payment);
 * awaiting_transfer: a bank-transfer order waiting for the money; completed: paid (or free) and
 * its participants enrolled; failed: the card was declined; expired: not paid in time;
 * refunded: a payment arrived that could not be used (seats already owned, a second charge, or
 * after expiry) and was given back; cancelled: replaced by a newer order before it was paid.
 */
export const ORDER_STATUSES = [
  'pending',
  'awaiting_transfer',
  'completed',
  'failed',
  'expired',
  'refunded',
  'cancelled',
] as const;
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];

/** The statuses in which an order can still be paid. */
export const OPEN_ORDER_STATUSES: readonly OrderStatusValue[] = ['pending', 'awaiting_transfer'];

/** The client's key for one payment attempt (a UUID), sent as the `Idempotency-Key` header. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = textField({ max: 64, tooLong: 'invalidIdempotencyKey' }).regex(
  /^[A-Za-z0-9-]{8,64}$/,
  'invalidIdempotencyKey',
);

export interface OrderParticipantSummary {
  name: string;
  surname: string;
  email: string;
}

export interface OrderItemSummary {
  courseId: number;
  name: string;
  nameSlug: string;
  /** Seats: the number of participants. */
  quantity: number;
  unitPrice: number;
  priceWithoutTax: number;
  tax: number;
  total: number;
  /** The association whose member price was paid, or null for the list price. */
  memberAssociation?: string | null;
  /** Exactly the people who get the course. */
  participants: OrderParticipantSummary[];
}

/** An order as its owner sees it: on the payment pages and in the order history. */
export interface OrderSummary {
  trackingId: string;
  status: OrderStatusValue;
  /** Card or bank transfer; null for a free order. */
  paymentMethod: PaymentMethodValue | null;
  /** The bank transfer description (the cart list's message at checkout). */
  referenceCode: string;
  /** Net (VAT excluded), VAT, and the total paid, TL. */
  subtotal: number;
  tax: number;
  total: number;
  /** Why it failed, expired or was refunded, translated; null otherwise. */
  failureMessage: string | null;
  createdAt: string;
  completedAt: string | null;
  /** Until when an open order can be paid; null once it is closed. */
  expiresAt: string | null;
  /** A PDF receipt is available (completed orders with something paid). */
  hasReceipt: boolean;
  /**
   * The contracts accepted at checkout can be downloaded as a PDF (
   * GET /v1/orders/contracts/{id}); set in the order history.
   */
  hasContracts?: boolean;
  items: OrderItemSummary[];
  /** What staff refunded or the buyer withdrew from, oldest first (none: absent or empty). */
  refunds?: OrderRefundSummary[];
}

/** A refund of (part of) an order, as its buyer sees it. */
export interface OrderRefundSummary {
  at: string;
  amount: number;
  /** The buyer withdrew, rather than staff refunding. */
  withdrawal: boolean;
  /** Sent by bank to the buyer's account (a bank-transfer order), not back to the card. */
  toBankAccount: boolean;
  /** For a bank refund: when staff sent it; null while it is still to be sent. */
  paidBackAt: string | null;
}

/** GET /v1/orders/getmyorders: the caller's orders, newest first. */
export type OrderHistoryResponse = OrderSummary[];

/** PUT /v1/userbaskets/participants: the cart's participants, kept with the basket. */
export const basketParticipantsSchema = z.object({
  participants: z.array(participantSchema).max(MAX_PARTICIPANTS),
});
export type BasketParticipantsPayload = z.infer<typeof basketParticipantsSchema>;

/** An open order for a course, shown on its detail page instead of a second "buy". */
export interface OpenOrderRef {
  trackingId: string;
  status: 'pending' | 'awaiting_transfer';
}

export const trackingIdParam = z.object({
  trackingId: textField({ max: 32, tooLong: 'orderNotFound' }).regex(
    /^[A-Z0-9]{6,32}$/,
    'orderNotFound',
  ),
});
