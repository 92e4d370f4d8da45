import trCommon from '../../locales/tr.json';
import enCommon from '../../locales/en.json';
import { issuesOf } from '../testing/issues';
import { buildProfile } from '../testing/factories';
import { buildTcKimlikNo } from '../testing/identity';
import {
  CONSENT_KINDS,
  changePasswordSchema,
  consentsResponseSchema,
  deleteAccountSchema,
  myDataSchema,
  updateConsentsSchema,
  userProfileSchema,
  verifyEmailSchema,
} from './users';

// What the account page sends: the profile without the two read-only fields.
const { emailVerified: _verified, role: _role, ...profile } = buildProfile();
const company = { taxNumber: '1234567890', taxOffice: 'Kozyatağı', companyName: 'Ege Örme A.Ş.' };

describe('the profile (PUT /v1/users/updateprofile, spec §3 and §5)', () => {
  it('takes a person, trimmed, with the three tax fields and both permissions defaulted', () => {
    const {
      taxNumber: _n,
      taxOffice: _o,
      companyName: _c,
      permitEmail: _e,
      permitSms: _s,
      ...bare
    } = profile;
    expect(userProfileSchema.parse({ ...bare, name: '  Ayşe ', surname: ' Yılmaz  ' })).toEqual({
      ...bare,
      name: 'Ayşe',
      surname: 'Yılmaz',
      taxNumber: '',
      taxOffice: '',
      companyName: '',
      permitEmail: false,
      permitSms: false,
    });
  });

  it('takes a company with all three tax fields, and a number for the T.C. Kimlik No', () => {
    const citizenId = buildTcKimlikNo(4242);
    expect(
      userProfileSchema.parse({ ...profile, ...company, citizenId: Number(citizenId) }),
    ).toMatchObject({ ...company, citizenId });
  });

  it('refuses a T.C. Kimlik No whose check digits are wrong, with the signup message', () => {
    const valid = buildTcKimlikNo(77);
    const wrong = `${valid.slice(0, 10)}${(Number(valid[10]) + 1) % 10}`;
    expect(issuesOf(userProfileSchema, { ...profile, citizenId: valid })).toEqual({});
    expect(issuesOf(userProfileSchema, { ...profile, citizenId: wrong })).toEqual({
      citizenId: 'citizenNumberInvalid',
    });
  });

  it.each([
    ['name', 'nameRequired'],
    ['surname', 'surenameRequired'],
    ['mobilePhone', 'phoneNumberRequired'],
  ])('asks for the %s with %s', (field, key) => {
    expect(issuesOf(userProfileSchema, { ...profile, [field]: ' ' })).toEqual({ [field]: key });
  });

  it.each([
    ['citizenId', '', 'citizenNumberRequired'],
    ['citizenId', '12a', 'citizenNumberRequired'],
    ['email', '', 'emailRequired'],
    ['email', 'x@y', 'emailCorrect'],
  ])('refuses the %s %j with %s', (field, value, key) => {
    expect(issuesOf(userProfileSchema, { ...profile, [field]: value })).toEqual({ [field]: key });
  });

  it('says what is wrong with a field beside a missing tax field', () => {
    expect(issuesOf(userProfileSchema, { ...profile, email: '', taxOffice: 'Kadıköy' })).toEqual({
      email: 'emailRequired',
      taxNumber: 'taxFieldsRequired',
      companyName: 'taxFieldsRequired',
    });
  });

  it('takes the mobile phone as 11 digits, grouped or not', () => {
    for (const mobilePhone of ['05321234567', '0532 123 4567', ' 0532 1234567 ']) {
      expect(issuesOf(userProfileSchema, { ...profile, mobilePhone })).toEqual({});
    }
    for (const mobilePhone of ['0532123456', '053212345678', '0532-123-4567', '0532 123 456a']) {
      expect(issuesOf(userProfileSchema, { ...profile, mobilePhone })).toEqual({
        mobilePhone: 'invalidPhoneNumber',
      });
    }
    expect(issuesOf(userProfileSchema, { ...profile, mobilePhone: '0'.repeat(21) })).toEqual({
      mobilePhone: 'invalidPhoneNumber',
    });
  });

  it('asks for each tax field another one was given without', () => {
    expect(issuesOf(userProfileSchema, { ...profile, taxNumber: '1234567890' })).toEqual({
      taxOffice: 'taxFieldsRequired',
      companyName: 'taxFieldsRequired',
    });
    expect(issuesOf(userProfileSchema, { ...profile, companyName: 'Ege Örme A.Ş.' })).toEqual({
      taxNumber: 'taxFieldsRequired',
      taxOffice: 'taxFieldsRequired',
    });
    expect(issuesOf(userProfileSchema, { ...profile, ...company, taxOffice: '   ' })).toEqual({
      taxOffice: 'taxFieldsRequired',
    });
  });

  it('takes only digits for a tax number, at most 11 of them', () => {
    expect(
      issuesOf(userProfileSchema, { ...profile, ...company, taxNumber: '12345678901' }),
    ).toEqual({});
    for (const taxNumber of ['123456789012', '12 345', '12345678a0']) {
      expect(issuesOf(userProfileSchema, { ...profile, ...company, taxNumber })).toEqual({
        taxNumber: 'taxNumberMustBeNumber',
      });
    }
  });

  it('bounds the tax office at 100 characters and the company name at 200', () => {
    const at = (taxOffice: string, companyName: string) =>
      issuesOf(userProfileSchema, { ...profile, ...company, taxOffice, companyName });
    expect(at('o'.repeat(100), 'c'.repeat(200))).toEqual({});
    expect(at('o'.repeat(101), 'c'.repeat(201))).toEqual({
      taxOffice: 'fieldTooLong',
      companyName: 'fieldTooLong',
    });
  });

  it('refuses a link in a name, and a permission that is not a yes or no', () => {
    expect(issuesOf(userProfileSchema, { ...profile, name: 'www.ornek.com' })).toEqual({
      name: 'nameNoLinks',
    });
    expect(issuesOf(userProfileSchema, { ...profile, permitSms: 'evet' })).toEqual({
      permitSms: expect.any(String),
    });
  });

  it('says nothing of the tax trio when a field is missing altogether', () => {
    const { name: _name, ...nameless } = profile;
    expect(issuesOf(userProfileSchema, { ...nameless, taxNumber: '1234567890' })).toEqual({
      name: expect.any(String),
    });
  });
});

describe('the e-mail verification token (PUT /v1/auth/verify-email)', () => {
  it('takes 16 to 128 URL-safe characters, trimmed', () => {
    for (const token of ['a'.repeat(16), 'A-z_09'.repeat(20).slice(0, 128), ' abcdefghijklmnop ']) {
      expect(issuesOf(verifyEmailSchema, { token })).toEqual({});
    }
  });

  it.each([
    ['15 characters', 'a'.repeat(15)],
    ['129 characters', 'a'.repeat(129)],
    ['a dot at the end', `${'a'.repeat(16)}.`],
    ['a dot at the start', `.${'a'.repeat(16)}`],
    ['a slash', `${'a'.repeat(16)}/x`],
    ['a space inside', `${'a'.repeat(8)} ${'a'.repeat(8)}`],
    ['nothing', ''],
  ])('refuses %s with verifyEmailInvalid', (_what, token) => {
    expect(issuesOf(verifyEmailSchema, { token })).toEqual({ token: 'verifyEmailInvalid' });
  });
});

describe('change password (PUT /v1/users/changepassword)', () => {
  const passwords = {
    currentPassword: ' Eski#Sifre1 ',
    newPassword: 'Yeni#Sifre2 ',
    confirmNewPassword: 'Yeni#Sifre2 ',
  };

  it('asks for a new password, and a strong one', () => {
    expect(issuesOf(changePasswordSchema, { ...passwords, newPassword: '' })).toEqual({
      newPassword: 'newPasswordRequired',
      confirmNewPassword: 'confirmNewPasswordMismatch',
    });
    expect(
      issuesOf(changePasswordSchema, {
        ...passwords,
        newPassword: 'kucuk#harf1',
        confirmNewPassword: 'kucuk#harf1',
      }),
    ).toEqual({ newPassword: 'passwordStrengthMessage' });
  });

  it('asks for a capital, a small letter, a digit, a sign and eight characters, each on its own', () => {
    for (const weak of ['Kucuk#harf', 'BUYUK#HARF1', 'kucuk#harf1', 'NoSpecial12', 'Ks#1']) {
      expect(
        issuesOf(changePasswordSchema, {
          ...passwords,
          newPassword: weak,
          confirmNewPassword: weak,
        }),
      ).toEqual({ newPassword: 'passwordStrengthMessage' });
    }
  });

  it('keeps the spaces a password was typed with', () => {
    expect(changePasswordSchema.parse(passwords)).toEqual(passwords);
  });

  it('refuses a password over 128 characters in any of the three fields', () => {
    const long = `Aa#1${'x'.repeat(125)}`;
    expect(
      issuesOf(changePasswordSchema, {
        currentPassword: long,
        newPassword: long,
        confirmNewPassword: long,
      }),
    ).toEqual({
      currentPassword: 'passwordTooLong',
      newPassword: 'passwordTooLong',
      confirmNewPassword: 'passwordTooLong',
    });
    const longest = long.slice(0, 128);
    expect(
      issuesOf(changePasswordSchema, {
        currentPassword: longest,
        newPassword: longest,
        confirmNewPassword: longest,
      }),
    ).toEqual({});
  });

  it('says only that the confirmation is missing, not that it differs, while it is empty', () => {
    expect(issuesOf(changePasswordSchema, { ...passwords, confirmNewPassword: '' })).toEqual({
      confirmNewPassword: 'confirmNewPasswordRequired',
    });
  });

  it('says the confirmation differs beside another field’s refusal', () => {
    expect(
      issuesOf(changePasswordSchema, {
        ...passwords,
        currentPassword: '',
        confirmNewPassword: 'Yeni#Sifre3',
      }),
    ).toEqual({
      currentPassword: 'currentPasswordRequired',
      confirmNewPassword: 'confirmNewPasswordMismatch',
    });
  });
});

describe('consents (GET /v1/users/getconsents, PUT /v1/users/updateconsents)', () => {
  const entry = {
    kind: 'marketingEmail',
    granted: true,
    version: 'a1b2c3',
    source: 'signup',
    at: '2026-11-01T10:00:00.000Z',
  };

  it('has the four kinds the signup and the account page record', () => {
    expect(CONSENT_KINDS).toEqual([
      'informationNotice',
      'membership',
      'marketingEmail',
      'marketingSms',
    ]);
  });

  it('reads the consents in force with their history, and refuses a kind it does not know', () => {
    const answer = { permitEmail: true, permitSms: false, newsletter: true, history: [entry] };
    expect(consentsResponseSchema.parse(answer)).toEqual(answer);
    expect(
      issuesOf(consentsResponseSchema, { ...answer, history: [{ ...entry, kind: 'cookies' }] }),
    ).toEqual({ 'history.0.kind': expect.any(String) });
  });

  it('needs all three choices to update them', () => {
    const choices = { permitEmail: false, permitSms: true, newsletter: false };
    expect(updateConsentsSchema.parse(choices)).toEqual(choices);
    for (const field of Object.keys(choices)) {
      const { [field]: _left, ...rest } = choices as Record<string, boolean>;
      expect(Object.keys(issuesOf(updateConsentsSchema, rest))).toEqual([field]);
    }
  });
});

describe('closing the account (POST /v1/users/deleteaccount)', () => {
  it('asks for the password again, as typed', () => {
    expect(deleteAccountSchema.parse({ password: ' Guclu#Sifre1 ' })).toEqual({
      password: ' Guclu#Sifre1 ',
    });
    expect(issuesOf(deleteAccountSchema, { password: '' })).toEqual({
      password: 'passwordRequired',
    });
    expect(issuesOf(deleteAccountSchema, { password: 'x'.repeat(129) })).toEqual({
      password: 'passwordTooLong',
    });
  });
});

describe('the person’s data file (GET /v1/users/downloadmydata)', () => {
  it('reads every part of the file, and refuses one with a part missing', () => {
    const file = {
      exportedAt: '2026-11-28T10:00:00.000Z',
      profile: { name: 'Ayşe' },
      consents: [],
      newsletter: false,
      orders: [{ id: 1 }],
      seats: [],
      progress: { videos: [], completedCourses: [] },
      examAttempts: [],
      certificates: [],
      contactMessages: [],
    };
    expect(myDataSchema.parse(file)).toEqual(file);
    for (const part of Object.keys(file)) {
      const { [part]: _left, ...rest } = file as Record<string, unknown>;
      expect(Object.keys(issuesOf(myDataSchema, rest))).toEqual([part]);
    }
    expect(Object.keys(issuesOf(myDataSchema, { ...file, progress: { videos: [] } }))).toEqual([
      'progress.completedCourses',
    ]);
  });
});

it('has Turkish and English text for every message the account page can show', () => {
  const keys = [
    'nameRequired',
    'surenameRequired',
    'nameNoLinks',
    'citizenNumberRequired',
    'citizenNumberInvalid',
    'emailRequired',
    'emailCorrect',
    'phoneNumberRequired',
    'invalidPhoneNumber',
    'taxFieldsRequired',
    'taxNumberMustBeNumber',
    'fieldTooLong',
    'currentPasswordRequired',
    'newPasswordRequired',
    'passwordStrengthMessage',
    'passwordTooLong',
    'confirmNewPasswordRequired',
    'confirmNewPasswordMismatch',
  ];
  for (const key of keys) {
    expect([key, (trCommon as Record<string, string>)[key]]).toEqual([key, expect.any(String)]);
    expect([key, (enCommon as Record<string, string>)[key]]).toEqual([key, expect.any(String)]);
  }
});
