import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import { courseTitles, examOptions, examQuestions, exams, users } from '../src/db/schema';
import {
  createTestApp,
  insertUser,
  payByCard,
  pdfText,
  PUBLIC_URL,
  sessionToken,
  staffAuth,
  type TestContext,
  type TestUser,
} from './helpers';
import { nextTcKimlikNo } from '@lms/shared/testing/people';

// A learner's mails and PDFs come in the learner's language — the site's language at
// signup, then at the latest change in the account area — not always in Turkish.
process.env.PLATFORM_URL = 'http://platform.test';

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

const register = (email: string, language: 'tr' | 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/register',
    headers: lang(language),
    payload: {
      name: 'Selin',
      surname: 'Kaya',
      citizenNumber: nextTcKimlikNo(),
      phone: '0532 123 4567',
      email,
      password: 'Guclu.Sifre1',
      confirmPassword: 'Guclu.Sifre1',
      chk_privacy: true,
      chk_membership: true,
    },
  });

/** Kept by the tests above for the last one: a paid order's tracking id, a certificate's link. */
let paidOrder = '';
let certificatePath = '';

const address = (name: string) => `${name}.${Date.now()}@ornek.com.tr`;

describe('the verification mail', () => {
  it('is in English after an English signup and in Turkish after a Turkish one', async () => {
    const english = address('english');
    const turkish = address('turkce');
    assert.equal((await register(english, 'en')).statusCode, 200);
    assert.equal((await register(turkish, 'tr')).statusCode, 200);

    const [en] = await mailsTo(english);
    assert.equal(en?.subject, 'Verify your e-mail address');
    assert.match(en!.text, /^Hello Selin Kaya,/);
    assert.match(en!.text, /The link is valid for 48 hours/);
    assert.match(en!.text, /#\/verify-email\/[\w-]+/);
    const [tr] = await mailsTo(turkish);
    assert.equal(tr?.subject, 'E-posta adresinizi doğrulayın');
    assert.match(tr!.text, /^Merhaba Selin Kaya,/);

    const stored = await ctx.database.db
      .select({ email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.email, english));
    assert.deepEqual(stored, [{ email: english, locale: 'en' }]);
  });

  it('follows the language of the latest profile change', async () => {
    const first = address('dil');
    const registered = await register(first, 'en');
    const auth = { authorization: `Bearer ${registered.json().data.token}` };
    const changed = address('dil.yeni');
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/users/updateprofile',
      headers: { ...auth, ...lang('tr') },
      payload: {
        name: 'Selin',
        surname: 'Kaya',
        citizenId: nextTcKimlikNo(),
        email: changed,
        mobilePhone: '05321234567',
        taxNumber: '',
        taxOffice: '',
        companyName: '',
        permitEmail: false,
        permitSms: false,
      },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const [mail] = await mailsTo(changed);
    assert.equal(mail?.subject, 'Yeni e-posta adresinizi onaylayın');
  });
});

describe('the order mails and the receipt', () => {
  let buyer: TestUser;
  let colleague: TestUser;
  const stranger = address('hesapsiz');

  before(async () => {
    buyer = await insertUser(ctx, { locale: 'en', name: 'Emma', surname: 'Stone' });
    colleague = await insertUser(ctx, { locale: 'tr', name: 'Deniz', surname: 'Kara' });
  });

  it("writes the buyer's mail and receipt in English, and each participant's note in theirs", async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/v1/userbaskets',
      headers: buyer.auth,
      payload: { courseId: 109 },
    });
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/v1/orders/makepayment',
      // An English buyer shops in English: the contracts are accepted in English.
      headers: { ...buyer.auth, 'accept-language': 'en' },
      payload: [
        {
          courseId: 109,
          count: 1,
          paymentMethod: 0,
          participants: [
            { name: 'Deniz', surname: 'Kara', email: colleague.email },
            { name: 'Ece', surname: 'Yeni', email: stranger },
          ],
        },
      ],
    });
    assert.equal(made.statusCode, 200, made.body);
    const { trackingId, paymentUrl } = made.json().data;
    paidOrder = trackingId;
    const paid = await payByCard(ctx.app.inject.bind(ctx.app), paymentUrl);
    assert.equal(paid.statusCode, 303);

    const [confirmation] = await mailsTo(buyer.email);
    assert.equal(confirmation?.subject, `Your order is complete (${trackingId})`);
    assert.match(confirmation!.text, /^Hello Emma Stone,/);
    // 2 seats of 3,200.00 TL, VAT included: English separators.
    assert.match(confirmation!.text, /Total: 6,400\.00 TL/);
    assert.deepEqual(
      confirmation!.attachments?.map((a) => a.filename),
      // The receipt and the contracts accepted at checkout, both in English.
      [`receipt-${trackingId}.pdf`, `contracts-${trackingId}.pdf`],
    );

    const receipt = await ctx.app.inject({
      method: 'GET',
      url: `/v1/orders/receipt/${trackingId}`,
      headers: buyer.auth,
    });
    assert.equal(receipt.statusCode, 200);
    assert.equal(
      receipt.headers['content-disposition'],
      `attachment; filename="receipt-${trackingId}.pdf"`,
    );
    const text = pdfText(receipt.rawPayload);
    assert.match(text, /Payment Receipt/);
    assert.match(text, /Grand total/);
    assert.match(text, /6,400\.00 TL/);
    assert.doesNotMatch(text, /Ödeme Makbuzu/);

    // The colleague's account is Turkish; the address without an account hears in the buyer's.
    const [note] = await mailsTo(colleague.email);
    assert.equal(note?.subject, 'Bir eğitime kaydedildiniz');
    assert.match(note!.text, /Emma Stone sizi İhracat Akademisi'nde şu eğitimlere kaydetti/);
    const [strangerNote] = await mailsTo(stranger);
    assert.equal(strangerNote?.subject, 'You have been enrolled in a course');
    assert.match(strangerNote!.text, /Emma Stone enrolled you in these courses/);
  });

  it('gives the bank details of a transfer order in English', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/v1/userbaskets',
      headers: buyer.auth,
      payload: { courseId: 110 },
    });
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/v1/orders/makepayment',
      headers: buyer.auth,
      payload: [
        {
          courseId: 110,
          count: 1,
          paymentMethod: 1,
          participants: [{ name: 'Emma', surname: 'Stone', email: buyer.email }],
        },
      ],
    });
    assert.equal(made.statusCode, 200, made.body);
    const { trackingId } = made.json().data;
    const mail = (await mailsTo(buyer.email)).find((m) => m.subject.includes(trackingId));
    assert.equal(mail?.subject, `Bank transfer details: order ${trackingId}`);
    assert.match(mail!.text, /Amount: 2,750\.00 TL/);
    assert.match(mail!.text, /IBAN: TR/);
    assert.match(mail!.text, /The payment must be made by \d{1,2} [A-Z][a-z]+ 20\d\d/);
  });
});

describe('the certificate', () => {
  it("is in the holder's language", async () => {
    // The seeded learner who has watched her courses through, now reading English.
    const [deniz] = await ctx.database.db
      .update(users)
      .set({ locale: 'en' })
      .where(eq(users.email, 'deniz.aydin@ornek.com.tr'))
      .returning({ id: users.id });
    const auth = { authorization: `Bearer ${await sessionToken(ctx.database.db, deniz!.id)}` };
    const [exam] = await ctx.database.db
      .select({ id: exams.id })
      .from(exams)
      .innerJoin(courseTitles, eq(courseTitles.id, exams.courseTitleId))
      .where(eq(courseTitles.courseId, 101));
    const joined = await ctx.app.inject({
      method: 'POST',
      url: `/v1/exams/joincourseexam/${exam!.id}`,
      headers: auth,
    });
    assert.equal(joined.statusCode, 200, joined.body);
    const userTestId = joined.json().data.id as number;
    const rights = await ctx.database.db
      .select({ id: examOptions.id })
      .from(examOptions)
      .innerJoin(examQuestions, eq(examQuestions.id, examOptions.questionId))
      .where(and(eq(examQuestions.examId, exam!.id), eq(examOptions.isCorrect, true)))
      .orderBy(asc(examQuestions.sort));
    const rightIds = new Set(rights.map((right) => right.id));
    // The questions come in the attempt's own order: answer the one asked.
    for (;;) {
      const asked = await ctx.app.inject({
        url: `/v1/exams/gettestquestions/${userTestId}`,
        headers: auth,
      });
      const question = asked.json().data as { isEnd: boolean; options: { id: number }[] };
      if (question.isEnd) break;
      const answered = await ctx.app.inject({
        method: 'POST',
        url: '/v1/exams/answerquestion',
        headers: auth,
        payload: {
          userTestId,
          testOptionId: question.options.find((option) => rightIds.has(option.id))!.id,
        },
      });
      assert.equal(answered.statusCode, 200, answered.body);
    }
    const result = await ctx.app.inject({
      url: `/v1/Exams/gettestcertificate?userTestId=${userTestId}`,
      headers: auth,
    });
    const filePath: string = result.json().data.filePath;
    assert.ok(filePath, 'a pass');
    certificatePath = filePath.replace(PUBLIC_URL, '');
    const pdf = await ctx.app.inject({ url: filePath.replace(PUBLIC_URL, '') });
    assert.equal(pdf.statusCode, 200);
    assert.match(String(pdf.headers['content-disposition']), /filename="certificate-IA-/);
    const text = pdfText(pdf.rawPayload);
    assert.match(text, /CERTIFICATE OF ACHIEVEMENT/);
    assert.match(text, /Deniz Aydın/);
    assert.match(text, /Date of issue: \d{1,2} [A-Z][a-z]+ 20\d\d/);
    assert.doesNotMatch(text, /BAŞARI SERTİFİKASI/);
    // The course is named in English too, as it was when the certificate was issued.
    const flat = text.replace(/\s+/g, ' ');
    assert.ok(flat.includes('Introduction to Foreign Trade: Key Concepts'), flat);
    assert.ok(!flat.includes('Dış Ticarete Giriş ve Temel Kavramlar'));
  });
});

describe("the foundation's name and address", () => {
  // "Code reads nothing that staff can change". Staff rename the foundation in the
  // site settings, and the next mail, the receipt and the certificate carry the new words.
  it('come from the site settings in every mail, the receipt and the certificate', async () => {
    assert.ok(paidOrder && certificatePath, 'the tests above ran');
    const admin = await staffAuth(ctx, 'admin');
    const current = await ctx.app.inject({ url: '/v1/admin/settings', headers: admin });
    assert.equal(current.statusCode, 200, current.body);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/admin/settings',
      headers: admin,
      payload: {
        ...current.json().data.settings,
        foundationName: 'Dış Ticaret Öğrenim Vakfı',
        foundationAddress: 'Çamlıca Sok. No: 7, 34000 Üsküdar / İstanbul',
      },
    });
    assert.equal(saved.statusCode, 200, saved.body);

    // A mail from the words of mail-texts (the verification) and one from the translated
    // messages (the password reset), in both languages: signed with the new name.
    const english = address('vakif.en');
    const turkish = address('vakif.tr');
    assert.equal((await register(english, 'en')).statusCode, 200);
    assert.equal((await register(turkish, 'tr')).statusCode, 200);
    const reset = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/auth/forgot-password',
      headers: lang('tr'),
      payload: { email: turkish },
    });
    assert.ok(reset.statusCode < 300, reset.body);
    const mails = [...(await mailsTo(english)), ...(await mailsTo(turkish))];
    assert.equal(mails.length, 3, mails.map((m) => m.subject).join(' | '));
    for (const mail of mails) {
      assert.match(mail.text, /\n\nDış Ticaret Öğrenim Vakfı$/, mail.subject);
      assert.doesNotMatch(mail.text, /Mesleki Eğitim Vakfı/);
    }

    const receipt = await ctx.app.inject({
      url: `/v1/admin/orders/${paidOrder}/receipt`,
      headers: admin,
    });
    assert.equal(receipt.statusCode, 200);
    const receiptText = pdfText(receipt.rawPayload);
    assert.match(receiptText, /Dış Ticaret Öğrenim Vakfı/);
    assert.match(receiptText, /Çamlıca Sok\. No: 7/);

    const certificate = await ctx.app.inject({ url: certificatePath });
    assert.equal(certificate.statusCode, 200);
    const certificateText = pdfText(certificate.rawPayload);
    assert.match(certificateText, /Dış Ticaret Öğrenim Vakfı/);
    assert.doesNotMatch(certificateText, /Mesleki Eğitim Vakfı|Vocational Education Foundation/);
  });
});
