import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../src/config';
import { baskets, basketItems, orders, paymentEvents } from '../src/db/schema';
import { webhookSignatureV3 } from '../src/payments/iyzico';
import {
  createTestApp,
  insertUser,
  memoryLog,
  staffAuth,
  testConfig,
  type TestContext,
  type TestUser,
} from './helpers';
import { startIyzicoFake, type IyzicoFake } from './support/iyzico-fake';

// "a real payment provider": PAYMENT_PROVIDER=iyzico takes cards through iyzico's
// hosted checkout form. These tests run the API against a local fake of iyzico's documented
// endpoints (test/support/iyzico-fake.ts), on loopback: a payment end to end, a wrong
// signature, a wrong amount, a repeated callback, a provider that does not answer, webhooks
// with a good and a bad V3 signature, and a refund.

// Seeded online courses: 109 (3200 TL), 110 (2750 TL), 111 (2950 TL).
const COURSE = { a: 109, b: 110, c: 111 };
const PLATFORM = 'http://localhost:3000';

let ctx: TestContext;
let fake: IyzicoFake;
let finance: Record<string, string>;
/** What the API logs: finance learns there of each refund, and of one to make by hand. */
const log = memoryLog();
/** The checkout's log entries of this order's refund: level, message, amount in kuruş, reason. */
const refundLog = (trackingId: string) =>
  log.lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.trackingId === trackingId && /^payment refund/.test(String(entry.msg)))
    .map((entry) => [entry.level, entry.msg, entry.amountKurus, entry.reason]);

const orderOf = async (trackingId: string) =>
  (await ctx.database.db.select().from(orders).where(eq(orders.trackingId, trackingId)))[0]!;

const eventsOf = async (trackingId: string) => {
  const order = await orderOf(trackingId);
  return ctx.database.db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, order.id))
    .orderBy(paymentEvents.id);
};

/** A card order for one seat of the course, the buyer's own: its tracking id and form token. */
const place = async (buyer: TestUser, courseId: number, headers: Record<string, string> = {}) => {
  const added = await ctx.app.inject({
    method: 'POST',
    url: '/v1/userbaskets',
    headers: buyer.auth,
    payload: { courseId },
  });
  assert.equal(added.statusCode, 200, added.body);
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/orders/makepayment',
    headers: { ...buyer.auth, ...headers },
    payload: [
      {
        courseId,
        count: 1,
        paymentMethod: 0,
        participants: [{ name: buyer.name, surname: buyer.surname, email: buyer.email }],
      },
    ],
  });
};

const placed = async (courseId: number) => {
  const buyer = await insertUser(ctx);
  const made = await place(buyer, courseId);
  assert.equal(made.statusCode, 200, made.body);
  const { trackingId, paymentUrl } = made.json().data as {
    trackingId: string;
    paymentUrl: string;
  };
  return { buyer, trackingId, paymentUrl, token: fake.tokenOf(paymentUrl) };
};

/** The buyer's browser posting the form's token back, as iyzico's page does. */
const callback = (posted: { path: string; form: string }) =>
  ctx.app.inject({
    method: 'POST',
    url: posted.path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: posted.form,
  });

const webhook = (sent: { body: object; headers: Record<string, string> }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/payments/iyzico/webhook',
    headers: sent.headers,
    payload: sent.body,
  });

before(async () => {
  fake = await startIyzicoFake();
  ctx = await createTestApp({
    config: testConfig({
      PAYMENT_PROVIDER: 'iyzico',
      IYZICO_API_KEY: fake.apiKey,
      IYZICO_SECRET_KEY: fake.secretKey,
      IYZICO_BASE_URL: fake.baseUrl,
      IYZICO_TIMEOUT_MS: '2000',
    }),
    logger: { level: 'info', stream: log.stream },
  });
  finance = await staffAuth(ctx, 'finance');
});
after(async () => {
  await ctx.close();
  await fake.close();
});

describe('iyzico: configuration', () => {
  const problems = (env: NodeJS.ProcessEnv) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      assert.ok(error instanceof ConfigError);
      return error.problems;
    }
  };

  it('needs its API key, secret key and base URL, and the simulated provider stays the default', () => {
    assert.deepEqual(problems({ PAYMENT_PROVIDER: 'iyzico' }), [
      'IYZICO_API_KEY must be set when PAYMENT_PROVIDER=iyzico',
      'IYZICO_SECRET_KEY must be set when PAYMENT_PROVIDER=iyzico',
      'IYZICO_BASE_URL must be set when PAYMENT_PROVIDER=iyzico',
    ]);
    assert.equal(loadConfig({}).checkout.paymentProvider, 'simulated');
    assert.equal(loadConfig({}).checkout.iyzico, null);
  });

  it('in production: names the provider on purpose, wants https, and warns of the sandbox', () => {
    const production = {
      NODE_ENV: 'production',
      PLATFORM_URL: 'https://akademi.example',
      JWT_SECRET: 'j'.repeat(40),
      MEDIA_LINK_SECRET: 'm'.repeat(40),
      PAYMENT_SECRET: 'p'.repeat(40),
    };
    assert.ok(problems(production).some((problem) => problem.startsWith('PAYMENT_PROVIDER must')));
    const iyzico = {
      ...production,
      PAYMENT_PROVIDER: 'iyzico',
      IYZICO_API_KEY: 'key',
      IYZICO_SECRET_KEY: 'secret',
    };
    assert.deepEqual(problems({ ...iyzico, IYZICO_BASE_URL: 'http://api.iyzipay.com' }), [
      'IYZICO_BASE_URL must be an https URL in production (card data and keys travel)',
    ]);
    const sandbox = loadConfig({ ...iyzico, IYZICO_BASE_URL: 'https://sandbox-api.iyzipay.com' });
    assert.equal(sandbox.checkout.paymentProvider, 'iyzico');
    assert.ok(sandbox.warnings.some((warning) => warning.includes('sandbox')));
    const live = loadConfig({ ...iyzico, IYZICO_BASE_URL: 'https://api.iyzipay.com/' });
    assert.equal(live.checkout.iyzico?.baseUrl, 'https://api.iyzipay.com');
    assert.equal(live.warnings.length, 1, live.warnings.join('; ')); // only the SMTP one
  });

  it("computes X-IYZ-SIGNATURE-V3 as iyzico's published sample does", () => {
    // iyzipay-php, samples/webhook_Signature_Validation.php: a checkout form notification.
    const body = {
      paymentConversationId: 'conversationId',
      merchantId: 3382172,
      token: 'e828c62d-fd12-4b1a-ad5a-380f15fe6596',
      status: 'SUCCESS',
      iyziReferenceCode: '77e1635c-6b39-475a-8b7b-ca15ad0cd4ac',
      iyziEventType: 'CHECKOUT_FORM_AUTH',
      iyziEventTime: 1721825036103,
      iyziPaymentId: 22483975,
    };
    assert.equal(
      webhookSignatureV3('sandbox-UuLnD7wZa0a3DmytfIrwHQqAMfqCNJrs', body),
      '4031c575763486a2d2bf3f7ace0baebfcd6bed65393ab4df3fe80c00d5fd6878',
    );
  });
});

describe('iyzico: a card payment', () => {
  it('goes makepayment → hosted form → callback → a paid order, counted once', async () => {
    const { buyer, trackingId, paymentUrl, token } = await placed(COURSE.a);
    assert.ok(paymentUrl.startsWith(`${fake.baseUrl}/fake/checkoutform/`), paymentUrl);
    const sent = fake.requests.find(
      (request) =>
        request.path.endsWith('/initialize/auth/ecom') && request.body.basketId === trackingId,
    )!.body;
    assert.equal(sent.price, '3200.0');
    assert.equal(sent.paidPrice, '3200.0');
    assert.equal(sent.currency, 'TRY');
    assert.deepEqual(sent.enabledInstallments, [1]);
    // The whole order is one item, named as the buyer's statement shows it.
    assert.deepEqual(
      (sent.basketItems as { id: string; name: string; price: string }[]).map((item) => [
        item.id,
        item.name,
        item.price,
      ]),
      [[trackingId, `İhracat Akademisi ${trackingId}`, '3200.0']],
    );
    assert.equal((sent.buyer as { email: string }).email, buyer.email);
    assert.match(String(sent.callbackUrl), /^http:\/\/api\.test\/payments\/iyzico\/callback\?/);
    const page = await fetch(paymentUrl);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /3200 TL/);
    assert.equal((await orderOf(trackingId)).status, 'pending');

    const back = await callback(fake.pay(token));
    assert.equal(back.statusCode, 303);
    assert.equal(back.headers.location, `${PLATFORM}/#/payment/success/${trackingId}`);
    const order = await orderOf(trackingId);
    assert.equal(order.status, 'completed');
    const seen = await ctx.app.inject({
      url: `/v1/orders/getbytrackingid/${trackingId}`,
      headers: buyer.auth,
    });
    assert.equal(seen.json().data.status, 'completed');

    // The browser posts again (a reload), and iyzico's webhook comes too: still one payment.
    const again = await callback(fake.postBack(token));
    assert.equal(again.statusCode, 303);
    const notified = await webhook(fake.webhook(token));
    assert.equal(notified.statusCode, 200, notified.body);
    assert.equal(notified.json().data.outcome, 'duplicate');
    const events = await eventsOf(trackingId);
    assert.deepEqual(
      events.map((event) => [event.provider, event.status]),
      [['iyzico', 'succeeded']],
    );
    assert.equal((await orderOf(trackingId)).status, 'completed');
  });

  it('a refused card sends the buyer to the failure page with the bank’s reason', async () => {
    const { trackingId, token } = await placed(COURSE.b);
    const back = await callback(fake.pay(token, { outcome: 'declined' }));
    assert.equal(back.statusCode, 303);
    assert.equal(back.headers.location, `${PLATFORM}/#/payment/fail/${trackingId}`);
    const order = await orderOf(trackingId);
    assert.equal(order.status, 'failed');
    assert.equal(order.failureMessage, 'paymentInsufficientFunds');
  });

  it('an answer with a wrong signature completes nothing; the verified webhook does', async () => {
    const { trackingId, token } = await placed(COURSE.c);
    fake.misbehave.wrongSignature = true;
    try {
      const back = await callback(fake.pay(token));
      // The buyer is not shown an error page: the order's page says it waits for the bank.
      assert.equal(back.statusCode, 303);
      assert.equal(back.headers.location, `${PLATFORM}/#/payment/success/${trackingId}`);
      assert.equal((await orderOf(trackingId)).status, 'pending');
      assert.equal((await eventsOf(trackingId)).length, 0);
      // A webhook rightly signed still retrieves the payment, whose answer is not authentic.
      const notified = await webhook(fake.webhook(token));
      assert.equal(notified.statusCode, 400);
      assert.equal((await orderOf(trackingId)).status, 'pending');
    } finally {
      fake.misbehave.wrongSignature = false;
    }
    const notified = await webhook(fake.webhook(token));
    assert.equal(notified.statusCode, 200, notified.body);
    assert.equal(notified.json().data.outcome, 'completed');
    assert.equal((await orderOf(trackingId)).status, 'completed');
  });

  it('a paid amount other than the order’s is given back, and the order is not paid', async () => {
    const { trackingId, token } = await placed(COURSE.a);
    const refundsBefore = fake.refunds.length;
    const back = await callback(fake.pay(token, { paidPrice: 3199.99 }));
    assert.equal(back.statusCode, 303);
    const order = await orderOf(trackingId);
    assert.equal(order.status, 'refunded');
    assert.equal(order.failureMessage, 'paymentAmountMismatch');
    assert.deepEqual(
      fake.refunds.slice(refundsBefore).map((refund) => refund.price),
      [3199.99],
    );
    assert.deepEqual(refundLog(trackingId), [
      [30, 'payment refunded', 319999, 'paymentAmountMismatch'],
    ]);
  });

  it('a wrong amount whose refund iyzico does not take still answers the buyer', async () => {
    const { trackingId, token } = await placed(COURSE.c);
    const refundsBefore = fake.refunds.length;
    fake.misbehave.refundDelayMs = 6000;
    try {
      const back = await callback(fake.pay(token, { paidPrice: 1 }));
      assert.equal(back.statusCode, 303);
      assert.equal(back.headers.location, `${PLATFORM}/#/payment/success/${trackingId}`);
    } finally {
      fake.misbehave.refundDelayMs = 0;
    }
    // The order is not paid; the failed refund is logged for finance to make by hand.
    const order = await orderOf(trackingId);
    assert.equal(order.status, 'refunded');
    assert.equal(order.failureMessage, 'paymentAmountMismatch');
    assert.equal(fake.refunds.length, refundsBefore);
    assert.deepEqual(refundLog(trackingId), [
      [
        50,
        'payment refund failed: refund it by hand in the provider panel',
        100,
        'paymentAmountMismatch',
      ],
    ]);
  });

  it('a webhook with a bad or missing V3 signature is refused and changes nothing', async () => {
    const { trackingId, token } = await placed(COURSE.b);
    fake.pay(token);
    const forged = fake.webhook(token, 'another-secret');
    const refused = await webhook(forged);
    assert.equal(refused.statusCode, 400);
    const unsigned = await webhook({ body: forged.body, headers: {} });
    assert.equal(unsigned.statusCode, 400);
    const tampered = fake.webhook(token);
    const altered = await webhook({
      body: { ...tampered.body, token: 'another-token' },
      headers: tampered.headers,
    });
    assert.equal(altered.statusCode, 400);
    assert.equal((await orderOf(trackingId)).status, 'pending');
    assert.equal((await eventsOf(trackingId)).length, 0);
    // The authentic one completes it, once, however often iyzico sends it.
    const good = fake.webhook(token);
    assert.equal((await webhook(good)).json().data.outcome, 'completed');
    assert.equal((await webhook(good)).json().data.outcome, 'duplicate');
    assert.equal((await eventsOf(trackingId)).length, 1);
  });
});

describe('iyzico: a provider that does not answer', () => {
  it('at makepayment: a translated refusal, no order left open, the basket kept', async () => {
    const buyer = await insertUser(ctx);
    fake.misbehave.delayMs = 6000;
    try {
      const made = await place(buyer, COURSE.c, { 'accept-language': 'en' });
      assert.equal(made.statusCode, 409, made.body);
      assert.match(made.json().message, /payment provider cannot be reached.*not charged/);
    } finally {
      fake.misbehave.delayMs = 0;
    }
    const open = await ctx.database.db.select().from(orders).where(eq(orders.userId, buyer.id));
    assert.deepEqual(open, []);
    const [basket] = await ctx.database.db
      .select({ id: baskets.id })
      .from(baskets)
      .where(eq(baskets.userId, buyer.id));
    const items = await ctx.database.db
      .select()
      .from(basketItems)
      .where(and(eq(basketItems.basketId, basket!.id), eq(basketItems.courseId, COURSE.c)));
    assert.equal(items.length, 1);
    // Once iyzico answers again, the same checkout goes through.
    const retried = await ctx.app.inject({
      method: 'POST',
      url: '/v1/orders/makepayment',
      headers: buyer.auth,
      payload: [
        {
          courseId: COURSE.c,
          count: 1,
          paymentMethod: 0,
          participants: [{ name: buyer.name, surname: buyer.surname, email: buyer.email }],
        },
      ],
    });
    assert.equal(retried.statusCode, 200, retried.body);
  });

  it('at the callback: the buyer waits on the order page, nothing is written, the webhook settles it', async () => {
    const { trackingId, token } = await placed(COURSE.a);
    const posted = fake.pay(token);
    fake.misbehave.delayMs = 6000;
    try {
      const back = await callback(posted);
      assert.equal(back.statusCode, 303);
      assert.equal(back.headers.location, `${PLATFORM}/#/payment/success/${trackingId}`);
      assert.equal((await orderOf(trackingId)).status, 'pending');
      assert.equal((await eventsOf(trackingId)).length, 0);
      // iyzico's webhook in the meantime cannot be applied either: not a 2xx, so it comes again.
      const notified = await webhook(fake.webhook(token));
      assert.equal(notified.statusCode, 409);
    } finally {
      fake.misbehave.delayMs = 0;
    }
    const notified = await webhook(fake.webhook(token));
    assert.equal(notified.json().data.outcome, 'completed');
    assert.equal((await orderOf(trackingId)).status, 'completed');
  });
});

describe('iyzico: refunds', () => {
  it('a staff refund calls iyzico’s refund for the payment transaction and amount', async () => {
    const { trackingId, token } = await placed(COURSE.b);
    await callback(fake.pay(token));
    assert.equal((await orderOf(trackingId)).status, 'completed');
    const transaction = fake.formOf(token).payment!.transactions[0]!.paymentTransactionId;

    // iyzico does not answer: the refund is refused and nothing changes.
    fake.misbehave.delayMs = 6000;
    try {
      const refused = await ctx.app.inject({
        method: 'POST',
        url: `/v1/admin/orders/${trackingId}/refund`,
        headers: finance,
        payload: {},
      });
      assert.equal(refused.statusCode, 409, refused.body);
    } finally {
      fake.misbehave.delayMs = 0;
    }
    assert.equal((await orderOf(trackingId)).status, 'completed');
    assert.equal((await orderOf(trackingId)).refundedAmount, 0);

    const refundsBefore = fake.refunds.length;
    const done = await ctx.app.inject({
      method: 'POST',
      url: `/v1/admin/orders/${trackingId}/refund`,
      headers: finance,
      payload: {},
    });
    assert.equal(done.statusCode, 200, done.body);
    assert.deepEqual(fake.refunds.slice(refundsBefore), [
      { paymentTransactionId: transaction, price: 2750 },
    ]);
    const order = await orderOf(trackingId);
    assert.equal(order.status, 'refunded');
    assert.equal(order.refundedAmount, 2750);
  });

  it('the simulated provider’s pages take no payment while iyzico is in use', async () => {
    const page = await ctx.app.inject({ url: '/payments/simulated/pay?session=x.y' });
    assert.equal(page.statusCode, 400);
    const posted = await ctx.app.inject({
      method: 'POST',
      url: '/v1/payments/callback/simulated',
      payload: { eventId: 'e', paymentId: 'p', trackingId: 't', status: 'succeeded', amount: 1 },
    });
    assert.equal(posted.statusCode, 400);
  });
});
