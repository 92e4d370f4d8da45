import {
  formatPhone11,
  isBlockedDigitKey,
  isEmail,
  isPhone10,
  isPhone11,
  isTcKimlikNo,
  hasLink,
  normalisePhone10,
  STRONG_PASSWORD,
  tcKimlikCheckDigits,
} from './validators';
import fc from 'fast-check';
import { registerSchema } from './auth';
import { courseListFilterSchema } from './courses';
import { slugify } from './slug';
import { buildTcKimlikNo } from '../testing/identity';

/** A company's signup as the form sends it: every field a string or a boolean. */
const COMPANY = {
  isCorporate: true,
  name: 'Ali',
  surname: 'Demir',
  citizenNumber: '10000000146',
  phone: '0532 123 4567',
  email: 'ali@firma.com.tr',
  password: 'Guclu#Sifre1',
  confirmPassword: 'Guclu#Sifre1',
  chk_privacy: true,
  chk_membership: true,
  taxOffice: 'Kadıköy',
  companyName: 'Demir Dış Ticaret A.Ş.',
  address: 'Bağdat Cad. 1, İstanbul',
};

describe('validators (spec §5)', () => {
  it('checks the T.C. Kimlik No checksum', () => {
    expect(isTcKimlikNo('10000000146')).toBe(true);
    expect(isTcKimlikNo('10000000145')).toBe(false);
    expect(isTcKimlikNo('01000000146')).toBe(false);
    expect(isTcKimlikNo('1000000014')).toBe(false);
    expect(isTcKimlikNo('1000000014a')).toBe(false);
  });

  it('knows numbers worked out by hand, the 10th digit included (odd places ×7 less even places)', () => {
    // 123456789: odd 25, even 20 → (175 − 20) mod 10 = 5; (45 + 5) mod 10 = 0.
    // 290000000: odd 2, even 9 → (14 − 9) mod 10 = 5; (11 + 5) mod 10 = 6.
    // 190000000: odd 1, even 9 → (7 − 9) mod 10 = 8 (not −2); (10 + 8) mod 10 = 8.
    // 109000000: odd 10, even 0 → 70 mod 10 = 0; 10 mod 10 = 0.
    for (const valid of [
      '12345678950',
      '29000000056',
      '19000000088',
      '10900000000',
      '11111111110',
    ]) {
      expect([valid, isTcKimlikNo(valid)]).toEqual([valid, true]);
    }
    for (const [wrongTenth] of [['12345678940'], ['29000000066'], ['19000000028']]) {
      expect([wrongTenth, isTcKimlikNo(wrongTenth!)]).toEqual([wrongTenth, false]);
    }
  });

  const nineDigits = fc
    .tuple(
      fc.integer({ min: 1, max: 9 }),
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }),
    )
    .map(([first, rest]) => `${first}${rest.join('')}`);

  it('accepts every number built by the checksum, and refuses it with any one digit changed', () => {
    fc.assert(
      fc.property(
        nineDigits,
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (nine, place, by) => {
          const valid = `${nine}${tcKimlikCheckDigits(nine)}`;
          expect(isTcKimlikNo(valid)).toBe(true);
          const digit = (Number(valid[place]) + by) % 10;
          const changed = `${valid.slice(0, place)}${digit}${valid.slice(place + 1)}`;
          // A changed first digit of 0 is refused for its own reason.
          expect(isTcKimlikNo(changed)).toBe(false);
        },
      ),
    );
  });

  it('the shared factory builds valid, varied numbers', () => {
    const numbers = Array.from({ length: 50 }, (_, i) => buildTcKimlikNo(i));
    expect(numbers.every(isTcKimlikNo)).toBe(true);
    expect(new Set(numbers).size).toBe(50);
  });

  it('anchors every pattern: nothing before or after a valid value passes', () => {
    const extra = fc.stringMatching(/^[a-zA-Z.+-]{1,3}$/);
    fc.assert(
      fc.property(nineDigits, extra, fc.boolean(), (nine, more, before) => {
        const around = (value: string) => (before ? `${more}${value}` : `${value}${more}`);
        expect(isTcKimlikNo(around(`${nine}${tcKimlikCheckDigits(nine)}`))).toBe(false);
        expect(isPhone11(around('05321234567'))).toBe(false);
        expect(isPhone10(around('5321234567'))).toBe(false);
        const corporate = registerSchema.safeParse({
          ...COMPANY,
          taxNumber: around('1234567890'),
        });
        const issues =
          corporate.error?.issues.filter((issue) => issue.path[0] === 'taxNumber') ?? [];
        expect(issues.map((issue) => issue.message)).toContain('taxNumberDigits');
      }),
      { numRuns: 60 },
    );
  });

  it('works the check digits out of the first nine only', () => {
    expect(tcKimlikCheckDigits('100000001')).toBe('46');
    expect(tcKimlikCheckDigits('10000000146')).toBe('46');
    expect(tcKimlikCheckDigits('10000000199')).toBe('46');
  });

  it('takes a strong password only with a lower and an upper case letter, a digit and a sign, 8 or more', () => {
    for (const password of [
      'Abcdef1!',
      'ABCDEF1!a',
      'aaaaaa1!A',
      'Abcdefg!1',
      'Abcdefg1!',
      'Çok#Güçlü9',
    ]) {
      expect(STRONG_PASSWORD.test(password)).toBe(true);
    }
    for (const password of [
      'ABCDEF1!',
      'abcdef1!',
      'Abcdefg!',
      'Abcdefg1',
      'Ab1!abc',
      'Abcdef1!\nx',
      'x\nAbcdef1!',
    ]) {
      expect(STRONG_PASSWORD.test(password)).toBe(false);
    }
  });

  it('finds a link, a domain or an address in a name, not initials or a lone dot', () => {
    for (const text of ['evil.example', 'www.site', 'http://x', 'ali@firma', 'A.Kemal', '1.5']) {
      expect(hasLink(text)).toBe(true);
    }
    for (const text of ['A. Kemal', 'Kemal .Ali', 'Ali.', '.Ali', "O'Neil-Şahin"]) {
      expect(hasLink(text)).toBe(false);
    }
  });

  it('accepts e-mail addresses of the usual shape only', () => {
    expect(isEmail('ayse.yilmaz@ornek.com.tr')).toBe(true);
    expect(isEmail('  ali@firma.com ')).toBe(true);
    expect(isEmail('ali@firma')).toBe(false);
    expect(isEmail('ali firma@x.com')).toBe(false);
    expect(isEmail('ali@firma.com x')).toBe(false);
    expect(isEmail('')).toBe(false);
  });

  it('takes an 11-digit phone written 4+3+4, with or without spaces', () => {
    expect(isPhone11('05321234567')).toBe(true);
    expect(isPhone11('0532 123 4567')).toBe(true);
    expect(isPhone11('0532 1234 567')).toBe(false);
    expect(isPhone11('5321234567')).toBe(false);
    expect(formatPhone11('05321234567')).toBe('0532 123 4567');
  });

  it('takes a 10-digit contact phone', () => {
    expect(isPhone10('5321234567')).toBe(true);
    expect(isPhone10('05321234567')).toBe(false);
    expect(isPhone10('532123456a')).toBe(false);
    expect(isPhone10('0532123456')).toBe(false);
  });

  it('lets only digits and backspace (and navigation) through digits-only inputs', () => {
    expect(isBlockedDigitKey('7')).toBe(false);
    expect(isBlockedDigitKey('Backspace')).toBe(false);
    expect(isBlockedDigitKey('a')).toBe(true);
    expect(isBlockedDigitKey('-')).toBe(true);
    expect(isBlockedDigitKey(' ')).toBe(true);
    expect(isBlockedDigitKey('v', true)).toBe(false);
    for (const key of ['Backspace', 'Tab', 'ArrowLeft', 'ArrowRight', 'Delete', 'Home', 'End']) {
      expect(isBlockedDigitKey(key)).toBe(false);
    }
    expect(isBlockedDigitKey('1a')).toBe(true);
  });
  it('ignores the spaces around a phone, and groups at most eleven digits', () => {
    expect(isPhone11(' 0532 123 4567 ')).toBe(true);
    expect(isPhone10(' 5321234567 ')).toBe(true);
    expect(formatPhone11('053212345678')).toBe('0532 123 4567');
    expect(formatPhone11('0532')).toBe('0532');
    expect(formatPhone11('0532123')).toBe('0532 123');
  });

  it('reads a Turkish number as people write it as the contact form’s ten digits', () => {
    expect(normalisePhone10('0532 123 45 67')).toBe('5321234567');
    expect(normalisePhone10('0532-123 45 67')).toBe('5321234567');
    expect(normalisePhone10('+90 532 123 45 67')).toBe('5321234567');
    expect(normalisePhone10('(532) 123 45 67')).toBe('5321234567');
    // Ten digits that start with 90 are a number already, not a country code.
    expect(normalisePhone10('902 123 45 67')).toBe('9021234567');
    // Not a phone number: kept whole, so the length check refuses it.
    expect(normalisePhone10(' 532 ara 4567 ')).toBe('532 ara 4567');
    expect(normalisePhone10('12345678901')).toBe('12345678901');
    expect(normalisePhone10('123456789012')).toBe('123456789012');
    expect(normalisePhone10('05321234')).toBe('05321234');
  });

  it('blocks function keys, whose names end in a digit', () => {
    expect(isBlockedDigitKey('F1')).toBe(true);
  });

  it('refuses a course month without its year', () => {
    const issues = courseListFilterSchema.safeParse({ month: 3 }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['month', 'monthInvalid'],
    ]);
    expect(courseListFilterSchema.safeParse({ month: 3, year: 2026 }).success).toBe(true);
    expect(courseListFilterSchema.safeParse({}).success).toBe(true);
  });

  it('makes a slug of accented letters from other languages too', () => {
    expect(slugify('Café Crème — İleri Düzey')).toBe('cafe-creme-ileri-duzey');
  });
});
