import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { orders, paymentEvents } from '../src/db/schema';
import { createTestApp, insertUser, memoryLog, type TestContext } from './helpers';

// Seeded course 113: online, 2500 TL (api/src/seed/data/courses.ts).
const COURSE = 113;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * The simulated hosted page as a person with a back button uses it: a page that has said no
 * never leads to a capture, and the log never carries the sealed session or attempt.
 */
describe('the hosted payment page after a refusal', () => {
  const log = memoryLog();
  let ctx: TestContext;
  before(async () => {
    process.env.PLATFORM_URL = 'http://platform.test';
    ctx = await createTestApp({ logger: { level: 'info', stream: log.stream } });
  });
  after(async () => {
    delete process.env.PLATFORM_URL;
    await ctx.close();
  });

  const post = (url: string, fields: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: FORM,
      payload: new URLSearchParams(fields).toString(),
    });

  /** The card form as a person fills it, with a card the simulated bank accepts. */
  const postCard = (session: string) =>
    post('/payments/simulated/card', {
      session,
      cardHolder: 'Ali Alıcı',
      cardNumber: '5528790000000008',
      expiry: '12/39',
      cvc: '123',
      action: 'pay',
    });

  /** A card order of the course for a new buyer: its tracking id and the page's session. */
  const placeCardOrder = async () => {
    const buyer = await insertUser(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: '/v1/userbaskets',
      headers: buyer.auth,
      payload: { courseId: COURSE },
    });
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/v1/orders/makepayment',
      headers: buyer.auth,
      payload: [
        {
          courseId: COURSE,
          count: 1,
          paymentMethod: 0,
          participants: [{ name: 'Ali', surname: 'Alıcı', email: buyer.email }],
        },
      ],
    });
    assert.equal(made.statusCode, 200, made.body);
    const { paymentUrl, trackingId } = made.json().data;
    return {
      trackingId: trackingId as string,
      session: new URL(paymentUrl).searchParams.get('session')!,
    };
  };

  it('a wrong 3-D Secure code, then back and the right code on the same page: refused, never captured', async () => {
    const { trackingId, session } = await placeCardOrder();

    const card = await postCard(session);
    assert.equal(card.statusCode, 200);
    const attempt = /name="attempt" value="([^"]+)"/.exec(card.body)![1]!;

    // A wrong code: the bank says no, the order fails.
    const wrong = await post('/payments/simulated/confirm', {
      session,
      attempt,
      code: '000000',
      action: 'confirm',
    });
    assert.equal(wrong.statusCode, 303);
    assert.match(String(wrong.headers.location), /#\/payment\/fail\//);

    // Back to the same 3-D Secure page, the right code this time: the page refuses…
    const right = await post('/payments/simulated/confirm', {
      session,
      attempt,
      code: '123456',
      action: 'confirm',
    });
    assert.equal(right.statusCode, 409);
    assert.equal(right.headers.location, undefined);

    // The card form and the page itself refuse the closed order as well.
    const again = await postCard(session);
    assert.equal(again.statusCode, 409);
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/payments/simulated/pay?session=${encodeURIComponent(session)}`,
    });
    assert.equal(page.statusCode, 409);

    // A handler that went on after its refusal would capture in the background, after the 409
    // was answered: give such work time to land before looking.
    await new Promise((resolve) => setTimeout(resolve, 500));
    // …and nothing was captured: no succeeded event, the order failed rather than refunded.
    const [order] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.trackingId, trackingId));
    assert.equal(order!.status, 'failed');
    assert.equal(order!.refundedAt, null);
    const events = await ctx.database.db
      .select({ status: paymentEvents.status })
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, order!.id));
    assert.deepEqual(
      events.map((event) => event.status),
      ['failed'],
    );

    // No reply was sent twice, and no line carries the sealed session or attempt.
    const text = log.lines.join('\n');
    assert.doesNotMatch(text, /already sent/i);
    assert.equal(text.includes(session), false, 'the sealed session reached the log');
    assert.equal(text.includes(attempt), false, 'the sealed attempt reached the log');
  });

  it('refuses an order whose time is over by the database, while its page still looks valid', async () => {
    const { trackingId, session } = await placeCardOrder();
    // The order's own time is the one that counts (the sealed page carries a copy of it).
    await ctx.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.trackingId, trackingId));
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/payments/simulated/pay?session=${encodeURIComponent(session)}`,
    });
    assert.equal(page.statusCode, 409);
    assert.equal((await postCard(session)).statusCode, 409);
    const [order] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.trackingId, trackingId));
    assert.deepEqual([order!.status, order!.failureMessage], ['expired', 'orderExpired']);
  });
});
