import { z } from 'zod';
import { isPhone10, normalisePhone10 } from './validators';
import { emailField } from './auth';
import { idField, textField } from './fields';

export interface BlogPost {
  url: string;
  title: string;
  description: string;
  createDate: string;
  fileUrl: string;
}

export interface Gallery {
  id: number;
  title: string;
  shortDescription: string;
  description: string;
  createDate: string;
  filePaths: string[];
  /** Each picture's text alternative, in the order of filePaths ('' when staff gave none). */
  imageAlts: string[];
}

export interface Faq {
  id: number;
  questionTitle: string;
  questionDescription: string;
}

export interface InfoPage {
  title: string;
  description: string;
}

/** Contact message (spec §3, rules §5). */
export const contactSchema = z.object({
  fullName: textField({ max: 150 }).min(1, 'fullNameRequired'),
  email: emailField,
  phoneNumber: textField({ max: 20, tooLong: 'phoneNumberRequired' })
    .min(1, 'phoneNumberRequired')
    .transform(normalisePhone10)
    .refine(isPhone10, 'phoneNumberRequired'),
  title: textField({ max: 200 }).min(1, 'subjectRequired'),
  description: textField({ max: 5000, multiline: true }).min(1, 'messageRequired'),
  /** Set by the course detail's apply-now form; the course name is then the title. */
  courseId: idField().nullish(),
});
export type ContactMessage = z.infer<typeof contactSchema>;

export const subscribeSchema = z.object({ email: emailField });
export type SubscribePayload = z.infer<typeof subscribeSchema>;

/** The `{token}` of the newsletter confirmation link `#/newsletter/confirm/{token}`. */
export const confirmSubscriptionSchema = z.object({
  token: z.string().trim().min(1, 'subscriptionLinkInvalid').max(200, 'subscriptionLinkInvalid'),
});
export type ConfirmSubscriptionPayload = z.infer<typeof confirmSubscriptionSchema>;

/**
 * The `{token}` of a newsletter's unsubscribe link: the address and its signature,
 * `#/newsletter/unsubscribe/{token}` and `POST /v1/subscribers/unsubscribe/{token}`.
 */
export const unsubscribeTokenParam = z.object({
  token: z
    .string()
    .trim()
    .min(1, 'unsubscribeLinkInvalid')
    .max(600, 'unsubscribeLinkInvalid')
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'unsubscribeLinkInvalid'),
});
