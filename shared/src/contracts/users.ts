import { z } from 'zod';
import { STRONG_PASSWORD, isPhone11, isTcKimlikNo } from './validators';
import {
  PASSWORD_MAX,
  alongFieldErrors,
  citizenNumberField,
  emailField,
  personNameField,
} from './auth';
import { textField } from './fields';
import type { StaffRole } from './staff';

/** User profile (spec §3). */
export const userProfileSchema = z
  .object({
    name: personNameField().min(1, 'nameRequired'),
    surname: personNameField().min(1, 'surenameRequired'),
    // The same T.C. Kimlik No rules as signup: digits, then the checksum.
    citizenId: citizenNumberField().refine(isTcKimlikNo, 'citizenNumberInvalid'),
    email: emailField,
    mobilePhone: textField({ max: 20, tooLong: 'invalidPhoneNumber' })
      .min(1, 'phoneNumberRequired')
      .refine(isPhone11, 'invalidPhoneNumber'),
    taxNumber: textField({ max: 11, tooLong: 'taxNumberMustBeNumber' }).default(''),
    taxOffice: textField({ max: 100 }).default(''),
    companyName: textField({ max: 200 }).default(''),
    permitEmail: z.boolean().default(false),
    permitSms: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    const trio = [v.taxNumber, v.taxOffice, v.companyName];
    if (trio.some(Boolean) && !trio.every(Boolean)) {
      for (const field of ['taxNumber', 'taxOffice', 'companyName'] as const) {
        if (!v[field])
          ctx.addIssue({ code: 'custom', path: [field], message: 'taxFieldsRequired' });
      }
    }
    if (v.taxNumber && !/^\d+$/.test(v.taxNumber)) {
      ctx.addIssue({ code: 'custom', path: ['taxNumber'], message: 'taxNumberMustBeNumber' });
    }
  }, alongFieldErrors);
export type UserProfile = z.infer<typeof userProfileSchema>;

/** GET /v1/users/getuserprofile: the profile plus whether its e-mail address is verified. */
export type UserProfileResponse = UserProfile & {
  emailVerified: boolean;
  /** The staff role, null for a learner. */
  role: StaffRole | null;
};

/** PUT /v1/auth/verify-email: the token from the verification link (#/verify-email/{token}). */
export const verifyEmailSchema = z.object({
  token: textField({ max: 128, tooLong: 'verifyEmailInvalid' }).regex(
    /^[A-Za-z0-9_-]{16,128}$/,
    'verifyEmailInvalid',
  ),
});
export type VerifyEmailPayload = z.infer<typeof verifyEmailSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: textField({ max: PASSWORD_MAX, tooLong: 'passwordTooLong', trim: false }).min(
      1,
      'currentPasswordRequired',
    ),
    // Change-password keeps the strong rule (spec §5).
    newPassword: textField({ max: PASSWORD_MAX, tooLong: 'passwordTooLong', trim: false })
      .min(1, 'newPasswordRequired')
      .regex(STRONG_PASSWORD, 'passwordStrengthMessage'),
    confirmNewPassword: textField({
      max: PASSWORD_MAX,
      tooLong: 'passwordTooLong',
      trim: false,
    }).min(1, 'confirmNewPasswordRequired'),
  })
  .refine((v) => !v.confirmNewPassword || v.newPassword === v.confirmNewPassword, {
    path: ['confirmNewPassword'],
    message: 'confirmNewPasswordMismatch',
    ...alongFieldErrors,
  });
export type ChangePasswordPayload = z.infer<typeof changePasswordSchema>;

/**
 * KVKK consents: the information notice (aydınlatma metni), the membership contract,
 * and the optional marketing permissions by e-mail and SMS. Each decision is an entry of its own.
 */
export const CONSENT_KINDS = [
  'informationNotice',
  'membership',
  'marketingEmail',
  'marketingSms',
] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export const consentEntrySchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  granted: z.boolean(),
  /** The version of the text consented to (a digest of its information page); '' if unknown. */
  version: z.string(),
  /** Where it was given or withdrawn: signup, account, unsubscribe, backfill. */
  source: z.string(),
  at: z.string(),
});
export type ConsentEntry = z.infer<typeof consentEntrySchema>;

/** GET /v1/users/getconsents: the marketing consents in force, the newsletter, and the history. */
export const consentsResponseSchema = z.object({
  permitEmail: z.boolean(),
  permitSms: z.boolean(),
  /** Whether the account's address is a confirmed newsletter subscriber. */
  newsletter: z.boolean(),
  /** Newest first. */
  history: z.array(consentEntrySchema),
});
export type ConsentsResponse = z.infer<typeof consentsResponseSchema>;

/** PUT /v1/users/updateconsents: the newsletter can only be turned off here (it is double opt-in). */
export const updateConsentsSchema = z.object({
  permitEmail: z.boolean(),
  permitSms: z.boolean(),
  newsletter: z.boolean(),
});
export type UpdateConsentsPayload = z.infer<typeof updateConsentsSchema>;

/** POST /v1/users/deleteaccount: the account's password, asked again. */
export const deleteAccountSchema = z.object({
  password: textField({ max: PASSWORD_MAX, tooLong: 'passwordTooLong', trim: false }).min(
    1,
    'passwordRequired',
  ),
});
export type DeleteAccountPayload = z.infer<typeof deleteAccountSchema>;

/**
 * GET /v1/users/downloadmydata: the person's data as one JSON file (KVKK art. 11).
 * Rows are kept loose here: the file is for the person to read, not for a screen.
 */
const rows = z.array(z.record(z.string(), z.unknown()));
export const myDataSchema = z.object({
  exportedAt: z.string(),
  profile: z.record(z.string(), z.unknown()),
  consents: z.array(consentEntrySchema),
  newsletter: z.boolean(),
  orders: rows,
  seats: rows,
  progress: z.object({ videos: rows, completedCourses: rows }),
  examAttempts: rows,
  certificates: rows,
  contactMessages: rows,
});
export type MyData = z.infer<typeof myDataSchema>;
