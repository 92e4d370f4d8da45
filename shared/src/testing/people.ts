import type { RegisterPayload } from '../contracts/auth';
import { buildTcKimlikNo } from './identity';

export { buildTcKimlikNo };

// People for tests, the same in jest, the API tests and e2e (`@lms/shared/testing/people` has no
// React, so Playwright and node:test import it as it is).

let sequence = 0;
const next = () => (sequence += 1);

/** A fresh address per call, so runs never collide with each other or with earlier runs. */
export const uniqueEmail = (prefix: string): string =>
  `${prefix}.${Date.now().toString(36)}${next()}@ornek.com.tr`;

/** A valid T.C. Kimlik No, different on each call (checksum from `buildTcKimlikNo`). */
export const nextTcKimlikNo = (): string => buildTcKimlikNo(Date.now() + next());

/** The password every made-up person signs up with: strong enough for the signup rules. */
export const TEST_PASSWORD = 'Guclu#Sifre1';

/**
 * A signup (POST /v1/auth/register) for an individual with both required consents, a unique
 * address and a valid identity number; override what the test is about.
 */
export const buildRegistration = (
  overrides: Partial<RegisterPayload> = {},
): RegisterPayload & { email: string; password: string } => ({
  isCorporate: false,
  name: 'Elif',
  surname: 'Şahin',
  citizenNumber: nextTcKimlikNo(),
  phone: '05321234567',
  email: uniqueEmail('elif'),
  password: TEST_PASSWORD,
  confirmPassword: TEST_PASSWORD,
  chk_privacy: true,
  chk_membership: true,
  ...overrides,
});
