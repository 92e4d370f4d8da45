import { z } from 'zod';
import { emailField } from './auth';
import { idField, idParamField, pageParamField, slugField, textField } from './fields';
import { INFO_PAGE_IDS } from './constants';
import { englishTexts } from './admin-content';
import { bannerTextSchema } from './settings';

/**
 * The site's small content in the back office, for admins and editors: site settings,
 * FAQ, information pages and home banners; and the messages staff read (contact messages and
 * newsletter subscribers).
 */

/** An empty text or an http(s) address (a social link). */
const linkField = () =>
  textField({ max: 500 }).refine(
    (value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value),
    'invalidUrl',
  );

/** A required one-line text. */
const required = (max: number, message = 'fieldRequired') => textField({ max }).min(1, message);

// ---------------------------------------------------------------------------------------------
// Site settings
// ---------------------------------------------------------------------------------------------

/** `PUT /v1/admin/settings`: everything staff may change about the site and the foundation. */
export const adminSettingsInputSchema = z.object({
  telephone: required(40),
  fax: textField({ max: 40 }),
  address: textField({ max: 500, multiline: true }).min(1, 'fieldRequired'),
  emailForContact: emailField,
  facebook: linkField(),
  instagram: linkField(),
  youtube: linkField(),
  twitterUrl: linkField(),
  whatsapp: textField({ max: 40 }),
  locationLat: z.number('invalidNumber').min(-90).max(90),
  locationLong: z.number('invalidNumber').min(-180).max(180),
  /** The course types the site's Trainings menu lists. */
  menuCourseTypeIds: z.array(idField()).max(20, 'invalidId'),
  /** The seller on receipts and transfer mails. */
  foundationName: required(200),
  foundationAddress: textField({ max: 500, multiline: true }),
  bankName: required(200),
  bankAccountHolder: required(200),
  iban: textField({ max: 42 })
    .transform((value) => value.toUpperCase().replace(/\s+/g, ' '))
    .refine((value) => /^TR\d{2}( ?\d){22}$/.test(value), 'invalidIban'),
});
export type AdminSettingsInput = z.input<typeof adminSettingsInputSchema>;

/** `GET /v1/admin/settings`: the settings and every course type (for the menu's choice). */
export const adminSettingsSchema = z.object({
  settings: z.object({
    telephone: z.string(),
    fax: z.string(),
    address: z.string(),
    emailForContact: z.string(),
    facebook: z.string(),
    instagram: z.string(),
    youtube: z.string(),
    twitterUrl: z.string(),
    whatsapp: z.string(),
    locationLat: z.number(),
    locationLong: z.number(),
    menuCourseTypeIds: z.array(z.number()),
    foundationName: z.string(),
    foundationAddress: z.string(),
    bankName: z.string(),
    bankAccountHolder: z.string(),
    iban: z.string(),
  }),
  courseTypes: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

// ---------------------------------------------------------------------------------------------
// FAQ
// ---------------------------------------------------------------------------------------------

export const adminFaqSchema = z.object({
  id: z.number(),
  questionTitle: z.string(),
  /** HTML (sanitised by the server). */
  questionDescription: z.string(),
  sort: z.number(),
  en: z.object({ questionTitle: z.string(), questionDescription: z.string() }),
});
export type AdminFaq = z.infer<typeof adminFaqSchema>;

export const adminFaqInputSchema = z.object({
  questionTitle: required(300, 'questionRequired'),
  questionDescription: textField({ max: 20_000, multiline: true }).min(1, 'answerRequired'),
  en: englishTexts({
    questionTitle: textField({ max: 300 }).default(''),
    /** HTML (sanitised by the server). */
    questionDescription: textField({ max: 20_000, multiline: true }).default(''),
  }),
});
export type AdminFaqInput = z.input<typeof adminFaqInputSchema>;

/** A new order: every id once, first to last. */
export const reorderSchema = z.object({
  ids: z.array(idField()).min(1, 'invalidOrder').max(500, 'invalidOrder'),
});
export type ReorderInput = z.infer<typeof reorderSchema>;

// ---------------------------------------------------------------------------------------------
// Information pages
// ---------------------------------------------------------------------------------------------

/** The page ids spec §2 links to (`#/info/{id}`), the site's own list; staff may add others. */
export const SPEC_PAGE_IDS = INFO_PAGE_IDS;

export const adminPageSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** HTML (sanitised by the server). */
  description: z.string(),
  en: z.object({ title: z.string(), description: z.string() }),
});
export type AdminPage = z.infer<typeof adminPageSchema>;

export const adminPageInputSchema = z.object({
  title: required(300, 'titleRequired'),
  description: textField({ max: 100_000, multiline: true }),
  en: englishTexts({
    title: textField({ max: 300 }).default(''),
    /** HTML (sanitised by the server). */
    description: textField({ max: 100_000, multiline: true }).default(''),
  }),
});
export type AdminPageInput = z.input<typeof adminPageInputSchema>;

/** A new page: its id is the address's last part (`#/info/{id}`). */
export const adminPageCreateSchema = adminPageInputSchema.extend({
  id: slugField()
    .max(60, 'invalidSlug')
    .regex(/^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/, 'invalidSlug'),
});
export type AdminPageCreateInput = z.input<typeof adminPageCreateSchema>;

export const pageIdParam = z.object({ id: slugField() });

// ---------------------------------------------------------------------------------------------
// Home banners
// ---------------------------------------------------------------------------------------------

/** The largest banner picture staff may upload. */
export const BANNER_MAX_BYTES = 8 * 1024 * 1024;

export const adminBannerSchema = z.object({
  id: z.number(),
  link: z.string(),
  filePath: z.string(),
  phoneFilePath: z.string().nullable(),
  text: z.object({ tr: bannerTextSchema, en: bannerTextSchema }).nullable(),
  sort: z.number(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

const bannerWordsInput = z.object({
  title: required(120, 'titleRequired'),
  subtitle: textField({ max: 240 }),
  button: textField({ max: 40 }),
});

/** `PUT /v1/admin/banners/{id}`: its link, and its words in both languages or none. */
export const adminBannerInputSchema = z.object({
  /** A page of the site (`#/…`), an https address, or empty. */
  link: textField({ max: 500 }).refine(
    (value) => value === '' || /^(#\/|https?:\/\/)[^\s]*$/i.test(value),
    'invalidUrl',
  ),
  text: z.object({ tr: bannerWordsInput, en: bannerWordsInput }).nullable(),
});
export type AdminBannerInput = z.input<typeof adminBannerInputSchema>;

// ---------------------------------------------------------------------------------------------
// Contact messages
// ---------------------------------------------------------------------------------------------

export const CONTACT_STATES = ['open', 'handled', 'all'] as const;
export type ContactState = (typeof CONTACT_STATES)[number];
export const MESSAGES_PAGE_SIZE = 20;

export const adminContactsQuerySchema = z.object({
  state: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(CONTACT_STATES, 'invalidRequest').default('open'),
  ),
  page: z.preprocess(
    (value) => (value === '' ? undefined : value),
    pageParamField(10_000).default(1),
  ),
});
export type AdminContactsQuery = z.input<typeof adminContactsQuerySchema>;

export const adminContactSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  title: z.string(),
  description: z.string(),
  courseName: z.string().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
  handledNote: z.string().nullable(),
});
export type AdminContact = z.infer<typeof adminContactSchema>;

export const adminContactsPageSchema = z.object({
  items: z.array(adminContactSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminContactsPage = z.infer<typeof adminContactsPageSchema>;

export const adminContactHandleSchema = z.object({
  note: textField({ max: 2000, multiline: true }).min(1, 'noteRequired'),
});
export type AdminContactHandleInput = z.input<typeof adminContactHandleSchema>;

// ---------------------------------------------------------------------------------------------
// Newsletter subscribers
// ---------------------------------------------------------------------------------------------

export const adminSubscriberSchema = z.object({
  id: z.number(),
  email: z.string(),
  createDate: z.string(),
  /** Null while the address waits for its confirmation. */
  confirmedAt: z.string().nullable(),
});
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>;

export const SUBSCRIBER_STATES = ['all', 'confirmed', 'pending'] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];
export const SUBSCRIBERS_PAGE_SIZE = 50;

/** `GET /v1/admin/subscribers?state=&page=`: one page of the list, newest first. */
export const adminSubscribersQuerySchema = z.object({
  state: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(SUBSCRIBER_STATES, 'invalidRequest').default('all'),
  ),
  page: z.preprocess(
    (value) => (value === '' ? undefined : value),
    pageParamField(10_000).default(1),
  ),
});
export type AdminSubscribersQuery = z.input<typeof adminSubscribersQuerySchema>;

export const adminSubscribersPageSchema = z.object({
  items: z.array(adminSubscriberSchema),
  /** How many addresses the filter matches. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** The whole list's confirmed and pending addresses, whatever the filter. */
  confirmed: z.number(),
  pending: z.number(),
});
export type AdminSubscribersPage = z.infer<typeof adminSubscribersPageSchema>;

export const subscriberIdParam = z.object({ id: idParamField() });

/**
 * `POST /v1/admin/newsletter`: a newsletter to every confirmed address, as plain text;
 * each mail gets its own unsubscribe link and the List-Unsubscribe headers from the server.
 */
export const adminNewsletterSchema = z.object({
  subject: textField({ max: 200 }).min(1, 'subjectRequired'),
  text: textField({ max: 20_000, multiline: true }).min(1, 'messageRequired'),
});
export type AdminNewsletterPayload = z.infer<typeof adminNewsletterSchema>;
export const adminNewsletterResultSchema = z.object({ recipients: z.number() });
