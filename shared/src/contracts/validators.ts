/** Plain validators shared by forms (client) and route schemas (server). */

// A practical address pattern: local part, one @, a dotted domain with a 2+ letter TLD.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

export const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** Account and signup phone: exactly 11 digits, written 4+3+4 (spec §5, §9). */
export const isPhone11 = (value: string): boolean => /^\d{4}\s?\d{3}\s?\d{4}$/.test(value.trim());

/** Groups up to 11 digits as 4+3+4: "05321234567" → "0532 123 4567". */
export const formatPhone11 = (value: string): string => {
  const d = digitsOf(value).slice(0, 11);
  return [d.slice(0, 4), d.slice(4, 7), d.slice(7)].filter(Boolean).join(' ');
};

/**
 * Contact form phone: exactly 10 digits (spec §5), the area or operator code first. No Turkish
 * code starts with 0, so "0532123456" is a number that lost its last digit, not a phone.
 */
export const isPhone10 = (value: string): boolean => /^[1-9]\d{9}$/.test(value.trim());

/**
 * A Turkish number as people write it ("0532 123 45 67", "0532-123 45 67", "+90 532 123 45 67",
 * "532 123 45 67") as the contact form's 10 digits: separators go, then a leading +90/90 or 0.
 * Anything that is not a phone number keeps all its digits, so the length check refuses it
 * instead of a truncated number being sent.
 */
export const normalisePhone10 = (value: string): string => {
  if (/[^\d\s()+./-]/.test(value)) return value.trim();
  const digits = digitsOf(value);
  if (digits.length === 12 && digits.startsWith('90')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
};

/**
 * The two check digits of a T.C. Kimlik No from its first nine (any after them are not read):
 * the 10th is ((sum of odd places) * 7 - (sum of even places)) mod 10, the 11th the sum of the
 * first ten mod 10.
 */
export const tcKimlikCheckDigits = (firstNine: string): string => {
  const d = firstNine.split('').map(Number);
  const at = (i: number) => d[i] ?? 0;
  const odd = at(0) + at(2) + at(4) + at(6) + at(8);
  const even = at(1) + at(3) + at(5) + at(7);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (d.slice(0, 9).reduce((sum, n) => sum + n, 0) + tenth) % 10;
  return `${tenth}${eleventh}`;
};

/** T.C. Kimlik No: 11 digits, the first not 0, the last two its check digits. */
export const isTcKimlikNo = (value: string): boolean =>
  /^[1-9]\d{10}$/.test(value) && value.slice(9) === tcKimlikCheckDigits(value);

/** Keys a digits-only input lets through besides digits (spec §5: digits and backspace). */
const ALLOWED_KEYS = new Set([
  'Backspace',
  'Tab',
  'ArrowLeft',
  'ArrowRight',
  'Delete',
  'Home',
  'End',
]);

/** True when a keydown on a digits-only input must be blocked. */
export const isBlockedDigitKey = (key: string, withModifier = false): boolean =>
  !withModifier && !/^\d$/.test(key) && !ALLOWED_KEYS.has(key);

/** Minimum password length (spec §9). */
export const PASSWORD_MIN = 8;

/** Strong password for change-password (spec §5): upper, lower, digit, one of #?!@$%^&*-. */
export const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[#?!@$%^&*-]).{8,}$/;

/**
 * A link, a domain name or an e-mail address inside a text: `://`, `www.`, `@`, or a dot between
 * letters ("evil.example"). Personal names must not carry one (the site mails names to
 * other people), while initials such as "A. Kemal" stay fine.
 */
export const LINK_IN_TEXT = /:\/\/|www\.|@|[\p{L}\p{N}]\.[\p{L}\p{N}]/iu;
export const hasLink = (value: string): boolean => LINK_IN_TEXT.test(value);
