import { z } from 'zod';
import { idField, intField, pageParamField, textField } from './fields';
import { MAX_PAGE } from './courses';
import { SLUG_PATTERN } from './slug';

/**
 * The back office's courses and instructors: what staff send and what they get back.
 * Message keys are the API's catalogue keys; the admin pages translate them by the field.
 */

/** A course's state in the back office list (draft: not published; ended: end date past). */
export const ADMIN_COURSE_STATES = ['draft', 'published', 'cancelled', 'ended'] as const;
export type AdminCourseState = (typeof ADMIN_COURSE_STATES)[number];

export const COURSE_DETAIL_TYPES = ['EducationalContents', 'RequiredDocuments'] as const;

/** At most this many instructors teach one course (spec §3: teacher, secondTeacher, thirdTeacher). */
export const MAX_COURSE_INSTRUCTORS = 3;

/** The largest thumbnail upload, in bytes. */
export const COURSE_THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;

const courseTypeField = z.union(
  [z.literal(1), z.literal(2), z.literal(3), z.literal(5)],
  'courseTypeInvalid',
);

/** GET /v1/admin/courses: search, type, state and paging. */
export const adminCourseListQuerySchema = z.object({
  page: pageParamField(MAX_PAGE).default(1),
  limit: pageParamField(100, 'invalidNumber').default(20),
  searchText: textField({ max: 100, tooLong: 'searchTooLong' }).default(''),
  courseType: z.coerce.number('courseTypeInvalid').pipe(courseTypeField).optional(),
  state: z.enum(ADMIN_COURSE_STATES, 'courseStateInvalid').optional(),
});
export type AdminCourseListQuery = z.input<typeof adminCourseListQuerySchema>;

/** A money amount in TL: 0 or more, at most two decimals. */
const moneyField = (message = 'priceInvalid') =>
  z
    .number(message)
    .min(0, message)
    .max(10_000_000, message)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, message);

/** An instant as ISO 8601 with its offset (`2026-12-01T09:00:00.000Z`), or null for none. */
const dateField = () => z.iso.datetime({ offset: true, message: 'dateInvalid' }).nullable();

const optionalText = (max: number, multiline = false) =>
  textField({ max, multiline })
    .nullable()
    .transform((value) => (value ? value : null));

/**
 * English versions: the same field names, each optional; a blank one is the same as
 * none, and the site shows the Turkish instead.
 */
export const courseDetailEnSchema = z.object({
  title: textField({ max: 300 }).optional(),
  /** HTML; the server sanitises it. */
  description: textField({ max: 20_000, multiline: true }).optional(),
});
export type CourseDetailEn = z.input<typeof courseDetailEnSchema>;

export const courseDetailInputSchema = z.object({
  type: z.enum(COURSE_DETAIL_TYPES, 'courseDetailTypeInvalid'),
  title: textField({ max: 300 }).min(1, 'courseDetailTitleRequired'),
  /** HTML; the server sanitises it. */
  description: textField({ max: 20_000, multiline: true }).default(''),
  en: courseDetailEnSchema.default({}),
});
export type CourseDetailInput = z.input<typeof courseDetailInputSchema>;

/** A course's English texts; what is left out or blank is shown in Turkish. */
export const courseEnSchema = z.object({
  name: textField({ max: 200 }).optional(),
  /** Blank lines are dropped. */
  summary: z
    .array(textField({ max: 300 }), 'invalidRequest')
    .max(20, 'tooManyItems')
    .transform((lines) => lines.filter((line) => line !== ''))
    .optional(),
  /** HTML; the server sanitises it. */
  description: textField({ max: 100_000, multiline: true }).optional(),
  courseDuration: textField({ max: 100 }).optional(),
  courseLocation: textField({ max: 300 }).optional(),
  alertMessage: textField({ max: 300 }).optional(),
});
export type CourseEn = z.input<typeof courseEnSchema>;

const courseFields = {
  name: textField({ max: 200 }).min(1, 'courseNameRequired'),
  /** Empty: derived from the name (Turkish letters transliterated). */
  nameSlug: textField({ max: 200 })
    .refine((value) => value === '' || SLUG_PATTERN.test(value), 'slugInvalid')
    .default(''),
  courseTypeId: courseTypeField,
  price: moneyField(),
  ihkibPrice: moneyField().nullable().default(null),
  courseStartDate: dateField().default(null),
  courseEndDate: dateField().default(null),
  registerEndDate: dateField().default(null),
  courseFirstExamDate: dateField().default(null),
  courseDuration: optionalText(100).default(null),
  courseLocation: optionalText(300).default(null),
  courseLocationUrl: textField({ max: 1000 })
    .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), 'urlInvalid')
    .nullable()
    .transform((value) => (value ? value : null))
    .default(null),
  hasRegisterLimit: z.boolean('invalidRequest').default(false),
  /** Up to three instructors, in the order shown (teacher, second, third). */
  teacherIds: z
    .array(idField('instructorInvalid'), 'instructorInvalid')
    .max(MAX_COURSE_INSTRUCTORS, 'tooManyInstructors')
    .refine((ids) => new Set(ids).size === ids.length, 'duplicateInstructor')
    .default([]),
  /** HTML; the server sanitises it. */
  description: textField({ max: 100_000, multiline: true }).default(''),
  /** Short bullet points shown above the description. */
  summary: z
    .array(textField({ max: 300 }).min(1, 'summaryItemRequired'), 'invalidRequest')
    .max(20, 'tooManyItems')
    .default([]),
  courseDetails: z
    .array(courseDetailInputSchema, 'invalidRequest')
    .max(50, 'tooManyItems')
    .default([]),
  alertMessage: optionalText(300).default(null),
  en: courseEnSchema.default({}),
  /**
   * The completion rule: every video watched to at least this share of its length
   * (played time, as the server credits it) before the exam opens and the course completes.
   */
  minWatchPercent: intField({ min: 1, max: 100, message: 'minWatchPercentInvalid' }).default(90),
};

type DatedCourse = {
  courseStartDate: string | null;
  courseEndDate: string | null;
  registerEndDate: string | null;
};

const before = (a: string | null, b: string | null) =>
  a !== null && b !== null && Date.parse(a) > Date.parse(b);

/** The end is not before the start, and registration does not end after the course. */
const checkDates = <T extends z.ZodType<DatedCourse>>(schema: T) =>
  schema
    .refine((course) => !before(course.courseStartDate, course.courseEndDate), {
      message: 'courseEndBeforeStart',
      path: ['courseEndDate'],
    })
    .refine((course) => !before(course.registerEndDate, course.courseEndDate), {
      message: 'registerEndAfterCourseEnd',
      path: ['registerEndDate'],
    });

/** POST /v1/admin/courses: a new course, saved as a draft. */
export const adminCourseCreateSchema = checkDates(z.object(courseFields));
export type AdminCourseCreate = z.input<typeof adminCourseCreateSchema>;

/** The version a course was read at: a save over a newer one is refused (409). */
export const courseVersionField = () => intField({ min: 1, message: 'versionRequired' });

/** PUT /v1/admin/courses/{id}: every field, and the version read. */
export const adminCourseUpdateSchema = checkDates(
  z.object({ ...courseFields, version: courseVersionField() }),
);
export type AdminCourseUpdate = z.input<typeof adminCourseUpdateSchema>;

/** Publish, unpublish and cancel carry the version read too. */
export const adminCourseVersionSchema = z.object({ version: courseVersionField() });

/** The thumbnail upload's query: the version read. */
export const adminCourseThumbnailQuerySchema = z.object({
  version: z.coerce.number('versionRequired').pipe(courseVersionField()),
});

const detailEnOutSchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
});

export const courseDetailOutSchema = z.object({
  type: z.enum(COURSE_DETAIL_TYPES),
  title: z.string(),
  description: z.string(),
  en: detailEnOutSchema,
});

/** The English texts as stored. */
export const courseEnOutSchema = z.object({
  name: z.string().optional(),
  summary: z.array(z.string()).optional(),
  description: z.string().optional(),
  courseDuration: z.string().optional(),
  courseLocation: z.string().optional(),
  alertMessage: z.string().optional(),
});

export const adminCourseListItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  nameSlug: z.string(),
  courseType: z.object({ id: z.number() }),
  state: z.enum(ADMIN_COURSE_STATES),
  price: z.number(),
  courseStartDate: z.string().nullable(),
  courseEndDate: z.string().nullable(),
  publishedAt: z.string().nullable(),
  thumbnailImagePath: z.string(),
  version: z.number(),
});
export type AdminCourseListItem = z.infer<typeof adminCourseListItemSchema>;

export const adminCourseListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(adminCourseListItemSchema),
  totalItemCount: z.number(),
});
export type AdminCourseListResponse = z.infer<typeof adminCourseListResponseSchema>;

/** One course with every field staff edit. */
export const adminCourseSchema = z.object({
  id: z.number(),
  name: z.string(),
  nameSlug: z.string(),
  courseTypeId: z.number(),
  price: z.number(),
  ihkibPrice: z.number().nullable(),
  courseStartDate: z.string().nullable(),
  courseEndDate: z.string().nullable(),
  registerEndDate: z.string().nullable(),
  courseFirstExamDate: z.string().nullable(),
  courseDuration: z.string().nullable(),
  courseLocation: z.string().nullable(),
  courseLocationUrl: z.string().nullable(),
  hasRegisterLimit: z.boolean(),
  teacherIds: z.array(z.number()),
  description: z.string(),
  summary: z.array(z.string()),
  courseDetails: z.array(courseDetailOutSchema),
  alertMessage: z.string().nullable(),
  en: courseEnOutSchema,
  minWatchPercent: z.number(),
  thumbnailImagePath: z.string(),
  isCancelled: z.boolean(),
  publishedAt: z.string().nullable(),
  state: z.enum(ADMIN_COURSE_STATES),
  version: z.number(),
  createDate: z.string(),
});
export type AdminCourse = z.infer<typeof adminCourseSchema>;

/** Cancelling tells how many open orders it cancelled. */
export const adminCourseCancelledSchema = z.object({
  course: adminCourseSchema,
  cancelledOrders: z.number(),
});
export type AdminCourseCancelled = z.infer<typeof adminCourseCancelledSchema>;

/** An instructor (spec §3: teacher) that staff keep and courses name. */
export const instructorInputSchema = z.object({
  name: textField({ max: 100 }).min(1, 'nameRequired'),
  surname: textField({ max: 100 }).min(1, 'surenameRequired'),
  /** A title shown before the name, e.g. "Dr." or "Öğr. Gör."; may be empty. */
  title: textField({ max: 100 }).default(''),
});
export type InstructorInput = z.input<typeof instructorInputSchema>;

export const instructorSchema = z.object({
  id: z.number(),
  name: z.string(),
  surname: z.string(),
  title: z.string(),
  /** How many courses name this instructor. */
  courseCount: z.number(),
});
export type Instructor = z.infer<typeof instructorSchema>;
