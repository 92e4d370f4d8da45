import { createHmac, timingSafeEqual } from 'node:crypto';
import Iyzipay from 'iyzipay';
import type { IyzicoConfig } from '../config';
import { DomainError } from '../lib/domain-error';
import type { MessageKey } from '../i18n/messages';
import type { PaymentProvider, PaymentRequest, RefundRequest, VerifiedCallback } from './provider';

/**
 * iyzico (PAYMENT_PROVIDER=iyzico, docs/payments.md), through its official SDK `iyzipay`:
 *
 * - A card order gets iyzico's hosted checkout form (`checkoutFormInitialize`, 3-D Secure on
 *   iyzico's side); the buyer's browser goes to the form's `paymentPageUrl`. The order's
 *   provider payment id is the form's token.
 * - When the buyer is done, iyzico's page posts the token to our callback. Nothing in that post
 *   is trusted: the payment is retrieved from iyzico (`checkoutForm.retrieve`) and its response
 *   signature checked (HMAC-SHA256, hex, over paymentStatus, paymentId, currency, basketId,
 *   conversationId, paidPrice, price and token joined by ':', with the secret key, as iyzico's
 *   SDK samples verify it). Only then is the payment applied, by the checkout's usual rules
 *   (the amount must equal the order's, one event per payment id and result).
 * - Webhooks (the HPP format) carry `X-IYZ-SIGNATURE-V3`: HMAC-SHA256, hex, with the secret
 *   key over secretKey + iyziEventType + iyziPaymentId + token + paymentConversationId + status.
 *   A verified webhook is applied the same way, by retrieving its token's payment.
 * - Refunds call iyzico's refund (`refund.create`) per payment transaction with the amount.
 *
 * Every call has a deadline (IYZICO_TIMEOUT_MS): iyzico's SDK sets none.
 */

export const IYZICO_PROVIDER = 'iyzico';
export const IYZICO_CALLBACK_PATH = '/payments/iyzico/callback';
export const IYZICO_WEBHOOK_PATH = '/payments/iyzico/webhook';
export const IYZICO_SIGNATURE_HEADER = 'x-iyz-signature-v3';

/** The platform does not ask for a city; iyzico requires one for the buyer and the invoice. */
const DEFAULT_CITY = 'Istanbul';
const DEFAULT_COUNTRY = 'Turkey';
/** iyzico's documented placeholder when a buyer's T.C. Kimlik No is not known. */
const PLACEHOLDER_IDENTITY = '11111111111';

const hmacHex = (secretKey: string, data: string) =>
  createHmac('sha256', secretKey).update(data).digest('hex');

const sameText = (expected: string, given: unknown) => {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * A response signature as iyzico computes it: the fields as the JSON gives them (a price as
 * JavaScript prints the number, 10.5 not 10.50), joined by ':'; a missing field is empty.
 */
export const responseSignature = (secretKey: string, fields: unknown[]) =>
  hmacHex(secretKey, fields.map((field) => (field === undefined ? '' : String(field))).join(':'));

/** The fields a checkout form's retrieve response signs, in order. */
export const retrieveSignedFields = (response: Record<string, unknown>) => [
  response.paymentStatus,
  response.paymentId,
  response.currency,
  response.basketId,
  response.conversationId,
  response.paidPrice,
  response.price,
  response.token,
];

/** An HPP (checkout form) webhook's X-IYZ-SIGNATURE-V3. */
export const webhookSignatureV3 = (secretKey: string, body: Record<string, unknown>) =>
  hmacHex(
    secretKey,
    [
      secretKey,
      body.iyziEventType,
      body.iyziPaymentId,
      body.token,
      body.paymentConversationId,
      body.status,
    ]
      .map((field) => (field === undefined || field === null ? '' : String(field)))
      .join(''),
  );

/** Kuruş from a price iyzico gives (a number or a decimal string). */
const kurusOf = (price: unknown): number | null => {
  const value = typeof price === 'number' ? price : typeof price === 'string' ? Number(price) : NaN;
  return Number.isFinite(value) ? Math.round(value * 100) : null;
};

/** A price as iyzico's requests take it: lira with up to two decimals. */
const priceOf = (kurus: number) => (kurus / 100).toFixed(2);

/** iyzico's error codes for a card the bank refused, in the catalogue's words. */
const FAILURE_MESSAGES: Record<string, MessageKey> = {
  '10051': 'paymentInsufficientFunds',
  '10012': 'paymentDeclined',
  '10005': 'paymentDeclined',
  '6001': 'paymentThreeDSecureFailed',
  '10217': 'paymentThreeDSecureFailed',
};

/** What retrieving a checkout form's payment found. */
export type Retrieved =
  | { kind: 'verified'; event: VerifiedCallback }
  /** The payment is not done yet (3-D Secure under way): nothing to apply. */
  | { kind: 'pending' }
  /** No authentic answer: a wrong signature, another token, an unknown form. */
  | { kind: 'unverified'; reason: string }
  /** iyzico did not answer in time, or not at all. */
  | { kind: 'unavailable'; reason: string };

class Unavailable extends Error {}

export interface IyzicoProviderOptions {
  config: IyzicoConfig;
  /** Makes an API path absolute on the API's public base (the callback URL). */
  absolute: (path: string) => string;
  log?: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
  };
}

export function createIyzicoProvider({ config, absolute, log }: IyzicoProviderOptions) {
  const client = new Iyzipay({
    apiKey: config.apiKey,
    secretKey: config.secretKey,
    uri: config.baseUrl,
  });

  /** One SDK call with a deadline; a transport failure or a timeout is `Unavailable`. */
  const call = (
    resource: Iyzipay['checkoutForm'],
    method: 'create' | 'retrieve',
    request: Record<string, unknown>,
  ) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Unavailable(`no answer within ${config.timeoutMs} ms`)),
        config.timeoutMs,
      );
      resource[method](request, (error, result) => {
        clearTimeout(timer);
        if (error || typeof result !== 'object' || result === null) {
          reject(new Unavailable(error?.message ?? 'no answer'));
        } else {
          resolve(result);
        }
      });
    });

  /** The payment behind a checkout form's token, as iyzico's signed answer says. */
  async function retrieve(token: string): Promise<Retrieved> {
    let response: Record<string, unknown>;
    try {
      response = await call(client.checkoutForm, 'retrieve', { locale: 'tr', token });
    } catch (error) {
      log?.warn({ err: error }, 'iyzico retrieve failed');
      return { kind: 'unavailable', reason: (error as Error).message };
    }
    const signature = responseSignature(config.secretKey, retrieveSignedFields(response));
    if (!sameText(signature, response.signature) || response.token !== token) {
      // A refusal of the request itself (an unknown token) carries no signature either.
      return { kind: 'unverified', reason: String(response.errorMessage ?? 'signature') };
    }
    const trackingId = typeof response.basketId === 'string' ? response.basketId : '';
    const paymentId =
      response.paymentId === undefined || response.paymentId === null
        ? ''
        : String(response.paymentId);
    if (response.paymentStatus === 'SUCCESS' && response.status === 'success' && paymentId) {
      const paid = response.currency === 'TRY' ? kurusOf(response.paidPrice) : null;
      return {
        kind: 'verified',
        event: {
          eventId: `${paymentId}:succeeded`,
          providerPaymentId: token,
          trackingId,
          status: 'succeeded',
          // Another currency or an unreadable price never equals the order's amount.
          amountKurus: paid ?? -1,
          payload: response,
        },
      };
    }
    if (response.paymentStatus === 'FAILURE') {
      return {
        kind: 'verified',
        event: {
          eventId: `${paymentId || token}:failed`,
          providerPaymentId: token,
          trackingId,
          status: 'failed',
          amountKurus: 0,
          message: FAILURE_MESSAGES[String(response.errorCode)] ?? 'paymentDeclined',
          payload: response,
        },
      };
    }
    return { kind: 'pending' };
  }

  const provider: PaymentProvider = {
    name: IYZICO_PROVIDER,

    async createPayment(request: PaymentRequest) {
      const price = priceOf(request.amountKurus);
      const platform = request.successUrl.split('/#/')[0] ?? '';
      const callbackUrl = `${absolute(IYZICO_CALLBACK_PATH)}?${new URLSearchParams({
        order: request.trackingId,
        platform,
      }).toString()}`;
      const { buyer } = request;
      const address = buyer.address?.trim() || DEFAULT_COUNTRY;
      const contactName = `${buyer.name} ${buyer.surname}`.trim() || buyer.email;
      let response: Record<string, unknown>;
      try {
        response = await call(client.checkoutFormInitialize, 'create', {
          locale: request.locale,
          conversationId: request.trackingId,
          price,
          paidPrice: price,
          currency: 'TRY',
          basketId: request.trackingId,
          paymentGroup: 'PRODUCT',
          callbackUrl,
          // One payment, no instalments: the paid price is the order's amount.
          enabledInstallments: [1],
          buyer: {
            id: buyer.id ?? buyer.email,
            name: buyer.name || '-',
            surname: buyer.surname || '-',
            email: buyer.email,
            identityNumber: /^\d{11}$/.test(buyer.identityNumber ?? '')
              ? buyer.identityNumber
              : PLACEHOLDER_IDENTITY,
            ...(buyer.phone ? { gsmNumber: buyer.phone } : {}),
            registrationAddress: address,
            city: DEFAULT_CITY,
            country: DEFAULT_COUNTRY,
            ip: request.clientIp ?? '127.0.0.1',
          },
          billingAddress: { contactName, city: DEFAULT_CITY, country: DEFAULT_COUNTRY, address },
          // The whole order is one basket item, so one payment transaction takes its refunds.
          basketItems: [
            {
              id: request.trackingId,
              name: request.description,
              category1: 'Eğitim',
              itemType: 'VIRTUAL',
              price,
            },
          ],
        });
      } catch (error) {
        log?.warn({ err: error, trackingId: request.trackingId }, 'iyzico initialize failed');
        throw new DomainError('conflict', 'paymentProviderUnavailable');
      }
      const token = response.token;
      const paymentUrl = response.paymentPageUrl;
      const signed = sameText(
        responseSignature(config.secretKey, [response.conversationId, token]),
        response.signature,
      );
      if (
        response.status !== 'success' ||
        !signed ||
        typeof token !== 'string' ||
        typeof paymentUrl !== 'string' ||
        response.conversationId !== request.trackingId
      ) {
        log?.warn(
          {
            trackingId: request.trackingId,
            errorCode: response.errorCode,
            errorMessage: response.errorMessage,
            signed,
          },
          'iyzico refused the checkout form',
        );
        throw new DomainError('conflict', 'paymentProviderUnavailable');
      }
      return { providerPaymentId: token, paymentUrl };
    },

    async refund({ providerPaymentId, amountKurus, reason }: RefundRequest) {
      const found = await retrieve(providerPaymentId);
      if (found.kind === 'unavailable')
        throw new DomainError('conflict', 'paymentProviderUnavailable');
      if (found.kind !== 'verified' || found.event.status !== 'succeeded') {
        throw new DomainError('conflict', 'paymentRefundFailed');
      }
      const transactions = Array.isArray(found.event.payload.itemTransactions)
        ? (found.event.payload.itemTransactions as Record<string, unknown>[])
        : [];
      let left = amountKurus;
      for (const transaction of transactions) {
        if (left <= 0) break;
        const part = Math.min(left, kurusOf(transaction.paidPrice) ?? 0);
        if (part <= 0) continue;
        let answer: Record<string, unknown>;
        try {
          answer = await call(client.refund, 'create', {
            locale: 'tr',
            conversationId: found.event.trackingId,
            paymentTransactionId: String(transaction.paymentTransactionId),
            price: priceOf(part),
            currency: 'TRY',
          });
        } catch {
          throw new DomainError('conflict', 'paymentProviderUnavailable');
        }
        if (answer.status !== 'success') {
          log?.warn(
            { errorCode: answer.errorCode, errorMessage: answer.errorMessage },
            'iyzico refused a refund',
          );
          throw new DomainError('conflict', 'paymentRefundFailed');
        }
        left -= part;
      }
      if (left > 0) throw new DomainError('conflict', 'paymentRefundFailed');
      log?.info({ trackingId: found.event.trackingId, amountKurus, reason }, 'iyzico refund');
    },

    // iyzico's callback carries only a token: it is verified by `retrieve`, never by itself.
    verifyCallback: () => null,
  };

  return {
    provider,
    retrieve,
    /** The token of an authentic webhook notification (HPP format), else null. */
    verifyWebhook(signature: unknown, body: unknown): { token: string } | null {
      if (typeof body !== 'object' || body === null) return null;
      const b = body as Record<string, unknown>;
      if (typeof b.token !== 'string' || !b.token) return null;
      if (!sameText(webhookSignatureV3(config.secretKey, b), signature)) return null;
      return { token: b.token };
    },
  };
}
export type IyzicoProvider = ReturnType<typeof createIyzicoProvider>;
