import { relations, sql } from 'drizzle-orm';
import {
  CONSENT_KINDS,
  ORDER_STATUSES,
  STAFF_ROLES,
  type ConsentKind,
  type OrderStatusValue,
  type PaymentMethodValue,
  type StaffRole,
  type WebVitalName,
  type WebVitalRating,
} from '@lms/shared/contracts';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Column names are snake_case in the database and camelCase in code.
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createDate = () => timestamptz('create_date').notNull().defaultNow();
const serialId = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const createdAt = () => timestamptz('created_at').notNull().defaultNow();
const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** Money: numeric(12,2), read and written as a JS number (exact to the kuruş at this scale). */
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
/** A row's English versions: some of its text fields, by the same names. */
export type ContentEn<K extends string> = Partial<Record<K, string>>;

/** Exactly one row (id = 1): contact, social, bank and intro-video fields (spec §3 Site settings). */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    address: text('address').notNull(),
    telephone: text('telephone').notNull(),
    fax: text('fax').notNull(),
    emailForContact: text('email_for_contact').notNull(),
    facebook: text('facebook').notNull().default(''),
    instagram: text('instagram').notNull().default(''),
    youtube: text('youtube').notNull().default(''),
    twitterUrl: text('twitter_url').notNull().default(''),
    whatsapp: text('whatsapp').notNull().default(''),
    locationLat: doublePrecision('location_lat').notNull(),
    locationLong: doublePrecision('location_long').notNull(),
    introVideoUrl: text('intro_video_url').notNull().default(''),
    bankName: text('bank_name').notNull(),
    bankAccountHolder: text('bank_account_holder').notNull(),
    iban: text('iban').notNull(),
    /** The seller on receipts and transfer mails: staff change it, code never names it. */
    foundationName: text('foundation_name').notNull().default(''),
    foundationAddress: text('foundation_address').notNull().default(''),
  },
  (t) => [check('site_settings_single_row', sql`${t.id} = 1`)],
);

/** A course's English texts; each field optional, a blank one means "use Turkish". */
export interface CourseEn {
  name?: string;
  summary?: string[];
  /** HTML. */
  description?: string;
  courseDuration?: string;
  courseLocation?: string;
  alertMessage?: string;
}

/** Ids are fixed by the spec (§9): 1 online, 2 physical, 3 free, 5 certificate program. */
export const courseTypes = pgTable('course_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** Whether the site's Trainings menu lists the type (site settings). */
  inMenu: boolean('in_menu').notNull().default(true),
});

export const banners = pgTable('banners', {
  id: serialId(),
  link: text('link').notNull().default(''),
  /** Relative to the API's public base, e.g. /images/banners/banner-1.svg. */
  filePath: text('file_path').notNull(),
  /** The phone crop of the picture (readable hero text at 390 px). */
  phoneFilePath: text('phone_file_path'),
  /** Title, subtitle and button label per language, shown as HTML over the picture. */
  text: jsonb('text').$type<{
    tr: { title: string; subtitle: string; button: string };
    en: { title: string; subtitle: string; button: string };
  }>(),
  sort: integer('sort').notNull().default(0),
});

export const teachers = pgTable('teachers', {
  id: serialId(),
  name: text('name').notNull(),
  surname: text('surname').notNull(),
  title: text('title').notNull().default(''),
});

/** Turkish-aware, accent-blind folding: these letters become the ASCII ones, then lower(). */
export const FOLD_FROM = 'İIıŞşĞğÜüÖöÇçÂâÎîÛû';
export const FOLD_TO = 'iiissgguuooccaaiiuu';

export const courses = pgTable(
  'courses',
  {
    id: serialId(),
    name: text('name').notNull(),
    nameSlug: text('name_slug').notNull().unique(),
    /** HTML. */
    description: text('description').notNull().default(''),
    /** Short bullet points shown above the description. */
    summary: jsonb('summary').$type<string[]>().notNull().default([]),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    /** Member price; null when the course has none. */
    ihkibPrice: numeric('ihkib_price', { precision: 12, scale: 2, mode: 'number' }),
    /**
     * The association whose members pay the member price; null means İHKİB, the
     * association with the code `ihkib` (spec §3: course 106's is another one, set as data).
     */
    memberAssociationId: integer('member_association_id').references(
      (): AnyPgColumn => associations.id,
      { onDelete: 'set null' },
    ),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    courseStartDate: timestamptz('course_start_date'),
    courseEndDate: timestamptz('course_end_date'),
    registerEndDate: timestamptz('register_end_date'),
    hasRegisterLimit: boolean('has_register_limit').notNull().default(false),
    courseTypeId: integer('course_type_id')
      .notNull()
      .references(() => courseTypes.id),
    courseDuration: text('course_duration'),
    courseLocation: text('course_location'),
    courseLocationUrl: text('course_location_url'),
    /** Preliminary exam date, used by online courses (type 1). */
    courseFirstExamDate: timestamptz('course_first_exam_date'),
    thumbnailImagePath: text('thumbnail_image_path').notNull().default(''),
    alertMessage: text('alert_message'),
    teacherId: integer('teacher_id').references(() => teachers.id, { onDelete: 'set null' }),
    secondTeacherId: integer('second_teacher_id').references(() => teachers.id, {
      onDelete: 'set null',
    }),
    thirdTeacherId: integer('third_teacher_id').references(() => teachers.id, {
      onDelete: 'set null',
    }),
    createDate: createDate(),
    /** When staff published the course; null for a draft, which visitors never see. */
    publishedAt: timestamptz('published_at'),
    /**
     * Bumped by every staff save: a save names the version it read, and one made over
     * a newer version is refused instead of silently overwriting another editor's work.
     */
    version: integer('version').notNull().default(1),
    /**
     * The completion rule: every video watched to at least this share of its length,
     * counted from credited watch time only (video_progress.watched_seconds). Staff set it.
     */
    minWatchPercent: integer('min_watch_percent').notNull().default(90),
    /**
     * English versions of the texts above, by the same field names; a field missing or
     * blank falls back to the Turkish column (i18n/content-locale.ts).
     */
    en: jsonb('en').$type<CourseEn>().notNull().default({}),
    /**
     * The name folded for Turkish-aware, accent-blind search and alphabetical order (the same
     * folding as `foldTurkish`), kept by the database instead of computed per row and request.
     */
    nameFolded: text('name_folded')
      .notNull()
      .generatedAlwaysAs(sql.raw(`lower(translate(name, '${FOLD_FROM}', '${FOLD_TO}'))`)),
    /**
     * The name an English reader sees (the English name, else the Turkish one), folded the same
     * way: English search and alphabetical order. A Turkish search matches either name.
     */
    nameFoldedEn: text('name_folded_en')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `lower(translate(coalesce(nullif(btrim(en->>'name'), ''), name), '${FOLD_FROM}', '${FOLD_TO}'))`,
        ),
      ),
    /** The end date's year * 100 + month in İstanbul time (UTC+3): the list's period panel. */
    endPeriod: integer('end_period').generatedAlwaysAs(
      sql.raw(
        `(extract(year from (course_end_date at time zone 'UTC') + interval '3 hours') * 100 + ` +
          `extract(month from (course_end_date at time zone 'UTC') + interval '3 hours'))::int`,
      ),
    ),
  },
  // The course list's default order (end date, latest first) per type and overall, its
  // period panel and its alphabetical order are read from indexes, not sorted per request.
  (t) => [
    index('courses_type_end_idx').on(t.courseTypeId, t.courseEndDate.desc().nullsLast(), t.id),
    index('courses_end_idx').on(t.courseEndDate.desc().nullsLast(), t.id),
    index('courses_type_period_idx').on(t.courseTypeId, t.endPeriod),
    index('courses_name_folded_idx').on(t.nameFolded, t.id),
    index('courses_name_folded_en_idx').on(t.nameFoldedEn, t.id),
    check('courses_min_watch_percent_range', sql`${t.minWatchPercent} between 1 and 100`),
  ],
);

/**
 * The exporters' associations whose member companies pay a course's member price:
 * İHKİB and İTHİB (spec §3). `code` is how the CLI and the default course name them.
 */
export const associations = pgTable('associations', {
  id: serialId(),
  code: text('code').notNull().unique(),
  /** The short name labels show, e.g. İHKİB. */
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/** The member companies of an association, by tax number, as staff import them. */
export const associationMembers = pgTable(
  'association_members',
  {
    associationId: integer('association_id')
      .notNull()
      .references(() => associations.id, { onDelete: 'cascade' }),
    /** Ten digits (a company's VKN) or eleven (a sole trader's TCKN). */
    taxNumber: text('tax_number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.associationId, t.taxNumber] }),
    index('association_members_tax_number_idx').on(t.taxNumber),
  ],
);

export const courseDetailType = pgEnum('course_detail_type', [
  'EducationalContents',
  'RequiredDocuments',
]);

export const courseDetails = pgTable(
  'course_details',
  {
    id: serialId(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    type: courseDetailType('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** English versions: { title, description }, each optional. */
    en: jsonb('en').$type<{ title?: string; description?: string }>().notNull().default({}),
  },
  (t) => [index('course_details_course_idx').on(t.courseId)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serialId(),
    /** The slug used in blog/detail/{url}. */
    url: text('url').notNull().unique(),
    title: text('title').notNull(),
    /** HTML. */
    description: text('description').notNull(),
    fileUrl: text('file_url').notNull().default(''),
    views: integer('views').notNull().default(0),
    /** The publish date: shown as the post's date; a future one keeps the post hidden until then. */
    createDate: createDate(),
    /** A draft is kept in the back office and never shown publicly. */
    isDraft: boolean('is_draft').notNull().default(false),
    /** English versions of `title` and `description`; a blank or missing one reads the Turkish. */
    en: jsonb('en').$type<ContentEn<'title' | 'description'>>().notNull().default({}),
    /** Bumped by every staff save: one made over a newer version is refused. */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('blog_posts_create_date_idx').on(t.createDate)],
);

export const faqs = pgTable('faqs', {
  id: serialId(),
  questionTitle: text('question_title').notNull(),
  /** HTML. */
  questionDescription: text('question_description').notNull(),
  sort: integer('sort').notNull().default(0),
  /** English versions of the question and its answer (HTML); blank or missing: the Turkish. */
  en: jsonb('en').$type<ContentEn<'questionTitle' | 'questionDescription'>>().notNull().default({}),
});

/** Static information pages; ids are the spec's link ids (§2), e.g. 'aboutus'. */
export const pages = pgTable('pages', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  /** HTML. */
  description: text('description').notNull(),
  /** English versions of `title` and `description`; a blank or missing one reads the Turkish. */
  en: jsonb('en').$type<ContentEn<'title' | 'description'>>().notNull().default({}),
});

/** Newsletter addresses, double opt-in: subscribed only once `confirmedAt` is set. */
export const subscribers = pgTable('subscribers', {
  id: serialId(),
  /** Stored trimmed and lower-cased, so the unique index catches case variants. */
  email: text('email').notNull().unique(),
  createDate: createDate(),
  /** SHA-256 (hex) of the value in the newest confirmation link; the value itself is never stored. */
  confirmTokenHash: text('confirm_token_hash').unique(),
  /** Until when that link confirms the address. */
  tokenExpiresAt: timestamptz('token_expires_at'),
  /** When the link was used; null while the address waits for its confirmation. */
  confirmedAt: timestamptz('confirmed_at'),
});

// ---------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------

export const users = pgTable(
  'users',
  {
    id: serialId(),
    /** Stored trimmed and lower-cased (enforced by a CHECK), so the unique constraint catches case variants. */
    email: text('email').notNull().unique(),
    /** scrypt, self-describing string (parameters, salt and key). */
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    /** T.C. Kimlik No (11 digits); the spec's citizenNumber / citizenId. Not unique on purpose. */
    citizenId: text('citizen_id').notNull(),
    /** 11 digits, the spec's phone (signup) / mobilePhone (profile). */
    phone: text('phone').notNull(),
    isCorporate: boolean('is_corporate').notNull().default(false),
    /** The four corporate fields are '' for individuals. */
    taxNumber: text('tax_number').notNull().default(''),
    taxOffice: text('tax_office').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    address: text('address').notNull().default(''),
    permitEmail: boolean('permit_email').notNull().default(false),
    permitSms: boolean('permit_sms').notNull().default(false),
    /** When the personal-data (KVKK) notice was accepted at signup: proof of consent. */
    privacyConsentAt: timestamptz('privacy_consent_at').notNull(),
    /** When the membership / registration contract was accepted at signup. */
    membershipConsentAt: timestamptz('membership_consent_at').notNull(),
    /** Set on password change or reset (sessions end by their rows, in `sessions`). */
    passwordChangedAt: timestamptz('password_changed_at'),
    /**
     * When the address was proven (the verification link was used). Courses held for the address
     * (pending enrolments) are claimed only then; a changed address must be verified again.
     */
    emailVerifiedAt: timestamptz('email_verified_at'),
    /** The staff role: admin, editor or finance; null for a learner. */
    role: text('role').$type<StaffRole>(),
    /**
     * The language of the account's mails and PDFs: the site's language at signup,
     * then at the latest change in the account area.
     */
    locale: text('locale').$type<'tr' | 'en'>().notNull().default('tr'),
    /**
     * When an admin disabled the account: its sessions end, its tokens are refused on
     * every call and it cannot log in. Null while the account is usable.
     */
    disabledAt: timestamptz('disabled_at'),
    /**
     * When the person deleted the account (KVKK): the row stays for the orders that
     * must be kept, with every personal field erased; it cannot log in or be found again.
     */
    deletedAt: timestamptz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_locale_known', sql`${t.locale} in ('tr', 'en')`),
    check(
      'users_role_known',
      sql.raw(`role is null or role in (${STAFF_ROLES.map((r) => `'${r}'`).join(', ')})`),
    ),
  ],
);

/**
 * Consents (KVKK), one row per decision and never updated: each names the text
 * consented to by its version (a digest of the information page shown), whether it was given or
 * withdrawn, when, and where (signup, the account area, an unsubscribe link, the backfill of
 * accounts made before consents were recorded). The newest row of a kind is the one in force.
 */
export const userConsents = pgTable(
  'user_consents',
  {
    id: serialId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ConsentKind>().notNull(),
    granted: boolean('granted').notNull(),
    /** The version of the text consented to (a digest of its information page), '' if unknown. */
    version: text('version').notNull(),
    /** 'signup', 'account', 'unsubscribe' or 'backfill'. */
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_consents_user_idx').on(t.userId, t.kind, t.id),
    check(
      'user_consents_kind_known',
      sql.raw(`kind in (${CONSENT_KINDS.map((k) => `'${k}'`).join(', ')})`),
    ),
  ],
);

/**
 * Server-side sessions: every token names one row by its `sid` claim, and a request is
 * a user's only while that row has not ended. Logout, "sign out everywhere", a password change or
 * reset and the account area's session list end rows; every API instance reads the same table.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** 128 random bits (CSPRNG), base64url: the token's `sid`. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Moved forward at most once a minute by the requests of the session. */
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    /** Browser and system from the login's User-Agent, e.g. "Chrome, Windows"; '' if unknown. */
    device: text('device').notNull().default(''),
    /** When the session was ended; a token of an ended session is refused (401). */
    endedAt: timestamptz('ended_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.endedAt)],
);

/** Single-use password reset links (spec resetpassword/{hash}); valid for one hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serialId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the random hash sent in the mail; the mailed value itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Set when the reset is completed; a used row is never accepted again. */
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** Single-use e-mail verification links (#/verify-email/{token}), for the address they name. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serialId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link proves; a link for an address the account no longer has is void. */
    email: text('email').notNull(),
    /** SHA-256 (hex) of the mailed token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Ownership: who owns which course
// ---------------------------------------------------------------------------------------------

/** A user owns a course (isOwner, my courses). Written on order completion, or by the seed. */
export const enrollments = pgTable(
  'enrollments',
  {
    id: serialId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    /** The order that granted it; null for seeded or admin enrolments. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('enrollments_user_course_unique').on(t.userId, t.courseId),
    index('enrollments_course_idx').on(t.courseId),
    index('enrollments_order_idx').on(t.orderId),
  ],
);

/**
 * A participant of a completed order who has no account yet. On registration with this e-mail
 * the rows become enrollments and are deleted.
 */
export const pendingEnrollments = pgTable(
  'pending_enrollments',
  {
    id: serialId(),
    /** Lower-cased, like users.email. */
    email: text('email').notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('pending_enrollments_email_course_unique').on(t.email, t.courseId),
    index('pending_enrollments_order_idx').on(t.orderId),
    check('pending_enrollments_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Learning: course titles with videos and exams, progress, attempts, certificates
// ---------------------------------------------------------------------------------------------

/** A group of videos and exams inside a course (spec courseTitles[].titleName). */
export const courseTitles = pgTable(
  'course_titles',
  {
    id: serialId(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    titleName: text('title_name').notNull(),
    sort: integer('sort').notNull().default(0),
    /** English versions: { titleName }, optional. */
    en: jsonb('en').$type<{ titleName?: string }>().notNull().default({}),
  },
  (t) => [index('course_titles_course_sort_idx').on(t.courseId, t.sort)],
);

export const TRANSCODE_STATES = ['none', 'queued', 'running', 'done', 'failed'] as const;

/**
 * A course video. The course's play order is course_titles.sort, then course_videos.sort, then
 * id; the first video is unlocked, each next one once the previous was watched to its last 60 s.
 */
export const courseVideos = pgTable(
  'course_videos',
  {
    id: serialId(),
    courseTitleId: integer('course_title_id')
      .notNull()
      .references(() => courseTitles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Relative to the API's public base, e.g. /videos/…; only ever sent to owners when unlocked. */
    filePath: text('file_path').notNull(),
    /** Seconds. */
    duration: integer('duration').notNull(),
    sort: integer('sort').notNull().default(0),
    /**
     * An uploaded video: its MP4 in the media store (lib/storage.ts); `filePath` is then ''.
     * Null for the seed's videos, which are files under api/public.
     */
    sourceKey: text('source_key'),
    /** Uploaded WebVTT captions in the media store; null: the seed's files beside `filePath`. */
    captionsTrKey: text('captions_tr_key'),
    captionsEnKey: text('captions_en_key'),
    /** The store folder of the HLS renditions (`<hlsKey>/master.m3u8`) once transcoded. */
    hlsKey: text('hls_key'),
    /** The background transcode (lib/transcode-queue.ts): none, queued, running, done, failed. */
    transcodeState: text('transcode_state', { enum: TRANSCODE_STATES }).notNull().default('none'),
    /** Why the last transcode failed, for staff. */
    transcodeError: text('transcode_error'),
    /**
     * Removed by staff while learners had progress on it: those learners keep it, nobody else
     * sees it, and it gates no other video (docs/decisions/0008-videos-retire-and-hls.md).
     */
    retiredAt: timestamptz('retired_at'),
    /** English versions: { title, description }; a blank one falls back to Turkish. */
    en: jsonb('en').$type<ContentEn<'title' | 'description'>>().notNull().default({}),
  },
  (t) => [
    index('course_videos_title_sort_idx').on(t.courseTitleId, t.sort),
    check('course_videos_duration_positive', sql`${t.duration} > 0`),
    check(
      'course_videos_transcode_state',
      sql`${t.transcodeState} in ('none', 'queued', 'running', 'done', 'failed')`,
    ),
  ],
);

/** The saved position of a user in a video (POST /v1/courses). */
export const videoProgress = pgTable(
  'video_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseVideoId: integer('course_video_id')
      .notNull()
      .references(() => courseVideos.id, { onDelete: 'cascade' }),
    /** Last reported position in whole seconds: the resume (seek) position. */
    seconds: integer('seconds').notNull().default(0),
    /**
     * First time the credited watch time met the course's rule (before The position
     * reached the last 60 s); unlocks the next video. Never cleared.
     */
    completedAt: timestamptz('completed_at'),
    /**
     * The parts of the video really played, merged, as [from, to] seconds: a save
     * credits only what wall-clock time since the previous save allows (services/learning.ts).
     */
    watched: jsonb('watched').$type<[number, number][]>().notNull().default([]),
    /** The total length of `watched`: the credited seconds the completion rule counts. */
    watchedSeconds: doublePrecision('watched_seconds').notNull().default(0),
    /**
     * The credit clock: wall-clock time not yet spent on credit is `now - creditClockAt`, capped
     * (a token bucket), so neither a paused tab, nor two tabs, nor a clock jump adds credit.
     */
    creditClockAt: timestamptz('credit_clock_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'video_progress_pk', columns: [t.userId, t.courseVideoId] }),
    index('video_progress_video_idx').on(t.courseVideoId),
    check('video_progress_seconds_non_negative', sql`${t.seconds} >= 0`),
    check('video_progress_watched_non_negative', sql`${t.watchedSeconds} >= 0`),
  ],
);

/**
 * A learner's completed course: its rule was met and its exams (if any) passed. The
 * date is the completion date; a row is never removed by the learner's later activity.
 */
export const courseCompletions = pgTable(
  'course_completions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    completedAt: timestamptz('completed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'course_completions_pk', columns: [t.userId, t.courseId] }),
    index('course_completions_course_idx').on(t.courseId),
  ],
);

/** An exam inside a course title (spec courseTitles[].courseExams). */
export const exams = pgTable(
  'exams',
  {
    id: serialId(),
    courseTitleId: integer('course_title_id')
      .notNull()
      .references(() => courseTitles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Minutes; 0 means untimed. */
    duration: integer('duration').notNull().default(0),
    /** Minimum sum of question points to pass. */
    requiredPointToPass: integer('required_point_to_pass').notNull(),
    sort: integer('sort').notNull().default(0),
    /**
     * Versions (back office): once someone started an exam its questions are frozen, and staff
     * make a new version, a copy that new learners take instead. Old attempts and certificates
     * keep pointing at the version they were taken on. `version` counts 1, 2, … in a lineage.
     */
    version: integer('version').notNull().default(1),
    /** The lineage's first version; null on the first version itself. */
    originalExamId: integer('original_exam_id').references((): AnyPgColumn => exams.id, {
      onDelete: 'cascade',
    }),
    /** The version that replaced this one for new learners; null while this one is current. */
    replacedById: integer('replaced_by_id').references((): AnyPgColumn => exams.id, {
      onDelete: 'set null',
    }),
    replacedAt: timestamptz('replaced_at'),
    /** Bumped by every save in the back office: a save made over a newer one is refused. */
    revision: integer('revision').notNull().default(1),
    /**
     * English versions of what learners read before an exam starts: { title,
     * description }; a blank one falls back to Turkish. Questions and options stay Turkish.
     */
    en: jsonb('en').$type<ContentEn<'title' | 'description'>>().notNull().default({}),
    /**
     * How many questions each attempt draws from the exam's bank (its questions); null
     * asks them all. Part of what decides a result, so frozen once the exam is started.
     */
    questionsPerAttempt: integer('questions_per_attempt'),
    /** How many attempts a learner has at the exam's lineage; null is no limit. */
    maxAttempts: integer('max_attempts'),
    /** Hours a learner waits after a failed attempt before the next; 0 is no wait. */
    retakeWaitHours: integer('retake_wait_hours').notNull().default(0),
  },
  (t) => [
    check(
      'exams_questions_per_attempt_positive',
      sql`${t.questionsPerAttempt} is null or ${t.questionsPerAttempt} >= 1`,
    ),
    check('exams_max_attempts_positive', sql`${t.maxAttempts} is null or ${t.maxAttempts} >= 1`),
    check('exams_retake_wait_non_negative', sql`${t.retakeWaitHours} >= 0`),
    index('exams_title_sort_idx').on(t.courseTitleId, t.sort),
    index('exams_original_idx').on(t.originalExamId),
    check('exams_duration_non_negative', sql`${t.duration} >= 0`),
    check('exams_required_point_non_negative', sql`${t.requiredPointToPass} >= 0`),
    check('exams_version_positive', sql`${t.version} >= 1`),
  ],
);

export const examQuestions = pgTable(
  'exam_questions',
  {
    id: serialId(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    points: integer('points').notNull().default(1),
    /** Questions are asked in sort, then id, order. */
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('exam_questions_exam_sort_idx').on(t.examId, t.sort),
    check('exam_questions_points_positive', sql`${t.points} > 0`),
  ],
);

/** Single choice: at most one option per question is correct (partial unique index). */
export const examOptions = pgTable(
  'exam_options',
  {
    id: serialId(),
    questionId: integer('question_id')
      .notNull()
      .references(() => examQuestions.id, { onDelete: 'cascade' }),
    optionTitle: text('option_title').notNull(),
    /** Never sent to the client. */
    isCorrect: boolean('is_correct').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('exam_options_question_sort_idx').on(t.questionId, t.sort),
    // Target of user_answers' composite key, so an answer's option belongs to its question.
    unique('exam_options_id_question_unique').on(t.id, t.questionId),
    uniqueIndex('exam_options_one_correct_idx')
      .on(t.questionId)
      .where(sql`${t.isCorrect}`),
  ],
);

/**
 * One attempt of a user at an exam (the spec's userExamId / userTestId). At most one unfinished
 * attempt per user and exam (join is idempotent); a finished one is done: passed or rejected.
 */
/** One question of an attempt, with its options in the order this attempt shows them. */
export interface AttemptQuestion {
  questionId: number;
  optionIds: number[];
}

export const userExams = pgTable(
  'user_exams',
  {
    id: serialId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'restrict' }),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    /** Set when scored (all answered, or time over); null while in progress. */
    finishedAt: timestamptz('finished_at'),
    earnedPoints: integer('earned_points'),
    passed: boolean('passed'),
    /**
     * The questions this attempt asks, drawn from the bank and shuffled, each with its
     * options shuffled, fixed when the attempt starts so a reload asks the same. Null on attempts
     * made before: those ask every question in the exam's order.
     */
    questionOrder: jsonb('question_order').$type<AttemptQuestion[]>(),
  },
  (t) => [
    index('user_exams_user_exam_idx').on(t.userId, t.examId),
    index('user_exams_exam_idx').on(t.examId),
    uniqueIndex('user_exams_one_open_idx')
      .on(t.userId, t.examId)
      .where(sql`${t.finishedAt} is null`),
    check(
      'user_exams_finished_scored',
      sql`(${t.finishedAt} is null) = (${t.passed} is null) and (${t.finishedAt} is null) = (${t.earnedPoints} is null)`,
    ),
  ],
);

export const userAnswers = pgTable(
  'user_answers',
  {
    id: serialId(),
    userExamId: integer('user_exam_id')
      .notNull()
      .references(() => userExams.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => examQuestions.id, { onDelete: 'restrict' }),
    optionId: integer('option_id').notNull(),
    answeredAt: timestamptz('answered_at').notNull().defaultNow(),
  },
  (t) => [
    unique('user_answers_user_exam_question_unique').on(t.userExamId, t.questionId),
    foreignKey({
      name: 'user_answers_option_of_question_fk',
      columns: [t.optionId, t.questionId],
      foreignColumns: [examOptions.id, examOptions.questionId],
    }).onDelete('restrict'),
  ],
);

/** The PDF certificate of a passed attempt; public verification by code. */
export const certificates = pgTable('certificates', {
  id: serialId(),
  userExamId: integer('user_exam_id')
    .notNull()
    .unique()
    .references(() => userExams.id, { onDelete: 'cascade' }),
  /** Unguessable verification code, in the QR code and #/certificates/verify/{code}. */
  code: text('code').notNull().unique(),
  /** Where the PDF is stored; it is only served to its owner. */
  filePath: text('file_path').notNull(),
  /** Name and course as printed on the PDF, frozen at issue time. */
  holderName: text('holder_name').notNull(),
  courseName: text('course_name').notNull(),
  /**
   * The course's English name at issue time, printed on an English PDF; null when the
   * course had none (the Turkish is printed).
   */
  courseNameEn: text('course_name_en'),
  issuedAt: timestamptz('issued_at').notNull().defaultNow(),
  /**
   * Set when staff revoke it, with their reason (kept for staff; verification shows
   * only the date). A revoked certificate never verifies as valid again.
   */
  revokedAt: timestamptz('revoked_at'),
  revokedReason: text('revoked_reason'),
});

// ---------------------------------------------------------------------------------------------
// Checkout: basket, orders, participants, payment callbacks
// ---------------------------------------------------------------------------------------------

/** The buyer's details an order keeps after the account is deleted. */
export type RetainedBuyer = {
  name: string;
  surname: string;
  isCorporate: boolean;
  companyName: string;
  taxOffice: string;
  taxNumber: string;
  address: string;
};

export type ParticipantRow = { name: string; surname: string; email: string };

/** One basket per user, kept across orders; its reference code is the cart list's message. */
export const baskets = pgTable('baskets', {
  id: serialId(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Shown for bank transfers; may be renewed after a completed order. */
  referenceCode: text('reference_code').notNull().unique(),
  /** The cart's participants (spec participantEmails), kept so a reload loses nothing. */
  participants: jsonb('participants').$type<ParticipantRow[]>(),
  createdAt: createdAt(),
});

export const basketItems = pgTable(
  'basket_items',
  {
    id: serialId(),
    basketId: integer('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Participants the client attached (spec participantEmails). */
    participants: jsonb('participants').$type<ParticipantRow[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    unique('basket_items_basket_course_unique').on(t.basketId, t.courseId),
    index('basket_items_course_idx').on(t.courseId),
  ],
);

/** The statuses are the contract's (@lms/shared/contracts), which the check constraint lists. */
export type OrderStatus = OrderStatusValue;
const ORDER_STATUS_LIST = sql.raw(ORDER_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * An order (rules in services/checkout.ts). pending (card, waiting for the provider's callback)
 * → completed | failed | expired | cancelled (replaced by a newer checkout of the basket);
 * awaiting_transfer (bank transfer) → completed (admin confirm-transfer) | expired | cancelled;
 * a payment that arrives for an order that can no longer use it ends in refunded.
 * A free order is created completed. Totals are computed on the server with 20 % VAT.
 */
export const orders = pgTable(
  'orders',
  {
    id: serialId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Public order number in #/payment/success|fail/{trackingId}; unguessable. */
    trackingId: text('tracking_id').notNull().unique(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    /** 0 card, 1 bank transfer (spec §9); null for a free order (nothing to pay). */
    paymentMethod: smallint('payment_method').$type<PaymentMethodValue>(),
    /** The basket's reference code at checkout (bank transfer description). */
    referenceCode: text('reference_code').notNull(),
    subtotal: money('subtotal').notNull(),
    tax: money('tax').notNull(),
    total: money('total').notNull(),
    /** The provider's payment id (card); null otherwise. */
    providerPaymentId: text('provider_payment_id'),
    /** The hosted payment page of a card order, handed again to a repeated checkout. */
    paymentUrl: text('payment_url'),
    /** The client's key of the payment attempt that created the order (Idempotency-Key). */
    idempotencyKey: text('idempotency_key'),
    /** A catalogue key: why it failed, expired or was refunded. */
    failureMessage: text('failure_message'),
    /** An open order (pending, awaiting_transfer) cannot be paid after this. */
    expiresAt: timestamptz('expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: timestamptz('completed_at'),
    refundedAt: timestamptz('refunded_at'),
    /**
     * What staff gave back so far, in whole or seat by seat: never more than the
     * total. The order stays completed while some seats remain; refunded when none do.
     */
    refundedAmount: money('refunded_amount').notNull().default(0),
    /**
     * The buyer as receipts name them, kept here when the account is deleted (KVKK):
     * the order stays for the legal retention period with the name and tax details only here.
     * Null while the account exists (receipts read it from the account).
     */
    buyer: jsonb('buyer').$type<RetainedBuyer>(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_reference_code_idx').on(t.referenceCode),
    unique('orders_user_idempotency_key_unique').on(t.userId, t.idempotencyKey),
    index('orders_open_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('pending', 'awaiting_transfer')`),
    check('orders_status_check', sql`${t.status} in (${ORDER_STATUS_LIST})`),
    check('orders_payment_method_check', sql`${t.paymentMethod} in (0, 1)`),
    check(
      'orders_totals_check',
      sql`${t.subtotal} >= 0 and ${t.tax} >= 0 and ${t.total} = ${t.subtotal} + ${t.tax}`,
    ),
    check(
      'orders_refunded_amount_check',
      sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.total}`,
    ),
  ],
);

/**
 * One course of an order. Prices are frozen at checkout: unit_price and discount are per
 * participant; price_without_tax, tax and total are for the whole line (quantity participants).
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: serialId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    /** Number of participants (at least 1). */
    quantity: integer('quantity').notNull().default(1),
    unitPrice: money('unit_price').notNull(),
    discount: money('discount').notNull().default(0),
    priceWithoutTax: money('price_without_tax').notNull(),
    tax: money('tax').notNull(),
    total: money('total').notNull(),
    /**
     * The association name when the buyer paid its member price, frozen with the
     * price: the cart, receipts and My orders label the line with it.
     */
    memberAssociation: text('member_association'),
  },
  (t) => [
    unique('order_items_order_course_unique').on(t.orderId, t.courseId),
    index('order_items_course_idx').on(t.courseId),
    check('order_items_quantity_positive', sql`${t.quantity} >= 1`),
    check(
      'order_items_amounts_check',
      sql`${t.unitPrice} >= 0 and ${t.discount} >= 0 and ${t.priceWithoutTax} >= 0 and ${t.tax} >= 0 and ${t.total} = ${t.priceWithoutTax} + ${t.tax}`,
    ),
  ],
);

/** The people an order item is for; each is enrolled (or pending) on completion. */
export const orderParticipants = pgTable(
  'order_participants',
  {
    id: serialId(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /**
     * When this person was told that someone else enrolled them: such notices have a
     * quota per buyer and per address, counted from this column.
     */
    notifiedAt: timestamptz('notified_at'),
    /** When staff refunded this seat: its enrolment is gone, its money given back. */
    refundedAt: timestamptz('refunded_at'),
  },
  (t) => [
    unique('order_participants_item_email_unique').on(t.orderItemId, t.email),
    index('order_participants_email_idx').on(t.email),
    check('order_participants_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * Server-side callbacks from the payment provider, recorded once each: inserting with
 * ON CONFLICT DO NOTHING on (provider, provider_event_id) makes a repeated callback a no-op.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serialId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** e.g. 'simulated'. */
    provider: text('provider').notNull(),
    providerEventId: text('provider_event_id').notNull(),
    /** What the event says, e.g. 'succeeded' or 'failed'. */
    status: text('status').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    unique('payment_events_provider_event_unique').on(t.provider, t.providerEventId),
    index('payment_events_order_idx').on(t.orderId),
  ],
);

/**
 * The contracts a buyer accepted for an order: the pre-information form and the
 * distance sales contract, each as the exact text shown, rendered by the server for this order.
 */
export const orderContracts = pgTable(
  'order_contracts',
  {
    id: serialId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'preInformation' or 'distanceSales'. */
    kind: text('kind').notNull(),
    /** The template's version: a digest of the information page it was made from. */
    templateVersion: text('template_version').notNull(),
    /** SHA-256 (hex) of both texts as shown, the value the buyer's acceptance carried. */
    hash: text('hash').notNull(),
    /** The exact HTML shown and accepted. */
    text: text('text').notNull(),
    locale: text('locale').notNull(),
    acceptedAt: timestamptz('accepted_at').notNull(),
    /** The client address the acceptance came from. */
    clientAddress: text('client_address').notNull(),
  },
  (t) => [unique('order_contracts_order_kind_unique').on(t.orderId, t.kind)],
);

/**
 * The mails an order caused, as the order's page lists them: who, what, when queued.
 * The mail itself is a job of the mail queue (lib/mail-queue.ts); this is the order's record.
 */
export const orderMails = pgTable(
  'order_mails',
  {
    id: serialId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_mails_order_idx').on(t.orderId)],
);

// ---------------------------------------------------------------------------------------------
// Content: galleries and contact messages (blog_posts.views already counts views)
// ---------------------------------------------------------------------------------------------

export const galleries = pgTable(
  'galleries',
  {
    id: serialId(),
    title: text('title').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    /** HTML. */
    description: text('description').notNull().default(''),
    createDate: createDate(),
    sort: integer('sort').notNull().default(0),
    /** A draft is kept in the back office and never shown publicly. */
    isDraft: boolean('is_draft').notNull().default(false),
    /** English versions of the texts; a blank or missing one reads the Turkish. */
    en: jsonb('en')
      .$type<ContentEn<'title' | 'shortDescription' | 'description'>>()
      .notNull()
      .default({}),
    /** Bumped by every staff save: one made over a newer version is refused. */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('galleries_sort_idx').on(t.sort)],
);

export const galleryImages = pgTable(
  'gallery_images',
  {
    id: serialId(),
    galleryId: integer('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    /** Relative to the API's public base, e.g. /images/galleries/…; returned as filePaths. */
    filePath: text('file_path').notNull(),
    /** The picture's text alternative; empty: the gallery's title is used. */
    alt: text('alt').notNull().default(''),
    /** The English alt text; blank or missing: the Turkish one. */
    en: jsonb('en').$type<ContentEn<'alt'>>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('gallery_images_gallery_sort_idx').on(t.galleryId, t.sort)],
);

/** Messages from the contact page and the course detail's apply-now form. */
export const contacts = pgTable(
  'contacts',
  {
    id: serialId(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    /** 10 digits. */
    phoneNumber: text('phone_number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The course of an apply-now message; null from the contact page. */
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When staff marked the message handled; null while it is open. */
    handledAt: timestamptz('handled_at'),
    /** Who marked it: the account (null once gone) and its e-mail address at the time. */
    handledById: integer('handled_by_id').references(() => users.id, { onDelete: 'set null' }),
    handledByEmail: text('handled_by_email'),
    /** What staff noted when handling it. */
    handledNote: text('handled_note'),
  },
  (t) => [index('contacts_created_idx').on(t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Relations, for db.query.<table>.findMany({ with: … }); they do not change the SQL schema.
// ---------------------------------------------------------------------------------------------

export const coursesRelations = relations(courses, ({ one, many }) => ({
  courseType: one(courseTypes, { fields: [courses.courseTypeId], references: [courseTypes.id] }),
  teacher: one(teachers, {
    fields: [courses.teacherId],
    references: [teachers.id],
    relationName: 'teacher',
  }),
  secondTeacher: one(teachers, {
    fields: [courses.secondTeacherId],
    references: [teachers.id],
    relationName: 'secondTeacher',
  }),
  thirdTeacher: one(teachers, {
    fields: [courses.thirdTeacherId],
    references: [teachers.id],
    relationName: 'thirdTeacher',
  }),
  courseDetails: many(courseDetails),
  courseTitles: many(courseTitles),
  enrollments: many(enrollments),
}));

export const teachersRelations = relations(teachers, ({ many }) => ({
  coursesAsTeacher: many(courses, { relationName: 'teacher' }),
  coursesAsSecondTeacher: many(courses, { relationName: 'secondTeacher' }),
  coursesAsThirdTeacher: many(courses, { relationName: 'thirdTeacher' }),
}));

export const courseDetailsRelations = relations(courseDetails, ({ one }) => ({
  course: one(courses, { fields: [courseDetails.courseId], references: [courses.id] }),
}));

export const usersRelations = relations(users, ({ many, one }) => ({
  passwordResets: many(passwordResets),
  enrollments: many(enrollments),
  videoProgress: many(videoProgress),
  userExams: many(userExams),
  basket: one(baskets),
  orders: many(orders),
}));

export const passwordResetsRelations = relations(passwordResets, ({ one }) => ({
  user: one(users, { fields: [passwordResets.userId], references: [users.id] }),
}));

export const enrollmentsRelations = relations(enrollments, ({ one }) => ({
  user: one(users, { fields: [enrollments.userId], references: [users.id] }),
  course: one(courses, { fields: [enrollments.courseId], references: [courses.id] }),
  order: one(orders, { fields: [enrollments.orderId], references: [orders.id] }),
}));

export const pendingEnrollmentsRelations = relations(pendingEnrollments, ({ one }) => ({
  course: one(courses, { fields: [pendingEnrollments.courseId], references: [courses.id] }),
  order: one(orders, { fields: [pendingEnrollments.orderId], references: [orders.id] }),
}));

export const courseTitlesRelations = relations(courseTitles, ({ one, many }) => ({
  course: one(courses, { fields: [courseTitles.courseId], references: [courses.id] }),
  courseVideos: many(courseVideos),
  exams: many(exams),
}));

export const courseVideosRelations = relations(courseVideos, ({ one, many }) => ({
  courseTitle: one(courseTitles, {
    fields: [courseVideos.courseTitleId],
    references: [courseTitles.id],
  }),
  progress: many(videoProgress),
}));

export const videoProgressRelations = relations(videoProgress, ({ one }) => ({
  user: one(users, { fields: [videoProgress.userId], references: [users.id] }),
  courseVideo: one(courseVideos, {
    fields: [videoProgress.courseVideoId],
    references: [courseVideos.id],
  }),
}));

export const examsRelations = relations(exams, ({ one, many }) => ({
  courseTitle: one(courseTitles, { fields: [exams.courseTitleId], references: [courseTitles.id] }),
  questions: many(examQuestions),
  userExams: many(userExams),
}));

export const examQuestionsRelations = relations(examQuestions, ({ one, many }) => ({
  exam: one(exams, { fields: [examQuestions.examId], references: [exams.id] }),
  options: many(examOptions),
}));

export const examOptionsRelations = relations(examOptions, ({ one }) => ({
  question: one(examQuestions, {
    fields: [examOptions.questionId],
    references: [examQuestions.id],
  }),
}));

export const userExamsRelations = relations(userExams, ({ one, many }) => ({
  user: one(users, { fields: [userExams.userId], references: [users.id] }),
  exam: one(exams, { fields: [userExams.examId], references: [exams.id] }),
  answers: many(userAnswers),
  certificate: one(certificates),
}));

export const userAnswersRelations = relations(userAnswers, ({ one }) => ({
  userExam: one(userExams, { fields: [userAnswers.userExamId], references: [userExams.id] }),
  question: one(examQuestions, {
    fields: [userAnswers.questionId],
    references: [examQuestions.id],
  }),
  option: one(examOptions, { fields: [userAnswers.optionId], references: [examOptions.id] }),
}));

export const certificatesRelations = relations(certificates, ({ one }) => ({
  userExam: one(userExams, { fields: [certificates.userExamId], references: [userExams.id] }),
}));

export const basketsRelations = relations(baskets, ({ one, many }) => ({
  user: one(users, { fields: [baskets.userId], references: [users.id] }),
  items: many(basketItems),
}));

export const basketItemsRelations = relations(basketItems, ({ one }) => ({
  basket: one(baskets, { fields: [basketItems.basketId], references: [baskets.id] }),
  course: one(courses, { fields: [basketItems.courseId], references: [courses.id] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  items: many(orderItems),
  paymentEvents: many(paymentEvents),
}));

export const orderItemsRelations = relations(orderItems, ({ one, many }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  course: one(courses, { fields: [orderItems.courseId], references: [courses.id] }),
  participants: many(orderParticipants),
}));

export const orderParticipantsRelations = relations(orderParticipants, ({ one }) => ({
  orderItem: one(orderItems, {
    fields: [orderParticipants.orderItemId],
    references: [orderItems.id],
  }),
}));

export const paymentEventsRelations = relations(paymentEvents, ({ one }) => ({
  order: one(orders, { fields: [paymentEvents.orderId], references: [orders.id] }),
}));

export const galleriesRelations = relations(galleries, ({ many }) => ({
  images: many(galleryImages),
}));

export const galleryImagesRelations = relations(galleryImages, ({ one }) => ({
  gallery: one(galleries, { fields: [galleryImages.galleryId], references: [galleries.id] }),
}));

export const contactsRelations = relations(contacts, ({ one }) => ({
  course: one(courses, { fields: [contacts.courseId], references: [courses.id] }),
}));

// ---------------------------------------------------------------------------------------------
// State every API instance shares: nothing an instance counts lives in its memory only
// ---------------------------------------------------------------------------------------------

/**
 * Recent attempts per key (lib/attempts.ts): failed logins per e-mail and client, mails per
 * address. One row per attempt, in ms since the epoch; a key's expired rows go when it records.
 */
export const attempts = pgTable(
  'attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    atMs: bigint('at_ms', { mode: 'number' }).notNull(),
  },
  (t) => [index('attempts_key_at_idx').on(t.key, t.atMs)],
);

/**
 * Every staff write (architecture §9): who, in which role, did what to which object,
 * a summary of what changed, when, and the request's id. Written in the transaction of the
 * write it records, so neither exists without the other. Rows are never updated.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null once the staff account is gone; the e-mail below keeps who it was. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    /** `<object>.<verb>`, e.g. course.update. */
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    /** What changed: field → new value (or {from, to}), as the service describes it. */
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    requestId: text('request_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id),
    index('audit_log_user_idx').on(t.userId, t.createdAt.desc()),
    index('audit_log_object_idx').on(t.objectType, t.objectId, t.createdAt.desc()),
  ],
);

/** The counters of @fastify/rate-limit (lib/shared-state.ts): hits per key in a fixed window. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAtMs: bigint('reset_at_ms', { mode: 'number' }).notNull(),
});

/**
 * Version counters of what the API caches in memory (lib/catalog-cache.ts). Triggers (migration
 * 0008) bump `catalog` in the transaction of every write to a table that the site settings, the
 * course list or a course page show, whoever writes: an API instance, the seed, an operator's
 * SQL. Each instance reads the row per request (one primary-key lookup) and drops its copies
 * when the number moved, so no instance serves what another one has just changed.
 */
export const dataVersions = pgTable('data_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * What sampled real visits measured (`POST /v1/vitals/report`): one row per metric of a page
 * view, with the route pattern and the shell's build, and nothing about the visitor (no user, no
 * address, no IP). Rows older than the window of `GET /v1/admin/vitals` are deleted by the sweep.
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The route pattern (`/courses/details/:nameSlug`), never the address. */
    route: text('route').notNull(),
    /** LCP, INP, CLS or TTFB. */
    name: text('name').$type<WebVitalName>().notNull(),
    /** Milliseconds (CLS: the score). */
    value: doublePrecision('value').notNull(),
    /** The rating web-vitals gave it in the browser. */
    rating: text('rating').$type<WebVitalRating>().notNull(),
    /** The shell's build, when the report named it. */
    version: text('version'),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [
    index('web_vitals_received_idx').on(t.receivedAt),
    index('web_vitals_route_name_idx').on(t.route, t.name, t.receivedAt),
  ],
);
