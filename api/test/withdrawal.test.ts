import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import {
  courseTitles,
  courseVideos,
  courses,
  enrollments,
  orderMails,
  orders,
  paymentEvents,
  videoProgress,
} from '../src/db/schema';
import { createTestApp, insertUser, payByCard, type TestContext, type TestUser } from './helpers';

// A buyer withdraws from a paid order, or some of its seats, within 14 days of
// payment, except an online course whose content was started and a course that has begun.
// Seeded courses: 109 and 110 online (3200 and 2750 TL), 103 online with videos, 122 physical.
const ONLINE = 109;
const ONLINE_B = 110;
const WITH_VIDEOS = 103;
const PHYSICAL = 122;

let ctx: TestContext;

const call = (
  headers: Record<string, string>,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) =>
  ctx.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const person = (name: string, email: string) => ({ name, surname: 'Katılımcı', email });

const paidByCard = async (buyer: TestUser, courseId: number, people: unknown[]) => {
  assert.equal((await call(buyer.auth, 'POST', '/v1/userbaskets', { courseId })).statusCode, 200);
  const made = await call(buyer.auth, 'POST', '/v1/orders/makepayment', [
    { courseId, count: 1, paymentMethod: 0, participants: people },
  ]);
  assert.equal(made.statusCode, 200, made.body);
  const order = made.json().data as { trackingId: string; paymentUrl: string };
  await payByCard(ctx.app.inject.bind(ctx.app), order.paymentUrl);
  assert.equal((await orderOf(order.trackingId)).status, 'completed');
  return order;
};

const orderOf = async (trackingId: string) =>
  (await ctx.database.db.select().from(orders).where(eq(orders.trackingId, trackingId)))[0]!;
const owns = async (userId: number, courseId: number) =>
  (
    await ctx.database.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
  ).length === 1;
const withdrawal = async (buyer: TestUser, trackingId: string) => {
  const res = await call(buyer.auth, 'GET', `/v1/orders/withdrawal/${trackingId}`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as {
    until: string | null;
    seats: { email: string; amount: number; closedReason: string | null }[];
  };
};
const withdraw = (buyer: TestUser, trackingId: string, seats: unknown[], lang = 'tr') =>
  call({ ...buyer.auth, 'accept-language': lang }, 'POST', `/v1/orders/withdraw/${trackingId}`, {
    seats,
  });

before(async () => {
  ctx = await createTestApp();
});
after(() => ctx.close());

describe('the right of withdrawal', () => {
  it('gives back one seat of an unstarted online course once, through the provider', async () => {
    const buyer = await insertUser(ctx);
    const colleague = await insertUser(ctx);
    const order = await paidByCard(buyer, ONLINE, [
      person('Ben', buyer.email),
      person('Meslektaş', colleague.email),
    ]);
    const { total } = await orderOf(order.trackingId);

    const before = await withdrawal(buyer, order.trackingId);
    const paidAt = (await orderOf(order.trackingId)).completedAt!;
    assert.equal(
      new Date(before.until!).getTime() - paidAt.getTime(),
      14 * 24 * 60 * 60 * 1000,
      'open for 14 days from payment',
    );
    assert.deepEqual(
      before.seats.map((seat) => [seat.email, seat.amount, seat.closedReason]),
      [
        [buyer.email, total / 2, null],
        [colleague.email, total / 2, null],
      ],
    );

    // A double click: the seat is given back once.
    const seat = { courseId: ONLINE, email: colleague.email };
    const [a, b] = await Promise.all([
      withdraw(buyer, order.trackingId, [seat]),
      withdraw(buyer, order.trackingId, [seat]),
    ]);
    assert.equal(a.statusCode, 200, a.body);
    assert.equal(b.statusCode, 200, b.body);
    assert.deepEqual(
      [a.json().data.refunded, b.json().data.refunded].sort((x, y) => x - y),
      [0, total / 2],
    );
    const done = a.json().data.refunded > 0 ? a.json() : b.json();
    assert.match(done.message, /Cayma talebiniz işlendi; iade: 3\.200,00 TL/);
    assert.equal(await owns(colleague.id, ONLINE), false);
    assert.ok(await owns(buyer.id, ONLINE), 'the other seat stays');
    const stored = await orderOf(order.trackingId);
    assert.equal(stored.refundedAmount, total / 2);
    assert.equal(stored.status, 'completed');

    const events = await ctx.database.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.orderId, stored.id), eq(paymentEvents.status, 'refunded')));
    assert.equal(events.length, 1);
    assert.deepEqual(
      [events[0]!.payload.amountKurus, events[0]!.payload.withdrawal, events[0]!.payload.manual],
      [(total / 2) * 100, true, false],
    );
    const mailed = await ctx.database.db
      .select({ to: orderMails.recipient })
      .from(orderMails)
      .where(eq(orderMails.orderId, stored.id));
    assert.ok(
      mailed.some((mail) => mail.to === colleague.email),
      'the participant is told',
    );

    const after = await withdrawal(buyer, order.trackingId);
    assert.deepEqual(
      after.seats.map((s) => s.closedReason),
      [null, 'refunded'],
    );

    // The last seat too: the order is refunded, and says the buyer withdrew (not staff).
    const last = await withdraw(buyer, order.trackingId, [
      { courseId: ONLINE, email: buyer.email },
    ]);
    assert.equal(last.json().data.status, 'refunded', last.body);
    const history = await call(buyer.auth, 'GET', '/v1/orders/getmyorders');
    const listed = history
      .json()
      .data.find((o: { trackingId: string }) => o.trackingId === order.trackingId);
    assert.equal(listed.failureMessage, 'Alıcı cayma hakkını kullandı.');
    // Each refund is listed as the buyer's withdrawal, not a refund by staff.
    assert.deepEqual(
      listed.refunds.map((refund: { withdrawal: boolean }) => refund.withdrawal),
      [true, true],
    );
  });

  it('closes a seat whose online content was started, and changes nothing when asked', async () => {
    const buyer = await insertUser(ctx);
    const order = await paidByCard(buyer, WITH_VIDEOS, [person('Ali', buyer.email)]);
    const [video] = await ctx.database.db
      .select({ id: courseVideos.id })
      .from(courseVideos)
      .innerJoin(courseTitles, eq(courseTitles.id, courseVideos.courseTitleId))
      .where(eq(courseTitles.courseId, WITH_VIDEOS))
      .limit(1);
    await ctx.database.db
      .insert(videoProgress)
      .values({ userId: buyer.id, courseVideoId: video!.id, seconds: 12, watchedSeconds: 12 });

    const info = await withdrawal(buyer, order.trackingId);
    assert.equal(info.seats[0]!.closedReason, 'contentStarted');
    const refused = await withdraw(
      buyer,
      order.trackingId,
      [{ courseId: WITH_VIDEOS, email: buyer.email }],
      'en',
    );
    assert.equal(refused.statusCode, 409);
    assert.match(refused.json().message, /were started; the right of withdrawal from digital/);
    // The course is named in the language of the message.
    assert.match(refused.json().message, /Letters of Credit and Payment Methods in Foreign Trade/);
    assert.ok(await owns(buyer.id, WITH_VIDEOS));
    assert.equal((await orderOf(order.trackingId)).refundedAmount, 0);
  });

  it('closes a physical course once it has begun, and every seat after 14 days', async () => {
    const buyer = await insertUser(ctx);
    const physical = await paidByCard(buyer, PHYSICAL, [person('Ali', buyer.email)]);
    assert.equal((await withdrawal(buyer, physical.trackingId)).seats[0]!.closedReason, null);
    const [course] = await ctx.database.db
      .select({ start: courses.courseStartDate })
      .from(courses)
      .where(eq(courses.id, PHYSICAL));
    try {
      await ctx.database.db
        .update(courses)
        .set({ courseStartDate: new Date(Date.now() - 60_000) })
        .where(eq(courses.id, PHYSICAL));
      assert.equal(
        (await withdrawal(buyer, physical.trackingId)).seats[0]!.closedReason,
        'courseStarted',
      );
      const refused = await withdraw(buyer, physical.trackingId, [
        { courseId: PHYSICAL, email: buyer.email },
      ]);
      assert.equal(refused.statusCode, 409);
      assert.match(refused.json().message, /eğitimi başladı/);
    } finally {
      await ctx.database.db
        .update(courses)
        .set({ courseStartDate: course!.start })
        .where(eq(courses.id, PHYSICAL));
    }

    const late = await paidByCard(buyer, ONLINE_B, [person('Ali', buyer.email)]);
    await ctx.database.db
      .update(orders)
      .set({ completedAt: new Date(Date.now() - 15 * 24 * 60 * 60 * 1000) })
      .where(eq(orders.trackingId, late.trackingId));
    assert.equal((await withdrawal(buyer, late.trackingId)).seats[0]!.closedReason, 'periodOver');
    const refused = await withdraw(buyer, late.trackingId, [
      { courseId: ONLINE_B, email: buyer.email },
    ]);
    assert.equal(refused.statusCode, 409);
    assert.match(refused.json().message, /Cayma süresi/);
    assert.ok(await owns(buyer.id, ONLINE_B));
  });

  it('shows and withdraws only the buyer’s own orders, and only their seats', async () => {
    const buyer = await insertUser(ctx);
    const stranger = await insertUser(ctx);
    const order = await paidByCard(buyer, ONLINE_B, [person('Ali', buyer.email)]);
    for (const res of [
      await call(stranger.auth, 'GET', `/v1/orders/withdrawal/${order.trackingId}`),
      await withdraw(stranger, order.trackingId, [{ courseId: ONLINE_B, email: buyer.email }]),
    ]) {
      assert.equal(res.statusCode, 404, res.body);
    }
    const guest = await call({}, 'POST', `/v1/orders/withdraw/${order.trackingId}`, {
      seats: [{ courseId: ONLINE_B, email: buyer.email }],
    });
    assert.equal(guest.statusCode, 401);
    const notInOrder = await withdraw(buyer, order.trackingId, [
      { courseId: ONLINE_B, email: 'kimse@ornek.com.tr' },
    ]);
    assert.equal(notInOrder.statusCode, 400);
    const none = await withdraw(buyer, order.trackingId, []);
    assert.equal(none.statusCode, 400);
    assert.ok(await owns(buyer.id, ONLINE_B));
    assert.equal((await orderOf(order.trackingId)).refundedAmount, 0);
  });

  it('offers nothing of an order the checkout refunded itself: its money went back already', async () => {
    const buyer = await insertUser(ctx);
    const order = await paidByCard(buyer, ONLINE, [person('Ali', buyer.email)]);
    // As the checkout leaves an order whose seats were taken meanwhile: refunded, seats untouched.
    await ctx.database.db
      .update(orders)
      .set({ status: 'refunded', failureMessage: 'orderSeatsAlreadyOwned' })
      .where(eq(orders.trackingId, order.trackingId));
    assert.equal((await withdrawal(buyer, order.trackingId)).seats[0]!.closedReason, 'notPaid');
    const refused = await withdraw(buyer, order.trackingId, [
      { courseId: ONLINE, email: buyer.email },
    ]);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal((await orderOf(order.trackingId)).refundedAmount, 0);
  });
});
