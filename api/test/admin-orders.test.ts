import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import {
  auditLog,
  certificates,
  courses,
  courseTitles,
  courseVideos,
  enrollments,
  exams,
  orderMails,
  orders,
  userExams,
  videoProgress,
} from '../src/db/schema';
import {
  createTestApp,
  insertUser,
  payByCard as payByCardAt,
  staffAuth,
  type TestContext,
  type TestUser,
} from './helpers';

// Finance (and admins) find orders, confirm a bank transfer, cancel an unpaid order
// and refund a paid one in whole or seat by seat, at /v1/admin/orders.

// Seeded courses (api/src/seed/data/courses.ts): 109 online 3200 TL, 110 online 2750 TL,
// 111 online 2950 TL, 113 online 2500 TL, 122 physical 4200 TL; 103 (2250 TL) has videos and
// an exam (api/src/seed/data/learning.ts).
const COURSE = { a: 109, b: 110, c: 111, d: 113, e: 122, withContent: 103 };

let ctx: TestContext;
let finance: { authorization: string };
let editor: { authorization: string };

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

/** A buyer's checkout of one course for these people, by card (0) or transfer (1). */
const place = async (buyer: TestUser, courseId: number, people: unknown[], method: 0 | 1) => {
  const added = await call(buyer.auth, 'POST', '/v1/userbaskets', { courseId });
  assert.equal(added.statusCode, 200, added.body);
  const made = await call(buyer.auth, 'POST', '/v1/orders/makepayment', [
    { courseId, count: 1, paymentMethod: method, participants: people },
  ]);
  assert.equal(made.statusCode, 200, made.body);
  return made.json().data as { trackingId: string; referenceCode: string; paymentUrl: string };
};

const paidByCard = async (buyer: TestUser, courseId: number, people: unknown[]) => {
  const order = await place(buyer, courseId, people, 0);
  await payByCardAt(ctx.app.inject.bind(ctx.app), order.paymentUrl);
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
const detail = async (trackingId: string, headers = finance) => {
  const res = await call(headers, 'GET', `/v1/admin/orders/${trackingId}`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data;
};
const refund = (trackingId: string, body: unknown = {}) =>
  call(finance, 'POST', `/v1/admin/orders/${trackingId}/refund`, body);

before(async () => {
  ctx = await createTestApp();
  finance = await staffAuth(ctx, 'finance');
  editor = await staffAuth(ctx, 'editor');
});
after(() => ctx.close());

describe('GET /v1/admin/orders', () => {
  it('lists orders newest first, filtered by status, method, course and buyer, paged', async () => {
    const buyer = await insertUser(ctx, { name: 'Şükrü', surname: 'Çağlar' });
    const transfer = await place(buyer, COURSE.a, [person('Şükrü', buyer.email)], 1);
    const card = await paidByCard(buyer, COURSE.b, [person('Şükrü', buyer.email)]);

    const byBuyer = await call(finance, 'GET', '/v1/admin/orders?buyer=şükrü çağ');
    assert.equal(byBuyer.statusCode, 200, byBuyer.body);
    const page = byBuyer.json().data;
    assert.deepEqual(
      page.items.map((row: { trackingId: string }) => row.trackingId),
      [card.trackingId, transfer.trackingId],
    );
    assert.equal(page.total, 2);
    assert.equal(page.items[0].buyerName, 'Şükrü Çağlar');
    assert.deepEqual(page.items[0].courses.length, 1);

    const byEmail = await call(
      finance,
      'GET',
      `/v1/admin/orders?buyer=${buyer.email.slice(0, 12)}`,
    );
    assert.equal(byEmail.json().data.total, 2);

    const transfers = await call(
      finance,
      'GET',
      `/v1/admin/orders?buyer=${encodeURIComponent(buyer.email)}&method=1&status=awaiting_transfer`,
    );
    assert.deepEqual(
      transfers.json().data.items.map((row: { trackingId: string }) => row.trackingId),
      [transfer.trackingId],
    );
    const ofCourse = await call(
      finance,
      'GET',
      `/v1/admin/orders?buyer=${encodeURIComponent(buyer.email)}&course=${COURSE.b}`,
    );
    assert.deepEqual(
      ofCourse.json().data.items.map((row: { trackingId: string }) => row.trackingId),
      [card.trackingId],
    );
    // By a part of the course's name, as staff type it.
    const [course] = await ctx.database.db
      .select({ name: courses.name })
      .from(courses)
      .where(eq(courses.id, COURSE.b));
    const byName = await call(
      finance,
      'GET',
      `/v1/admin/orders?buyer=${encodeURIComponent(buyer.email)}&course=${encodeURIComponent(course!.name.slice(2, 12))}`,
    );
    assert.deepEqual(
      byName.json().data.items.map((row: { trackingId: string }) => row.trackingId),
      [card.trackingId],
    );
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const future = await call(
      finance,
      'GET',
      `/v1/admin/orders?buyer=${encodeURIComponent(buyer.email)}&from=${tomorrow}`,
    );
    assert.equal(future.json().data.total, 0);
    const upToToday = await call(
      finance,
      'GET',
      `/v1/admin/orders?buyer=${encodeURIComponent(buyer.email)}&to=${tomorrow}&from=${today}`,
    );
    assert.equal(upToToday.json().data.total, 2);

    const second = await call(finance, 'GET', '/v1/admin/orders?page=2');
    assert.equal(second.json().data.page, 2);
  });

  it('refuses bad filters with a translated 400, and other roles with 403', async () => {
    const bad = await call(finance, 'GET', '/v1/admin/orders?status=paid');
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /Sipariş durumu geçersiz/);
    const range = await call(
      { ...finance, 'accept-language': 'en' },
      'GET',
      '/v1/admin/orders?from=2026-11-20&to=2026-11-01',
    );
    assert.equal(range.statusCode, 400);
    assert.match(range.json().message, /end date/);
    assert.equal((await call(editor, 'GET', '/v1/admin/orders')).statusCode, 403);
    assert.equal((await call({}, 'GET', '/v1/admin/orders')).statusCode, 401);
  });
});

describe('bad input to the orders back office', () => {
  it('gets a 400 with the message of what is wrong, and an empty filter is no filter', async () => {
    const buyer = await insertUser(ctx);
    const paid = await paidByCard(buyer, COURSE.e, [person('Ali', buyer.email)]);
    const list = (query: string) => ['GET', `/v1/admin/orders?${query}`, undefined] as const;
    const cases: [string, readonly ['GET' | 'POST', string, unknown], RegExp][] = [
      ['a day that is not in the calendar', list('from=2026-02-30'), /geçerli bir tarih/],
      ['a day written another way', list('to=30.11.2026'), /geçerli bir tarih/],
      ['a method that is not 0 or 1', list('method=2'), /Ödeme yöntemi geçersiz/],
      ['a negative method', list('method=-1'), /Ödeme yöntemi geçersiz/],
      ['a fractional method', list('method=0.5'), /Ödeme yöntemi geçersiz/],
      ['a method that is not a number', list('method=kart'), /Ödeme yöntemi geçersiz/],
      ['an unknown refund filter', list('refund=all'), /İade filtresi geçersiz/],
      ['page 0', list('page=0'), /Sayfa numarası geçersiz/],
      ['a fractional page', list('page=1.5'), /Sayfa numarası geçersiz/],
      ['a page that is not a number', list('page=iki'), /Sayfa numarası geçersiz/],
      ['a page past the last one allowed', list('page=4001'), /Sayfa numarası geçersiz/],
      ['an end before the start', list('from=2026-11-02&to=2026-11-01'), /Bitiş tarihi/],
      [
        'a tracking id with a dash',
        ['GET', '/v1/admin/orders/ABC-12345', undefined],
        /Sipariş bulunamadı/,
      ],
      [
        'a seat without a course number',
        [
          'POST',
          `/v1/admin/orders/${paid.trackingId}/refund`,
          { seats: [{ courseId: 'x', email: buyer.email }] },
        ],
        /Geçersiz kimlik numarası/,
      ],
      [
        'a seat with a bad address',
        [
          'POST',
          `/v1/admin/orders/${paid.trackingId}/refund`,
          { seats: [{ courseId: COURSE.e, email: 'ali@' }] },
        ],
        /geçerli bir e-posta/,
      ],
      [
        'no seat',
        ['POST', `/v1/admin/orders/${paid.trackingId}/refund`, { seats: [] }],
        /en az bir katılımcı/,
      ],
      [
        'more seats than an order has',
        [
          'POST',
          `/v1/admin/orders/${paid.trackingId}/refund`,
          {
            seats: Array.from({ length: 201 }, (_, i) => ({
              courseId: COURSE.e,
              email: `k${i}@ornek.com.tr`,
            })),
          },
        ],
        /en az bir katılımcı/,
      ],
      [
        'a payback reference of 201 characters',
        ['POST', `/v1/admin/orders/${paid.trackingId}/paybacks/1`, { reference: 'R'.repeat(201) }],
        /en fazla 200 karakter/,
      ],
      [
        'a payback of a refund that is not a number',
        ['POST', `/v1/admin/orders/${paid.trackingId}/paybacks/bir`, { reference: 'TR-1' }],
        /böyle bir iade yok/,
      ],
    ];
    for (const [what, [method, url, body], message] of cases) {
      const res = await call({ ...finance, 'accept-language': 'tr' }, method, url, body);
      assert.equal(res.statusCode, 400, `${what}: ${res.body}`);
      assert.match(res.json().message, message, what);
    }
    // The field that is wrong is named: the end of the range.
    const range = await call(finance, 'GET', '/v1/admin/orders?from=2026-11-02&to=2026-11-01');
    assert.deepEqual(Object.keys(range.json().errors ?? {}), ['to']);

    // One day is a range; empty parameters are no filter.
    const day = await call(finance, 'GET', '/v1/admin/orders?from=2026-11-01&to=2026-11-01');
    assert.equal(day.statusCode, 200, day.body);
    const all = (await call(finance, 'GET', '/v1/admin/orders')).json().data;
    const empty = await call(
      finance,
      'GET',
      '/v1/admin/orders?status=&method=&from=&to=&course=&buyer=&refund=&page=',
    );
    assert.equal(empty.statusCode, 200, empty.body);
    assert.deepEqual(empty.json().data, all);
  });
});

describe('GET /v1/admin/orders/export', () => {
  it('is a CSV Turkish Excel opens: UTF-8 with BOM, semicolons, decimal commas, ç ğ ı İ ö ş ü', async () => {
    const buyer = await insertUser(ctx, { name: 'İpek Gül', surname: 'Öztürk; "Şahin"' });
    const order = await place(buyer, COURSE.c, [person('İpek', buyer.email)], 1);
    const res = await call(
      finance,
      'GET',
      `/v1/admin/orders/export?buyer=${encodeURIComponent(buyer.email)}`,
    );
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /^text\/csv; charset=utf-8/);
    assert.match(String(res.headers['content-disposition']), /attachment; filename="siparisler-/);
    const bytes = res.rawPayload;
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    // "İ" is C4 B0 and "ş" C5 9F in UTF-8: the bytes themselves, not a replacement.
    assert.ok(bytes.includes(Buffer.from([0xc4, 0xb0])));
    const text = bytes.subarray(3).toString('utf8');
    const [header, row, end] = text.split('\r\n');
    assert.equal(
      header,
      'Sipariş no;Tarih;Durum;Ödeme yöntemi;Referans kodu;Alıcı;E-posta;Eğitimler;Katılımcı sayısı;Ara toplam (KDV hariç);KDV;Toplam;İade edilen',
    );
    const total = (await orderOf(order.trackingId)).total;
    assert.ok(row!.startsWith(`${order.trackingId};`));
    assert.ok(row!.includes(';Havale bekleniyor;Havale/EFT;'));
    assert.ok(row!.includes(';"İpek Gül Öztürk; ""Şahin""";'), row);
    assert.ok(row!.endsWith(`;${total.toFixed(2).replace('.', ',')};0,00`), row);
    assert.equal(end, '');
  });
});

describe('confirming a bank transfer from the order page', () => {
  it('completes the order as the CLI does, once, audited; a repeat changes nothing', async () => {
    const buyer = await insertUser(ctx);
    const colleague = await insertUser(ctx);
    const order = await place(
      buyer,
      COURSE.d,
      [person('Ali', buyer.email), person('Ayşe', colleague.email)],
      1,
    );
    const before = await detail(order.trackingId);
    assert.equal(before.canConfirmTransfer, true);
    assert.equal(before.canCancel, true);
    assert.deepEqual(
      before.seatList.map((seat: { state: string }) => seat.state),
      ['none', 'none'],
    );

    const [first, second] = await Promise.all([
      call(finance, 'POST', `/v1/admin/orders/${order.trackingId}/confirm-transfer`),
      call(finance, 'POST', `/v1/admin/orders/${order.trackingId}/confirm-transfer`),
    ]);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(second.statusCode, 200, second.body);
    assert.equal(first.json().data.status, 'completed');
    assert.equal(second.json().data.status, 'completed');
    assert.ok(await owns(buyer.id, COURSE.d));
    assert.ok(await owns(colleague.id, COURSE.d));

    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, order.trackingId));
    assert.deepEqual(
      audited.map((entry) => [entry.action, entry.userEmail, entry.summary.outcome]),
      [['order.confirmTransfer', 'muhasebe@ornek.com.tr', 'completed']],
    );
    const after = await detail(order.trackingId);
    assert.deepEqual(
      after.seatList.map((seat: { state: string }) => seat.state),
      ['claimed', 'claimed'],
    );
    assert.equal(after.canConfirmTransfer, false);
    assert.equal(after.receiptPath, `/v1/admin/orders/${order.trackingId}/receipt`);
    // The mails of the order are listed: the transfer's details, the completion, the colleague's.
    assert.deepEqual(
      after.mails.map((mail: { recipient: string }) => mail.recipient),
      [buyer.email, buyer.email, colleague.email],
    );
    const receipt = await call(finance, 'GET', after.receiptPath);
    assert.equal(receipt.statusCode, 200);
    assert.equal(receipt.headers['content-type'], 'application/pdf');
  });

  it('refuses a replaced order, an expired one and a card order', async () => {
    const buyer = await insertUser(ctx);
    const first = await place(buyer, COURSE.e, [person('Ali', buyer.email)], 1);
    // Replaced by a newer checkout (services/checkout.ts replaceOpenOrders), as the row says.
    await ctx.database.db
      .update(orders)
      .set({ status: 'cancelled', failureMessage: 'orderReplaced' })
      .where(eq(orders.trackingId, first.trackingId));
    const replaced = await call(
      finance,
      'POST',
      `/v1/admin/orders/${first.trackingId}/confirm-transfer`,
    );
    assert.equal(replaced.statusCode, 409);
    assert.match(replaced.json().message, /yenisiyle değiştirilmiş/);
    assert.equal(await owns(buyer.id, COURSE.e), false);

    const other = await insertUser(ctx);
    const { trackingId: second } = await place(other, COURSE.e, [person('Ali', other.email)], 1);
    // Expired 30 days ago: beyond the grace period for money that comes late.
    await ctx.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(orders.trackingId, second));
    const expired = await call(finance, 'POST', `/v1/admin/orders/${second}/confirm-transfer`);
    assert.equal(expired.statusCode, 409);
    assert.match(expired.json().message, /süresi dolmuş/);

    const card = await place(other, COURSE.a, [person('Can', other.email)], 0);
    const notTransfer = await call(
      finance,
      'POST',
      `/v1/admin/orders/${card.trackingId}/confirm-transfer`,
    );
    assert.equal(notTransfer.statusCode, 409);
    assert.match(notTransfer.json().message, /havale\/EFT ile verilmemiş/);
    assert.equal(await owns(other.id, COURSE.a), false);
    const missing = await call(finance, 'POST', '/v1/admin/orders/NOSUCHORDER1/confirm-transfer');
    assert.equal(missing.statusCode, 404);
  });

  it('confirms money that came after the order expired, within the grace period, as late', async () => {
    const buyer = await insertUser(ctx);
    const order = await place(buyer, COURSE.c, [person('Ali', buyer.email)], 1);
    // Expired an hour ago: the money is applied, and the audit says it came late.
    await ctx.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 3_600_000) })
      .where(eq(orders.trackingId, order.trackingId));
    assert.equal((await detail(order.trackingId)).status, 'expired');
    const confirmed = await call(
      finance,
      'POST',
      `/v1/admin/orders/${order.trackingId}/confirm-transfer`,
    );
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.equal(confirmed.json().data.status, 'completed');
    assert.ok(await owns(buyer.id, COURSE.c));
    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, order.trackingId));
    assert.deepEqual(
      audited.map((entry) => [entry.summary.outcome, entry.summary.late]),
      [['completed', true]],
    );
  });
});

describe('cancelling an order', () => {
  it('cancels an unpaid order once, audited, and refuses a paid one', async () => {
    const buyer = await insertUser(ctx);
    const order = await place(buyer, COURSE.b, [person('Ali', buyer.email)], 1);
    const cancelled = await call(finance, 'POST', `/v1/admin/orders/${order.trackingId}/cancel`);
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.equal(cancelled.json().data.status, 'cancelled');
    const again = await call(finance, 'POST', `/v1/admin/orders/${order.trackingId}/cancel`);
    assert.equal(again.statusCode, 200);
    const confirm = await call(
      finance,
      'POST',
      `/v1/admin/orders/${order.trackingId}/confirm-transfer`,
    );
    assert.equal(confirm.statusCode, 409);
    // Cancelled by staff, not replaced by a newer checkout: it awaits no money.
    assert.match(confirm.json().message, /havale\/EFT ödemesi beklemiyor/);
    assert.equal(await owns(buyer.id, COURSE.b), false);
    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, order.trackingId), eq(auditLog.action, 'order.cancel')));
    assert.equal(audited.length, 1);

    const paid = await paidByCard(buyer, COURSE.c, [person('Ali', buyer.email)]);
    const refused = await call(finance, 'POST', `/v1/admin/orders/${paid.trackingId}/cancel`);
    assert.equal(refused.statusCode, 409);
    assert.equal((await orderOf(paid.trackingId)).status, 'completed');
  });
});

describe('refunding a paid order', () => {
  it('refunds one seat: the seat goes, the money comes back once, people are mailed', async () => {
    const buyer = await insertUser(ctx);
    const one = await insertUser(ctx);
    const two = await insertUser(ctx);
    const three = await insertUser(ctx);
    const order = await paidByCard(buyer, COURSE.a, [
      person('Bir', one.email),
      person('İki', two.email),
      person('Üç', three.email),
    ]);
    const total = (await orderOf(order.trackingId)).total;
    const seat = { courseId: COURSE.a, email: two.email };

    // A double click: two calls at once refund the seat once.
    const [a, b] = await Promise.all([
      refund(order.trackingId, { seats: [seat] }),
      refund(order.trackingId, { seats: [seat] }),
    ]);
    assert.equal(a.statusCode, 200, a.body);
    assert.equal(b.statusCode, 200, b.body);
    const refunded = [a.json().data.refunded, b.json().data.refunded].sort((x, y) => x - y);
    const third = Math.round((total * 100) / 3) / 100;
    assert.deepEqual(refunded, [0, third]);
    assert.equal(await owns(two.id, COURSE.a), false);
    assert.ok(await owns(one.id, COURSE.a));

    const page = await detail(order.trackingId);
    assert.equal(page.status, 'completed');
    assert.equal(page.refundedAmount, third);
    assert.deepEqual(
      page.seatList.map((s: { state: string }) => s.state),
      ['claimed', 'refunded', 'claimed'],
    );
    const refunds = page.events.filter((e: { status: string }) => e.status === 'refunded');
    assert.equal(refunds.length, 1);
    assert.equal(refunds[0].amount, third);
    const mailedTo = page.mails.map((m: { recipient: string }) => m.recipient);
    assert.ok(mailedTo.includes(two.email));
    assert.equal(mailedTo.filter((to: string) => to === buyer.email).length, 2);

    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, order.trackingId), eq(auditLog.action, 'order.refund')));
    assert.equal(audited.length, 1);
    assert.equal(audited[0]!.summary.amount, third);

    // The rest, in two concurrent calls: the sum is the total, never more.
    const [c, d] = await Promise.all([refund(order.trackingId), refund(order.trackingId)]);
    assert.equal(c.statusCode, 200, c.body);
    assert.equal(d.statusCode, 200, d.body);
    const after = await orderOf(order.trackingId);
    assert.equal(after.status, 'refunded');
    assert.equal(after.refundedAmount, total);
    assert.equal(await owns(one.id, COURSE.a), false);
    const more = await refund(order.trackingId, {
      seats: [{ courseId: COURSE.a, email: one.email }],
    });
    assert.equal(more.statusCode, 200);
    assert.equal(more.json().data.refunded, 0);
    assert.equal((await orderOf(order.trackingId)).refundedAmount, total);
  });

  it('asks before refunding a learner who started, and revokes their certificate', async () => {
    const buyer = await insertUser(ctx);
    const order = await paidByCard(buyer, COURSE.withContent, [person('Ali', buyer.email)]);
    const [video] = await ctx.database.db
      .select({ id: courseVideos.id })
      .from(courseVideos)
      .innerJoin(courseTitles, eq(courseTitles.id, courseVideos.courseTitleId))
      .where(eq(courseTitles.courseId, COURSE.withContent))
      .limit(1);
    const [exam] = await ctx.database.db
      .select({ id: exams.id })
      .from(exams)
      .innerJoin(courseTitles, eq(courseTitles.id, exams.courseTitleId))
      .where(eq(courseTitles.courseId, COURSE.withContent))
      .limit(1);
    assert.ok(video && exam, 'the course has a video and an exam');
    await ctx.database.db
      .insert(videoProgress)
      .values({ userId: buyer.id, courseVideoId: video.id, seconds: 30, watchedSeconds: 30 });
    const [attempt] = await ctx.database.db
      .insert(userExams)
      .values({
        userId: buyer.id,
        examId: exam.id,
        finishedAt: new Date(),
        earnedPoints: 100,
        passed: true,
      })
      .returning();
    await ctx.database.db.insert(certificates).values({
      userExamId: attempt!.id,
      code: 'REFUNDCERT01',
      filePath: 'x.pdf',
      holderName: 'Test Alıcı',
      courseName: 'Kurs',
    });

    const asked = await call(
      { ...finance, 'accept-language': 'en' },
      'POST',
      `/v1/admin/orders/${order.trackingId}/refund`,
      {},
    );
    assert.equal(asked.statusCode, 409);
    assert.match(asked.json().message, /Ali Katılımcı started the course.*Confirm/);
    assert.deepEqual(asked.json().errors, { confirmStarted: 'refundLearnerStarted' });
    assert.ok(await owns(buyer.id, COURSE.withContent));
    assert.equal((await orderOf(order.trackingId)).refundedAmount, 0);

    const done = await refund(order.trackingId, { confirmStarted: true });
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json().data.revokedCertificates, 1);
    assert.equal(done.json().data.status, 'refunded');
    assert.equal(await owns(buyer.id, COURSE.withContent), false);
    const verify = await call({}, 'GET', '/v1/certificates/verify/REFUNDCERT01');
    assert.match(verify.body, /revoked|iptal/i);
  });

  it('refuses an unpaid order, an unknown seat, and other roles', async () => {
    const buyer = await insertUser(ctx);
    const open = await place(buyer, COURSE.d, [person('Ali', buyer.email)], 1);
    const unpaid = await refund(open.trackingId);
    assert.equal(unpaid.statusCode, 409);
    assert.match(unpaid.json().message, /Yalnızca ödenmiş/);
    const paid = await paidByCard(buyer, COURSE.b, [person('Ali', buyer.email)]);
    const stranger = await refund(paid.trackingId, {
      seats: [{ courseId: COURSE.b, email: 'kimse@ornek.com.tr' }],
    });
    assert.equal(stranger.statusCode, 400);
    assert.match(stranger.json().message, /kimse@ornek.com.tr/);
    const bad = await refund(paid.trackingId, { seats: [] });
    assert.equal(bad.statusCode, 400);
    const byEditor = await call(editor, 'POST', `/v1/admin/orders/${paid.trackingId}/refund`, {});
    assert.equal(byEditor.statusCode, 403);
    assert.ok(await owns(buyer.id, COURSE.b));
    const [row] = await ctx.database.db
      .select({ n: orderMails.id })
      .from(orderMails)
      .innerJoin(orders, eq(orders.id, orderMails.orderId))
      .where(eq(orders.trackingId, paid.trackingId));
    assert.ok(row, 'the completion mail is recorded');

    // An order the checkout refunded itself (money it could not use) is not refunded twice.
    const other = await insertUser(ctx);
    const auto = await paidByCard(other, COURSE.c, [person('Ali', other.email)]);
    await ctx.database.db
      .update(orders)
      .set({ status: 'refunded', failureMessage: 'orderSeatsAlreadyOwned' })
      .where(eq(orders.trackingId, auto.trackingId));
    const twice = await refund(auto.trackingId);
    assert.equal(twice.statusCode, 200, twice.body);
    assert.equal(twice.json().data.refunded, 0);
    assert.equal((await orderOf(auto.trackingId)).refundedAmount, 0);
    assert.equal((await detail(auto.trackingId)).canRefund, false);
  });
});
