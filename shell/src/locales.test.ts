import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import tr from '@lms/shared/locales/tr.json';
import en from '@lms/shared/locales/en.json';

/** Every message key the spec names (§2, §5, §8). */
const SPEC_KEYS = [
  'courseEmpty',
  'blogsEmpty',
  'galleryEmpty',
  'emptyBasketMessage',
  'emtptyParticipantsError',
  'emailRequired',
  'emailCorrect',
  'emailIncorrect',
  'emailExist',
  'passwordRequired',
  'passwordErrorMinimumLengthMessage',
  'nameRequired',
  'surenameRequired',
  'surnameRequired',
  'citizenNumberRequired',
  'phoneNumberRequired',
  'invalidPhoneNumber',
  'taxNumberRequired',
  'taxOfficeRequired',
  'companyNameRequired',
  'companyAddressRequired',
  'passwordConfirmRequired',
  'passwordConfirmMismatch',
  'membershipMessageError',
  'privacyMessageError',
  'taxFieldsRequired',
  'subjectRequired',
  'messageRequired',
  'successfullUpdateMessage',
  'contactSuccess',
  'subsribeSuccessMessage',
  'forgotPasswordSuccessfull',
  'changePasswordSuccessfull',
  'resetPasswordExpire',
  'paymentfail',
  'orderFailMessage',
  'error',
];

const root = join(__dirname, '..', '..');

/** Message keys used by the shared zod contracts must be translated too. */
const contractKeys = () => {
  const dir = join(root, 'shared/src/contracts');
  const keys = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.includes('.test.'))) {
    const text = readFileSync(join(dir, file), 'utf8');
    // a key is a `message:`/`error:` value or the last argument of a zod call: `, 'key')`
    for (const match of text.matchAll(/(?:message: '|error: '|, ')([a-zA-Z]+)'(?=[),\s])/g)) {
      if (
        /(message|error): '|\)/.test(text.slice(match.index, match.index + match[0].length + 1))
      ) {
        keys.add(match[1]!);
      }
    }
  }
  return [...keys];
};

describe('common translations', () => {
  it.each(SPEC_KEYS)('has spec key %s in Turkish and English', (key) => {
    expect((tr as Record<string, string>)[key]).toEqual(expect.any(String));
    expect((en as Record<string, string>)[key]).toEqual(expect.any(String));
  });

  it('has every contract message key in both languages', () => {
    const keys = contractKeys();
    expect(keys.length).toBeGreaterThan(20);
    expect(keys.filter((key) => !(key in tr))).toEqual([]);
    expect(keys.filter((key) => !(key in en))).toEqual([]);
  });

  it('has the same keys in both languages, for the shell and every remote', () => {
    expect(Object.keys(tr).sort()).toEqual(Object.keys(en).sort());
    // Every key, nested ones by their path (`audit.title`).
    const keysOf = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, `${prefix}${key}.`))
        : [prefix.slice(0, -1)];
    const remotes = ['mf-catalog', 'mf-checkout', 'mf-learning', 'mf-content', 'mf-account'];
    for (const remote of [...remotes, 'mf-admin']) {
      const read = (lng: string) =>
        keysOf(
          JSON.parse(readFileSync(join(root, remote, 'src/locales', `${lng}.json`), 'utf8')),
        ).sort();
      expect({ remote, keys: read('tr') }).toEqual({ remote, keys: read('en') });
    }
  });

  it('writes Turkish with its own letters', () => {
    expect(tr.pleaseWait).toBe('Lütfen bekleyiniz');
    expect(Object.values(tr).join(' ')).toMatch(/[çğıİöşü]/);
  });
});
