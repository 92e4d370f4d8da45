import { z } from 'zod';
import {
  EMAIL_PATTERN,
  PASSWORD_MIN,
  STRONG_PASSWORD,
  isPhone11,
  isTcKimlikNo,
} from './validators';
import type { SessionUser } from './users';

export const emailField = z
  .string()
  .trim()
  .min(1, 'emailRequired')
  .max(254, 'emailCorrect')
  .regex(EMAIL_PATTERN, 'emailCorrect');

export const loginPasswordField = z
  .string()
  .min(1, 'passwordRequired')
  .min(PASSWORD_MIN, 'passwordErrorMinimumLengthMessage')
  .max(128, 'passwordTooLong');

export const loginSchema = z.object({ email: emailField, password: loginPasswordField });
export type LoginPayload = z.infer<typeof loginSchema>;

const corporateFields = {
  taxNumber: z.string().trim().nullable().optional(),
  taxOffice: z.string().trim().optional(),
  companyName: z.string().trim().optional(),
  address: z.string().trim().optional(),
};

/**
 * Cross-field rules run even while other fields still fail, so a form shows every error at
 * once (zod skips refinements of an object with field errors unless told otherwise).
 */
export const alongFieldErrors = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

/** Registration payload (spec §3, rules §5). */
export const registerSchema = z
  .object({
    isCorporate: z.boolean().default(false),
    name: z.string().trim().min(1, 'nameRequired').max(100),
    surname: z.string().trim().min(1, 'surenameRequired').max(100),
    citizenNumber: z
      .string()
      .trim()
      .min(1, 'citizenNumberRequired')
      // Spec §5: required and numeric (citizenNumberRequired); then the T.C. Kimlik No checksum.
      .regex(/^\d+$/, 'citizenNumberRequired')
      .refine(isTcKimlikNo, 'citizenNumberInvalid'),
    phone: z.string().trim().min(1, 'phoneNumberRequired').refine(isPhone11, 'invalidPhoneNumber'),
    email: emailField,
    password: loginPasswordField.regex(STRONG_PASSWORD, 'passwordStrengthMessage'),
    confirmPassword: z.string().min(1, 'passwordConfirmRequired'),
    chk_privacy: z.literal(true, { error: 'privacyMessageError' }),
    chk_membership: z.literal(true, { error: 'membershipMessageError' }),
    ...corporateFields,
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword && value.confirmPassword !== value.password) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'passwordConfirmMismatch',
      });
    }
    if (!value.isCorporate) return;
    const required = [
      ['taxNumber', 'taxNumberRequired'],
      ['taxOffice', 'taxOfficeRequired'],
      ['companyName', 'companyNameRequired'],
      ['address', 'companyAddressRequired'],
    ] as const;
    for (const [field, message] of required) {
      if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message });
    }
    if (value.taxNumber && !/^\d{10,11}$/.test(value.taxNumber)) {
      ctx.addIssue({ code: 'custom', path: ['taxNumber'], message: 'taxNumberDigits' });
    }
  }, alongFieldErrors);
export type RegisterPayload = z.input<typeof registerSchema>;

export const tokenResponseSchema = z.object({ token: z.string() });
export type TokenData = z.infer<typeof tokenResponseSchema>;

/** What login and register return in `data`: the token (spec §7) and the session's user. */
export interface AuthData extends TokenData {
  user: SessionUser;
}

export const forgotPasswordSchema = z.object({ email: emailField });
const resetHashField = z.string().trim().min(1, 'resetHashRequired').max(200, 'resetHashRequired');
export const verifyHashSchema = z.object({ resetHash: resetHashField });
/** Reset password (spec §5): at least 8 characters; the confirmation is checked by the form. */
export const resetPasswordSchema = z.object({
  resetHash: resetHashField,
  newPassword: loginPasswordField,
});

/** Client-side reset form: password plus its confirmation (spec §5). */
export const resetPasswordFormSchema = z
  .object({
    password: loginPasswordField,
    confirmPassword: z.string().min(1, 'passwordConfirmRequired'),
  })
  .refine((v) => !v.confirmPassword || v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'passwordConfirmMismatch',
    ...alongFieldErrors,
  });
