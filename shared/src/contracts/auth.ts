import { z } from 'zod';
import type { StaffRole } from './staff';
import { EMAIL_PATTERN, PASSWORD_MIN, hasLink, isPhone11, isTcKimlikNo } from './validators';
import { textField } from './fields';

export const emailField = textField({ max: 254, tooLong: 'emailCorrect' })
  .min(1, 'emailRequired')
  .regex(EMAIL_PATTERN, 'emailCorrect');

/** The most characters a password may have (its hash is what is stored). */
export const PASSWORD_MAX = 128;

/** A password as typed: spaces are kept, control characters are refused. */
const passwordText = () =>
  textField({ max: PASSWORD_MAX, tooLong: 'passwordTooLong', trim: false });

export const loginPasswordField = passwordText()
  .min(1, 'passwordRequired')
  .min(PASSWORD_MIN, 'passwordErrorMinimumLengthMessage');

/**
 * A new password at signup and at password reset (spec §5, NIST 800-63B): at least 8
 * characters, no composition rules. The API also refuses common and breached passwords.
 */
export const newPasswordField = loginPasswordField;

export const loginSchema = z.object({ email: emailField, password: loginPasswordField });
export type LoginPayload = z.infer<typeof loginSchema>;

/** Personal names (ad, soyad): plain text without a link, a domain or an e-mail address. */
export const personNameField = () =>
  textField({ max: 100 }).refine((value) => !hasLink(value), 'nameNoLinks');

/** T.C. Kimlik No: a number or a string of digits, kept as a string (spec §3 "numeric"). */
export const citizenNumberField = () =>
  z
    .union(
      [
        z.string(),
        z
          .number()
          .int('citizenNumberRequired')
          .min(0, 'citizenNumberRequired')
          .max(99_999_999_999, 'citizenNumberInvalid'),
      ],
      // Missing, or neither a string nor a whole number of at most 11 digits.
      'citizenNumberRequired',
    )
    .transform(String)
    .pipe(
      textField({ max: 11, tooLong: 'citizenNumberInvalid' })
        .min(1, 'citizenNumberRequired')
        // Spec §5: required and numeric (citizenNumberRequired).
        .regex(/^\d+$/, 'citizenNumberRequired'),
    );

const corporateFields = {
  taxNumber: textField({ max: 11, tooLong: 'taxNumberDigits' }).nullable().optional(),
  taxOffice: textField({ max: 100 }).optional(),
  companyName: textField({ max: 200 }).optional(),
  address: textField({ max: 500, multiline: true }).optional(),
};

/**
 * Cross-field rules run even while other fields still fail, so a form shows every error at
 * once (zod skips refinements of an object after any issue not marked to continue, such as an
 * unticked box's, unless told otherwise). They wait while a field has the wrong type: a rule
 * reads its fields as the strings and booleans the schema declares, and an object with a hostile
 * toString in a text field would make it throw (a 500) instead of being refused with its
 * field's issue (a 400).
 */
export const alongFieldErrors = {
  // What is not an object at all has an invalid_type issue too.
  when: (payload: { issues: readonly { code?: string }[] }) =>
    !payload.issues.some(
      (issue) => issue.code === 'invalid_type' || issue.code === 'invalid_union',
    ),
};

/** Registration payload (spec §3, rules §5). */
export const registerSchema = z
  .object({
    isCorporate: z.boolean().default(false),
    name: personNameField().min(1, 'nameRequired'),
    surname: personNameField().min(1, 'surenameRequired'),
    // Then the T.C. Kimlik No checksum.
    citizenNumber: citizenNumberField().refine(isTcKimlikNo, 'citizenNumberInvalid'),
    phone: textField({ max: 20, tooLong: 'invalidPhoneNumber' })
      .min(1, 'phoneNumberRequired')
      .refine(isPhone11, 'invalidPhoneNumber'),
    email: emailField,
    password: newPasswordField,
    confirmPassword: passwordText().min(1, 'passwordConfirmRequired'),
    chk_privacy: z.literal(true, { error: 'privacyMessageError' }),
    chk_membership: z.literal(true, { error: 'membershipMessageError' }),
    // Optional marketing consents (KVKK): each is recorded with its text's version.
    permitEmail: z.boolean().default(false),
    permitSms: z.boolean().default(false),
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

/** The session's user (spec §3): enough to greet and to key queries. */
export interface SessionUser {
  id: number;
  name: string;
  surname: string;
  email: string;
  /**
   * The staff role, null for a learner. Optional only for a session stored before
   * roles existed; the server always sends it.
   */
  role?: StaffRole | null;
}

/** What login and register return in `data`: the token (spec §7) and the session's user. */
export interface AuthData extends TokenData {
  user: SessionUser & { role: StaffRole | null };
  /**
   * Login only: this browser's device token for the account. Sent back with the next
   * logins (`X-Device-Token`), it keeps the owner's usual browser from being blocked by other
   * people's failed logins; it grants nothing else.
   */
  deviceToken?: string;
}

/**
 * One of the user's server-side sessions, as the account area lists them (GET /v1/auth/sessions,
 * the device it was started on, when, when it was last seen (to the minute), and
 * whether it is the one asking.
 */
export interface SessionSummary {
  id: string;
  /** Browser and system, e.g. "Chrome, Windows"; '' when the client did not say. */
  device: string;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601, updated at most once a minute. */
  lastSeenAt: string;
  current: boolean;
}

/** DELETE /v1/auth/sessions/{id}: an id that is not one of the user's sessions is a 404. */
export const sessionIdParamsSchema = z.object({
  id: textField({ max: 64, tooLong: 'sessionNotFound' }).min(1, 'sessionNotFound'),
});

export const forgotPasswordSchema = z.object({ email: emailField });
const resetHashField = textField({ max: 200, tooLong: 'resetHashRequired' }).min(
  1,
  'resetHashRequired',
);
export const verifyHashSchema = z.object({ resetHash: resetHashField });
/** Reset password (spec §5): at least 8 characters; the confirmation is checked by the form. */
export const resetPasswordSchema = z.object({
  resetHash: resetHashField,
  newPassword: newPasswordField,
});

/** Client-side reset form: password plus its confirmation (spec §5). */
export const resetPasswordFormSchema = z
  .object({
    password: newPasswordField,
    confirmPassword: passwordText().min(1, 'passwordConfirmRequired'),
  })
  .refine((v) => !v.confirmPassword || v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'passwordConfirmMismatch',
    ...alongFieldErrors,
  });
