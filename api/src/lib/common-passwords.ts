import { dictionary } from '@zxcvbn-ts/language-common';
import type { z } from 'zod';
import { PASSWORD_MIN, alongFieldErrors } from '@lms/shared/contracts';

/**
 * Common and breached passwords (NIST 800-63B §5.1.1.2): zxcvbn-ts's list of about 49,000
 * passwords seen most often in breach corpuses, of which those long enough to pass the length
 * rule are kept. Compared case-insensitively, so "Password123" is as refused as "password123".
 */
const COMMON_PASSWORDS = new Set(
  dictionary['passwords-common']
    .filter((password) => password.length >= PASSWORD_MIN)
    .map((password) => password.toLowerCase()),
);

export const isCommonPassword = (password: string): boolean =>
  COMMON_PASSWORDS.has(password.normalize('NFKC').toLowerCase());

/**
 * The contract `schema` plus the server's common-password check on `field`; it runs even while
 * other fields fail, so the form learns of every problem at once.
 */
export const refusingCommonPasswords = <S extends z.ZodObject>(schema: S, field: string): S =>
  schema.refine(
    (value: Record<string, unknown>) => {
      const password = value[field];
      return typeof password !== 'string' || !isCommonPassword(password);
    },
    { path: [field], message: 'passwordTooCommon', ...alongFieldErrors },
  );
