import { randomBytes } from 'node:crypto';
import type { PaymentProvider, PaymentRequest, RefundRequest, VerifiedCallback } from './provider';
import { sealer } from '../signing/sealer';

/**
 * The default provider: a simulated hosted payment page served by the API itself, with test
 * cards (README "Test cards"), a 3-D Secure-like confirmation step and a signed server-side
 * callback. It keeps no state of its own: the payment travels, sealed, in the page's URL and forms,
 * signed with PAYMENT_SECRET (kept in the data folder in development), so a restart of the API
 * between checkout and payment finishes the payment.
 */

export const SIMULATED_PROVIDER = 'simulated';
export const SIMULATED_PAGE_PATH = '/payments/simulated';
export const SIMULATED_CALLBACK_PATH = '/v1/payments/callback/simulated';
export const THREE_D_SECURE_CODE = '123456';

type CardOutcome = 'success' | 'paymentInsufficientFunds' | 'paymentDeclined';

/** Test cards: number → what the simulated bank answers. */
export const TEST_CARDS: Record<string, CardOutcome> = {
  '5528790000000008': 'success',
  '4766620000000001': 'success',
  '4111111111111129': 'paymentInsufficientFunds',
  '4129111111111111': 'paymentDeclined',
};

/** The payment as the hosted page knows it (sealed into its URL). */
export interface SimulatedSession {
  pid: string;
  tid: string;
  amt: number;
  desc: string;
  ok: string;
  fail: string;
  exp: number;
  /** The site's language when the payment started. */
  lng: 'tr' | 'en';
}

export type CardFields = Partial<Record<'cardHolder' | 'cardNumber' | 'expiry' | 'cvc', string>>;
export type CardError =
  'cardHolderRequired' | 'cardNumberInvalid' | 'cardNotTestCard' | 'expiryInvalid' | 'cvcInvalid';

const luhn = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

/** Checks the card form like a bank's page would; the outcome of a valid test card otherwise. */
export const checkCard = (
  fields: CardFields,
  now = new Date(),
): { error: CardError } | { outcome: CardOutcome; last4: string } => {
  if (!fields.cardHolder?.trim()) return { error: 'cardHolderRequired' };
  const digits = (fields.cardNumber ?? '').replace(/[\s-]/g, '');
  if (!/^\d{16}$/.test(digits) || !luhn(digits)) return { error: 'cardNumberInvalid' };
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(fields.expiry?.trim() ?? '');
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  const lastValid = new Date(Date.UTC(year, month, 1)); // first day after the expiry month
  if (!expiry || month < 1 || month > 12 || lastValid.getTime() <= now.getTime()) {
    return { error: 'expiryInvalid' };
  }
  if (!/^\d{3}$/.test(fields.cvc?.trim() ?? '')) return { error: 'cvcInvalid' };
  const outcome = TEST_CARDS[digits];
  if (!outcome) return { error: 'cardNotTestCard' };
  return { outcome, last4: digits.slice(-4) };
};

export interface SimulatedProviderOptions {
  /** Makes an API path absolute on the API's public base. */
  absolute: (path: string) => string;
  /** Signs sessions and callbacks (config: PAYMENT_SECRET). */
  secret: string;
  log?: { info(obj: object, msg: string): void };
}

export function createSimulatedProvider({ absolute, secret, log }: SimulatedProviderOptions) {
  const seals = sealer(secret);
  const callbackData = (c: Omit<VerifiedCallback, 'payload'>) =>
    [c.eventId, c.providerPaymentId, c.trackingId, c.status, c.amountKurus, c.message ?? ''].join(
      '|',
    );

  const provider: PaymentProvider = {
    name: SIMULATED_PROVIDER,

    async createPayment(request: PaymentRequest) {
      const providerPaymentId = `sim_${randomBytes(9).toString('base64url')}`;
      const session: SimulatedSession = {
        pid: providerPaymentId,
        tid: request.trackingId,
        amt: request.amountKurus,
        desc: request.description,
        ok: request.successUrl,
        fail: request.failUrl,
        exp: request.expiresAt.getTime(),
        lng: request.locale,
      };
      const paymentUrl = absolute(
        `${SIMULATED_PAGE_PATH}/pay?session=${encodeURIComponent(seals.seal({ ...session }))}`,
      );
      return { providerPaymentId, paymentUrl };
    },

    async refund({ providerPaymentId, amountKurus, reason }: RefundRequest) {
      // The simulated bank gives the money back at once; a real provider calls its refund API.
      log?.info({ providerPaymentId, amountKurus, reason }, 'simulated refund');
    },

    verifyCallback(body: unknown): VerifiedCallback | null {
      if (typeof body !== 'object' || body === null) return null;
      const b = body as Record<string, unknown>;
      if (
        typeof b.eventId !== 'string' ||
        typeof b.paymentId !== 'string' ||
        typeof b.trackingId !== 'string' ||
        (b.status !== 'succeeded' && b.status !== 'failed') ||
        typeof b.amount !== 'number' ||
        !Number.isInteger(b.amount)
      ) {
        return null;
      }
      const callback = {
        eventId: b.eventId,
        providerPaymentId: b.paymentId,
        trackingId: b.trackingId,
        status: b.status,
        amountKurus: b.amount,
        message: typeof b.message === 'string' && b.message ? b.message : undefined,
      } as const;
      if (!seals.verify(callbackData(callback), b.signature)) return null;
      return { ...callback, payload: { ...b, signature: undefined } };
    },
  };

  return {
    provider,
    /** The session behind a hosted-page URL or form, if authentic and not expired. */
    openSession(sealed: unknown): SimulatedSession | null {
      const session = seals.open<SimulatedSession>(sealed);
      return session && session.exp > Date.now() ? session : null;
    },
    seal: seals.seal,
    openAttempt: (sealed: unknown) =>
      seals.open<{ pid: string; outcome: CardOutcome; last4: string }>(sealed),
    /** The signed body the simulated bank posts to the merchant's callback URL. */
    callbackBody(
      session: SimulatedSession,
      status: 'succeeded' | 'failed',
      message?: string,
      /** A further capture of the same payment (a bank's double charge) has its own event. */
      capture?: string,
    ): Record<string, unknown> {
      // One event per payment and result: a resubmitted form repeats the same event id.
      const callback = {
        eventId: capture ? `${session.pid}:${status}:${capture}` : `${session.pid}:${status}`,
        providerPaymentId: session.pid,
        trackingId: session.tid,
        status,
        amountKurus: status === 'succeeded' ? session.amt : 0,
        message,
      };
      return {
        eventId: callback.eventId,
        paymentId: callback.providerPaymentId,
        trackingId: callback.trackingId,
        status,
        amount: callback.amountKurus,
        message: message ?? '',
        signature: seals.mac(callbackData(callback)),
      };
    },
  };
}
export type SimulatedProvider = ReturnType<typeof createSimulatedProvider>;
