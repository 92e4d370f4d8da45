import assert from './support/assert';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { ConfigError, developmentConfig, loadConfig } from '../src/config';
import { enrollments, orders, paymentEvents, pendingEnrollments, users } from '../src/db/schema';
import { usersSeed } from '../src/seed/data/users';
import {
  createTestApp,
  acceptContractsOnPayment,
  providerCallback,
  createTestDatabase,
  insertUser,
  payByCard as payByCardAt,
  pdfText,
  PUBLIC_URL,
  type TestContext,
  type TestUser,
} from './helpers';
import type { OrderItem } from '@lms/shared/contracts';
import { nextTcKimlikNo } from '@lms/shared/testing/people';

// One order, one charge, exactly the seats paid for. Seeded courses: 109 (3200 TL),
// 110 (2750 TL), 111 (2950 TL), 113 (2500 TL), 122 (4200 TL) are paid and open; 101 is Ayşe's.
const COURSE = { a: 109, b: 110, c: 111, d: 113, e: 122 };
/** Seeded course 132 costs nothing. */
const FREE_COURSE = 132;

const outbox = mkdtempSync(join(tmpdir(), 'lms-orders-outbox-'));
process.env.MAIL_OUTBOX_DIR = outbox;
process.env.PLATFORM_URL = 'http://platform.test';

let ctx: TestContext;

before(async () => {
  ctx = await createTestApp();
});
after(async () => {
  await ctx.close();
  rmSync(outbox, { recursive: true, force: true });
});

type Inject = TestContext['app']['inject'];

const newUser = () => insertUser(ctx);
type User = TestUser;

const call = (
  user: User | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
  inject: Inject = ctx.app.inject.bind(ctx.app),
) =>
  inject({
    method,
    url,
    headers: { ...(user ? user.auth : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const person = (name: string, email: string) => ({ name, surname: 'Katılımcı', email });
const item = (courseId: number, participants: ReturnType<typeof person>[], paymentMethod = 0) => ({
  courseId,
  count: 1,
  paymentMethod,
  participants,
});
const addToBasket = async (user: User, courseId: number) => {
  const res = await call(user, 'POST', '/v1/userbaskets', { courseId });
  assert.equal(res.statusCode, 200, res.body);
};
const ordersOf = (userId: number) =>
  ctx.database.db.select().from(orders).where(eq(orders.userId, userId));
const owns = async (email: string, courseId: number) =>
  (
    await ctx.database.db
      .select({ id: enrollments.id })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.userId))
      .where(and(eq(users.email, email), eq(enrollments.courseId, courseId)))
  ).length === 1;
/** Mails are queued with the order and sent by the outbox worker: send what is due, then look. */
const eventually = async <T>(look: () => T | undefined, ms = 3000): Promise<T | undefined> => {
  await ctx.app.mailQueue.drain();
  for (const end = Date.now() + ms; Date.now() < end;) {
    const found = look();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return look();
};
const mailsTo = (to: string) =>
  readdirSync(outbox)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as Record<string, unknown>)
    .filter((mail) => mail.to === to);

const payByCard = (paymentUrl: string, inject: Inject = ctx.app.inject.bind(ctx.app)) =>
  payByCardAt(inject, paymentUrl);

/** The simulated bank's signed callback of a second capture of a card order's payment. */
const chargeAgain = (trackingId: string) =>
  providerCallback(ctx, trackingId, { capture: 'second-capture' });

describe('one payable order per purchase', () => {
  it('20 concurrent makepayment calls for one basket give one payable order', async () => {
    const buyer = await newUser();
    await addToBasket(buyer, COURSE.a);
    const payload = [item(COURSE.a, [person('Ayten', buyer.email)])];
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(buyer, 'POST', '/v1/orders/makepayment', payload)),
    );
    for (const answer of answers) assert.equal(answer.statusCode, 200, answer.body);
    const tracking = new Set(answers.map((answer) => answer.json().data.trackingId));
    assert.equal(tracking.size, 1, 'every call got the same order');
    const rows = await ordersOf(buyer.id);
    assert.equal(rows.filter((row) => row.status === 'pending').length, 1);
    assert.equal(rows.length, 1);

    // Paying it completes one order; the course is charged once.
    const done = await payByCard(answers[0]!.json().data.paymentUrl);
    assert.equal(done.statusCode, 303);
    const after = await ordersOf(buyer.id);
    assert.deepEqual(
      after.map((row) => [row.status, row.total]),
      [['completed', 3200]],
    );
  });

  it('a repeated call with the same Idempotency-Key returns the order, also after the basket emptied', async () => {
    const buyer = await newUser();
    await addToBasket(buyer, COURSE.a);
    await addToBasket(buyer, COURSE.b);
    const payload = [
      item(COURSE.a, [person('Ayten', buyer.email)], 1),
      item(COURSE.b, [person('Ayten', buyer.email)], 1),
    ];
    const key = { 'idempotency-key': 'b6a2f0f4-6b1e-4d0b-9a7e-1c2d3e4f5a6b' };
    const first = await call(buyer, 'POST', '/v1/orders/makepayment', payload, key);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().data.status, 'awaiting_transfer');
    // The bank-transfer order emptied the basket; the double-click's second call still lands.
    const second = await call(buyer, 'POST', '/v1/orders/makepayment', payload, key);
    assert.equal(second.statusCode, 200, second.body);
    assert.deepEqual(second.json().data, first.json().data);
    // Without the key too: the same courses and participants are the same open order.
    const third = await call(buyer, 'POST', '/v1/orders/makepayment', payload);
    assert.equal(third.json().data.trackingId, first.json().data.trackingId);
    assert.equal((await ordersOf(buyer.id)).length, 1);

    // The transfer mail carries the bank details and the reference code.
    const mail = await eventually(() => mailsTo(buyer.email)[0]);
    assert.ok(mail, 'a transfer mail');
    assert.match(String(mail!.text), /IBAN: TR\d{2}/);
    assert.ok(String(mail!.text).includes(first.json().data.referenceCode));
    assert.ok(first.json().data.expiresAt);
  });

  it('the Idempotency-Key retried after the card was paid answers the completed order, with no page to pay on', async () => {
    const buyer = await newUser();
    await addToBasket(buyer, COURSE.a);
    const payload = [item(COURSE.a, [person('Ayten', buyer.email)])];
    const key = { 'idempotency-key': '3c9e5d1a-7b2f-4e80-a6d4-5f1b2c3d4e5f' };
    const first = await call(buyer, 'POST', '/v1/orders/makepayment', payload, key);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal((await payByCard(first.json().data.paymentUrl)).statusCode, 303);
    // A retry after a lost answer: the order is paid, so nothing sends the buyer to pay again.
    const again = await call(buyer, 'POST', '/v1/orders/makepayment', payload, key);
    assert.equal(again.statusCode, 200, again.body);
    const { trackingId, status, paymentUrl } = again.json().data;
    assert.deepEqual(
      [trackingId, status, paymentUrl],
      [first.json().data.trackingId, 'completed', null],
    );
  });

  it('two requests at once with one Idempotency-Key for a free order give both the one completed order', async () => {
    const buyer = await newUser();
    await addToBasket(buyer, FREE_COURSE);
    const payload: OrderItem[] = [
      {
        courseId: FREE_COURSE,
        count: 1,
        paymentMethod: 0,
        participants: [person('Ayten', buyer.email)],
      },
    ];
    const context = {
      platformUrl: 'http://platform.test',
      locale: 'tr' as const,
      idempotencyKey: '0d5c7b7e-2f1a-4c55-8c1e-7a9b3f6d2e10',
      clientAddress: '203.0.113.9',
    };
    // Through the service, so that both look for the key before either holds the basket, as on a
    // server with a pool of connections; the second is answered once it holds the basket, after
    // the first completed the order and emptied the basket.
    const answers = await Promise.all([
      ctx.app.checkout.makePayment(buyer.id, payload, context),
      ctx.app.checkout.makePayment(buyer.id, payload, context),
    ]);
    assert.deepEqual(answers[1], answers[0]);
    assert.equal(answers[0].status, 'completed');
    assert.deepEqual(
      (await ordersOf(buyer.id)).map((row) => row.status),
      ['completed'],
    );
    assert.equal(await owns(buyer.email, FREE_COURSE), true);
  });

  it('a changed checkout replaces the open order, whose page then refuses payment', async () => {
    const buyer = await newUser();
    await addToBasket(buyer, COURSE.c);
    const first = await call(buyer, 'POST', '/v1/orders/makepayment', [
      item(COURSE.c, [person('Ayten', buyer.email)]),
    ]);
    const second = await call(buyer, 'POST', '/v1/orders/makepayment', [
      item(COURSE.c, [person('Ayten', buyer.email), person('Burak', 'burak.yeni@ornek.com.tr')]),
    ]);
    assert.notEqual(second.json().data.trackingId, first.json().data.trackingId);
    const rows = await ordersOf(buyer.id);
    assert.deepEqual(rows.map((row) => row.status).sort(), ['cancelled', 'pending']);
    const stale = await payByCard(first.json().data.paymentUrl);
    assert.equal(stale.statusCode, 409);
    assert.match(stale.body, /artık ödenemez/);
  });

  it('an expired order cannot be paid, and says so', async () => {
    const buyer = await newUser();
    await addToBasket(buyer, COURSE.d);
    const made = await call(buyer, 'POST', '/v1/orders/makepayment', [
      item(COURSE.d, [person('Ayten', buyer.email)]),
    ]);
    const { trackingId, paymentUrl } = made.json().data;
    await ctx.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.trackingId, trackingId));
    const page = await payByCard(paymentUrl);
    assert.notEqual(page.statusCode, 303, 'no payment is taken');
    const seen = await call(buyer, 'GET', `/v1/orders/getbytrackingid/${trackingId}`);
    assert.equal(seen.json().data.status, 'expired');
    assert.match(seen.json().data.failureMessage, /süresi doldu/);
    assert.equal(await owns(buyer.email, COURSE.d), false);
  });
});

describe('an order read by its buyer', () => {
  /** A card order of the course for a new buyer, its time already over. */
  const overdueOrder = async (courseId: number) => {
    const buyer = await newUser();
    await addToBasket(buyer, courseId);
    const made = await call(buyer, 'POST', '/v1/orders/makepayment', [
      item(courseId, [person('Ayten', buyer.email)]),
    ]);
    const { trackingId } = made.json().data;
    await ctx.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.trackingId, trackingId));
    return { buyer, trackingId: trackingId as string };
  };

  it('reads as expired once its time is over, whichever read comes first', async () => {
    const one = await overdueOrder(COURSE.a);
    const seen = await call(one.buyer, 'GET', `/v1/orders/getbytrackingid/${one.trackingId}`);
    assert.equal(seen.json().data.status, 'expired');

    const other = await overdueOrder(COURSE.b);
    const history = (await call(other.buyer, 'GET', '/v1/orders/getmyorders')).json().data;
    assert.deepEqual(
      history.map((o: { trackingId: string; status: string }) => [o.trackingId, o.status]),
      [[other.trackingId, 'expired']],
    );
  });

  it('has a receipt only once it is completed and cost something', async () => {
    const buyer = await newUser();
    await addToBasket(buyer, COURSE.e);
    const made = await call(buyer, 'POST', '/v1/orders/makepayment', [
      item(COURSE.e, [person('Ayten', buyer.email)]),
    ]);
    const pending = await call(buyer, 'GET', `/v1/orders/receipt/${made.json().data.trackingId}`);
    assert.equal(pending.statusCode, 404);
    // Its summary offers none, and says until when it can be paid.
    const open = (
      await call(buyer, 'GET', `/v1/orders/getbytrackingid/${made.json().data.trackingId}`)
    ).json().data;
    assert.deepEqual(
      [open.status, open.hasReceipt, open.expiresAt],
      ['pending', false, made.json().data.expiresAt],
    );
    assert.ok(Date.parse(open.expiresAt) > Date.now(), open.expiresAt);
    // Nor does the mail queue build one for it (a receipt mail for an unpaid order fails).
    await assert.rejects(ctx.app.checkout.receiptOf(made.json().data.trackingId), /no receipt for/);
    await assert.rejects(ctx.app.checkout.receiptOf('no-such-order'), /no receipt for/);

    const taker = await newUser();
    await addToBasket(taker, FREE_COURSE);
    const free = await call(taker, 'POST', '/v1/orders/makepayment', [
      item(FREE_COURSE, [person('Ayten', taker.email)]),
    ]);
    assert.equal(free.json().data.status, 'completed', free.body);
    const noReceipt = await call(taker, 'GET', `/v1/orders/receipt/${free.json().data.trackingId}`);
    assert.equal(noReceipt.statusCode, 404);
    const history = (await call(taker, 'GET', '/v1/orders/getmyorders')).json().data;
    const listed = history.find(
      (o: { trackingId: string }) => o.trackingId === free.json().data.trackingId,
    );
    // Nothing to pay, nothing to withdraw from: no payment method, no receipt, no contracts.
    assert.deepEqual(
      [listed.paymentMethod, listed.hasReceipt, listed.hasContracts],
      [null, false, false],
    );
    const noContracts = await call(
      taker,
      'GET',
      `/v1/orders/contracts/${free.json().data.trackingId}`,
    );
    assert.equal(noContracts.statusCode, 404, noContracts.body);
    assert.equal(await ctx.app.checkout.contractsPdfOf(free.json().data.trackingId), null);
  });
});

describe('never a second charge', () => {
  it('a second charge of a paid order is refunded and changes nothing', async () => {
    const buyer = await newUser();
    await addToBasket(buyer, COURSE.b);
    const made = await call(buyer, 'POST', '/v1/orders/makepayment', [
      item(COURSE.b, [person('Ayten', buyer.email)]),
    ]);
    const { trackingId, paymentUrl } = made.json().data;
    assert.equal((await payByCard(paymentUrl)).statusCode, 303);
    // The same hosted page paid again: the order can no longer be paid.
    const again = await payByCard(paymentUrl);
    assert.equal(again.statusCode, 409);
    // The bank reports a second capture anyway: refunded, the order stays completed, one seat.
    const callback = await call(
      null,
      'POST',
      '/v1/payments/callback/simulated',
      await chargeAgain(trackingId),
    );
    assert.equal(callback.statusCode, 200, callback.body);
    assert.equal(callback.json().data.outcome, 'refunded');
    const [order] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.trackingId, trackingId));
    assert.equal(order!.status, 'completed');
    const seats = await ctx.database.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, buyer.id), eq(enrollments.courseId, COURSE.b)));
    assert.equal(seats.length, 1);
  });

  it('paying for seats someone else bought meanwhile refunds the order instead of completing it', async () => {
    const first = await newUser();
    const second = await newUser();
    const colleague = await newUser();
    await addToBasket(first, COURSE.e);
    await addToBasket(second, COURSE.e);
    const one = await call(first, 'POST', '/v1/orders/makepayment', [
      item(COURSE.e, [person('Can', colleague.email)]),
    ]);
    const two = await call(second, 'POST', '/v1/orders/makepayment', [
      item(COURSE.e, [person('Can', colleague.email)]),
    ]);
    assert.equal(two.statusCode, 200, 'a stranger is not told who owns what');
    assert.equal((await payByCard(one.json().data.paymentUrl)).statusCode, 303);
    assert.equal((await payByCard(two.json().data.paymentUrl)).statusCode, 303);
    const seen = await call(
      second,
      'GET',
      `/v1/orders/getbytrackingid/${two.json().data.trackingId}`,
    );
    assert.equal(seen.json().data.status, 'refunded');
    assert.match(seen.json().data.failureMessage, /iade edildi/);
    const events = await ctx.database.db
      .select()
      .from(paymentEvents)
      .where(inArray(paymentEvents.status, ['succeeded']));
    assert.ok(events.length >= 2);
    assert.ok(await owns(colleague.email, COURSE.e));
  });
});

describe('seats are the participants', () => {
  it('buying for two colleagues enrols them, not the buyer; the history and receipt show it', async () => {
    const buyer = await newUser();
    const colleague = await newUser();
    await addToBasket(buyer, COURSE.c);
    // The cart's participants are kept with the basket.
    const saved = await call(buyer, 'PUT', '/v1/userbaskets/participants', {
      participants: [person('Deniz', colleague.email), person('Ece', 'ece.hesapsiz@ornek.com.tr')],
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const basket = (await call(buyer, 'GET', '/v1/userbaskets/getall')).json();
    assert.deepEqual(
      basket.data[0].participantEmails.map((p: { email: string }) => p.email),
      [colleague.email, 'ece.hesapsiz@ornek.com.tr'],
    );
    const made = await call(buyer, 'POST', '/v1/orders/makepayment', [
      item(COURSE.c, basket.data[0].participantEmails),
    ]);
    assert.equal(made.statusCode, 200, made.body);
    assert.equal((await payByCard(made.json().data.paymentUrl)).statusCode, 303);

    assert.equal(await owns(buyer.email, COURSE.c), false);
    assert.ok(await owns(colleague.email, COURSE.c));
    const held = await ctx.database.db
      .select()
      .from(pendingEnrollments)
      .where(eq(pendingEnrollments.email, 'ece.hesapsiz@ornek.com.tr'));
    assert.equal(held.length, 1);

    const history = (await call(buyer, 'GET', '/v1/orders/getmyorders')).json().data;
    const order = history.find(
      (o: { trackingId: string }) => o.trackingId === made.json().data.trackingId,
    );
    assert.equal(order.status, 'completed');
    assert.equal(order.paymentMethod, 0, 'paid by card');
    assert.equal(order.total, 5900);
    assert.equal(order.subtotal + order.tax, 5900);
    assert.deepEqual(
      order.items[0].participants.map((p: { email: string }) => p.email),
      [colleague.email, 'ece.hesapsiz@ornek.com.tr'],
    );
    assert.equal(order.hasReceipt, true);
    assert.equal(order.hasContracts, true);

    // Downloaded later, the receipt still dates the payment.
    await ctx.database.db
      .update(orders)
      .set({ completedAt: new Date('2026-03-02T09:30:00Z') })
      .where(eq(orders.trackingId, order.trackingId));
    const receipt = await call(buyer, 'GET', `/v1/orders/receipt/${order.trackingId}`);
    assert.equal(receipt.statusCode, 200);
    assert.equal(receipt.headers['content-type'], 'application/pdf');
    assert.equal(receipt.rawPayload.subarray(0, 5).toString(), '%PDF-');
    // It names the buyer who paid, with their address, beside the participants they paid for.
    const text = pdfText(receipt.rawPayload).replace(/\s+/g, ' ');
    assert.match(text, new RegExp(`Test Alıcı ${buyer.email.replace(/\./g, '\\.')}`));
    assert.match(text, /2 Mart 2026 12:30/);
    assert.match(text, /Deniz Katılımcı, Ece Katılımcı/);
    const stranger = await call(colleague, 'GET', `/v1/orders/receipt/${order.trackingId}`);
    assert.equal(stranger.statusCode, 404);
    const someoneElses = await call(
      colleague,
      'GET',
      `/v1/orders/getbytrackingid/${order.trackingId}`,
    );
    assert.equal(someoneElses.statusCode, 404);

    // Mails: the buyer's confirmation with the receipt, and a note to the colleague.
    const confirmation = await eventually(() =>
      mailsTo(buyer.email).find((mail) => String(mail.subject).includes(order.trackingId)),
    );
    assert.ok(confirmation, 'a confirmation mail');
    assert.deepEqual(
      (confirmation!.attachments as { filename: string }[]).map((a) => a.filename),
      // The receipt and the contracts accepted at checkout.
      [`makbuz-${order.trackingId}.pdf`, `sozlesmeler-${order.trackingId}.pdf`],
    );
    assert.ok(await eventually(() => mailsTo(colleague.email)[0]));
    assert.equal(mailsTo(colleague.email).length, 1);
    assert.match(String(mailsTo(colleague.email)[0]!.text), /sizi .* kaydetti/);
  });

  it('tells the colleagues a buyer enrolled, and not the buyer, who has the order mail', async () => {
    const buyer = await newUser();
    const colleague = await newUser();
    await addToBasket(buyer, COURSE.d);
    const made = await call(buyer, 'POST', '/v1/orders/makepayment', [
      item(COURSE.d, [
        person('Ayten', buyer.email.toUpperCase()),
        person('Deniz', colleague.email),
      ]),
    ]);
    assert.equal(made.statusCode, 200, made.body);
    assert.equal((await payByCard(made.json().data.paymentUrl)).statusCode, 303);
    const { trackingId } = made.json().data;
    assert.ok(
      await eventually(() =>
        mailsTo(buyer.email).find((mail) => String(mail.subject).includes(trackingId)),
      ),
    );
    assert.ok(await eventually(() => mailsTo(colleague.email)[0]));
    assert.match(String(mailsTo(colleague.email)[0]!.text), /sizi .* kaydetti/);
    assert.deepEqual(
      mailsTo(buyer.email).filter((mail) => /sizi .* kaydetti/.test(String(mail.text))),
      [],
    );
  });

  it('only a verified address claims a course held for it', async () => {
    const buyer = await newUser();
    const email = `sahip.${Date.now()}@ornek.com.tr`;
    await addToBasket(buyer, COURSE.d);
    const made = await call(buyer, 'POST', '/v1/orders/makepayment', [
      item(COURSE.d, [person('Fatma', email)]),
    ]);
    assert.equal((await payByCard(made.json().data.paymentUrl)).statusCode, 303);

    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: {
        name: 'Fatma',
        surname: 'Sahip',
        citizenNumber: nextTcKimlikNo(),
        phone: '0532 123 4567',
        email,
        password: 'Guclu.Sifre1',
        confirmPassword: 'Guclu.Sifre1',
        chk_privacy: true,
        chk_membership: true,
      },
    });
    assert.equal(registered.statusCode, 200, registered.body);
    const auth = { authorization: `Bearer ${registered.json().data.token}` };
    const mine = () => ctx.app.inject({ url: '/v1/courses/getusercourses', headers: auth });
    assert.equal((await mine()).json().data.length, 0, 'not before the address is verified');
    const profile = await ctx.app.inject({ url: '/v1/users/getuserprofile', headers: auth });
    assert.equal(profile.json().data.emailVerified, false);

    const link = await eventually(() =>
      mailsTo(email)
        .map((mail) => /#\/verify-email\/([\w-]+)/.exec(String(mail.text))?.[1])
        .find(Boolean),
    );
    assert.ok(link, 'a verification mail');
    const wrong = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/auth/verify-email',
      payload: { token: 'x'.repeat(32) },
    });
    assert.equal(wrong.statusCode, 400);
    const verified = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/auth/verify-email',
      payload: { token: link },
    });
    assert.equal(verified.statusCode, 200, verified.body);
    assert.deepEqual(
      (await mine()).json().data.map((c: { nameSlug: string }) => c.nameSlug).length,
      1,
    );
    const again = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/auth/verify-email',
      payload: { token: link },
    });
    assert.equal(again.statusCode, 400, 'a link works once');
  });
});

describe('the course page and the cart know about open orders', () => {
  it('shows an open transfer order on the course page instead of a second purchase', async () => {
    const buyer = await newUser();
    await addToBasket(buyer, COURSE.a);
    const made = await call(buyer, 'POST', '/v1/orders/makepayment', [
      item(COURSE.a, [person('Ayten', buyer.email)], 1),
    ]);
    const detail = await call(buyer, 'GET', `/v1/courses/getcoursedetails/${COURSE.a}`);
    assert.deepEqual(detail.json().data.openOrder, {
      trackingId: made.json().data.trackingId,
      status: 'awaiting_transfer',
    });
    const guest = await call(null, 'GET', `/v1/courses/getcoursedetails/${COURSE.a}`);
    assert.equal(guest.json().data.openOrder, null);

    // Once its time is over it is no longer open, before anything has marked it expired.
    await ctx.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.trackingId, made.json().data.trackingId));
    const later = await call(buyer, 'GET', `/v1/courses/getcoursedetails/${COURSE.a}`);
    assert.equal(later.json().data.openOrder, null);
  });

  it('counts a seat held for an address without an account as taken when the money comes', async () => {
    const buyer = await newUser();
    const newcomer = `yeni.${Date.now()}@ornek.com.tr`;
    await addToBasket(buyer, COURSE.b);
    const first = await call(buyer, 'POST', '/v1/orders/makepayment', [
      item(COURSE.b, [person('Yeni', newcomer)]),
    ]);
    assert.equal((await payByCard(first.json().data.paymentUrl)).statusCode, 303);
    const held = await ctx.database.db
      .select()
      .from(pendingEnrollments)
      .where(eq(pendingEnrollments.email, newcomer));
    assert.equal(held.length, 1);

    // Another company buys the same course for the same address: it is not told who holds the
    // seat, and its payment is given back rather than a second seat sold.
    const other = await newUser();
    await addToBasket(other, COURSE.b);
    const second = await call(other, 'POST', '/v1/orders/makepayment', [
      item(COURSE.b, [person('Yeni', newcomer)]),
    ]);
    assert.equal(second.statusCode, 200, second.body);
    assert.equal((await payByCard(second.json().data.paymentUrl)).statusCode, 303);
    const [row] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.trackingId, second.json().data.trackingId));
    assert.deepEqual([row!.status, row!.failureMessage], ['refunded', 'orderSeatsAlreadyOwned']);
  });
});

describe('what the site promises', () => {
  it('the FAQ promises no installments, which the payment page does not offer', async () => {
    const faqs = (await call(null, 'GET', '/v1/faqs/getall')).json().data as {
      questionDescription: string;
    }[];
    const installments = faqs.filter((faq) => /taksit/i.test(faq.questionDescription));
    assert.ok(installments.length > 0);
    for (const faq of installments)
      assert.match(faq.questionDescription, /taksit seçeneği sunulmamaktadır/);
    const page = await call(null, 'GET', '/payments/simulated/pay?session=x');
    assert.doesNotMatch(page.body, /taksit/i);
  });
});

describe('checkparty', () => {
  it('is rate-limited per user', async () => {
    const app = await buildApp({
      db: ctx.database.db,
      client: ctx.database.client,
      publicUrl: PUBLIC_URL,
      logger: false,
      config: developmentConfig({ partyCheckLimit: { max: 3, windowMs: 60_000 } }),
    });
    try {
      const asker = await newUser();
      const other = await newUser();
      const ask = (user: User) =>
        call(
          user,
          'POST',
          '/v1/orders/checkparty',
          { courseId: COURSE.a, partyEmail: 'kim@ornek.com.tr' },
          {},
          app.inject.bind(app),
        );
      for (let i = 0; i < 3; i += 1) assert.equal((await ask(asker)).statusCode, 200);
      const limited = await ask(asker);
      assert.equal(limited.statusCode, 429);
      assert.ok(limited.json().message);
      assert.equal((await ask(other)).statusCode, 200, 'another user has their own limit');
    } finally {
      await app.close();
    }
  });
});

describe('restarts and production', () => {
  it('a restart between makepayment and the callback still completes the order', async () => {
    const buyer = await newUser();
    const first = await buildApp({
      db: ctx.database.db,
      client: ctx.database.client,
      publicUrl: PUBLIC_URL,
      logger: false,
      config: loadConfig({}),
    });
    acceptContractsOnPayment(first);
    await call(
      buyer,
      'POST',
      '/v1/userbaskets',
      { courseId: COURSE.e },
      {},
      first.inject.bind(first),
    );
    const made = await call(
      buyer,
      'POST',
      '/v1/orders/makepayment',
      [item(COURSE.e, [person('Ayten', buyer.email)])],
      {},
      first.inject.bind(first),
    );
    assert.equal(made.statusCode, 200, made.body);
    await first.close();
    // A new process: the payment secret comes from the data folder again.
    const second = await buildApp({
      db: ctx.database.db,
      client: ctx.database.client,
      publicUrl: PUBLIC_URL,
      logger: false,
      config: loadConfig({}),
    });
    try {
      const done = await payByCard(made.json().data.paymentUrl, second.inject.bind(second));
      assert.equal(done.statusCode, 303, done.body);
      assert.ok(await owns(buyer.email, COURSE.e));
    } finally {
      await second.close();
    }
  });

  it('production refuses the simulated provider unless named, needs its secrets, seeds no demo users', async () => {
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production' }),
      (error: unknown) =>
        error instanceof ConfigError &&
        /PAYMENT_PROVIDER/.test(error.message) &&
        /PAYMENT_SECRET/.test(error.message) &&
        /MEDIA_LINK_SECRET/.test(error.message) &&
        /PLATFORM_URL/.test(error.message),
    );
    const secret = 's'.repeat(40);
    const named = loadConfig({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'simulated',
      JWT_SECRET: secret,
      MEDIA_LINK_SECRET: secret,
      PAYMENT_SECRET: secret,
      PLATFORM_URL: 'https://ihracatakademisi.example',
      SEED_DEMO_USERS: '1',
    });
    assert.equal(named.seedDemoUsers, false);
    assert.equal(named.checkout.paymentSecret, secret);
    assert.ok(named.warnings.some((w) => /simulated/.test(w)));

    const database = await createTestDatabase({ demoUsers: named.seedDemoUsers });
    try {
      const demo = await database.db
        .select()
        .from(users)
        .where(
          inArray(
            users.email,
            usersSeed.map((u) => u.email),
          ),
        );
      assert.equal(demo.length, 0);
    } finally {
      await database.close();
    }
  });

  it('the API process refuses to start in production with the simulated provider unnamed', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: join(import.meta.dirname, '..'),
      env: { ...process.env, NODE_ENV: 'production', PORT: '0', PGLITE_DIR: 'memory://' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    assert.equal(code, 1);
    assert.match(output, /PAYMENT_PROVIDER must be named in production/);
  });
});
