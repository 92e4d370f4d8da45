import { z } from 'zod';
import { PaymentMethod } from './constants';
import { staffRoleSchema } from './staff';
import type { AuthData, SessionSummary } from './auth';
import type { UserProfileResponse } from './users';
import {
  ORDER_STATUSES,
  type BasketItem,
  type MakePaymentData,
  type OrderSummary,
} from './commerce';
import type { BlogPost, Faq, Gallery, InfoPage } from './content';
import type {
  Course,
  CourseListItem,
  CourseProgress,
  CoursePeriod,
  CourseVideo,
  CourseExam,
  CourseTitle,
  CourseDetailItem,
  Person,
} from './courses';
import type {
  CertificateVerification,
  ExamQuestion,
  ExamResult,
  ExamReview,
  JoinExamData,
  UserCertificate,
} from './exams';

/**
 * What the API sends back, as zod schemas: the API serialises each answer through its route's
 * schema, so only declared fields leave the server, and the OpenAPI document is built from them.
 * Each schema `satisfies` its interface, so the two cannot drift apart.
 */

/** The success envelope `{success, message, data}` (spec §7) around `data`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });

const sessionUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  role: staffRoleSchema.nullable(),
}) satisfies z.ZodType<AuthData['user']>;

/** Login and register: the token and the session's user. */
export const authDataSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
  deviceToken: z.string().optional(),
});

/** GET /v1/auth/sessions: one live session of the user. */
export const sessionSummarySchema = z.object({
  id: z.string(),
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
}) satisfies z.ZodType<SessionSummary>;

// ----- content -----------------------------------------------------------------------------

export const blogPostSchema = z.object({
  url: z.string(),
  title: z.string(),
  description: z.string(),
  createDate: z.string(),
  fileUrl: z.string(),
}) satisfies z.ZodType<BlogPost>;

export const gallerySchema = z.object({
  id: z.number(),
  title: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  createDate: z.string(),
  filePaths: z.array(z.string()),
  imageAlts: z.array(z.string()),
}) satisfies z.ZodType<Gallery>;

export const faqSchema = z.object({
  id: z.number(),
  questionTitle: z.string(),
  questionDescription: z.string(),
}) satisfies z.ZodType<Faq>;

export const infoPageSchema = z.object({
  title: z.string(),
  description: z.string(),
}) satisfies z.ZodType<InfoPage>;

// ----- courses -----------------------------------------------------------------------------

export const courseListItemSchema = z.object({
  id: z.number(),
  nameSlug: z.string(),
  name: z.string(),
  thumbnailImagePath: z.string(),
  alertMessage: z.string().nullable(),
  courseEndDate: z.string().nullable(),
  courseType: z.object({ id: z.number() }),
}) satisfies z.ZodType<CourseListItem>;

const coursePeriodSchema = z.object({
  year: z.number(),
  month: z.number(),
}) satisfies z.ZodType<CoursePeriod>;

/** POST /v1/courses/getcourselist: the page, its total and the end-date periods. */
export const courseListResponseSchema = envelope(z.array(courseListItemSchema)).extend({
  totalItemCount: z.number(),
  periods: z.array(coursePeriodSchema),
});

const personSchema = z.object({
  name: z.string(),
  surname: z.string(),
}) satisfies z.ZodType<Person>;

const courseVideoSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  fileUrl: z.string(),
  hlsUrl: z.string().optional(),
  duration: z.number(),
  watched: z.boolean().optional(),
}) satisfies z.ZodType<CourseVideo>;

const courseExamSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  isExamStarted: z.boolean(),
  isTestDone: z.boolean(),
  testStartDate: z.string().nullable(),
  duration: z.number(),
  requiredPointToPass: z.number().optional(),
  userExamId: z.number().nullable().optional(),
  videosLeft: z.number().int().nonnegative().optional(),
  attemptsLeft: z.number().int().nonnegative().nullable().optional(),
  nextAttemptAt: z.string().nullable().optional(),
  results: z.array(z.object({ filePath: z.string().nullable() })),
}) satisfies z.ZodType<CourseExam>;

const courseTitleSchema = z.object({
  titleName: z.string(),
  courseVideos: z.array(courseVideoSchema),
  courseExams: z.array(courseExamSchema),
}) satisfies z.ZodType<CourseTitle>;

const courseDetailItemSchema = z.object({
  type: z.enum(['EducationalContents', 'RequiredDocuments']),
  title: z.string(),
  description: z.string(),
}) satisfies z.ZodType<CourseDetailItem>;

export const courseSchema = z.object({
  id: z.number(),
  name: z.string(),
  nameSlug: z.string(),
  description: z.string(),
  summary: z.array(z.string()),
  price: z.number(),
  ihkibPrice: z.number().nullable(),
  isOwner: z.boolean(),
  isCancelled: z.boolean(),
  courseEndDate: z.string().nullable(),
  courseStartDate: z.string().nullable(),
  registerEndDate: z.string().nullable(),
  hasRegisterLimit: z.boolean(),
  courseType: z.object({ id: z.number() }),
  courseDuration: z.string().nullable(),
  courseLocation: z.string().nullable(),
  courseLocationUrl: z.string().nullable(),
  courseFirstExamDate: z.string().nullable(),
  thumbnailImagePath: z.string(),
  alertMessage: z.string().nullable(),
  teacher: personSchema.nullable(),
  secondTeacher: personSchema.nullable(),
  thirdTeacher: personSchema.nullable(),
  courseDetails: z.array(courseDetailItemSchema),
  courseTitles: z.array(courseTitleSchema),
  openOrder: z
    .object({ trackingId: z.string(), status: z.enum(['pending', 'awaiting_transfer']) })
    .nullable(),
  memberPriceApplies: z.boolean(),
}) satisfies z.ZodType<Course>;

/** GET /v1/courses/getusercourses: the user's courses and the type that has a videos page. */
export const courseProgressSchema = z.object({
  watchedSeconds: z.number(),
  totalSeconds: z.number(),
  videoPercent: z.number(),
  examsPassed: z.number(),
  examsTotal: z.number(),
  videosWatched: z.number(),
  videosTotal: z.number(),
  completedAt: z.string().nullable(),
  lastVideo: z.object({ id: z.number(), title: z.string(), seconds: z.number() }).nullable(),
}) satisfies z.ZodType<CourseProgress>;

export const userCoursesResponseSchema = envelope(
  z.array(
    courseListItemSchema
      .omit({ courseType: true })
      .extend({ courseTypeId: z.number(), progress: courseProgressSchema }),
  ),
).extend({ courseTypeId: z.number().nullable() });

// ----- learning ----------------------------------------------------------------------------

export const videoLinkSchema = z.object({
  id: z.number(),
  fileUrl: z.string(),
  hlsUrl: z.string().optional(),
});

export const joinExamSchema = z.object({
  id: z.number(),
  title: z.string(),
}) satisfies z.ZodType<JoinExamData>;

export const examQuestionSchema = z.object({
  question: z.string(),
  options: z.array(z.object({ id: z.number(), optionTitle: z.string() })),
  isEnd: z.boolean(),
  index: z.number().optional(),
  total: z.number().optional(),
  remainingSeconds: z.number().nullable().optional(),
}) satisfies z.ZodType<ExamQuestion>;

export const examResultSchema = z.object({
  earnedPoints: z.number(),
  requiredPointToPass: z.number(),
  filePath: z.string().nullable(),
}) satisfies z.ZodType<ExamResult>;

export const certificateVerificationSchema = z.object({
  code: z.string(),
  holderName: z.string(),
  courseName: z.string(),
  examTitle: z.string(),
  issuedAt: z.string(),
  earnedPoints: z.number(),
  requiredPointToPass: z.number(),
  revokedAt: z.string().nullable(),
  courseDuration: z.string().nullable().optional(),
  completedAt: z.string().nullable().optional(),
}) satisfies z.ZodType<CertificateVerification>;

export const examReviewSchema = z.object({
  earnedPoints: z.number(),
  requiredPointToPass: z.number(),
  passed: z.boolean(),
  answersShown: z.boolean(),
  attemptsLeft: z.number().nullable(),
  nextAttemptAt: z.string().nullable(),
  questions: z.array(
    z.object({
      question: z.string(),
      points: z.number(),
      options: z.array(z.object({ id: z.number(), optionTitle: z.string() })),
      chosenOptionId: z.number().nullable(),
      isCorrect: z.boolean(),
      correctOptionId: z.number().nullable(),
    }),
  ),
}) satisfies z.ZodType<ExamReview>;

/** GET /v1/users/getusercertificates: the caller's certificates, newest first. */
export const userCertificateSchema = z.object({
  code: z.string(),
  courseId: z.number(),
  courseName: z.string(),
  examTitle: z.string(),
  issuedAt: z.string(),
  earnedPoints: z.number(),
  requiredPointToPass: z.number(),
  pdfUrl: z.string(),
  verifyUrl: z.string(),
  revokedAt: z.string().nullable(),
}) satisfies z.ZodType<UserCertificate>;

// ----- account -----------------------------------------------------------------------------

/** The profile as the account screens read it; `emailVerified` once e-mails are verified. */
export const userProfileResponseSchema = z.object({
  name: z.string(),
  surname: z.string(),
  citizenId: z.string(),
  email: z.string(),
  mobilePhone: z.string(),
  taxNumber: z.string(),
  taxOffice: z.string(),
  companyName: z.string(),
  permitEmail: z.boolean(),
  permitSms: z.boolean(),
  isCorporate: z.boolean(),
  address: z.string(),
  emailVerified: z.boolean(),
  role: staffRoleSchema.nullable(),
}) satisfies z.ZodType<UserProfileResponse & { isCorporate: boolean; address: string }>;

// ----- checkout ----------------------------------------------------------------------------

const participantOutSchema = z.object({ name: z.string(), surname: z.string(), email: z.string() });

export const basketItemSchema = z.object({
  id: z.number(),
  courseId: z.number(),
  course: z.object({ name: z.string(), nameSlug: z.string(), thumbnailImagePath: z.string() }),
  price: z.number(),
  discountPrice: z.number(),
  priceWithoutTax: z.number(),
  memberAssociation: z.string().nullable().optional(),
  participantEmails: z.array(participantOutSchema).optional(),
}) satisfies z.ZodType<BasketItem>;

export const basketLineAddedSchema = z.object({ id: z.number(), courseId: z.number() });
export const basketParticipantsResponseSchema = z.array(participantOutSchema);

const orderStatusSchema = z.enum(ORDER_STATUSES);

export const makePaymentDataSchema = z.object({
  paymentUrl: z.string().nullable(),
  trackingId: z.string(),
  status: orderStatusSchema,
  referenceCode: z.string(),
  expiresAt: z.string().nullable(),
}) satisfies z.ZodType<MakePaymentData>;

export const orderSummarySchema = z.object({
  trackingId: z.string(),
  status: orderStatusSchema,
  paymentMethod: z
    .union([z.literal(PaymentMethod.card), z.literal(PaymentMethod.bankTransfer)])
    .nullable(),
  referenceCode: z.string(),
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
  failureMessage: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  hasReceipt: z.boolean(),
  hasContracts: z.boolean().optional(),
  items: z.array(
    z.object({
      courseId: z.number(),
      name: z.string(),
      nameSlug: z.string(),
      quantity: z.number(),
      unitPrice: z.number(),
      priceWithoutTax: z.number(),
      tax: z.number(),
      total: z.number(),
      memberAssociation: z.string().nullable().optional(),
      participants: z.array(participantOutSchema),
    }),
  ),
  refunds: z
    .array(
      z.object({
        at: z.string(),
        amount: z.number(),
        withdrawal: z.boolean(),
        toBankAccount: z.boolean(),
        paidBackAt: z.string().nullable(),
      }),
    )
    .optional(),
}) satisfies z.ZodType<OrderSummary>;
