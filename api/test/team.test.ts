import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { TeamSeat } from '@lms/shared/contracts';
import {
  certificates,
  courseTitles,
  exams,
  orderItems,
  orderParticipants,
  orders,
  userExams,
} from '../src/db/schema';
import {
  createTestApp,
  insertUser,
  payByCard,
  type TestContext,
  type TestUser,
  watchedEveryVideo,
} from './helpers';

/**
 * The manager's view (`#/account/team`): a buyer sees the seats of the orders they
 * paid, each participant's progress in that seat's course only, and may mail the invitation
 * again to a participant who has not claimed their seat. Seeded courses: 103 (2250 TL, with
 * videos and an exam), 145 (free, with videos), 111 (2950 TL).
 */

const COURSE = { a: 103, b: 145, c: 111 };

let ctx: TestContext;
let now = Date.now();
const queued: { to: string; priority: string; subject: string; text: string }[] = [];

before(async () => {
  ctx = await createTestApp({ clock: () => new Date(now) });
  // What the mail queue is handed (its priority is the job's, not in the sent mail).
  const enqueue = ctx.app.mailQueue.enqueue.bind(ctx.app.mailQueue);
  ctx.app.mailQueue.enqueue = async (mail, q) => {
    queued.push({ to: mail.to, priority: mail.priority, subject: mail.subject, text: mail.text });
    return enqueue(mail, q);
  };
});
after(() => ctx.close());

const call = (
  user: TestUser | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  lang = 'tr',
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(user ? user.auth : {}), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });

const person = (user: { name: string; surname: string; email: string }) => ({
  name: user.name,
  surname: user.surname,
  email: user.email,
});

/** The buyer orders these courses for these people and pays by card (or transfer, unpaid). */
const order = async (
  buyer: TestUser,
  lines: { courseId: number; people: { name: string; surname: string; email: string }[] }[],
  { pay = true } = {},
) => {
  for (const line of lines) {
    const added = await call(buyer, 'POST', '/v1/userbaskets', { courseId: line.courseId });
    assert.equal(added.statusCode, 200, added.body);
  }
  const made = await call(
    buyer,
    'POST',
    '/v1/orders/makepayment',
    lines.map((line) => ({
      courseId: line.courseId,
      count: 1,
      paymentMethod: pay ? 0 : 1,
      participants: line.people.map(person),
    })) as unknown as object,
  );
  assert.equal(made.statusCode, 200, made.body);
  const { trackingId, paymentUrl } = made.json().data;
  if (pay && paymentUrl) {
    const paid = await payByCard(ctx.app.inject.bind(ctx.app), paymentUrl);
    assert.equal(paid.statusCode, 303, paid.body);
  }
  return trackingId as string;
};

const team = async (user: TestUser, query = ''): Promise<TeamSeat[]> => {
  const res = await call(user, 'GET', `/v1/orders/getmyteam${query}`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data;
};
const view = (seats: TeamSeat[]) =>
  seats.map((seat) => `${seat.email} ${seat.courseId} ${seat.state}`).sort();

const waitingPerson = (tag: string) => ({
  name: 'Ece',
  surname: 'Hesapsız',
  email: `ece.${tag}.${Date.now()}@ornek.com.tr`,
});

describe('owner matrix: whose seats a buyer sees', () => {
  let buyerA: TestUser;
  let buyerB: TestUser;
  let colleague: TestUser;
  let waiting: ReturnType<typeof waitingPerson>;

  before(async () => {
    buyerA = await insertUser(ctx, { name: 'Ayla', surname: 'Alıcı' });
    buyerB = await insertUser(ctx, { name: 'Burak', surname: 'Başka' });
    colleague = await insertUser(ctx, { name: 'Cem', surname: 'Çalışan' });
    waiting = waitingPerson('a');
    // A pays course a for the colleague and a person with no account yet.
    await order(buyerA, [{ courseId: COURSE.a, people: [colleague, waiting] }]);
    // B orders (free) course b for the same colleague, who watches all of it.
    await order(buyerB, [{ courseId: COURSE.b, people: [colleague] }]);
    await watchedEveryVideo(ctx.database.db, colleague.id, COURSE.b);
    // A's bank transfer for course c is not paid: its people are no seats yet.
    await order(buyerA, [{ courseId: COURSE.c, people: [waitingPerson('unpaid')] }], {
      pay: false,
    });
  });

  it('buyer A sees the participants of the order A paid, claimed or waiting', async () => {
    assert.deepEqual(view(await team(buyerA)), [
      `${colleague.email} ${COURSE.a} claimed`,
      `${waiting.email} ${COURSE.a} waiting`,
    ]);
  });

  it("a participant in another buyer's order shows only the paying buyer's course", async () => {
    const [seatA] = (await team(buyerA)).filter((seat) => seat.email === colleague.email);
    assert.equal(seatA!.courseId, COURSE.a);
    assert.equal(seatA!.videosWatched, 0, "B's course's progress is not in A's view");
    assert.ok(seatA!.videosTotal > 0);
    const seatsB = await team(buyerB);
    assert.deepEqual(view(seatsB), [`${colleague.email} ${COURSE.b} claimed`]);
    assert.ok(seatsB[0]!.videosTotal > 0);
    assert.equal(seatsB[0]!.videosWatched, seatsB[0]!.videosTotal);
    assert.equal(seatsB[0]!.videoPercent, 100);
  });

  it("buyer B sees none of A's participants, and the participant sees none", async () => {
    const seatsB = await team(buyerB);
    assert.ok(!seatsB.some((seat) => seat.courseId === COURSE.a));
    assert.ok(!seatsB.some((seat) => seat.email === waiting.email));
    assert.deepEqual(await team(colleague), []);
  });

  it('a refunded seat is not shown', async () => {
    const buyer = await insertUser(ctx);
    const kept = waitingPerson('kept');
    const gone = waitingPerson('gone');
    const trackingId = await order(buyer, [{ courseId: COURSE.a, people: [kept, gone] }]);
    assert.equal((await team(buyer)).length, 2);
    // Staff refund the seat (marks the participant refunded).
    const [row] = await ctx.database.db
      .select({ id: orderParticipants.id })
      .from(orderParticipants)
      .innerJoin(orderItems, eq(orderItems.id, orderParticipants.orderItemId))
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.trackingId, trackingId), eq(orderParticipants.email, gone.email)));
    await ctx.database.db
      .update(orderParticipants)
      .set({ refundedAt: new Date() })
      .where(eq(orderParticipants.id, row!.id));
    assert.deepEqual(view(await team(buyer)), [`${kept.email} ${COURSE.a} waiting`]);
    // A wholly refunded order shows nothing.
    await ctx.database.db
      .update(orders)
      .set({ status: 'refunded' })
      .where(eq(orders.trackingId, trackingId));
    assert.deepEqual(await team(buyer), []);
  });

  it('a guest gets 401 on every team route', async () => {
    for (const [method, url] of [
      ['GET', '/v1/orders/getmyteam'],
      ['GET', '/v1/orders/exportmyteam'],
      ['POST', '/v1/orders/resendinvitation'],
    ] as const) {
      const res = await call(
        null,
        method,
        url,
        method === 'POST' ? { participantId: 1 } : undefined,
      );
      assert.equal(res.statusCode, 401, `${method} ${url}`);
    }
  });

  it('filters by course and by state; a wrong state is a translated 400', async () => {
    await order(buyerA, [{ courseId: COURSE.b, people: [waitingPerson('b')] }]);
    assert.deepEqual(
      (await team(buyerA, `?courseId=${COURSE.a}`)).map((seat) => seat.courseId),
      [COURSE.a, COURSE.a],
    );
    assert.deepEqual(
      (await team(buyerA, '?state=claimed')).map((seat) => seat.email),
      [colleague.email],
    );
    assert.equal((await team(buyerA, `?courseId=${COURSE.b}&state=claimed`)).length, 0);
    const wrong = await call(buyerA, 'GET', '/v1/orders/getmyteam?state=finished');
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().message, 'Geçersiz katılımcı durumu.');
  });

  it('the certificate of the seat’s course is shown by its number, a revoked one is not', async () => {
    const [exam] = await ctx.database.db
      .select({ id: exams.id })
      .from(exams)
      .innerJoin(courseTitles, eq(courseTitles.id, exams.courseTitleId))
      .where(eq(courseTitles.courseId, COURSE.a))
      .limit(1);
    const [attempt] = await ctx.database.db
      .insert(userExams)
      .values({
        userId: colleague.id,
        examId: exam!.id,
        finishedAt: new Date(),
        passed: true,
        earnedPoints: 80,
      })
      .returning();
    const code = `TEAM${Date.now()}`;
    await ctx.database.db.insert(certificates).values({
      userExamId: attempt!.id,
      code,
      filePath: '/x',
      holderName: 'Cem Çalışan',
      courseName: 'x',
    });
    const seat = (await team(buyerA)).find((s) => s.email === colleague.email)!;
    assert.equal(seat.certificateCode, code);
    // B's seat of the same person, another course, shows no certificate of A's course.
    assert.equal((await team(buyerB))[0]!.certificateCode, null);
    await ctx.database.db
      .update(certificates)
      .set({ revokedAt: new Date() })
      .where(eq(certificates.code, code));
    const again = (await team(buyerA)).find((s) => s.email === colleague.email)!;
    assert.equal(again.certificateCode, null);
  });

  it('exports the seats as a spreadsheet: BOM, `;`, CRLF, filters and language', async () => {
    const res = await call(buyerA, 'GET', `/v1/orders/exportmyteam?courseId=${COURSE.a}`);
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/csv; charset=utf-8/);
    assert.match(String(res.headers['content-disposition']), /attachment; filename="ekip-/);
    const text = res.rawPayload.toString('utf8');
    assert.ok(text.startsWith('\uFEFF'), 'a byte-order mark');
    const lines = text.slice(1).split('\r\n');
    assert.equal(lines.at(-1), '', 'every row ends in CRLF');
    assert.equal(lines[0]!.split(';')[0], 'Eğitim');
    assert.ok(lines[0]!.includes('Sertifika numarası'));
    assert.equal(lines.length - 2, 2, 'two seats of course a');
    assert.ok(lines.some((line) => line.includes(waiting.email) && line.includes(';Bekliyor;')));
    assert.ok(!text.includes('ece.b.'), 'no seat of course b');
    const en = await call(buyerA, 'GET', '/v1/orders/exportmyteam?state=waiting', undefined, 'en');
    const enLines = en.rawPayload.toString('utf8').slice(1).split('\r\n');
    assert.equal(enLines[0]!.split(';')[0], 'Course');
    assert.ok(enLines.slice(1, -1).every((line) => line.includes(';Waiting;')));
    // B's export has none of A's people.
    const other = await call(buyerB, 'GET', '/v1/orders/exportmyteam');
    assert.ok(!other.rawPayload.toString('utf8').includes(waiting.email));
  });
});

describe('resending the invitation', () => {
  let buyer: TestUser;
  let other: TestUser;
  let claimed: TestUser;
  let waiting: ReturnType<typeof waitingPerson>;
  let seats: TeamSeat[];

  before(async () => {
    buyer = await insertUser(ctx, { name: 'Deniz', surname: 'Yönetici' });
    other = await insertUser(ctx);
    claimed = await insertUser(ctx);
    waiting = waitingPerson('resend');
    await order(buyer, [{ courseId: COURSE.c, people: [claimed, waiting] }]);
    seats = await team(buyer);
    // The API's clock from here: the order's own notice went out just now, by the wall clock.
    now = Date.now();
  });

  const seatOf = (email: string) => seats.find((seat) => seat.email === email)!;
  const resend = (user: TestUser, participantId: number, lang = 'tr') =>
    call(user, 'POST', '/v1/orders/resendinvitation', { participantId }, lang);

  it('mails a waiting participant again as order mail, once per 10 minutes per seat', async () => {
    // The order's own notice went out a moment ago: the first resend waits ten minutes.
    now += 10 * 60_000 + 1000;
    const before = queued.length;
    const first = await resend(buyer, seatOf(waiting.email).participantId);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().message, 'Davetiye yeniden gönderildi.');
    const mails = queued.slice(before);
    assert.equal(mails.length, 1);
    assert.equal(mails[0]!.to, waiting.email);
    assert.equal(mails[0]!.priority, 'order');
    assert.match(mails[0]!.text, /Deniz Yönetici/);

    const again = await resend(buyer, seatOf(waiting.email).participantId);
    assert.equal(again.statusCode, 429);
    assert.equal(again.headers['retry-after'], '600');
    assert.match(again.json().message, /^Bu katılımcıya kısa süre önce davetiye gönderildi/);
    const inEnglish = await resend(buyer, seatOf(waiting.email).participantId, 'en');
    assert.equal(inEnglish.statusCode, 429);
    assert.match(inEnglish.json().message, /^An invitation was sent to this participant/);
    assert.equal(queued.length, before + 1, 'no second mail');

    now += 10 * 60_000;
    const later = await resend(buyer, seatOf(waiting.email).participantId);
    assert.equal(later.statusCode, 200);
    assert.equal(queued.length, before + 2);
  });

  it('double clicks send one mail', async () => {
    now += 10 * 60_000 + 1000;
    const before = queued.length;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => resend(buyer, seatOf(waiting.email).participantId)),
    );
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 429, 429, 429, 429]);
    assert.equal(queued.length, before + 1);
  });

  it('refuses a claimed seat (409), and a seat that is not the caller’s (404)', async () => {
    now += 10 * 60_000 + 1000;
    const onClaimed = await resend(buyer, seatOf(claimed.email).participantId);
    assert.equal(onClaimed.statusCode, 409);
    assert.equal(
      onClaimed.json().message,
      'Bu katılımcı koltuğunu zaten aldı; davetiye yeniden gönderilmez.',
    );
    const stranger = await resend(other, seatOf(waiting.email).participantId);
    assert.equal(stranger.statusCode, 404);
    assert.equal(
      stranger.json().message,
      'Bu katılımcı sizin ödediğiniz bir siparişte bulunamadı.',
    );
    const unknown = await resend(buyer, 2_000_000_000);
    assert.equal(unknown.statusCode, 404);
    const bad = await call(buyer, 'POST', '/v1/orders/resendinvitation', { participantId: 'x' });
    assert.equal(bad.statusCode, 400);
  });
});
