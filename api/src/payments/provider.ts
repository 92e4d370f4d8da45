/**
 * The payment-provider interface (architecture §5). Card payments go through a hosted payment
 * page: the API creates a payment, sends the browser to the provider's page, and learns the
 * result only from the provider's server-side callback, never from the browser's return.
 * The simulated provider (simulated.ts) and iyzico (iyzico.ts) implement these calls.
 */

export interface PaymentRequest {
  trackingId: string;
  /** Amount to charge, in kuruş. */
  amountKurus: number;
  description: string;
  buyer: {
    name: string;
    surname: string;
    email: string;
    /** The account's id, T.C. Kimlik No, phone and address (iyzico asks for them). */
    id?: string;
    identityNumber?: string;
    phone?: string;
    address?: string;
  };
  /** The buyer's client address, as the API saw it. */
  clientIp?: string;
  /** Where the provider sends the browser after a successful or a failed payment. */
  successUrl: string;
  failUrl: string;
  /** The order's payment deadline: the hosted page refuses payment after it. */
  expiresAt: Date;
  /** The site's language, for the hosted page. */
  locale: 'tr' | 'en';
}

export interface RefundRequest {
  providerPaymentId: string;
  amountKurus: number;
  /** A catalogue key: why the money goes back. */
  reason: string;
}

export interface PaymentSession {
  /** The provider's id of this payment; callbacks name it. */
  providerPaymentId: string;
  /** The hosted payment page the browser goes to. */
  paymentUrl: string;
}

/** A callback the provider's signature vouches for. */
export interface VerifiedCallback {
  eventId: string;
  providerPaymentId: string;
  trackingId: string;
  status: 'succeeded' | 'failed';
  amountKurus: number;
  /** A catalogue key explaining a failure (e.g. paymentInsufficientFunds). */
  message?: string;
  payload: Record<string, unknown>;
}

export interface PaymentProvider {
  /** Stored with each callback in payment_events.provider. */
  readonly name: string;
  createPayment(request: PaymentRequest): Promise<PaymentSession>;
  /** Gives a captured payment back (a payment the order could not use). */
  refund(request: RefundRequest): Promise<void>;
  /** Null when the body is not an authentic callback of this provider. */
  verifyCallback(body: unknown): VerifiedCallback | null;
}
