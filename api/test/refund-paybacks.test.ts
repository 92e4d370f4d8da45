import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { auditLog, orders, paymentEvents, users } from '../src/db/schema';
import {
  createTestApp,
  insertUser,
  payByCard,
  staffAuth,
  type TestContext,
  type TestUser,
} from './helpers';

// "refund requests": a bank-transfer order's refund (by staff, or the buyer's
// withdrawal) cannot go back through the provider. The money is owed until finance sends it by
// bank and marks it paid back; the dashboard counts what is owed and the order list filters it.

// Seeded online courses: 109 (3200 TL), 110 (2750 TL), 111 (2950 TL).
const COURSE = { a: 109, b: 110, c: 111 };

let ctx: TestContext;
let finance: Record<string, string>;
let admin: Record<string, string>;
let editor: Record<string, string>;

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

const place = async (buyer: TestUser, courseId: number, people: unknown[], method: 0 | 1) => {
  assert.equal((await call(buyer.auth, 'POST', '/v1/userbaskets', { courseId })).statusCode, 200);
  const made = await call(buyer.auth, 'POST', '/v1/orders/makepayment', [
    { courseId, count: 1, paymentMethod: method, participants: people },
  ]);
  assert.equal(made.statusCode, 200, made.body);
  return made.json().data as { trackingId: string; paymentUrl: string };
};

/** A bank-transfer order whose money finance confirmed. */
const paidByTransfer = async (buyer: TestUser, courseId: number, people: unknown[]) => {
  const order = await place(buyer, courseId, people, 1);
  const confirmed = await call(
    finance,
    'POST',
    `/v1/admin/orders/${order.trackingId}/confirm-transfer`,
  );
  assert.equal(confirmed.statusCode, 200, confirmed.body);
  return order.trackingId;
};

const orderOf = async (trackingId: string) =>
  (await ctx.database.db.select().from(orders).where(eq(orders.trackingId, trackingId)))[0]!;

const dashboard = async (headers = finance) => {
  const res = await call(headers, 'GET', '/v1/admin/dashboard');
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data.refundsOwed as { count: number; total: number } | null;
};
const owedList = async () => {
  const res = await call(finance, 'GET', '/v1/admin/orders?refund=owed');
  assert.equal(res.statusCode, 200, res.body);
  return (res.json().data.items as { trackingId: string }[]).map((row) => row.trackingId);
};
interface Event {
  id: number;
  at: string;
  status: string;
  amount: number | null;
  manual: boolean;
  withdrawal: boolean;
  paidBack: { at: string; by: string; reference: string } | null;
}
const refundEvents = async (trackingId: string, headers = finance) => {
  const res = await call(headers, 'GET', `/v1/admin/orders/${trackingId}`);
  assert.equal(res.statusCode, 200, res.body);
  return (res.json().data.events as Event[]).filter((event) => event.status === 'refunded');
};
const markPaidBack = (trackingId: string, eventId: number, reference: unknown, headers = finance) =>
  call(
    { ...headers, 'accept-language': 'tr' },
    'POST',
    `/v1/admin/orders/${trackingId}/paybacks/${eventId}`,
    { reference },
  );
const myOrder = async (buyer: TestUser, trackingId: string) => {
  const res = await call(buyer.auth, 'GET', '/v1/orders/getmyorders');
  assert.equal(res.statusCode, 200, res.body);
  return (res.json().data as { trackingId: string; refunds?: unknown[] }[]).find(
    (order) => order.trackingId === trackingId,
  )!;
};
const mailsTo = (to: string) => ctx.mailsTo(to);

before(async () => {
  ctx = await createTestApp();
  finance = await staffAuth(ctx, 'finance');
  admin = await staffAuth(ctx, 'admin');
  editor = await staffAuth(ctx, 'editor');
});
after(async () => {
  await ctx.close();
});

describe('refunds to pay back', () => {
  it('a transfer order refunded by staff is owed until finance marks it, once', async () => {
    const buyer = await insertUser(ctx);
    const trackingId = await paidByTransfer(buyer, COURSE.a, [person('Şule', buyer.email)]);
    const { total } = await orderOf(trackingId);
    const before = (await dashboard())!;

    const refunded = await call(finance, 'POST', `/v1/admin/orders/${trackingId}/refund`, {});
    assert.equal(refunded.statusCode, 200, refunded.body);

    assert.deepEqual(await dashboard(), { count: before.count + 1, total: before.total + total });
    assert.ok((await owedList()).includes(trackingId), 'the filtered list has it');
    const [event] = await refundEvents(trackingId);
    assert.deepEqual(
      [event!.amount, event!.manual, event!.withdrawal, event!.paidBack],
      [total, true, false, null],
    );
    const owed = await myOrder(buyer, trackingId);
    assert.deepEqual(
      (owed.refunds as { amount: number; toBankAccount: boolean; paidBackAt: null }[]).map(
        (refund) => [refund.amount, refund.toBankAccount, refund.paidBackAt],
      ),
      [[total, true, null]],
    );

    // A double click: marked once.
    const [a, b] = await Promise.all([
      markPaidBack(trackingId, event!.id, '  TR-HAVALE-0042 '),
      markPaidBack(trackingId, event!.id, 'TR-HAVALE-0042'),
    ]);
    assert.equal(a.statusCode, 200, a.body);
    assert.equal(b.statusCode, 200, b.body);
    assert.equal(a.json().data.paidBack.reference, 'TR-HAVALE-0042');
    const rows = await ctx.database.db
      .select()
      .from(paymentEvents)
      .where(
        and(
          eq(paymentEvents.orderId, (await orderOf(trackingId)).id),
          eq(paymentEvents.status, 'paidBack'),
        ),
      );
    assert.equal(rows.length, 1, 'one payback stored');

    // Another reference for the same refund is refused, in the caller's language.
    const other = await markPaidBack(trackingId, event!.id, 'BAŞKA-REF');
    assert.equal(other.statusCode, 409, other.body);
    assert.match(other.json().message, /zaten geri ödendi/);

    assert.deepEqual(await dashboard(), before, 'no longer owed');
    assert.ok(!(await owedList()).includes(trackingId));
    const [marked] = await refundEvents(trackingId);
    assert.equal(marked!.paidBack?.by, 'muhasebe@ornek.com.tr');
    assert.equal(marked!.paidBack?.reference, 'TR-HAVALE-0042');
    const paid = (await myOrder(buyer, trackingId)).refunds as { paidBackAt: string | null }[];
    assert.ok(paid[0]!.paidBackAt, 'the buyer sees it was sent');

    // Audited once, and the buyer is mailed once.
    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.payback'), eq(auditLog.objectId, trackingId)));
    assert.equal(audited.length, 1);
    const mails = (await mailsTo(buyer.email)).filter((mail) =>
      /hesabınıza gönderildi/.test(mail.subject),
    );
    assert.equal(mails.length, 1);
    assert.match(mails[0]!.text, /TR-HAVALE-0042/);
    assert.match(mails[0]!.text, /3\.200,00 TL/);

    // The buyer's next order, refunded too: each order lists its own refund, and only the one
    // marked says it was sent.
    const next = await paidByTransfer(buyer, COURSE.b, [person('Şule', buyer.email)]);
    const nextTotal = (await orderOf(next)).total;
    assert.equal((await myOrder(buyer, next)).refunds, undefined);
    assert.equal(
      (await call(finance, 'POST', `/v1/admin/orders/${next}/refund`, {})).statusCode,
      200,
    );
    const listed = async (id: string) =>
      ((await myOrder(buyer, id)).refunds as { amount: number; paidBackAt: string | null }[]).map(
        (refund) => [refund.amount, refund.paidBackAt === null],
      );
    assert.deepEqual(await listed(next), [[nextTotal, true]]);
    assert.deepEqual(await listed(trackingId), [[total, false]]);
  });

  it('a withdrawal from a transfer order is owed; the English buyer is mailed in English', async () => {
    const buyer = await insertUser(ctx, { locale: 'en' });
    const colleague = await insertUser(ctx);
    const trackingId = await paidByTransfer(buyer, COURSE.b, [
      person('Ben', buyer.email),
      person('Meslektaş', colleague.email),
    ]);
    const { total } = await orderOf(trackingId);
    const before = (await dashboard())!;
    const withdrawn = await call(buyer.auth, 'POST', `/v1/orders/withdraw/${trackingId}`, {
      seats: [{ courseId: COURSE.b, email: colleague.email }],
    });
    assert.equal(withdrawn.statusCode, 200, withdrawn.body);

    assert.deepEqual(await dashboard(), {
      count: before.count + 1,
      total: before.total + total / 2,
    });
    assert.ok((await owedList()).includes(trackingId));
    const [event] = await refundEvents(trackingId, admin);
    assert.deepEqual([event!.manual, event!.withdrawal], [true, true]);

    // Admins may too.
    const marked = await markPaidBack(trackingId, event!.id, 'EFT 2026-11-27', admin);
    assert.equal(marked.statusCode, 200, marked.body);
    assert.deepEqual(await dashboard(), before);
    const mail = (await mailsTo(buyer.email)).find((m) => /sent back/.test(m.subject));
    assert.ok(mail, 'an English mail');
    assert.match(mail.text, /2,750\.00/);
  });

  it('money that came for a transfer whose seat was taken meanwhile is owed back, and can be marked', async () => {
    const buyer = await insertUser(ctx);
    const colleague = await insertUser(ctx);
    const order = await place(buyer, COURSE.c, [person('İş', colleague.email)], 1);
    // The colleague bought the course themselves before the transfer arrived.
    const own = await place(colleague, COURSE.c, [person('İş', colleague.email)], 0);
    await payByCard(ctx.app.inject.bind(ctx.app), own.paymentUrl);
    assert.equal((await orderOf(own.trackingId)).status, 'completed');
    const before = (await dashboard())!;

    const confirmed = await call(
      finance,
      'POST',
      `/v1/admin/orders/${order.trackingId}/confirm-transfer`,
    );
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    const { status, total } = await orderOf(order.trackingId);
    assert.equal(status, 'refunded');

    assert.deepEqual(await dashboard(), { count: before.count + 1, total: before.total + total });
    assert.ok((await owedList()).includes(order.trackingId));
    const [event] = await refundEvents(order.trackingId);
    assert.deepEqual([event!.amount, event!.manual], [total, true]);
    const refunds = (await myOrder(buyer, order.trackingId)).refunds as {
      amount: number;
      toBankAccount: boolean;
      withdrawal: boolean;
    }[];
    assert.deepEqual(
      refunds.map((refund) => [refund.amount, refund.toBankAccount, refund.withdrawal]),
      [[total, true, false]],
    );

    // A repeated confirmation records nothing more; the mark clears it.
    await call(finance, 'POST', `/v1/admin/orders/${order.trackingId}/confirm-transfer`);
    assert.equal((await refundEvents(order.trackingId)).length, 1);
    const marked = await markPaidBack(order.trackingId, event!.id, 'TR-HAVALE-0077');
    assert.equal(marked.statusCode, 200, marked.body);
    assert.deepEqual(await dashboard(), before);
  });

  it('each transfer whose seat was taken meanwhile is owed on its own', async () => {
    const before = (await dashboard())!;
    const owed: string[] = [];
    for (let round = 0; round < 2; round += 1) {
      const buyer = await insertUser(ctx);
      const colleague = await insertUser(ctx);
      const order = await place(buyer, COURSE.b, [person('İş', colleague.email)], 1);
      const own = await place(colleague, COURSE.b, [person('İş', colleague.email)], 0);
      await payByCard(ctx.app.inject.bind(ctx.app), own.paymentUrl);
      const confirmed = await call(
        finance,
        'POST',
        `/v1/admin/orders/${order.trackingId}/confirm-transfer`,
      );
      assert.equal(confirmed.statusCode, 200, confirmed.body);
      owed.push(order.trackingId);
    }
    const totals = await Promise.all(owed.map(async (id) => (await orderOf(id)).total));
    for (const [index, trackingId] of owed.entries()) {
      const events = await refundEvents(trackingId);
      assert.deepEqual(
        events.map((event) => [event.amount, event.manual]),
        [[totals[index], true]],
      );
    }
    assert.deepEqual(await dashboard(), {
      count: before.count + 2,
      total: before.total + totals[0]! + totals[1]!,
    });
  });

  it('a card refund is never owed, and cannot be marked', async () => {
    const buyer = await insertUser(ctx);
    const order = await place(buyer, COURSE.c, [person('Kart', buyer.email)], 0);
    await payByCard(ctx.app.inject.bind(ctx.app), order.paymentUrl);
    const before = (await dashboard())!;
    const refunded = await call(finance, 'POST', `/v1/admin/orders/${order.trackingId}/refund`, {});
    assert.equal(refunded.statusCode, 200, refunded.body);
    assert.deepEqual(await dashboard(), before);
    assert.ok(!(await owedList()).includes(order.trackingId));
    const [event] = await refundEvents(order.trackingId);
    assert.equal(event!.manual, false);
    // The buyer's history lists the refund alone (not the card's capture), sent back to the card.
    const { total } = await orderOf(order.trackingId);
    assert.deepEqual((await myOrder(buyer, order.trackingId)).refunds, [
      {
        at: event!.at,
        amount: total,
        withdrawal: false,
        toBankAccount: false,
        paidBackAt: null,
      },
    ]);
    const res = await markPaidBack(order.trackingId, event!.id, 'REF');
    assert.equal(res.statusCode, 409, res.body);
    assert.match(res.json().message, /kartla/);
  });

  it('refuses bad input with a translated 4xx, and other roles', async () => {
    const buyer = await insertUser(ctx);
    const trackingId = await paidByTransfer(buyer, COURSE.a, [person('Ayşe', buyer.email)]);
    await call(finance, 'POST', `/v1/admin/orders/${trackingId}/refund`, {});
    const [event] = await refundEvents(trackingId);

    const empty = await markPaidBack(trackingId, event!.id, '   ');
    assert.equal(empty.statusCode, 400, empty.body);
    assert.equal(empty.json().errors.reference, 'paybackReferenceRequired');
    const long = await markPaidBack(trackingId, event!.id, 'x'.repeat(201));
    assert.equal(long.statusCode, 400, long.body);
    const missing = await markPaidBack(trackingId, 999_999, 'REF');
    assert.equal(missing.statusCode, 404, missing.body);
    // The event of another order is not this order's.
    const otherBuyer = await insertUser(ctx);
    const other = await paidByTransfer(otherBuyer, COURSE.b, [person('Can', otherBuyer.email)]);
    assert.equal((await markPaidBack(other, event!.id, 'REF')).statusCode, 404);

    assert.equal((await markPaidBack(trackingId, event!.id, 'REF', editor)).statusCode, 403);
    assert.equal((await markPaidBack(trackingId, event!.id, 'REF', buyer.auth)).statusCode, 403);
    assert.equal(await dashboard(editor), null, 'editors do not see sales figures');
    assert.equal((await refundEvents(trackingId))[0]!.paidBack, null, 'nothing was marked');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, buyer.id));
    assert.ok(row);
  });
});
