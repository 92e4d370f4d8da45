import assert from './support/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { schema } from '../src/db';
import { createTestApp, type TestContext } from './helpers';

/** What used to be a 500 or a wrong refusal, one case at a time. */

const outbox = mkdtempSync(join(tmpdir(), 'lms-hostile-outbox-'));
const DEMO = { email: 'ayse.yilmaz@ornek.com.tr', password: 'Demo1234!' };
const INVALID_CHARACTERS = 'Bu alan geçersiz karakterler (ör. kontrol karakterleri) içeriyor.';

const individual = (overrides: Record<string, unknown> = {}) => ({
  isCorporate: false,
  name: 'Zeynep',
  surname: 'Çelik',
  citizenNumber: '10000000146',
  phone: '0532 111 2233',
  email: `zeynep.${Math.random().toString(36).slice(2)}@ornek.com.tr`,
  password: 'Guclu.Sifre1',
  confirmPassword: 'Guclu.Sifre1',
  chk_privacy: true,
  chk_membership: true,
  ...overrides,
});

describe('hostile input', () => {
  let ctx: TestContext;
  let token = '';
  const saved = { ...process.env };

  before(async () => {
    process.env.MAIL_OUTBOX_DIR = outbox;
    ctx = await createTestApp();
    const login = await ctx.app.inject({ method: 'POST', url: '/v1/auth/login', payload: DEMO });
    assert.equal(login.statusCode, 200, login.body);
    token = login.json().data.token;
  });
  after(async () => {
    await ctx.close();
    process.env = saved;
    rmSync(outbox, { recursive: true, force: true });
  });

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A 400 whose message is a translated sentence, and the field's key when one is named. */
  const assertRefused = (
    response: Awaited<ReturnType<typeof send>>,
    field?: string,
    key?: string,
  ) => {
    assert.equal(response.statusCode, 400, response.body);
    const body = response.json();
    assert.equal(body.success, false);
    assert.ok(typeof body.message === 'string' && body.message.length > 0, response.body);
    assert.doesNotMatch(body.message, /Server Error/);
    if (field && key) assert.equal(body.errors?.[field], key, response.body);
  };

  describe('signup per spec §3 and §5', () => {
    it('accepts Guclu.Sifre1: 8+ characters, no special character from #?!@$%^&*-', async () => {
      const response = await send('POST', '/v1/auth/register', individual());
      assert.equal(response.statusCode, 200, response.body);
      assert.ok(response.json().data.token);
    });

    it('accepts a numeric citizenNumber and stores it as the same digits', async () => {
      const payload = individual({ citizenNumber: 10000000146 });
      const response = await send('POST', '/v1/auth/register', payload);
      assert.equal(response.statusCode, 200, response.body);
      const [row] = await ctx.database.db
        .select()
        .from(schema.users)
        .where(eq(schema.users.email, payload.email));
      assert.equal(row?.citizenId, '10000000146');
    });

    it('refuses common passwords with a translated message, in Turkish and English', async () => {
      for (const password of ['password123', '12345678', 'Password123']) {
        const tr = await send(
          'POST',
          '/v1/auth/register',
          individual({ password, confirmPassword: password }),
        );
        assertRefused(tr, 'password', 'passwordTooCommon');
        assert.match(tr.json().message, /çok yaygın/);
      }
      const en = await send(
        'POST',
        '/v1/auth/register',
        individual({ password: '12345678', confirmPassword: '12345678' }),
        { 'accept-language': 'en' },
      );
      assert.match(en.json().message, /too common/);
    });

    it('refuses a common password at reset and at change-password too', async () => {
      const reset = await send('PUT', '/v1/auth/reset-password', {
        resetHash: 'bilinmeyen',
        newPassword: 'password123',
      });
      assertRefused(reset, 'newPassword', 'passwordTooCommon');
      const change = await send('PUT', '/v1/users/changepassword', {
        currentPassword: DEMO.password,
        // Upper, lower, digit and special character, and still on every list.
        newPassword: 'P@ssw0rd',
        confirmNewPassword: 'P@ssw0rd',
      });
      assertRefused(change, 'newPassword', 'passwordTooCommon');
    });

    it('refuses corporate fields of 90 KB', async () => {
      const long = 'ş'.repeat(30_000);
      for (const field of ['taxOffice', 'companyName', 'address']) {
        const response = await send(
          'POST',
          '/v1/auth/register',
          individual({
            isCorporate: true,
            taxNumber: '1234567890',
            taxOffice: 'Kozyatağı',
            companyName: 'Ege Örme A.Ş.',
            address: 'Atatürk Cad. No: 5\nKadıköy / İstanbul',
            [field]: long,
          }),
        );
        assertRefused(response, field, 'fieldTooLong');
      }
    });
  });

  describe('a NUL character or a lone surrogate is a 400, not a 500', () => {
    const nul = 'Ay\u0000şe';

    it('in signup, profile, contact, login, forgot-password and subscribe', async () => {
      assertRefused(
        await send('POST', '/v1/auth/register', individual({ name: nul })),
        'name',
        'invalidCharacters',
      );
      assertRefused(
        await send('POST', '/v1/auth/register', individual({ email: 'a\u0000@ornek.com.tr' })),
        'email',
        'invalidCharacters',
      );
      const profile = await send('GET', '/v1/users/getuserprofile');
      const updated = await send('PUT', '/v1/users/updateprofile', {
        ...profile.json().data,
        companyName: nul,
      });
      assertRefused(updated, 'companyName', 'invalidCharacters');
      assert.equal(updated.json().message, INVALID_CHARACTERS);
      assertRefused(
        await send('POST', '/v1/contacts', {
          fullName: nul,
          email: 'a@ornek.com.tr',
          phoneNumber: '5321234567',
          title: 'Konu',
          description: 'Satır 1\nSatır 2',
        }),
        'fullName',
        'invalidCharacters',
      );
      assertRefused(
        await send('POST', '/v1/auth/login', { email: 'a\u0000@b.com', password: 'Demo1234!' }),
        'email',
        'invalidCharacters',
      );
      assertRefused(
        await send('PUT', '/v1/auth/forgot-password', { email: '\u0000a@b.com' }),
        'email',
        'invalidCharacters',
      );
      assertRefused(
        await send('POST', '/v1/subscribers/subscribe', { email: 'a@b.com\u0000' }),
        'email',
        'invalidCharacters',
      );
    });

    it('in the course search text', async () => {
      assertRefused(
        await send('POST', '/v1/courses/getcourselist', { searchText: 'dış\u0000' }),
        'searchText',
        'invalidCharacters',
      );
    });

    it('in participant names, also a lone surrogate', async () => {
      for (const name of [nul, 'Ali\ud800']) {
        const response = await send('POST', '/v1/orders/makepayment', [
          {
            courseId: 1,
            count: 1,
            paymentMethod: 1,
            participants: [{ name, surname: 'Kaya', email: 'ali@ornek.com.tr' }],
          },
        ]);
        assertRefused(response, '0.participants.0.name', 'invalidCharacters');
      }
    });

    it('as %00 in the course, info page and blog paths', async () => {
      for (const url of [
        '/v1/courses/getcoursedetails/a%00b',
        '/v1/Pages/getpagedetails/aboutus%00',
        '/v1/blogs/getbynameslug/%00',
      ]) {
        const response = await send('GET', url);
        assertRefused(response);
        assert.equal(response.json().message, INVALID_CHARACTERS, url);
      }
    });

    it('keeps line breaks in multi-line text, refuses them in one-line text', async () => {
      const ok = await send('POST', '/v1/contacts', {
        fullName: 'Ali Kaya',
        email: 'ali@ornek.com.tr',
        phoneNumber: '5321234567',
        title: 'Konu',
        description: 'Merhaba,\r\n\tsatır iki',
      });
      assert.equal(ok.statusCode, 200, ok.body);
      assertRefused(
        await send('POST', '/v1/contacts', {
          fullName: 'Ali\nKaya',
          email: 'ali@ornek.com.tr',
          phoneNumber: '5321234567',
          title: 'Konu',
          description: 'Merhaba',
        }),
        'fullName',
        'invalidCharacters',
      );
    });
  });

  describe('an integer above 2,147,483,647 is a 400, not a 500', () => {
    const huge = 2_147_483_648;

    it('in bodies', async () => {
      const cases: [string, string, unknown, string][] = [
        ['POST', '/v1/courses', { courseVideoId: huge, timestamp: 0 }, 'courseVideoId'],
        ['POST', '/v1/courses', { courseVideoId: 1, currentTime: huge }, 'currentTime'],
        ['POST', '/v1/userbaskets', { courseId: huge }, 'courseId'],
        ['DELETE', '/v1/userbaskets', { id: huge }, 'id'],
        ['POST', '/v1/orders/checkparty', { courseId: huge, partyEmail: 'a@b.co' }, 'courseId'],
        ['POST', '/v1/exams/answerquestion', { userTestId: huge, testOptionId: 1 }, 'userTestId'],
      ];
      for (const [method, url, payload, field] of cases) {
        const response = await send(method as 'POST', url, payload);
        assertRefused(response);
        const errors = Object.entries(response.json().errors ?? {});
        assert.ok(
          errors.some(
            ([key, message]) => key.endsWith(field) && /^invalid(Id|Number)$/.test(String(message)),
          ),
          `${url}: ${response.body}`,
        );
      }
      assertRefused(
        await send('POST', '/v1/contacts', {
          fullName: 'Ali Kaya',
          email: 'ali@ornek.com.tr',
          phoneNumber: '5321234567',
          title: 'Konu',
          description: 'Merhaba',
          courseId: huge,
        }),
        'courseId',
        'invalidId',
      );
    });

    it('in path ids and query strings', async () => {
      for (const [method, url] of [
        ['GET', '/v1/courses/getcoursevideo/2147483648'],
        ['POST', '/v1/exams/joincourseexam/2147483648'],
        ['GET', '/v1/exams/gettestquestions/99999999999'],
        ['GET', '/v1/Exams/gettestcertificate?userTestId=2147483648'],
        ['GET', '/v1/Galleries/gallery/getbyid/2147483648'],
      ] as const) {
        const response = await send(method, url);
        assertRefused(response);
        assert.equal(response.json().message, 'Geçersiz kimlik numarası.', url);
      }
    });
  });

  describe('an object where a scalar belongs is a 400, not a 500', () => {
    it('taxNumber {"toString": 1} in signup (open to guests) and in the profile', async () => {
      const signup = await ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/register',
        payload: individual({ isCorporate: true, taxNumber: { toString: 1 } }),
      });
      assertRefused(signup, 'taxNumber');
      const profile = await send('GET', '/v1/users/getuserprofile');
      assertRefused(
        await send('PUT', '/v1/users/updateprofile', {
          ...profile.json().data,
          taxNumber: { toString: 1 },
        }),
        'taxNumber',
      );
    });

    it('the profile refuses the T.C. numbers signup refuses', async () => {
      const profile = (await send('GET', '/v1/users/getuserprofile')).json().data;
      for (const citizenId of ['0', '00000000000', '12345678901']) {
        assertRefused(
          await send('PUT', '/v1/users/updateprofile', { ...profile, citizenId }),
          'citizenId',
          'citizenNumberInvalid',
        );
      }
    });
  });
});
