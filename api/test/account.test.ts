import assert from './support/assert';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { NAME_IDENTIFIER_CLAIM } from '@lms/shared/contracts';
import { schema } from '../src/db';
import { signToken } from '../src/lib/auth';
import { createTestApp, type TestContext } from './helpers';

const DEMO = { email: 'ayse.yilmaz@ornek.com.tr', password: 'Demo1234!' };
const CORPORATE = 'kurumsal@ornek.com.tr';

const individual = (overrides: Record<string, unknown> = {}) => ({
  isCorporate: false,
  name: 'Zeynep',
  surname: 'Çelik',
  citizenNumber: '10000000146',
  phone: '0532 111 2233',
  email: `zeynep.${Math.random().toString(36).slice(2)}@ornek.com.tr`,
  password: 'Guclu#Sifre1',
  confirmPassword: 'Guclu#Sifre1',
  chk_privacy: true,
  chk_membership: true,
  ...overrides,
});

const corporate = (overrides: Record<string, unknown> = {}) =>
  individual({
    isCorporate: true,
    taxNumber: '1234567890',
    taxOffice: 'Kozyatağı',
    companyName: 'Ege Örme A.Ş.',
    address: 'Atatürk Cad. No: 5, Kadıköy / İstanbul',
    ...overrides,
  });

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;

const outbox = mkdtempSync(join(tmpdir(), 'lms-outbox-'));
/** The mails sent so far (the mail worker is drained first: mail is queued, then sent). */
const mailsTo = async (email: string) => {
  await mailing?.app.mailQueue.drain();
  return readdirSync(outbox)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as Record<string, string>)
    .filter((mail) => mail.to === email);
};
/** The app whose mails `mailsTo` reads. */
let mailing: TestContext | undefined;
const resetHashIn = (mail: Record<string, string>) => {
  const match = /http:\/\/platform\.test\/#\/resetpassword\/([A-Za-z0-9_-]+)/.exec(mail.text!);
  assert.ok(match, `no reset link in: ${mail.text}`);
  return match[1]!;
};

describe('account API', () => {
  let ctx: TestContext;
  const saved = { ...process.env };

  before(async () => {
    process.env.MAIL_OUTBOX_DIR = outbox;
    process.env.PLATFORM_URL = 'http://platform.test/';
    ctx = await createTestApp();
    mailing = ctx;
  });
  after(async () => {
    await ctx.close();
    process.env = saved;
    rmSync(outbox, { recursive: true, force: true });
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers });
  const put = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'PUT', url, payload, headers });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const login = async (email: string, password: string) => {
    const response = await post('/v1/auth/login', { email, password });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data.token as string;
  };

  describe('register', () => {
    it('creates an individual account, stores consent times, and returns data.token', async () => {
      const payload = individual({ taxNumber: '999', companyName: 'ignored' });
      const before = Date.now();
      const response = await post('/v1/auth/register', payload);
      assert.equal(response.statusCode, 200, response.body);
      const body = response.json();
      assert.equal(body.success, true);
      assert.equal(body.message, 'Üyeliğiniz oluşturuldu. Hoş geldiniz!');
      assert.deepEqual(body.data.user, {
        id: Number(claimsOf(body.data.token)[NAME_IDENTIFIER_CLAIM]),
        name: 'Zeynep',
        surname: 'Çelik',
        email: payload.email,
        // A new account is a learner: no staff role.
        role: null,
      });

      const [row] = await ctx.database.db
        .select()
        .from(schema.users)
        .where(eq(schema.users.email, payload.email as string));
      assert.ok(row);
      assert.notEqual(row.passwordHash, payload.password);
      assert.equal(row.phone, '05321112233');
      assert.equal(row.taxNumber, '', 'an individual keeps no corporate fields');
      assert.equal(row.companyName, '');
      assert.ok(row.privacyConsentAt.getTime() >= before - 1000);
      assert.ok(row.membershipConsentAt.getTime() >= before - 1000);
    });

    it('creates a corporate account with its four fields', async () => {
      const payload = corporate();
      const response = await post('/v1/auth/register', payload);
      assert.equal(response.statusCode, 200, response.body);
      const token = response.json().data.token as string;
      const profile = await ctx.app.inject({
        url: '/v1/users/getuserprofile',
        headers: bearer(token),
      });
      assert.equal(profile.json().data.companyName, 'Ege Örme A.Ş.');
      assert.equal(profile.json().data.taxNumber, '1234567890');
      assert.equal(profile.json().data.isCorporate, true);
    });

    it('requires the corporate fields for a corporation', async () => {
      const response = await post('/v1/auth/register', corporate({ taxOffice: '', address: '' }));
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json().errors, {
        taxOffice: 'taxOfficeRequired',
        address: 'companyAddressRequired',
      });
    });

    it('refuses missing consents, a bad citizen number, a bad phone and a short or common password', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ chk_privacy: false }, 'chk_privacy', 'privacyMessageError'],
        [{ chk_membership: undefined }, 'chk_membership', 'membershipMessageError'],
        [{ citizenNumber: '10000000145' }, 'citizenNumber', 'citizenNumberInvalid'],
        [{ phone: '532 111 22' }, 'phone', 'invalidPhoneNumber'],
        [
          { password: 'kisa', confirmPassword: 'kisa' },
          'password',
          'passwordErrorMinimumLengthMessage',
        ],
        [
          { password: 'password123', confirmPassword: 'password123' },
          'password',
          'passwordTooCommon',
        ],
        [{ confirmPassword: 'Baska#Sifre1' }, 'confirmPassword', 'passwordConfirmMismatch'],
        [{ email: 'yok@adres' }, 'email', 'emailCorrect'],
      ];
      for (const [overrides, field, key] of cases) {
        const response = await post('/v1/auth/register', individual(overrides));
        assert.equal(response.statusCode, 400, `${field}: ${response.body}`);
        assert.equal(response.json().errors[field], key);
      }
    });

    it('gives a clear message to a second account with the same e-mail, in any letter case', async () => {
      const response = await post(
        '/v1/auth/register',
        individual({ email: 'AYSE.Yilmaz@ornek.com.tr' }),
      );
      assert.equal(response.statusCode, 409);
      assert.match(response.json().message, /zaten var/);
    });
  });

  describe('login', () => {
    it('returns a token whose name-identifier claim is the user id, and the user', async () => {
      const response = await post('/v1/auth/login', {
        email: 'Ayse.Yilmaz@ornek.com.tr',
        password: DEMO.password,
      });
      assert.equal(response.statusCode, 200);
      const { token, user } = response.json().data;
      assert.equal(Number(claimsOf(token)[NAME_IDENTIFIER_CLAIM]), user.id);
      assert.ok(Number(claimsOf(token).exp) > Date.now() / 1000, 'the token expires');
      assert.deepEqual(
        { name: user.name, surname: user.surname, email: user.email },
        { name: 'Ayşe', surname: 'Yılmaz', email: DEMO.email },
      );
    });

    it('answers a wrong password and an unknown e-mail with the same 400 message (never 401)', async () => {
      const wrong = await post('/v1/auth/login', { email: CORPORATE, password: 'Yanlis#123' });
      const unknown = await post('/v1/auth/login', {
        email: 'kimse@ornek.com.tr',
        password: 'Yanlis#123',
      });
      assert.equal(wrong.statusCode, 400);
      assert.equal(unknown.statusCode, 400);
      assert.equal(wrong.json().message, 'E-posta adresi ya da şifre hatalı.');
      assert.equal(unknown.json().message, wrong.json().message);
    });

    it('validates the e-mail and password rules of §5', async () => {
      const empty = await post('/v1/auth/login', {});
      assert.equal(empty.statusCode, 400);
      assert.deepEqual(empty.json().errors, {
        email: 'emailRequired',
        password: 'passwordRequired',
      });
      const short = await post('/v1/auth/login', { email: DEMO.email, password: 'kisa' });
      assert.equal(short.json().errors.password, 'passwordErrorMinimumLengthMessage');
    });
  });

  describe('password reset', () => {
    it('answers a known and an unknown address after the same time: no less than AUTH_RESET_ANSWER_MS', async () => {
      // 14.4 ms for a registered address and 4.9 ms for an unknown one told them
      // apart in 59 of 60 pairs. Both now do the same lookup and quota work, and the answer waits
      // for the same floor (300 ms by default), which the mail's work stays well under.
      const user = individual();
      await post('/v1/auth/register', user);
      for (const email of [user.email as string, 'kimse.yok@ornek.com.tr']) {
        const started = performance.now();
        const answer = await put('/v1/auth/forgot-password', { email });
        const took = performance.now() - started;
        assert.equal(answer.statusCode, 200);
        assert.ok(took >= 295, `${email} answered after ${took.toFixed(1)} ms`);
      }
    });

    it('always gives the same answer, and mails a single-use link only to an account', async () => {
      const user = individual();
      await post('/v1/auth/register', user);
      const known = await put('/v1/auth/forgot-password', { email: user.email });
      const unknown = await put('/v1/auth/forgot-password', { email: 'kimse@ornek.com.tr' });
      assert.equal(known.statusCode, 200);
      assert.deepEqual(unknown.json(), known.json());
      assert.equal((await mailsTo('kimse@ornek.com.tr')).length, 0);

      // The signup's verification mail comes first; the reset link is the next one.
      const [mail] = (await mailsTo(user.email as string)).filter(
        (m) => !/doğrulayın/.test(m.subject!),
      );
      assert.ok(mail, 'a mail in the outbox');
      assert.equal(mail.subject, 'Şifre sıfırlama bağlantınız');
      const hash = resetHashIn(mail);

      const verified = await put('/v1/auth/verifyhash', { resetHash: hash });
      assert.equal(verified.statusCode, 200);
      assert.equal(verified.json().data, true);

      const reset = await put('/v1/auth/reset-password', {
        resetHash: hash,
        newPassword: 'Yeni#Sifre2',
      });
      assert.equal(reset.statusCode, 200, reset.body);
      await login(user.email as string, 'Yeni#Sifre2');
      const old = await post('/v1/auth/login', { email: user.email, password: user.password });
      assert.equal(old.statusCode, 400);

      // Reused: both calls now say the link has expired.
      const again = await put('/v1/auth/reset-password', {
        resetHash: hash,
        newPassword: 'Baska#Sifre3',
      });
      assert.equal(again.statusCode, 400);
      assert.match(again.json().message, /süresi dolmuş/);
      assert.equal((await put('/v1/auth/verifyhash', { resetHash: hash })).statusCode, 400);
    });

    it('refuses an expired link and an unknown one', async () => {
      await put('/v1/auth/forgot-password', { email: CORPORATE });
      const hash = resetHashIn((await mailsTo(CORPORATE)).at(-1)!);
      await ctx.database.db
        .update(schema.passwordResets)
        .set({ expiresAt: new Date(Date.now() - 1000) });
      const expired = await put('/v1/auth/verifyhash', { resetHash: hash });
      assert.equal(expired.statusCode, 400);
      assert.equal(
        expired.json().message,
        'Şifre sıfırlama bağlantısının süresi dolmuş ya da bağlantı daha önce kullanılmış. Lütfen yeni bir bağlantı isteyin.',
      );
      const reset = await put('/v1/auth/reset-password', {
        resetHash: hash,
        newPassword: 'Yeni#Sifre2',
      });
      assert.equal(reset.statusCode, 400);
      await login(CORPORATE, DEMO.password);
      assert.equal((await put('/v1/auth/verifyhash', { resetHash: 'uydurma' })).statusCode, 400);
    });

    it('checks the new password rules', async () => {
      const response = await put('/v1/auth/reset-password', {
        resetHash: 'x',
        newPassword: 'kisa',
      });
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().errors.newPassword, 'passwordErrorMinimumLengthMessage');
    });
  });

  describe('users', () => {
    it('reads and updates the profile, with the §5 rules', async () => {
      const user = individual();
      const token = (await post('/v1/auth/register', user)).json().data.token as string;
      const profile = await ctx.app.inject({
        url: '/v1/users/getuserprofile',
        headers: bearer(token),
      });
      assert.equal(profile.statusCode, 200);
      assert.deepEqual(
        { ...profile.json().data },
        {
          name: 'Zeynep',
          surname: 'Çelik',
          citizenId: '10000000146',
          email: user.email,
          mobilePhone: '05321112233',
          taxNumber: '',
          taxOffice: '',
          companyName: '',
          permitEmail: false,
          permitSms: false,
          isCorporate: false,
          address: '',
          emailVerified: false,
          role: null,
        },
      );

      const update = {
        name: 'Zeynep Nur',
        surname: 'Çelik',
        citizenId: '10000000146',
        email: user.email,
        mobilePhone: '05329998877',
        taxNumber: '',
        taxOffice: '',
        companyName: '',
        permitEmail: true,
        permitSms: false,
      };
      const trio = await put(
        '/v1/users/updateprofile',
        { ...update, taxOffice: 'Kadıköy' },
        bearer(token),
      );
      assert.equal(trio.statusCode, 400);
      assert.deepEqual(trio.json().errors, {
        taxNumber: 'taxFieldsRequired',
        companyName: 'taxFieldsRequired',
      });
      const letters = await put(
        '/v1/users/updateprofile',
        { ...update, taxNumber: '12a', taxOffice: 'Kadıköy', companyName: 'X' },
        bearer(token),
      );
      assert.equal(letters.json().errors.taxNumber, 'taxNumberMustBeNumber');
      const phone = await put(
        '/v1/users/updateprofile',
        { ...update, mobilePhone: '0532' },
        bearer(token),
      );
      assert.equal(phone.json().errors.mobilePhone, 'invalidPhoneNumber');
      const saved = await put('/v1/users/updateprofile', update, bearer(token));
      assert.equal(saved.statusCode, 200, saved.body);
      assert.equal(saved.json().message, 'Bilgileriniz başarıyla güncellendi.');
      const reread = await ctx.app.inject({
        url: '/v1/users/getuserprofile',
        headers: bearer(token),
      });
      assert.equal(reread.json().data.name, 'Zeynep Nur');
      assert.equal(reread.json().data.mobilePhone, '05329998877');
      assert.equal(reread.json().data.permitEmail, true);
    });

    it('changes the address only through a link from the new address; a taken one gets the same answer', async () => {
      const user = individual();
      const token = (await post('/v1/auth/register', user)).json().data.token as string;
      const profile = (
        await ctx.app.inject({ url: '/v1/users/getuserprofile', headers: bearer(token) })
      ).json().data;
      const fresh = `yeni.${Math.random().toString(36).slice(2)}@ornek.com.tr`;
      const change = (email: string) =>
        put('/v1/users/updateprofile', { ...profile, email }, bearer(token));

      const toFree = await change(fresh);
      const toTaken = await change(CORPORATE);
      // Nothing in the answer tells a free address from someone else's.
      assert.equal(toFree.statusCode, 200, toFree.body);
      assert.equal(toTaken.statusCode, 200, toTaken.body);
      assert.deepEqual(toTaken.json(), toFree.json());
      assert.match(toFree.json().message, /Yeni e-posta adresinize bir onay bağlantısı/);
      assert.equal(toFree.json().data.email, user.email);

      // The new address gets the link; the taken address's owner is told, with no link to use.
      const [link] = await mailsTo(fresh);
      assert.equal(link?.subject, 'Yeni e-posta adresinizi onaylayın');
      const token2 = /#\/verify-email\/([\w-]+)/.exec(link!.text!)?.[1];
      assert.ok(token2, link?.text);
      const [notice] = (await mailsTo(CORPORATE)).filter((mail) =>
        /başka bir hesapta kullanılması istendi/.test(mail.text!),
      );
      assert.ok(notice, 'the owner of the taken address is mailed');
      assert.doesNotMatch(notice.text!, /verify-email/);
      // Until the link is opened the account keeps its address, and logs in with it.
      await login(user.email, user.password);

      const used = await put('/v1/auth/verify-email', { token: token2 });
      assert.equal(used.statusCode, 200, used.body);
      const after = (
        await ctx.app.inject({ url: '/v1/users/getuserprofile', headers: bearer(token) })
      ).json().data;
      assert.equal(after.email, fresh);
      assert.equal(after.emailVerified, true);
      await login(fresh, user.password);
      // The old address is told where the account went.
      const [moved] = (await mailsTo(user.email)).filter((mail) =>
        mail.subject!.includes('değiştirildi'),
      );
      assert.match(moved!.text!, new RegExp(fresh.replace(/[.]/g, '\\.')));
      // A link is used once.
      assert.equal((await put('/v1/auth/verify-email', { token: token2 })).statusCode, 400);
    });

    it('refuses a change link whose address was taken meanwhile, and keeps the account as it was', async () => {
      const user = individual();
      const token = (await post('/v1/auth/register', user)).json().data.token as string;
      const profile = (
        await ctx.app.inject({ url: '/v1/users/getuserprofile', headers: bearer(token) })
      ).json().data;
      const wanted = `yaris.${Math.random().toString(36).slice(2)}@ornek.com.tr`;
      await put('/v1/users/updateprofile', { ...profile, email: wanted }, bearer(token));
      const linkToken = /#\/verify-email\/([\w-]+)/.exec((await mailsTo(wanted))[0]!.text!)?.[1];
      // Someone signs up with that address before the link is opened.
      assert.equal(
        (await post('/v1/auth/register', individual({ email: wanted }))).statusCode,
        200,
      );
      const used = await put('/v1/auth/verify-email', { token: linkToken! });
      assert.equal(used.statusCode, 409, used.body);
      const after = (
        await ctx.app.inject({ url: '/v1/users/getuserprofile', headers: bearer(token) })
      ).json().data;
      assert.equal(after.email, user.email);
    });

    it('changes the password only with the right current one', async () => {
      const user = individual();
      const token = (await post('/v1/auth/register', user)).json().data.token as string;
      const body = {
        currentPassword: 'Yanlis#Sifre9',
        newPassword: 'Yeni#Sifre2',
        confirmNewPassword: 'Yeni#Sifre2',
      };
      const wrong = await put('/v1/users/changepassword', body, bearer(token));
      assert.equal(wrong.statusCode, 400);
      assert.equal(wrong.json().message, 'Mevcut şifreniz hatalı.');

      const weak = await put(
        '/v1/users/changepassword',
        {
          ...body,
          currentPassword: user.password,
          newPassword: 'yenisifre',
          confirmNewPassword: 'yenisifre',
        },
        bearer(token),
      );
      assert.equal(weak.json().errors.newPassword, 'passwordStrengthMessage');
      const mismatch = await put(
        '/v1/users/changepassword',
        { ...body, currentPassword: user.password, confirmNewPassword: 'Baska#Sifre3' },
        bearer(token),
      );
      assert.equal(mismatch.json().errors.confirmNewPassword, 'confirmNewPasswordMismatch');

      const done = await put(
        '/v1/users/changepassword',
        { ...body, currentPassword: user.password },
        bearer(token),
      );
      assert.equal(done.statusCode, 200);
      assert.equal(done.json().message, 'Şifreniz başarıyla değiştirildi.');
      await login(user.email as string, 'Yeni#Sifre2');
    });

    it('a password change or reset ends every older session; the changing one goes on', async () => {
      const user = individual();
      const first = (await post('/v1/auth/register', user)).json().data.token as string;
      const otherBrowser = await login(user.email as string, user.password as string);
      const profile = (token: string) =>
        ctx.app.inject({ url: '/v1/users/getuserprofile', headers: bearer(token) });
      // Tokens carry their issue time in seconds: change in a later second than the logins.
      const nextSecond = () =>
        new Promise((resolve) => setTimeout(resolve, 1005 - (Date.now() % 1000)));
      await nextSecond();

      const changed = await put(
        '/v1/users/changepassword',
        {
          currentPassword: user.password,
          newPassword: 'Yeni#Sifre2',
          confirmNewPassword: 'Yeni#Sifre2',
        },
        bearer(first),
      );
      assert.equal(changed.statusCode, 200, changed.body);
      const renewed = changed.json().data.token as string;
      assert.equal(
        claimsOf(renewed)[NAME_IDENTIFIER_CLAIM],
        claimsOf(first)[NAME_IDENTIFIER_CLAIM],
      );
      assert.equal((await profile(renewed)).statusCode, 200);
      for (const stale of [first, otherBrowser]) {
        const refused = await profile(stale);
        assert.equal(refused.statusCode, 401);
        assert.equal(
          refused.json().message,
          'Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.',
        );
      }
      // On a public call a stale token is simply a guest.
      const details = await ctx.app.inject({
        url: '/v1/courses/getcoursedetails/101',
        headers: bearer(first),
      });
      assert.equal(details.statusCode, 200);

      await nextSecond();
      await put('/v1/auth/forgot-password', { email: user.email });
      const hash = resetHashIn((await mailsTo(user.email as string)).at(-1)!);
      const reset = await put('/v1/auth/reset-password', {
        resetHash: hash,
        newPassword: 'Ucuncu#Sifre3',
      });
      assert.equal(reset.statusCode, 200, reset.body);
      assert.equal((await profile(renewed)).statusCode, 401);
      const afterReset = await login(user.email as string, 'Ucuncu#Sifre3');
      assert.equal((await profile(afterReset)).statusCode, 200);
    });

    it("lists the user's own courses with their type ids, and the videos type on top", async () => {
      const token = await login(DEMO.email, DEMO.password);
      const response = await ctx.app.inject({
        url: '/v1/courses/getusercourses',
        headers: bearer(token),
      });
      assert.equal(response.statusCode, 200);
      const body = response.json();
      assert.equal(body.courseTypeId, 1);
      assert.deepEqual(body.data.map((c: { id: number }) => c.id).sort(), [101, 102, 103]);
      for (const course of body.data) {
        assert.equal(typeof course.nameSlug, 'string');
        assert.equal(typeof course.courseTypeId, 'number');
        assert.match(course.thumbnailImagePath, /^http:\/\/api\.test\//);
      }
      const none = await ctx.app.inject({
        url: '/v1/courses/getusercourses',
        headers: bearer(await login(CORPORATE, DEMO.password)),
      });
      assert.deepEqual(none.json().data, []);
    });

    it('answers a missing, tampered or expired token with 401 on every private call', async () => {
      const token = await login(DEMO.email, DEMO.password);
      const [header, payload] = token.split('.');
      const forgedPayload = Buffer.from(
        JSON.stringify({ ...claimsOf(token), [NAME_IDENTIFIER_CLAIM]: '2' }),
      ).toString('base64url');
      const tokens = [
        `${header}.${forgedPayload}.${token.split('.')[2]}`,
        `${header}.${payload}.AAAA`,
        signToken({ userId: 1, sessionId: 'A'.repeat(22) }, -5),
        'uydurma',
      ];
      const calls = [
        { method: 'GET' as const, url: '/v1/users/getuserprofile' },
        { method: 'GET' as const, url: '/v1/courses/getusercourses' },
        { method: 'PUT' as const, url: '/v1/users/updateprofile', payload: {} },
        { method: 'PUT' as const, url: '/v1/users/changepassword', payload: {} },
      ];
      for (const call of calls) {
        assert.equal((await ctx.app.inject(call)).statusCode, 401, `${call.url} without a token`);
        for (const bad of tokens) {
          const response = await ctx.app.inject({ ...call, headers: bearer(bad) });
          assert.equal(response.statusCode, 401, `${call.url} with ${bad}`);
          assert.equal(response.json().success, false);
        }
      }
    });
  });
});

describe('auth rate limits', () => {
  let ctx: TestContext;
  const saved = { ...process.env };
  before(async () => {
    process.env.AUTH_LOGIN_BACKOFF_AFTER = '3';
    process.env.AUTH_RATE_LIMIT_LOGIN_IP = '6';
    process.env.AUTH_RATE_LIMIT_RESET_IP = '2';
    process.env.MAIL_OUTBOX_DIR = outbox;
    ctx = await createTestApp();
  });
  after(async () => {
    await ctx.close();
    process.env = saved;
  });
  const loginAs = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });

  it("slows down this client's tries of one e-mail after repeated failures, even with the right password", async () => {
    for (let i = 0; i < 3; i += 1) {
      assert.equal((await loginAs(DEMO.email, 'Yanlis#123')).statusCode, 400);
    }
    const locked = await loginAs(DEMO.email, DEMO.password);
    assert.equal(locked.statusCode, 429);
    assert.match(locked.json().message, /Çok fazla başarısız giriş/);
    // Another account from the same address still logs in.
    assert.equal((await loginAs(CORPORATE, DEMO.password)).statusCode, 200);
  });

  it('limits login attempts per IP', async () => {
    // Five attempts so far from this IP; the sixth passes, the seventh is refused.
    assert.equal((await loginAs(CORPORATE, DEMO.password)).statusCode, 200);
    const refused = await loginAs(CORPORATE, DEMO.password);
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.json().success, false);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      remoteAddress: '10.0.0.9',
      payload: { email: CORPORATE, password: DEMO.password },
    });
    assert.equal(other.statusCode, 200, 'another IP is not affected');
  });

  it('limits password reset requests per IP', async () => {
    const ask = () =>
      ctx.app.inject({
        method: 'PUT',
        url: '/v1/auth/forgot-password',
        payload: { email: 'a@b.co' },
      });
    assert.equal((await ask()).statusCode, 200);
    assert.equal((await ask()).statusCode, 200);
    assert.equal((await ask()).statusCode, 429);
  });
});
