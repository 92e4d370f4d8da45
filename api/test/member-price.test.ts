import assert from './support/assert';
import { execFile } from 'node:child_process';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { adminKey } from '../src/admin-key';
import { auditLog, orders } from '../src/db/schema';
import {
  createTestApp,
  insertUser,
  payByCard,
  pdfText,
  staffAuth,
  type TestContext,
  type TestUser,
} from './helpers';

// Seeded courses: 110 online 2750 TL, member price 2400 TL for İHKİB members; 106 in person
// 9500 TL, 7600 TL for İTHİB members; 109 online 3200 TL without a member price.
const IHKIB_COURSE = { id: 110, price: 2750, member: 2400 };
const ITHIB_COURSE = { id: 106, price: 9500, member: 7600 };
const PLAIN_COURSE = { id: 109, price: 3200 };

let ctx: TestContext;
let finance: Record<string, string>;
let taxSeq = 0;
/** A tax number no other test uses: 10 digits. */
const newTaxNumber = () => String(7_700_000_000 + (taxSeq += 1) * 1_013);

const call = (
  auth: Record<string, string> | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(auth ?? {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const corporate = (taxNumber: string) =>
  insertUser(ctx, {
    isCorporate: true,
    taxNumber,
    taxOffice: 'Beşiktaş',
    companyName: 'Örnek Tekstil A.Ş.',
    address: 'İstanbul',
  });
const importMembers = (code: string, csv: string, auth = finance) =>
  call(auth, 'POST', `/v1/admin/associations/${code}/members/import`, { csv });

/** Puts the course in the buyer's basket and places the order for the buyer alone. */
async function order(buyer: TestUser, courseId: number, paymentMethod: 0 | 1, extra = {}) {
  const added = await call(buyer.auth, 'POST', '/v1/userbaskets', { courseId });
  // 409: in the basket already (a test looked at the cart line first).
  assert.ok([200, 409].includes(added.statusCode), added.body);
  const placed = await call(buyer.auth, 'POST', '/v1/orders/makepayment', [
    {
      courseId,
      count: 1,
      paymentMethod,
      participants: [{ name: buyer.name, surname: buyer.surname, email: buyer.email }],
      ...extra,
    },
  ]);
  assert.equal(placed.statusCode, 200, placed.body);
  return placed.json().data as { trackingId: string; paymentUrl: string | null };
}
const basketLine = async (buyer: TestUser, courseId: number) =>
  (await call(buyer.auth, 'GET', '/v1/userbaskets/getall'))
    .json()
    .data.find((item: { courseId: number }) => item.courseId === courseId);

/** Every mail the app sent, by address (an in-memory transport). */
const sent: { to: string; subject: string; text: string }[] = [];
const mailsTo = (to: string) => ctx.mailsTo(to);

before(async () => {
  ctx = await createTestApp({
    mailTransport: {
      async send(mail) {
        sent.push(mail);
      },
    },
  });
  finance = await staffAuth(ctx, 'finance');
});
after(() => ctx.close());

describe('the member price', () => {
  it('a member company’s buyer is charged the member price by card, labelled everywhere', async () => {
    const taxNumber = newTaxNumber();
    assert.equal((await importMembers('ihkib', `${taxNumber}\n`)).statusCode, 200);
    const buyer = await corporate(taxNumber);
    await call(buyer.auth, 'POST', '/v1/userbaskets', { courseId: IHKIB_COURSE.id });
    const line = await basketLine(buyer, IHKIB_COURSE.id);
    assert.equal(line.price - line.discountPrice, IHKIB_COURSE.member);
    assert.equal(line.memberAssociation, 'İHKİB');

    const placed = await order(buyer, IHKIB_COURSE.id, 0);
    const paid = await payByCard(ctx.app.inject.bind(ctx.app), placed.paymentUrl!);
    assert.ok(paid.statusCode < 400);
    const history = (await call(buyer.auth, 'GET', '/v1/orders/getmyorders')).json().data;
    const mine = history.find((o: { trackingId: string }) => o.trackingId === placed.trackingId);
    assert.equal(mine.status, 'completed');
    assert.equal(mine.total, IHKIB_COURSE.member);
    assert.equal(mine.items[0].unitPrice, IHKIB_COURSE.member);
    assert.equal(mine.items[0].memberAssociation, 'İHKİB');
    const receipt = await call(buyer.auth, 'GET', `/v1/orders/receipt/${placed.trackingId}`);
    const receiptText = pdfText(receipt.rawPayload);
    assert.match(receiptText, /İHKİB üye fiyatı/);
    // The line at the member price per person, then the line total, and who takes the course.
    assert.match(receiptText, /\n1\n2\.400,00 TL\n2\.400,00 TL\nKatılımcılar: Test Alıcı\n/);
    const [completed] = (await mailsTo(buyer.email)).filter((mail) =>
      mail.subject.startsWith('Siparişiniz tamamlandı'),
    );
    assert.match(completed!.text, /İHKİB üye fiyatı/);
  });

  it('by transfer too, and course 106’s member price follows the İTHİB list, not İHKİB’s', async () => {
    const ihkibOnly = newTaxNumber();
    const ithib = newTaxNumber();
    await importMembers('ihkib', ihkibOnly);
    await importMembers('ithib', ithib);
    const notForThisCourse = await corporate(ihkibOnly);
    const member = await corporate(ithib);
    // The cart says it first: the list price for İHKİB's member, İTHİB's price for İTHİB's.
    for (const buyer of [notForThisCourse, member]) {
      await call(buyer.auth, 'POST', '/v1/userbaskets', { courseId: ITHIB_COURSE.id });
    }
    const cartLine = await basketLine(notForThisCourse, ITHIB_COURSE.id);
    assert.equal(cartLine.price - cartLine.discountPrice, ITHIB_COURSE.price);
    assert.equal(cartLine.memberAssociation ?? null, null);
    const memberLine = await basketLine(member, ITHIB_COURSE.id);
    assert.equal(memberLine.price - memberLine.discountPrice, ITHIB_COURSE.member);
    assert.equal(memberLine.memberAssociation, 'İTHİB');

    const placed = await order(notForThisCourse, ITHIB_COURSE.id, 1);
    const [listPriced] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.trackingId, placed.trackingId));
    assert.equal(listPriced!.total, ITHIB_COURSE.price);

    const transfer = await order(member, ITHIB_COURSE.id, 1);
    const summary = (
      await call(member.auth, 'GET', `/v1/orders/getbytrackingid/${transfer.trackingId}`)
    ).json().data;
    assert.equal(summary.status, 'awaiting_transfer');
    assert.equal(summary.total, ITHIB_COURSE.member);
    assert.equal(summary.items[0].memberAssociation, 'İTHİB');
  });

  it('a non-member company and an individual with a listed tax number pay the list price', async () => {
    const listed = newTaxNumber();
    await importMembers('ihkib', listed);
    const nonMember = await corporate(newTaxNumber());
    // An individual account's tax number (left from a form) does not make it a company.
    const individual = await insertUser(ctx, { isCorporate: false, taxNumber: listed });
    for (const buyer of [nonMember, individual]) {
      // The cart says the list price too.
      await call(buyer.auth, 'POST', '/v1/userbaskets', { courseId: IHKIB_COURSE.id });
      const line = await basketLine(buyer, IHKIB_COURSE.id);
      assert.deepEqual([line.price, line.discountPrice], [IHKIB_COURSE.price, 0]);
      assert.equal(line.memberAssociation ?? null, null);
      const placed = await order(buyer, IHKIB_COURSE.id, 1);
      const summary = (
        await call(buyer.auth, 'GET', `/v1/orders/getbytrackingid/${placed.trackingId}`)
      ).json().data;
      assert.equal(summary.total, IHKIB_COURSE.price);
      assert.equal(summary.items[0].memberAssociation ?? null, null);
    }
  });

  it('the course page tells a member company’s buyer the member price is theirs, and no one else', async () => {
    const listed = newTaxNumber();
    await importMembers('ihkib', listed);
    const member = await corporate(listed);
    const nonMember = await corporate(newTaxNumber());
    const page = async (auth: Record<string, string> | null, courseId: number) =>
      (await call(auth, 'GET', `/v1/courses/getcoursedetails/${courseId}`)).json().data;

    assert.equal((await page(member.auth, IHKIB_COURSE.id)).memberPriceApplies, true);
    // İTHİB's course: the company is on İHKİB's list only.
    assert.equal((await page(member.auth, ITHIB_COURSE.id)).memberPriceApplies, false);
    assert.equal((await page(nonMember.auth, IHKIB_COURSE.id)).memberPriceApplies, false);
    assert.equal((await page(null, IHKIB_COURSE.id)).memberPriceApplies, false);
    // A course without a member price has nothing to apply.
    assert.equal((await page(member.auth, PLAIN_COURSE.id)).memberPriceApplies, false);
  });

  it('a price sent by the browser is ignored, and a course without a member price is unaffected', async () => {
    const taxNumber = newTaxNumber();
    await importMembers('ihkib', taxNumber);
    const nonMember = await corporate(newTaxNumber());
    const tampered = await order(nonMember, IHKIB_COURSE.id, 1, {
      price: 1,
      discountPrice: 2749,
      memberAssociation: 'İHKİB',
    });
    const summary = (
      await call(nonMember.auth, 'GET', `/v1/orders/getbytrackingid/${tampered.trackingId}`)
    ).json().data;
    assert.equal(summary.total, IHKIB_COURSE.price);

    const member = await corporate(taxNumber);
    const plain = await order(member, PLAIN_COURSE.id, 1);
    const plainSummary = (
      await call(member.auth, 'GET', `/v1/orders/getbytrackingid/${plain.trackingId}`)
    ).json().data;
    assert.equal(plainSummary.total, PLAIN_COURSE.price);
    assert.equal(plainSummary.items[0].memberAssociation ?? null, null);
  });
});

describe('member lists in the back office', () => {
  it('an import counts added, already there and refused rows with their numbers; audited', async () => {
    const [a, b] = [newTaxNumber(), newTaxNumber()];
    const csv = `Vergi No;Firma\n${a};Örnek A.Ş.\n\n${b.slice(0, 3)} ${b.slice(3)};Başka Ltd.\n12345;Kısa\nABCDEFGHIJ;Harf\n${a};Tekrar\n`;
    const res = await importMembers('ihkib', csv);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().data, {
      added: 2,
      alreadyThere: 1,
      invalid: [
        { row: 5, value: '12345' },
        { row: 6, value: 'ABCDEFGHIJ' },
      ],
    });
    const again = (await importMembers('ihkib', csv)).json().data;
    assert.equal(again.added, 0);
    assert.equal(again.alreadyThere, 3);

    await corporate(a);
    const list = (await call(finance, 'GET', '/v1/admin/associations/ihkib/members')).json().data;
    const row = (taxNumber: string) =>
      list.members.find((m: { taxNumber: string }) => m.taxNumber === taxNumber);
    // The company of the account with that tax number, and none for a number without one.
    assert.equal(row(a).companyName, 'Örnek Tekstil A.Ş.');
    assert.equal(row(b).companyName, null);
    const associations = (await call(finance, 'GET', '/v1/admin/associations')).json().data;
    assert.deepEqual(
      associations.map((x: { code: string; name: string }) => [x.code, x.name]),
      [
        ['ihkib', 'İHKİB'],
        ['ithib', 'İTHİB'],
      ],
    );
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'association.import'), eq(auditLog.objectId, 'ihkib')));
    assert.ok(entries.some((entry) => (entry.summary as { added: number }).added === 2));
  });

  it('removing a member ends its member price; unknown ones and bad input get a 4xx', async () => {
    const taxNumber = newTaxNumber();
    await importMembers('ihkib', taxNumber);
    const removed = await call(
      finance,
      'DELETE',
      `/v1/admin/associations/ihkib/members/${taxNumber}`,
    );
    assert.equal(removed.statusCode, 200);
    const buyer = await corporate(taxNumber);
    await call(buyer.auth, 'POST', '/v1/userbaskets', { courseId: IHKIB_COURSE.id });
    assert.equal((await basketLine(buyer, IHKIB_COURSE.id)).discountPrice, 0);

    const twice = await call(
      finance,
      'DELETE',
      `/v1/admin/associations/ihkib/members/${taxNumber}`,
    );
    assert.equal(twice.statusCode, 404);
    assert.equal(twice.json().message, 'Bu vergi numarası listede yok.');
    assert.equal((await importMembers('nope', '1234567890')).statusCode, 404);
    const refused = async (
      res: Promise<{ statusCode: number; json: () => { message: string } }>,
      message: string,
    ) => {
      const answer = await res;
      assert.deepEqual([answer.statusCode, answer.json().message], [400, message]);
    };
    // An association's code is lower-case letters, digits and dashes, from a letter on.
    for (const code of ['-ihkib', 'ihkib!', 'İHKİB', 'x']) {
      await refused(importMembers(code, '1234567890'), 'Böyle bir birlik yok.');
    }
    // A tax number is 10 or 11 digits, nothing before or after.
    for (const tax of ['x1234567890', '1234567890x', '123456789']) {
      await refused(
        call(finance, 'DELETE', `/v1/admin/associations/ihkib/members/${tax}`),
        'Vergi numarası 10 veya 11 haneli bir sayı olmalıdır.',
      );
    }
    await refused(importMembers('ihkib', '  \n '), 'Dosyada vergi numarası yok.');
    await refused(
      call(finance, 'POST', '/v1/admin/associations/ihkib/members/import', { csv: 5 }),
      'Dosyada vergi numarası yok.',
    );
    // 320,000 characters is the most a file may have (20,000 rows of about 16).
    const atTheLimit = await importMembers('ihkib', `${' '.repeat(320_000 - 10)}1234567890`);
    assert.equal(atTheLimit.statusCode, 200, atTheLimit.body);
    await refused(
      importMembers('ihkib', `${'1234567890\n'.repeat(29_090)}12345678901`),
      'Dosya çok büyük: bir seferde en çok 20.000 satır yüklenebilir.',
    );
    const editor = await staffAuth(ctx, 'editor');
    assert.equal((await importMembers('ihkib', '1234567890', editor)).statusCode, 403);
  });

  it('the CLI imports a file through the API with the admin key', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const taxNumber = newTaxNumber();
    const dir = mkdtempSync(join(tmpdir(), 'members-'));
    const file = join(dir, 'uyeler.csv');
    writeFileSync(file, `vergi no\n${taxNumber}\n123\n`);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/admin.ts', 'import-members', 'ithib', file],
      { env: { ...process.env, API_URL: address, ADMIN_KEY: adminKey() }, timeout: 60_000 },
    );
    assert.match(stdout, /1 eklendi/);
    assert.match(stdout, /satır 3/);
    const list = (await call(finance, 'GET', '/v1/admin/associations/ithib/members')).json().data;
    assert.ok(list.members.some((m: { taxNumber: string }) => m.taxNumber === taxNumber));
  });
});
