import assert from './support/assert';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  certificates,
  contacts,
  courseCompletions,
  courseTitles,
  exams,
  orderMails,
  orderParticipants,
  orders,
  pages,
  userConsents,
  userExams,
  users,
} from '../src/db/schema';
import { createTestApp, payByCard, pdfText, testConfig, type TestContext } from './helpers';
import { nextTcKimlikNo } from '@lms/shared/testing/people';

// KVKK in the account: consents recorded one by one with the version of their text,
// the person's data as a JSON file, and the deletion of the account.

const outbox = mkdtempSync(join(tmpdir(), 'lms-kvkk-outbox-'));
let ctx: TestContext;

before(async () => {
  ctx = await createTestApp({ config: testConfig({ MAIL_OUTBOX_DIR: outbox }) });
});
after(() => ctx.close());

const PASSWORD = 'Guclu#Sifre1';
let seq = 0;
const signup = async (overrides: Record<string, unknown> = {}, lang = 'tr') => {
  seq += 1;
  const email = `kvkk${seq}.${Date.now()}@ornek.com.tr`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/register',
    headers: { 'accept-language': lang },
    payload: {
      isCorporate: false,
      name: 'Deniz',
      surname: 'Güneş',
      citizenNumber: nextTcKimlikNo(),
      phone: '0532 111 2233',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      chk_privacy: true,
      chk_membership: true,
      ...overrides,
    },
  });
  assert.equal(res.statusCode, 200, res.body);
  const { token, user } = res.json().data as { token: string; user: { id: number } };
  return { email, id: user.id, auth: { authorization: `Bearer ${token}` } };
};
type Person = Awaited<ReturnType<typeof signup>>;

const call = (
  who: Person,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
  lang = 'tr',
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...who.auth, 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });

type Entry = { kind: string; granted: boolean; version: string; source: string; at: string };
const consentsOf = async (who: Person) => {
  const res = await call(who, 'GET', '/v1/users/getconsents');
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as {
    permitEmail: boolean;
    permitSms: boolean;
    newsletter: boolean;
    history: Entry[];
  };
};

const pageVersionChanges = async (id: string, run: () => Promise<void>) => {
  const [page] = await ctx.database.db.select().from(pages).where(eq(pages.id, id));
  await ctx.database.db
    .update(pages)
    .set({ description: `${page!.description}<p>v2</p>` })
    .where(eq(pages.id, id));
  try {
    await run();
  } finally {
    await ctx.database.db
      .update(pages)
      .set({ description: page!.description })
      .where(eq(pages.id, id));
  }
};

describe('consents at signup and in the account', () => {
  it('records each consent as its own entry, with the version of its text and the time', async () => {
    const before = Date.now();
    const person = await signup({ permitEmail: true });
    const { history, permitEmail, permitSms } = await consentsOf(person);
    const kinds = history.map((entry) => `${entry.kind}:${entry.granted}`).sort();
    assert.deepEqual(kinds, [
      'informationNotice:true',
      'marketingEmail:true',
      'marketingSms:false',
      'membership:true',
    ]);
    assert.equal(permitEmail, true);
    assert.equal(permitSms, false);
    for (const entry of history) {
      assert.match(entry.version, /^[0-9a-f]{12}$/, `${entry.kind} has no version`);
      assert.equal(entry.source, 'signup');
      assert.ok(Date.parse(entry.at) >= before - 1000);
    }
    // The notice and the membership contract are different texts, so different versions.
    const version = (kind: string) => history.find((entry) => entry.kind === kind)!.version;
    assert.notEqual(version('informationNotice'), version('membership'));
  });

  it('names the new version when staff changed the notice', async () => {
    const first = await signup();
    const firstVersion = (await consentsOf(first)).history.find(
      (e) => e.kind === 'informationNotice',
    )!.version;
    await pageVersionChanges('personaldataprotection', async () => {
      const second = await signup();
      const secondVersion = (await consentsOf(second)).history.find(
        (e) => e.kind === 'informationNotice',
      )!.version;
      assert.notEqual(secondVersion, firstVersion);
    });
  });

  it('keeps the history: turning a marketing consent off adds an entry', async () => {
    const person = await signup({ permitEmail: true, permitSms: true });
    const off = await call(person, 'PUT', '/v1/users/updateconsents', {
      permitEmail: false,
      permitSms: true,
      newsletter: false,
    });
    assert.equal(off.statusCode, 200, off.body);
    const { history, permitEmail, permitSms } = await consentsOf(person);
    assert.equal(permitEmail, false);
    assert.equal(permitSms, true);
    const email = history.filter((entry) => entry.kind === 'marketingEmail');
    assert.deepEqual(
      email.map((entry) => [entry.granted, entry.source]),
      [
        [false, 'account'],
        [true, 'signup'],
      ],
    );
    // Unchanged consents add nothing.
    assert.equal(history.filter((entry) => entry.kind === 'marketingSms').length, 1);
    // The profile form's boxes are the same consents.
    const profile = (await call(person, 'GET', '/v1/users/getuserprofile')).json().data;
    assert.equal(profile.permitEmail, false);
    const saved = await call(person, 'PUT', '/v1/users/updateprofile', {
      ...profile,
      permitEmail: true,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const again = await consentsOf(person);
    assert.equal(again.history.filter((entry) => entry.kind === 'marketingEmail').length, 3);
    assert.equal(again.history[0]!.granted, true);
  });

  it('refuses a consent change without a session', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/users/updateconsents',
      payload: { permitEmail: false, permitSms: false, newsletter: false },
    });
    assert.equal(res.statusCode, 401);
  });
});

/** A paid card order of one online course for the person, as the cart makes it. */
const buys = async (who: Person, courseId: number) => {
  assert.equal((await call(who, 'POST', '/v1/userbaskets', { courseId })).statusCode, 200);
  const made = await call(who, 'POST', '/v1/orders/makepayment', [
    {
      courseId,
      count: 1,
      paymentMethod: 0,
      participants: [{ name: 'Deniz', surname: 'Güneş', email: who.email }],
    },
  ]);
  assert.equal(made.statusCode, 200, made.body);
  const order = made.json().data as { trackingId: string; paymentUrl: string };
  await payByCard(ctx.app.inject.bind(ctx.app), order.paymentUrl);
  return order.trackingId;
};

/**
 * A certificate of the person, as a passed exam issues it (the exam itself is elsewhere), with
 * the course's completion it records.
 */
const certified = async (who: Person, holderName: string, completedAt = new Date()) => {
  const [exam] = await ctx.database.db
    .select({ id: exams.id, courseId: courseTitles.courseId })
    .from(exams)
    .innerJoin(courseTitles, eq(courseTitles.id, exams.courseTitleId))
    .limit(1);
  await ctx.database.db
    .insert(courseCompletions)
    .values({ userId: who.id, courseId: exam!.courseId, completedAt });
  const [attempt] = await ctx.database.db
    .insert(userExams)
    .values({
      userId: who.id,
      examId: exam!.id,
      finishedAt: new Date(),
      earnedPoints: 90,
      passed: true,
    })
    .returning();
  const code = `KVKK${who.id}X${Date.now()}`;
  await ctx.database.db.insert(certificates).values({
    userExamId: attempt!.id,
    code,
    filePath: 'certificates/none.pdf',
    holderName,
    courseName: 'Dış Ticarete Giriş',
  });
  return code;
};

describe('download my data', () => {
  it('is a JSON file of the profile, consents, orders, seats, progress, attempts, certificates and messages', async () => {
    const person = await signup({ permitSms: true });
    const trackingId = await buys(person, 109);
    await certified(person, 'Deniz Güneş');
    await ctx.app.inject({
      method: 'POST',
      url: '/v1/contacts',
      payload: {
        fullName: 'Deniz Güneş',
        email: person.email,
        phoneNumber: '5321112233',
        title: 'Soru',
        description: 'Eğitim ne zaman başlıyor?',
      },
    });
    const res = await call(person, 'GET', '/v1/users/downloadmydata');
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /application\/json/);
    assert.match(String(res.headers['content-disposition']), /attachment; filename=".*\.json"/);
    const data = res.json();
    assert.equal(data.profile.email, person.email);
    assert.equal(data.profile.name, 'Deniz');
    assert.equal(data.consents.length, 4);
    assert.equal(data.orders[0].trackingId, trackingId);
    assert.equal(data.orders[0].items[0].participants[0].email, person.email);
    assert.ok(data.seats.some((seat: { courseId: number }) => seat.courseId === 109));
    assert.ok(Array.isArray(data.progress.videos));
    assert.equal(data.examAttempts.length, 1);
    assert.equal(data.certificates[0].holderName, 'Deniz Güneş');
    assert.equal(data.contactMessages.length, 1);
    assert.equal(data.contactMessages[0].title, 'Soru');
    // No secrets in the file.
    assert.doesNotMatch(res.body, /passwordHash|password_hash|scrypt/);
  });

  it('answers 401 without a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/users/downloadmydata' });
    assert.equal(res.statusCode, 401);
  });
});

describe('delete my account', () => {
  it('erases the person, ends their sessions, keeps the order and the certificate', async () => {
    const person = await signup({
      isCorporate: true,
      taxNumber: '1234567890',
      taxOffice: 'Kozyatağı',
      companyName: 'Güneş Örme A.Ş.',
      address: 'Kadıköy / İstanbul',
    });
    const trackingId = await buys(person, 110);
    const completedAt = new Date('2026-03-02T09:30:00.000Z');
    const code = await certified(person, 'Deniz Güneş', completedAt);

    const wrong = await call(person, 'POST', '/v1/users/deleteaccount', {
      password: 'yanlis-sifre',
    });
    assert.equal(wrong.statusCode, 400, wrong.body);
    const deleted = await call(person, 'POST', '/v1/users/deleteaccount', { password: PASSWORD });
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.match(deleted.json().message, /silindi/);

    // The old token is refused at once; the old password no longer logs in.
    assert.equal((await call(person, 'GET', '/v1/users/getuserprofile')).statusCode, 401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: person.email, password: PASSWORD },
    });
    assert.equal(login.statusCode, 400, login.body);

    // The account row holds nothing personal any more.
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, person.id));
    assert.ok(row!.deletedAt);
    assert.notEqual(row!.email, person.email);
    assert.equal(row!.name, '');
    assert.equal(row!.citizenId, '');
    assert.equal(row!.phone, '');
    assert.equal(row!.taxNumber, '');
    const consentRows = await ctx.database.db
      .select()
      .from(userConsents)
      .where(eq(userConsents.userId, person.id));
    assert.equal(consentRows.length, 0);
    const messages = await ctx.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.email, person.email));
    assert.equal(messages.length, 0);

    // The order stays, with the buyer's name and tax details kept only on it.
    const [order] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.trackingId, trackingId));
    assert.equal(order!.status, 'completed');
    assert.equal(order!.buyer?.name, 'Deniz');
    assert.equal(order!.buyer?.taxNumber, '1234567890');
    assert.equal(order!.buyer?.companyName, 'Güneş Örme A.Ş.');
    const seats = await ctx.database.db
      .select()
      .from(orderParticipants)
      .where(eq(orderParticipants.email, person.email));
    assert.equal(seats.length, 0, 'the seat no longer names the person');
    const mailed = await ctx.database.db
      .select()
      .from(orderMails)
      .where(eq(orderMails.recipient, person.email));
    assert.equal(mailed.length, 0, 'the order’s mail log no longer names the person');
    const receipt = pdfText((await ctx.app.checkout.receiptOf(trackingId)).pdf).replace(
      /\s+/g,
      ' ',
    );
    assert.match(receipt, /Güneş Örme A\.Ş\./);
    assert.match(receipt, /1234567890/);
    assert.match(receipt, /Deniz Güneş/);
    assert.doesNotMatch(receipt, new RegExp(person.email.replace(/\./g, '\\.')));
    // No address at all beside the representative's name: the account's is erased.
    assert.doesNotMatch(receipt, /Deniz Güneş </);

    // The certificate still verifies, with the name printed on it and, as before, the day the
    // course was completed (a certificate says what was completed and when).
    const verified = await ctx.app.inject({
      method: 'GET',
      url: `/v1/certificates/verify/${code}`,
    });
    assert.equal(verified.statusCode, 200, verified.body);
    assert.equal(verified.json().data.holderName, 'Deniz Güneş');
    assert.equal(verified.json().data.revokedAt, null);
    assert.equal(verified.json().data.completedAt, completedAt.toISOString());

    // A second try (a double click) is a 401, not a 500.
    const again = await call(person, 'POST', '/v1/users/deleteaccount', { password: PASSWORD });
    assert.equal(again.statusCode, 401);
  });

  it('refuses a staff account with a translated 409', async () => {
    const staff = await signup();
    await ctx.database.db.update(users).set({ role: 'editor' }).where(eq(users.id, staff.id));
    const tr = await call(staff, 'POST', '/v1/users/deleteaccount', { password: PASSWORD });
    assert.equal(tr.statusCode, 409, tr.body);
    assert.match(tr.json().message, /personel/);
    const en = await call(staff, 'POST', '/v1/users/deleteaccount', { password: PASSWORD }, 'en');
    assert.equal(en.statusCode, 409);
    assert.match(en.json().message, /staff/);
    assert.equal((await call(staff, 'GET', '/v1/users/getuserprofile')).statusCode, 200);
  });

  it('refuses while an order awaits its bank transfer', async () => {
    const person = await signup();
    assert.equal(
      (await call(person, 'POST', '/v1/userbaskets', { courseId: 109 })).statusCode,
      200,
    );
    const made = await call(person, 'POST', '/v1/orders/makepayment', [
      {
        courseId: 109,
        count: 1,
        paymentMethod: 1,
        participants: [{ name: 'Deniz', surname: 'Güneş', email: person.email }],
      },
    ]);
    assert.equal(made.statusCode, 200, made.body);
    const res = await call(person, 'POST', '/v1/users/deleteaccount', { password: PASSWORD }, 'en');
    assert.equal(res.statusCode, 409, res.body);
    assert.match(res.json().message, /transfer/);
  });

  it('asks for the password', async () => {
    const person = await signup();
    const res = await call(person, 'POST', '/v1/users/deleteaccount', {});
    assert.equal(res.statusCode, 400);
  });
});
