import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { orders, pendingEnrollments } from '../src/db/schema';
import {
  createTestApp,
  insertUser,
  payByCard,
  testConfig,
  type TestContext,
  type TestUser,
} from './helpers';
import { nextTcKimlikNo } from '@lms/shared/testing/people';

/**
 * Free orders relayed a stranger's text. An unverified account with the name
 * "KAZANDINIZ! http://evil.example/odul" ordered each free course for 50 addresses, and 300
 * "you were enrolled" mails carried that text to strangers. Seeded open free courses: 131–135;
 * 109 is paid (3200 TL).
 */
const FREE = [131, 132, 133, 134, 135];
const PAID = 109;
const SPAM_NAME = 'KAZANDINIZ! http://evil.example/odul';

let ctx: TestContext;
before(async () => {
  ctx = await createTestApp({
    config: testConfig({
      PLATFORM_URL: 'http://platform.test',
      ENROL_NOTICES_PER_BUYER: '3',
      ENROL_NOTICES_PER_RECIPIENT: '2',
    }),
  });
});
after(async () => {
  await ctx.close();
});

const mailsTo = (to: string) => ctx.mailsTo(to);
const notices = async (to: string) =>
  (await mailsTo(to)).filter((mail) => mail.subject === 'Bir eğitime kaydedildiniz');

let strangerSeq = 0;
const stranger = () => {
  strangerSeq += 1;
  return `yabanci${strangerSeq}.${Date.now()}@ornek.org`;
};
const person = (email: string, name = 'Deniz') => ({ name, surname: 'Katılımcı', email });

const call = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  language = 'tr',
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(user ? user.auth : {}), 'accept-language': language },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** Puts the courses in the buyer's basket and orders them for `emails` (free or by card). */
const order = async (buyer: TestUser, courseIds: number[], emails: string[]) => {
  for (const courseId of courseIds) {
    const added = await call(buyer, 'POST', '/v1/userbaskets', { courseId });
    assert.equal(added.statusCode, 200, added.body);
  }
  return call(
    buyer,
    'POST',
    '/v1/orders/makepayment',
    courseIds.map((courseId) => ({
      courseId,
      count: 1,
      paymentMethod: 0,
      participants: emails.map((email) => person(email)),
    })),
  );
};

describe('an account whose address is not proven cannot enrol others', () => {
  it('refuses the order with a translated 403 and stores nothing', async () => {
    const buyer = await insertUser(ctx, { emailVerifiedAt: null });
    const victim = stranger();
    const refused = await order(buyer, [FREE[0]!], [buyer.email, victim]);
    assert.equal(refused.statusCode, 403, refused.body);
    assert.equal(
      refused.json().message,
      'Başkalarını bir eğitime kaydetmek için önce e-posta adresinizi doğrulayın. Doğrulama bağlantısını Hesabım sayfasından yeniden isteyebilirsiniz.',
    );
    const en = await call(
      buyer,
      'POST',
      '/v1/orders/makepayment',
      [{ courseId: FREE[0], count: 1, paymentMethod: 0, participants: [person(victim)] }],
      'en',
    );
    assert.equal(en.statusCode, 403);
    assert.equal(
      en.json().message,
      'Please verify your e-mail address before you enrol other people. You can ask for the verification link again under My account.',
    );
    assert.deepEqual(
      await ctx.database.db.select().from(orders).where(eq(orders.userId, buyer.id)),
      [],
    );
    assert.deepEqual(await mailsTo(victim), []);
  });

  it('still lets them enrol themselves', async () => {
    const buyer = await insertUser(ctx, { emailVerifiedAt: null });
    const own = await order(buyer, [FREE[0]!], [buyer.email]);
    assert.equal(own.statusCode, 200, own.body);
    assert.equal(own.json().data.status, 'completed');
  });
});

describe('a name cannot carry a link', () => {
  it('is refused at signup, in the profile and for a participant, by the field', async () => {
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: {
        isCorporate: false,
        name: SPAM_NAME,
        surname: 'Yılmaz',
        citizenNumber: nextTcKimlikNo(),
        phone: '0532 111 2233',
        email: `spam.${Date.now()}@ornek.com.tr`,
        password: 'Guclu#Sifre1',
        confirmPassword: 'Guclu#Sifre1',
        chk_privacy: true,
        chk_membership: true,
      },
    });
    assert.equal(signup.statusCode, 400, signup.body);
    assert.equal(signup.json().errors.name, 'nameNoLinks');

    const buyer = await insertUser(ctx);
    const participants = await call(buyer, 'PUT', '/v1/userbaskets/participants', {
      participants: [{ name: 'Deniz', surname: 'www.evil.example', email: stranger() }],
    });
    assert.equal(participants.statusCode, 400, participants.body);
    assert.match(participants.body, /nameNoLinks|bağlantı/);

    for (const name of ['Ayşe Nur', "D'Angelo", 'Çağrı-Şükrü', 'A. Kemal', 'İpek Ö.']) {
      const fine = await call(buyer, 'PUT', '/v1/userbaskets/participants', {
        participants: [{ name, surname: 'Yılmaz', email: stranger() }],
      });
      assert.equal(fine.statusCode, 200, `${name}: ${fine.body}`);
    }
  });

  it('an older account whose name has a link sends a notice without it', async () => {
    const buyer = await insertUser(ctx, {
      name: 'KAZANDINIZ!',
      surname: 'http://evil.example/odul',
    });
    const victim = stranger();
    const placed = await order(buyer, [FREE[1]!], [victim]);
    assert.equal(placed.statusCode, 200, placed.body);
    const [mail] = await notices(victim);
    assert.ok(mail, 'the participant hears of the enrolment');
    assert.doesNotMatch(mail.text!, /evil|http:\/\/(?!platform\.test)/);
    assert.match(mail.text!, /http:\/\/platform\.test\/#\/login/);
  });
});

describe('enrolment notices have a quota', () => {
  it("a buyer's free orders notify at most ENROL_NOTICES_PER_BUYER others a day; the seats still count", async () => {
    const buyer = await insertUser(ctx);
    const first = [stranger(), stranger(), stranger(), stranger()];
    const placed = await order(buyer, [FREE[2]!], first);
    assert.equal(placed.statusCode, 200, placed.body);
    const heard = [];
    for (const email of first) heard.push((await notices(email)).length);
    assert.deepEqual(heard, [1, 1, 1, 0]);

    const later = stranger();
    assert.equal((await order(buyer, [FREE[3]!], [later])).statusCode, 200);
    assert.deepEqual(await notices(later), []);
    // The order itself went through: every participant holds the seat.
    const held = await ctx.database.db
      .select({ email: pendingEnrollments.email })
      .from(pendingEnrollments)
      .where(inArray(pendingEnrollments.courseId, [FREE[2]!, FREE[3]!]));
    const emails = held.map((row) => row.email);
    for (const email of [...first, later]) assert.ok(emails.includes(email), email);
  });

  it('one address hears of at most ENROL_NOTICES_PER_RECIPIENT enrolments a day, whoever makes them', async () => {
    const victim = stranger();
    for (const courseId of FREE.slice(0, 3)) {
      const buyer = await insertUser(ctx);
      assert.equal((await order(buyer, [courseId], [victim])).statusCode, 200);
    }
    assert.equal((await notices(victim)).length, 2);
  });

  it('a paid order notifies each participant: the payment is its own limit', async () => {
    const buyer = await insertUser(ctx);
    const team = [stranger(), stranger(), stranger(), stranger()];
    const placed = await order(buyer, [PAID], team);
    assert.equal(placed.statusCode, 200, placed.body);
    const paid = await payByCard(ctx.app.inject.bind(ctx.app), placed.json().data.paymentUrl);
    assert.equal(paid.statusCode, 303, paid.body);
    const heard = [];
    for (const email of team) heard.push((await notices(email)).length);
    assert.deepEqual(heard, [1, 1, 1, 1]);
  });
});
