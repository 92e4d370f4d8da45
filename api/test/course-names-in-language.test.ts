import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { orderParticipants } from '../src/db/schema';
import {
  createTestApp,
  insertUser,
  payByCard,
  pdfText,
  staffAuth,
  type TestContext,
  type TestUser,
} from './helpers';

// Mails, receipts and the buyer's own views name a course in their reader's language,
// not always by its Turkish name. Seeded courses 109 and 110 have English names (courses-en.ts).

const COURSE = 109;
const TURKISH = 'Kur Riski Yönetimi ve Finansal Türev Araçlar';
const ENGLISH = 'Currency Risk Management and Financial Derivatives';
const TRANSFER_COURSE = 110;
const TRANSFER_TURKISH = 'İngilizce Ticari Yazışma ve Müzakere';
const TRANSFER_ENGLISH = 'Business Correspondence and Negotiation in English';

let ctx: TestContext;
before(async () => {
  ctx = await createTestApp();
});
after(async () => {
  await ctx.close();
});

const mailsTo = (to: string) => ctx.mailsTo(to);

const lang = (language: 'tr' | 'en') => ({
  'accept-language': language === 'en' ? 'en-GB,en;q=0.9' : 'tr-TR',
});

const address = (name: string) => `${name}.${Date.now()}@ornek.com.tr`;

/** An order of one course for `people`, placed by `buyer`; paid by card unless a transfer. */
const order = async (
  buyer: TestUser,
  courseId: number,
  people: { name: string; surname: string; email: string }[],
  paymentMethod: 0 | 1 = 0,
) => {
  const basket = await ctx.app.inject({
    method: 'POST',
    url: '/v1/userbaskets',
    headers: buyer.auth,
    payload: { courseId },
  });
  assert.equal(basket.statusCode, 200, basket.body);
  const made = await ctx.app.inject({
    method: 'POST',
    url: '/v1/orders/makepayment',
    headers: buyer.auth,
    payload: [{ courseId, count: 1, paymentMethod, participants: people }],
  });
  assert.equal(made.statusCode, 200, made.body);
  const { trackingId, paymentUrl } = made.json().data as {
    trackingId: string;
    paymentUrl: string;
  };
  if (paymentMethod === 0) {
    assert.equal((await payByCard(ctx.app.inject.bind(ctx.app), paymentUrl)).statusCode, 303);
  }
  return trackingId;
};

describe('a Turkish buyer enrols a colleague who reads English', () => {
  let buyer: TestUser;
  let colleague: TestUser;
  let trackingId = '';

  before(async () => {
    buyer = await insertUser(ctx, { locale: 'tr', name: 'Ayşe', surname: 'Demir' });
    colleague = await insertUser(ctx, { locale: 'en', name: 'John', surname: 'Smith' });
    trackingId = await order(buyer, COURSE, [
      { name: 'Ayşe', surname: 'Demir', email: buyer.email },
      { name: 'John', surname: 'Smith', email: colleague.email },
    ]);
  });

  it('names the course in Turkish to the buyer and in English to the colleague', async () => {
    const [confirmation] = await mailsTo(buyer.email);
    assert.match(confirmation!.text, new RegExp(`- ${TURKISH}: Ayşe Demir, John Smith`));
    assert.doesNotMatch(confirmation!.text, new RegExp(ENGLISH));

    const [note] = await mailsTo(colleague.email);
    assert.equal(note?.subject, 'You have been enrolled in a course');
    assert.match(note!.text, new RegExp(`^- ${ENGLISH}$`, 'm'));
    assert.doesNotMatch(note!.text, new RegExp(TURKISH));
  });

  it('names the course in the staff member’s language in the order list, its page, its CSV and the dashboard', async () => {
    const admin = await staffAuth(ctx, 'admin');
    const read = async (language: 'tr' | 'en') => {
      const headers = { ...admin, ...lang(language) };
      const list = await ctx.app.inject({
        url: `/v1/admin/orders?q=${encodeURIComponent(buyer.email)}`,
        headers,
      });
      assert.equal(list.statusCode, 200, list.body);
      const page = await ctx.app.inject({ url: `/v1/admin/orders/${trackingId}`, headers });
      assert.equal(page.statusCode, 200, page.body);
      const csv = await ctx.app.inject({
        url: `/v1/admin/orders/export?q=${encodeURIComponent(buyer.email)}`,
        headers,
      });
      assert.equal(csv.statusCode, 200, csv.body);
      const dashboard = await ctx.app.inject({ url: '/v1/admin/dashboard', headers });
      assert.equal(dashboard.statusCode, 200, dashboard.body);
      const detail = page.json().data;
      return {
        list: list.json().data.items[0].courses as string[],
        lines: detail.lines.map((line: { courseName: string }) => line.courseName),
        seats: [...new Set(detail.seatList.map((seat: { courseName: string }) => seat.courseName))],
        csv: csv.body,
        enrolments: (
          dashboard.json().data.newestEnrolments as { email: string; courseName: string }[]
        )
          .filter((row) => row.email === colleague.email)
          .map((row) => row.courseName),
      };
    };
    const english = await read('en');
    assert.deepEqual(
      [english.list, english.lines, english.seats, english.enrolments],
      [[ENGLISH], [ENGLISH], [ENGLISH], [ENGLISH]],
    );
    assert.match(english.csv, new RegExp(ENGLISH));
    const person = await ctx.app.inject({
      url: `/v1/admin/people/${colleague.id}`,
      headers: { ...admin, ...lang('en') },
    });
    assert.equal(person.statusCode, 200, person.body);
    assert.deepEqual(
      person.json().data.courses.map((course: { name: string }) => course.name),
      [ENGLISH],
    );
    // The course filter finds it by its English name too.
    const byEnglishName = await ctx.app.inject({
      url: `/v1/admin/orders?course=${encodeURIComponent('currency risk')}&q=${encodeURIComponent(buyer.email)}`,
      headers: admin,
    });
    assert.equal(byEnglishName.json().data.total, 1, byEnglishName.body);
    const turkish = await read('tr');
    assert.deepEqual(
      [turkish.list, turkish.lines, turkish.seats, turkish.enrolments],
      [[TURKISH], [TURKISH], [TURKISH], [TURKISH]],
    );
    assert.match(turkish.csv, new RegExp(TURKISH));
  });

  it('answers the withdrawal dialog in the language asked for', async () => {
    const ask = (language: 'tr' | 'en') =>
      ctx.app.inject({
        url: `/v1/orders/withdrawal/${trackingId}`,
        headers: { ...buyer.auth, ...lang(language) },
      });
    const en = await ask('en');
    assert.equal(en.statusCode, 200, en.body);
    const enNames = (en.json().data.seats as { courseName: string }[]).map((s) => s.courseName);
    assert.deepEqual(enNames, [ENGLISH, ENGLISH]);
    const tr = await ask('tr');
    const trNames = (tr.json().data.seats as { courseName: string }[]).map((s) => s.courseName);
    assert.deepEqual(trNames, [TURKISH, TURKISH]);
  });

  it('lists and exports the team in the language asked for', async () => {
    const list = await ctx.app.inject({
      url: '/v1/orders/getmyteam',
      headers: { ...buyer.auth, ...lang('en') },
    });
    assert.equal(list.statusCode, 200, list.body);
    const seat = (list.json().data as { email: string; courseName: string }[]).find(
      (one) => one.email === colleague.email,
    );
    assert.equal(seat?.courseName, ENGLISH);
    const turkishList = await ctx.app.inject({
      url: '/v1/orders/getmyteam',
      headers: { ...buyer.auth, ...lang('tr') },
    });
    assert.ok(
      (turkishList.json().data as { courseName: string }[]).every((s) => s.courseName === TURKISH),
    );

    const csv = await ctx.app.inject({
      url: '/v1/orders/exportmyteam',
      headers: { ...buyer.auth, ...lang('en') },
    });
    assert.equal(csv.statusCode, 200);
    const rows = csv.rawPayload.toString('utf8').slice(1).split('\r\n').slice(1);
    assert.ok(rows.length >= 2);
    for (const row of rows.filter(Boolean)) assert.equal(row.split(';')[0], ENGLISH);
  });

  it('tells the colleague of the withdrawn seat in English, and the buyer in Turkish', async () => {
    const withdrawn = await ctx.app.inject({
      method: 'POST',
      url: `/v1/orders/withdraw/${trackingId}`,
      headers: { ...buyer.auth, ...lang('tr') },
      payload: { seats: [{ courseId: COURSE, email: colleague.email }] },
    });
    assert.equal(withdrawn.statusCode, 200, withdrawn.body);

    const removed = (await mailsTo(colleague.email)).at(-1)!;
    assert.equal(removed.subject, 'Your course enrolment was cancelled');
    assert.match(removed.text, new RegExp(`^- ${ENGLISH}$`, 'm'));
    const refund = (await mailsTo(buyer.email)).at(-1)!;
    assert.match(refund.text, new RegExp(`^- ${TURKISH}: John Smith$`, 'm'));
  });
});

describe('an English buyer', () => {
  let buyer: TestUser;
  const stranger = address('davetli');

  before(async () => {
    buyer = await insertUser(ctx, { locale: 'en', name: 'Emma', surname: 'Stone' });
  });

  it('gets the English name in the order mail, the receipt and the invitation sent again', async () => {
    const trackingId = await order(buyer, COURSE, [
      { name: 'Ece', surname: 'Yeni', email: stranger },
    ]);
    const [confirmation] = await mailsTo(buyer.email);
    assert.match(confirmation!.text, new RegExp(`- ${ENGLISH}: Ece Yeni`));

    const receipt = await ctx.app.inject({
      url: `/v1/orders/receipt/${trackingId}`,
      headers: buyer.auth,
    });
    assert.equal(receipt.statusCode, 200);
    const text = pdfText(receipt.rawPayload).replace(/\s+/g, ' ');
    assert.match(text, /Payment Receipt/);
    assert.ok(text.includes(ENGLISH), text);
    assert.ok(!text.includes(TURKISH));

    // The stranger has no account: their invitations are in the buyer's language.
    const [seat] = (
      await ctx.app.inject({ url: '/v1/orders/getmyteam', headers: buyer.auth })
    ).json().data as { participantId: number }[];
    await ctx.database.db
      .update(orderParticipants)
      .set({ notifiedAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(orderParticipants.id, seat!.participantId));
    const resent = await ctx.app.inject({
      method: 'POST',
      url: '/v1/orders/resendinvitation',
      headers: buyer.auth,
      payload: { participantId: seat!.participantId },
    });
    assert.equal(resent.statusCode, 200, resent.body);
    const invitations = await mailsTo(stranger);
    assert.equal(invitations.length, 2);
    for (const invitation of invitations) {
      assert.match(invitation.text, new RegExp(`^- ${ENGLISH}$`, 'm'));
    }
  });

  it('gets the bank details of a transfer order naming the course in English', async () => {
    const trackingId = await order(
      buyer,
      TRANSFER_COURSE,
      [{ name: 'Emma', surname: 'Stone', email: buyer.email }],
      1,
    );
    const mail = (await mailsTo(buyer.email)).find((m) => m.subject.includes(trackingId));
    assert.match(mail!.text, new RegExp(`- ${TRANSFER_ENGLISH}: Emma Stone`));
    assert.doesNotMatch(mail!.text, new RegExp(TRANSFER_TURKISH));
  });
});
