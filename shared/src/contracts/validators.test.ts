import {
  formatPhone11,
  isBlockedDigitKey,
  isEmail,
  isPhone10,
  isPhone11,
  isTcKimlikNo,
} from './validators';

describe('validators (spec §5)', () => {
  it('checks the T.C. Kimlik No checksum', () => {
    expect(isTcKimlikNo('10000000146')).toBe(true);
    expect(isTcKimlikNo('10000000145')).toBe(false);
    expect(isTcKimlikNo('01000000146')).toBe(false);
    expect(isTcKimlikNo('1000000014')).toBe(false);
    expect(isTcKimlikNo('1000000014a')).toBe(false);
  });

  it('accepts e-mail addresses of the usual shape only', () => {
    expect(isEmail('ayse.yilmaz@ornek.com.tr')).toBe(true);
    expect(isEmail('  ali@firma.com ')).toBe(true);
    expect(isEmail('ali@firma')).toBe(false);
    expect(isEmail('ali firma@x.com')).toBe(false);
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
  });
});
