import trCommon from '../../locales/tr.json';
import enCommon from '../../locales/en.json';
import fc from 'fast-check';
import {
  forgotPasswordSchema,
  loginSchema,
  personNameField,
  registerSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  sessionIdParamsSchema,
  tokenResponseSchema,
  verifyHashSchema,
} from './auth';
import { issuesOf } from '../testing/issues';

type Schema = {
  safeParse: (value: unknown) => {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
};

/** The message key the schema gives `field` for `value`, or undefined when the field passes. */
const keyFor = (schema: Schema, value: object, field: string) =>
  schema.safeParse(value).error?.issues.find((issue) => issue.path[0] === field)?.message;

const individual = {
  isCorporate: false,
  name: 'Ayşe',
  surname: 'Yılmaz',
  citizenNumber: '10000000146',
  phone: '0532 123 4567',
  email: 'ayse@ornek.com.tr',
  password: 'Guclu#Sifre1',
  confirmPassword: 'Guclu#Sifre1',
  chk_privacy: true,
  chk_membership: true,
};
const corporate = {
  ...individual,
  isCorporate: true,
  taxNumber: '1234567890',
  taxOffice: 'Kozyatağı',
  companyName: 'Ege Örme A.Ş.',
  address: 'Kadıköy / İstanbul',
};

const used = new Set<string>();
const expectKey = (schema: Schema, value: object, field: string, key: string) => {
  used.add(key);
  expect(keyFor(schema, value, field)).toBe(key);
};

describe('validation rules of spec §5, one message key each', () => {
  it('valid payloads pass', () => {
    expect(registerSchema.safeParse(individual).success).toBe(true);
    expect(registerSchema.safeParse(corporate).success).toBe(true);
    expect(loginSchema.safeParse({ email: 'a@b.co', password: '12345678' }).success).toBe(true);
    expect(
      resetPasswordFormSchema.safeParse({
        password: 'Guclu#Sifre1',
        confirmPassword: 'Guclu#Sifre1',
      }).success,
    ).toBe(true);
  });

  describe('e-mail (login, signup, forgot password)', () => {
    it('emailRequired', () => {
      expectKey(loginSchema, { email: ' ', password: '12345678' }, 'email', 'emailRequired');
      expectKey(forgotPasswordSchema, { email: '' }, 'email', 'emailRequired');
      expectKey(registerSchema, { ...individual, email: '' }, 'email', 'emailRequired');
    });
    it('emailCorrect', () => {
      expectKey(loginSchema, { email: 'ali@firma', password: '12345678' }, 'email', 'emailCorrect');
      expectKey(forgotPasswordSchema, { email: 'ali firma@x.com' }, 'email', 'emailCorrect');
      expectKey(registerSchema, { ...individual, email: 'x@' }, 'email', 'emailCorrect');
    });
  });

  describe('password (login, signup)', () => {
    it('passwordRequired', () => {
      expectKey(loginSchema, { email: 'a@b.co', password: '' }, 'password', 'passwordRequired');
      expectKey(registerSchema, { ...individual, password: '' }, 'password', 'passwordRequired');
    });
    it('passwordErrorMinimumLengthMessage', () => {
      expectKey(
        loginSchema,
        { email: 'a@b.co', password: '1234567' },
        'password',
        'passwordErrorMinimumLengthMessage',
      );
      expect(keyFor(loginSchema, { email: 'a@b.co', password: '12345678' }, 'password')).toBe(
        undefined,
      );
    });
    it('passwordTooLong', () => {
      expectKey(
        loginSchema,
        { email: 'a@b.co', password: 'a'.repeat(129) },
        'password',
        'passwordTooLong',
      );
    });
  });

  describe('signup', () => {
    it('nameRequired', () =>
      expectKey(registerSchema, { ...individual, name: ' ' }, 'name', 'nameRequired'));
    it('surenameRequired', () =>
      expectKey(registerSchema, { ...individual, surname: '' }, 'surname', 'surenameRequired'));
    it('citizenNumberRequired: required and numeric', () => {
      expectKey(
        registerSchema,
        { ...individual, citizenNumber: '' },
        'citizenNumber',
        'citizenNumberRequired',
      );
      expectKey(
        registerSchema,
        { ...individual, citizenNumber: '-1000000014' },
        'citizenNumber',
        'citizenNumberRequired',
      );
      expectKey(
        registerSchema,
        { ...individual, citizenNumber: '1000000014a' },
        'citizenNumber',
        'citizenNumberRequired',
      );
    });
    it('citizenNumberInvalid: the T.C. Kimlik No checksum', () =>
      expectKey(
        registerSchema,
        { ...individual, citizenNumber: '10000000145' },
        'citizenNumber',
        'citizenNumberInvalid',
      ));
    it('phoneNumberRequired', () =>
      expectKey(registerSchema, { ...individual, phone: '' }, 'phone', 'phoneNumberRequired'));
    it('invalidPhoneNumber: exactly 11 digits as 4+3+4', () => {
      expectKey(
        registerSchema,
        { ...individual, phone: '532 123 4567' },
        'phone',
        'invalidPhoneNumber',
      );
      expectKey(
        registerSchema,
        { ...individual, phone: '0532 1234 567' },
        'phone',
        'invalidPhoneNumber',
      );
      expect(keyFor(registerSchema, { ...individual, phone: '05321234567' }, 'phone')).toBe(
        undefined,
      );
    });
    it('signup and reset take any password of 8+ characters (spec §5, NIST 800-63B)', () => {
      for (const password of ['gucsuzsifre', 'Guclu.Sifre1', 'uzun bir cümle şifre']) {
        expect(
          keyFor(
            registerSchema,
            { ...individual, password, confirmPassword: password },
            'password',
          ),
        ).toBe(undefined);
        expect(
          keyFor(resetPasswordSchema, { resetHash: 'h', newPassword: password }, 'newPassword'),
        ).toBe(undefined);
      }
    });
    it('accepts a numeric citizenNumber and keeps it as digits (spec §3)', () => {
      const parsed = registerSchema.parse({ ...individual, citizenNumber: 10000000146 });
      expect(parsed.citizenNumber).toBe('10000000146');
      expectKey(
        registerSchema,
        { ...individual, citizenNumber: 10000000145 },
        'citizenNumber',
        'citizenNumberInvalid',
      );
      for (const missing of [undefined, null, 1.5, []]) {
        expectKey(
          registerSchema,
          { ...individual, citizenNumber: missing },
          'citizenNumber',
          'citizenNumberRequired',
        );
      }
    });
    it('passwordConfirmRequired', () =>
      expectKey(
        registerSchema,
        { ...individual, confirmPassword: '' },
        'confirmPassword',
        'passwordConfirmRequired',
      ));
    it('passwordConfirmMismatch', () =>
      expectKey(
        registerSchema,
        { ...individual, confirmPassword: 'Guclu#Sifre2' },
        'confirmPassword',
        'passwordConfirmMismatch',
      ));
    it('privacyMessageError: the box must really be checked', () => {
      expectKey(
        registerSchema,
        { ...individual, chk_privacy: false },
        'chk_privacy',
        'privacyMessageError',
      );
      expectKey(
        registerSchema,
        { ...individual, chk_privacy: undefined },
        'chk_privacy',
        'privacyMessageError',
      );
      expectKey(
        registerSchema,
        { ...individual, chk_privacy: 'true' },
        'chk_privacy',
        'privacyMessageError',
      );
    });
    it('membershipMessageError: the box must really be checked', () => {
      expectKey(
        registerSchema,
        { ...individual, chk_membership: false },
        'chk_membership',
        'membershipMessageError',
      );
      expectKey(
        registerSchema,
        { ...individual, chk_membership: null },
        'chk_membership',
        'membershipMessageError',
      );
    });
    it('taxNumberRequired (corporations only)', () => {
      expectKey(registerSchema, { ...corporate, taxNumber: '' }, 'taxNumber', 'taxNumberRequired');
      expectKey(
        registerSchema,
        { ...corporate, taxNumber: null },
        'taxNumber',
        'taxNumberRequired',
      );
      expect(keyFor(registerSchema, { ...individual, taxNumber: null }, 'taxNumber')).toBe(
        undefined,
      );
    });
    it('taxOfficeRequired', () =>
      expectKey(
        registerSchema,
        { ...corporate, taxOffice: ' ' },
        'taxOffice',
        'taxOfficeRequired',
      ));
    it('companyNameRequired', () =>
      expectKey(
        registerSchema,
        { ...corporate, companyName: '' },
        'companyName',
        'companyNameRequired',
      ));
    it('companyAddressRequired', () =>
      expectKey(
        registerSchema,
        { ...corporate, address: '' },
        'address',
        'companyAddressRequired',
      ));
    it('taxNumberDigits: 10 or 11 digits', () => {
      expectKey(
        registerSchema,
        { ...corporate, taxNumber: '12345' },
        'taxNumber',
        'taxNumberDigits',
      );
      expectKey(
        registerSchema,
        { ...corporate, taxNumber: '12345678a0' },
        'taxNumber',
        'taxNumberDigits',
      );
    });
  });

  describe('reset password', () => {
    const form = { password: 'YeniSifre', confirmPassword: 'YeniSifre' };
    it('passwordRequired and passwordErrorMinimumLengthMessage', () => {
      expectKey(resetPasswordFormSchema, { ...form, password: '' }, 'password', 'passwordRequired');
      expectKey(
        resetPasswordFormSchema,
        { password: 'kisa', confirmPassword: 'kisa' },
        'password',
        'passwordErrorMinimumLengthMessage',
      );
      expectKey(
        resetPasswordSchema,
        { resetHash: 'h', newPassword: 'kisa' },
        'newPassword',
        'passwordErrorMinimumLengthMessage',
      );
    });
    it('passwordConfirmRequired and passwordConfirmMismatch', () => {
      expectKey(
        resetPasswordFormSchema,
        { ...form, confirmPassword: '' },
        'confirmPassword',
        'passwordConfirmRequired',
      );
      expectKey(
        resetPasswordFormSchema,
        { ...form, confirmPassword: 'BaskaSifre' },
        'confirmPassword',
        'passwordConfirmMismatch',
      );
    });
    it('resetHashRequired', () => {
      expectKey(verifyHashSchema, { resetHash: '' }, 'resetHash', 'resetHashRequired');
      expectKey(
        resetPasswordSchema,
        { resetHash: ' ', newPassword: 'YeniSifre' },
        'resetHash',
        'resetHashRequired',
      );
    });
  });

  it('cross-field rules are reported along with the other field errors', () => {
    const messages = (schema: Schema, value: object | null) =>
      schema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(
      messages(registerSchema, { ...corporate, name: '', confirmPassword: 'x', taxOffice: '' }),
    ).toEqual(
      expect.arrayContaining(['nameRequired', 'passwordConfirmMismatch', 'taxOfficeRequired']),
    );
    expect(messages(registerSchema, null)).toBeDefined();
  });

  it('every key the client may show has Turkish and English text', () => {
    const clientKeys = [...used];
    for (const key of clientKeys) {
      expect([key, (trCommon as Record<string, string>)[key]]).toEqual([key, expect.any(String)]);
      expect([key, (enCommon as Record<string, string>)[key]]).toEqual([key, expect.any(String)]);
    }
    // The change-password text states the real rule (the original's only said letters and a number).
    expect(trCommon.passwordStrengthMessage).toMatch(
      /büyük harf.*küçük harf.*rakam.*#\?!@\$%\^&\*-/,
    );
  });
});

describe('personNameField (names are mailed to other people)', () => {
  const name = personNameField().min(1, 'nameRequired');
  const refusal = (value: string) => name.safeParse(value).error?.issues[0]?.message;

  it('refuses a link, a domain name or an e-mail address', () => {
    for (const value of [
      'KAZANDINIZ! http://evil.example/odul',
      'www.odul',
      'evil.example',
      'ayse@evil.example',
      'ftp://x',
      'Ödül.Kazan',
    ]) {
      expect(refusal(value)).toBe('nameNoLinks');
    }
  });

  it('keeps Turkish names, apostrophes, hyphens and initials', () => {
    for (const value of ['Ayşe Nur', 'Çağrı-Şükrü', "D'Angelo", 'A. Kemal', 'İpek Ö.', 'Ğ']) {
      expect(name.safeParse(value).success).toBe(true);
    }
  });

  it('refuses any text with "://" in it, wherever it stands', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), (before, after) => {
        const value = `${before}://${after}`.slice(0, 100);
        expect(name.safeParse(value).success).toBe(false);
      }),
    );
  });
});

describe('the edges of signup, login and sessions', () => {
  it('reads an individual with no consents and no company when they are left out', () => {
    const { isCorporate: _, ...without } = individual;
    expect(registerSchema.parse(without)).toMatchObject({
      isCorporate: false,
      permitEmail: false,
      permitSms: false,
    });
  });

  it('takes a T.C. number typed as a number of at most 11 digits, and no larger', () => {
    expect(registerSchema.parse({ ...individual, citizenNumber: 10000000146 }).citizenNumber).toBe(
      '10000000146',
    );
    expect(issuesOf(registerSchema, { ...individual, citizenNumber: 100_000_000_000 })).toEqual({
      citizenNumber: 'citizenNumberInvalid',
    });
    for (const citizenNumber of [1.5, -1]) {
      expect(issuesOf(registerSchema, { ...individual, citizenNumber })).toEqual({
        citizenNumber: 'citizenNumberRequired',
      });
    }
  });

  it("keeps a password's spaces, and says an address or a tax number is too long by its rule", () => {
    expect(loginSchema.parse({ email: 'a@b.co', password: ' Gizli sifre 1 ' }).password).toBe(
      ' Gizli sifre 1 ',
    );
    expect(
      issuesOf(loginSchema, { email: `${'a'.repeat(245)}@ornek.com`, password: 'x'.repeat(8) }),
    ).toEqual({
      email: 'emailCorrect',
    });
    expect(issuesOf(registerSchema, { ...corporate, taxNumber: '123456789012' })).toEqual({
      taxNumber: 'taxNumberDigits',
    });
    expect(issuesOf(registerSchema, { ...individual, citizenNumber: '123456789012' })).toEqual({
      citizenNumber: 'citizenNumberInvalid',
    });
    expect(issuesOf(registerSchema, { ...individual, phone: '0532 123 4567 89 01 23' })).toEqual({
      phone: 'invalidPhoneNumber',
    });
    for (const taxNumber of ['x1234567890', '1234567890x']) {
      expect(issuesOf(registerSchema, { ...corporate, taxNumber })).toEqual({
        taxNumber: 'taxNumberDigits',
      });
    }
    const address = 'Merkez Mah. No: 1\nKadıköy / İstanbul';
    expect(registerSchema.parse({ ...corporate, address }).address).toBe(address);
  });

  it('waits with the cross-field rules while a field has the wrong type, and never throws', () => {
    const hostile = { ...corporate, taxNumber: { toString: 1 } };
    expect(() => registerSchema.safeParse(hostile)).not.toThrow();
    expect(issuesOf(registerSchema, hostile)).toHaveProperty('taxNumber');
    const mismatch = { ...individual, name: '', confirmPassword: 'Baska#Sifre1' };
    expect(issuesOf(registerSchema, mismatch)).toEqual({
      name: 'nameRequired',
      confirmPassword: 'passwordConfirmMismatch',
    });
    // A box left unticked (zod alone would stop there) does not hide the mismatch either.
    expect(issuesOf(registerSchema, { ...mismatch, name: 'Ayşe', chk_privacy: false })).toEqual({
      chk_privacy: 'privacyMessageError',
      confirmPassword: 'passwordConfirmMismatch',
    });
    // A T.C. number of the wrong type (neither text nor a number) waits like any wrong type.
    expect(issuesOf(registerSchema, { ...mismatch, name: 'Ayşe', citizenNumber: true })).toEqual({
      citizenNumber: 'citizenNumberRequired',
    });
    expect(() => registerSchema.safeParse(null)).not.toThrow();
    expect(() => registerSchema.safeParse('kayıt')).not.toThrow();
  });

  it('reads a token, and a session id of 1 to 64 characters', () => {
    expect(tokenResponseSchema.parse({ token: 'jwt' })).toEqual({ token: 'jwt' });
    expect(sessionIdParamsSchema.parse({ id: ' s-1 ' })).toEqual({ id: 's-1' });
    expect(issuesOf(sessionIdParamsSchema, { id: 's'.repeat(64) })).toEqual({});
    for (const id of ['', 's'.repeat(65)]) {
      expect(issuesOf(sessionIdParamsSchema, { id })).toEqual({ id: 'sessionNotFound' });
    }
    expect(issuesOf(verifyHashSchema, { resetHash: 'h'.repeat(201) })).toEqual({
      resetHash: 'resetHashRequired',
    });
  });
});
