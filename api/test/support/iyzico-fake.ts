import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for iyzico's API, on loopback, for the API's tests (nothing in CI reaches
 * the network). It speaks what iyzico's documentation and its Node SDK (`iyzipay` 2.0.x) define,
 * written here on its own, not with the API's code, so a mistake is not shared:
 *
 * - requests are authenticated with `Authorization: IYZWSv2 base64(apiKey:…&randomKey:…&
 *   signature:…)`, the signature being HMAC-SHA256(secretKey, randomKey + path + body) in hex;
 * - POST /payment/iyzipos/checkoutform/initialize/auth/ecom answers a token and a
 *   paymentPageUrl, signed over [conversationId, token];
 * - POST /payment/iyzipos/checkoutform/auth/ecom/detail answers the payment, signed over
 *   [paymentStatus, paymentId, currency, basketId, conversationId, paidPrice, price, token];
 * - POST /payment/refund refunds part of one payment transaction;
 * - webhooks (HPP format) are signed with X-IYZ-SIGNATURE-V3 = HMAC-SHA256(secretKey,
 *   secretKey + iyziEventType + iyziPaymentId + token + paymentConversationId + status).
 *
 * Signatures join values as JSON prints them (a price 10.5 is "10.5", 100 is "100").
 * `misbehave` makes it answer late, or sign wrongly, or charge another amount.
 */

const INITIALIZE = '/payment/iyzipos/checkoutform/initialize/auth/ecom';
const RETRIEVE = '/payment/iyzipos/checkoutform/auth/ecom/detail';
const REFUND = '/payment/refund';

const hmacHex = (key: string, data: string) => createHmac('sha256', key).update(data).digest('hex');

interface Form {
  token: string;
  conversationId: string;
  basketId: string;
  price: number;
  callbackUrl: string;
  locale: string;
  items: { id: string; price: number }[];
  payment?: {
    paymentId: string;
    status: 'SUCCESS' | 'FAILURE';
    paidPrice: number;
    transactions: { itemId: string; paymentTransactionId: string; paidPrice: number }[];
  };
}

export interface IyzicoFakeOptions {
  apiKey?: string;
  secretKey?: string;
}

export async function startIyzicoFake({
  apiKey = 'sandbox-fake-api-key',
  secretKey = 'sandbox-fake-secret-key',
}: IyzicoFakeOptions = {}) {
  const forms = new Map<string, Form>();
  const refunds: { paymentTransactionId: string; price: number }[] = [];
  const refunded = new Map<string, number>();
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const misbehave: {
    /** Answer every API call this much later (a slow or unreachable iyzico). */
    delayMs?: number;
    /** Sign responses with another key. */
    wrongSignature?: boolean;
    /** Answer refunds only this much later. */
    refundDelayMs?: number;
  } = {};

  const sign = (fields: unknown[]) =>
    hmacHex(
      misbehave.wrongSignature ? `${secretKey}-not` : secretKey,
      fields.map(String).join(':'),
    );

  const authentic = (request: IncomingMessage, path: string, raw: string) => {
    const header = String(request.headers.authorization ?? '');
    if (!header.startsWith('IYZWSv2 ')) return false;
    const parts = Object.fromEntries(
      Buffer.from(header.slice('IYZWSv2 '.length), 'base64')
        .toString('utf8')
        .split('&')
        .map((part) => [part.slice(0, part.indexOf(':')), part.slice(part.indexOf(':') + 1)]),
    );
    const expected = hmacHex(secretKey, `${parts.randomKey}${path}${raw}`);
    return (
      parts.apiKey === apiKey &&
      parts.randomKey === request.headers['x-iyzi-rnd'] &&
      parts.signature === expected
    );
  };

  const failure = (errorCode: string, errorMessage: string, extra: object = {}) => ({
    status: 'failure',
    errorCode,
    errorMessage,
    locale: 'tr',
    systemTime: Date.now(),
    ...extra,
  });

  const initialize = (body: Record<string, unknown>) => {
    const items = (Array.isArray(body.basketItems) ? body.basketItems : []) as Record<
      string,
      unknown
    >[];
    const price = Number(body.price);
    const sum = items.reduce((total, item) => total + Math.round(Number(item.price) * 100), 0);
    const buyer = (body.buyer ?? {}) as Record<string, unknown>;
    const missing = [
      'locale',
      'conversationId',
      'price',
      'paidPrice',
      'currency',
      'basketId',
      'callbackUrl',
    ].find((key) => body[key] === undefined || body[key] === '');
    const buyerMissing = [
      'id',
      'name',
      'surname',
      'identityNumber',
      'email',
      'registrationAddress',
      'city',
      'country',
      'ip',
    ].find((key) => !buyer[key]);
    if (missing || buyerMissing) return failure('11', `Geçersiz istek: ${missing ?? buyerMissing}`);
    if (!(price > 0) || sum !== Math.round(price * 100)) {
      return failure('5002', 'Sepet tutarı ürün fiyatlarının toplamına eşit olmalıdır');
    }
    const token = randomUUID();
    const form: Form = {
      token,
      conversationId: String(body.conversationId),
      basketId: String(body.basketId),
      price,
      callbackUrl: String(body.callbackUrl),
      locale: String(body.locale),
      items: items.map((item) => ({ id: String(item.id), price: Number(item.price) })),
    };
    forms.set(token, form);
    return {
      status: 'success',
      locale: form.locale,
      systemTime: Date.now(),
      conversationId: form.conversationId,
      token,
      checkoutFormContent: `<script>/* iyzico checkout form ${token} */</script>`,
      tokenExpireTime: 1800,
      paymentPageUrl: `${fake.baseUrl}/fake/checkoutform/${token}`,
      signature: sign([form.conversationId, token]),
    };
  };

  const retrieve = (body: Record<string, unknown>) => {
    const form = forms.get(String(body.token));
    if (!form) return failure('5001', 'Geçersiz token');
    const payment = form.payment;
    if (!payment) {
      return failure('5002', 'Ödeme tamamlanmadı', {
        token: form.token,
        paymentStatus: 'INIT_THREEDS',
        signature: sign([
          'INIT_THREEDS',
          '',
          '',
          form.basketId,
          form.conversationId,
          '',
          '',
          form.token,
        ]),
      });
    }
    const fields = {
      paymentStatus: payment.status,
      paymentId: payment.paymentId,
      currency: 'TRY',
      basketId: form.basketId,
      conversationId: form.conversationId,
      paidPrice: payment.paidPrice,
      price: form.price,
      token: form.token,
    };
    const signature = sign([
      fields.paymentStatus,
      fields.paymentId,
      fields.currency,
      fields.basketId,
      fields.conversationId,
      fields.paidPrice,
      fields.price,
      fields.token,
    ]);
    if (payment.status === 'FAILURE') {
      return { ...failure('10051', 'Kart limiti yetersiz, yetersiz bakiye'), ...fields, signature };
    }
    return {
      status: 'success',
      locale: form.locale,
      systemTime: Date.now(),
      ...fields,
      installment: 1,
      fraudStatus: 1,
      cardType: 'CREDIT_CARD',
      cardAssociation: 'MASTER_CARD',
      binNumber: '552879',
      lastFourDigits: '0008',
      itemTransactions: payment.transactions.map((transaction) => ({
        ...transaction,
        transactionStatus: 2,
        price: transaction.paidPrice,
      })),
      callbackUrl: form.callbackUrl,
      phase: 'AUTH',
      signature,
    };
  };

  const refund = (body: Record<string, unknown>) => {
    const id = String(body.paymentTransactionId);
    const price = Number(body.price);
    const transaction = [...forms.values()]
      .flatMap((form) => form.payment?.transactions ?? [])
      .find((candidate) => candidate.paymentTransactionId === id);
    if (!transaction) return failure('5097', 'İşlem bulunamadı');
    const before = refunded.get(id) ?? 0;
    if (
      !(price > 0) ||
      Math.round((before + price) * 100) > Math.round(transaction.paidPrice * 100)
    ) {
      return failure('5093', 'İade tutarı, ödeme tutarından büyük olamaz');
    }
    refunded.set(id, before + price);
    refunds.push({ paymentTransactionId: id, price });
    return {
      status: 'success',
      locale: 'tr',
      systemTime: Date.now(),
      conversationId: body.conversationId,
      paymentTransactionId: id,
      price,
      currency: 'TRY',
      hostReference: `host-${randomInt(1e6)}`,
    };
  };

  const send = (response: ServerResponse, status: number, type: string, body: string) => {
    response.writeHead(status, { 'content-type': type });
    response.end(body);
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = (request.url ?? '/').split('?')[0]!;
      if (request.method === 'GET' && path.startsWith('/fake/checkoutform/')) {
        const form = forms.get(path.slice('/fake/checkoutform/'.length));
        if (!form) return send(response, 404, 'text/html', '<p>Geçersiz ödeme formu</p>');
        return send(
          response,
          200,
          'text/html; charset=utf-8',
          `<!doctype html><title>iyzico ile Öde (test)</title><p>Tutar: ${form.price} TL</p>` +
            `<form method="post" action="${form.callbackUrl}"><input name="token" value="${form.token}"></form>`,
        );
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw || '{}') as Record<string, unknown>;
      } catch {
        return send(response, 400, 'application/json', JSON.stringify(failure('11', 'JSON')));
      }
      requests.push({ path, body });
      const answer = () => {
        if (!authentic(request, path, raw)) {
          return send(
            response,
            200,
            'application/json',
            JSON.stringify(failure('1000', 'Geçersiz imza')),
          );
        }
        const handlers: Record<string, (b: Record<string, unknown>) => object> = {
          [INITIALIZE]: initialize,
          [RETRIEVE]: retrieve,
          [REFUND]: refund,
        };
        const handler = request.method === 'POST' ? handlers[path] : undefined;
        if (!handler) return send(response, 404, 'application/json', '{}');
        return send(response, 200, 'application/json', JSON.stringify(handler(body)));
      };
      const delay = misbehave.delayMs || (path === REFUND ? misbehave.refundDelayMs : 0);
      if (delay) setTimeout(answer, delay);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const formOf = (token: string) => {
    const form = forms.get(token);
    if (!form) throw new Error(`no checkout form ${token}`);
    return form;
  };

  const fake = {
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey,
    secretKey,
    requests,
    refunds,
    misbehave,
    /** The form of a payment page URL (`…/fake/checkoutform/<token>`). */
    tokenOf: (paymentUrl: string) => paymentUrl.split('/').pop()!,
    formOf,
    /**
     * The buyer pays on the form (3-D Secure passed, or the card refused): iyzico records the
     * payment, and its page posts the token to the callback URL, which this returns.
     */
    pay(
      token: string,
      {
        outcome = 'success',
        paidPrice,
      }: { outcome?: 'success' | 'declined'; paidPrice?: number } = {},
    ) {
      const form = formOf(token);
      const paid = paidPrice ?? form.price;
      form.payment = {
        paymentId: String(20_000_000 + randomInt(1_000_000)),
        status: outcome === 'success' ? 'SUCCESS' : 'FAILURE',
        paidPrice: outcome === 'success' ? paid : 0,
        transactions:
          outcome === 'success'
            ? form.items.map((item) => ({
                itemId: item.id,
                paymentTransactionId: String(30_000_000 + randomInt(1_000_000)),
                paidPrice: Math.round(item.price * (paid / form.price) * 100) / 100,
              }))
            : [],
      };
      return fake.postBack(token);
    },
    /** What the form's page posts to the callback URL: the token (again, on a reload). */
    postBack(token: string) {
      const url = new URL(formOf(token).callbackUrl);
      return {
        path: `${url.pathname}${url.search}`,
        form: new URLSearchParams({ token }).toString(),
      };
    },
    /** iyzico's webhook for a form's payment (HPP format), with its X-IYZ-SIGNATURE-V3. */
    webhook(token: string, key = secretKey) {
      const form = formOf(token);
      const body = {
        paymentConversationId: form.conversationId,
        merchantId: 3382172,
        token,
        status: form.payment?.status ?? 'FAILURE',
        iyziReferenceCode: randomUUID(),
        iyziEventType: 'CHECKOUT_FORM_AUTH',
        iyziEventTime: Date.now(),
        iyziPaymentId: Number(form.payment?.paymentId ?? 0),
      };
      const signature = hmacHex(
        key,
        `${key}${body.iyziEventType}${body.iyziPaymentId}${body.token}${body.paymentConversationId}${body.status}`,
      );
      return { body, headers: { 'x-iyz-signature-v3': signature } };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
export type IyzicoFake = Awaited<ReturnType<typeof startIyzicoFake>>;
