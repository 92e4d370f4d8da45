import { z } from 'zod';
import { emailField, personNameField } from './auth';
import { idParamField, optionalParam as optional, pageParamField, textField } from './fields';
import { STAFF_ROLES, staffRoleSchema, type StaffRole } from './staff';

/** A role as a client sends it: an unknown one is a translated 400. */
const roleField = () => z.enum(STAFF_ROLES, { error: 'staffRoleInvalid' });

/**
 * People and staff accounts in the back office: `GET /v1/admin/people` finds
 * accounts by name, e-mail, company or T.C. number; `GET /v1/admin/people/{id}` is one person's
 * page; `/v1/admin/staff` lists, invites, changes and disables staff accounts (admins only).
 */

/** Accounts per page of the people search. */
export const PEOPLE_PAGE_SIZE = 20;
/** The most pages a client may ask for. */
export const PEOPLE_MAX_PAGE = 5_000;

/** `GET /v1/admin/people`'s query string: the search text and the page. */
export const peopleQuerySchema = z.object({
  q: optional(textField({ max: 100 })),
  page: optional(pageParamField(PEOPLE_MAX_PAGE)),
});
export type PeopleQuery = z.input<typeof peopleQuerySchema>;
export type ParsedPeopleQuery = z.output<typeof peopleQuerySchema>;

/**
 * A T.C. number as staff see it: the first three and the last two digits (`123******90`); an
 * empty or short value shows as given stars.
 */
export const maskCitizenId = (value: string): string =>
  value.length < 6 ? '*'.repeat(value.length) : `${value.slice(0, 3)}******${value.slice(-2)}`;

/** One account in the search's list. */
export interface PersonSummary {
  id: number;
  name: string;
  surname: string;
  email: string;
  companyName: string;
  /** Masked: `123******90`. */
  citizenId: string;
  role: StaffRole | null;
  emailVerified: boolean;
  disabled: boolean;
  /** ISO 8601. */
  createdAt: string;
}

const personSummaryShape = {
  id: z.number(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  companyName: z.string(),
  citizenId: z.string(),
  role: staffRoleSchema.nullable(),
  emailVerified: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
};
export const personSummarySchema = z.object(personSummaryShape) satisfies z.ZodType<PersonSummary>;

export interface PeoplePage {
  items: PersonSummary[];
  total: number;
  page: number;
  pageSize: number;
}
export const peoplePageSchema = z.object({
  items: z.array(personSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
}) satisfies z.ZodType<PeoplePage>;

/** A course the person holds, with progress; `orderId` null for a seeded or staff enrolment. */
export interface PersonCourse {
  courseId: number;
  name: string;
  enrolledAt: string;
  orderTrackingId: string | null;
  /** Share of video time watched, 0–100. */
  videoPercent: number;
  examsPassed: number;
  examsTotal: number;
  completedAt: string | null;
}
export interface PersonOrder {
  trackingId: string;
  status: string;
  total: number;
  createdAt: string;
}
export interface PersonAttempt {
  id: number;
  examName: string;
  courseName: string;
  startedAt: string;
  finishedAt: string | null;
  earnedPoints: number | null;
  passed: boolean | null;
}
export interface PersonCertificate {
  code: string;
  courseName: string;
  issuedAt: string;
  revokedAt: string | null;
}

/** `GET /v1/admin/people/{id}`: profile, courses, orders, exam attempts and certificates. */
export interface PersonDetail extends PersonSummary {
  phone: string;
  isCorporate: boolean;
  liveSessions: number;
  courses: PersonCourse[];
  orders: PersonOrder[];
  attempts: PersonAttempt[];
  certificates: PersonCertificate[];
}

export const personDetailSchema = z.object({
  ...personSummaryShape,
  phone: z.string(),
  isCorporate: z.boolean(),
  liveSessions: z.number(),
  courses: z.array(
    z.object({
      courseId: z.number(),
      name: z.string(),
      enrolledAt: z.string(),
      orderTrackingId: z.string().nullable(),
      videoPercent: z.number(),
      examsPassed: z.number(),
      examsTotal: z.number(),
      completedAt: z.string().nullable(),
    }),
  ),
  orders: z.array(
    z.object({
      trackingId: z.string(),
      status: z.string(),
      total: z.number(),
      createdAt: z.string(),
    }),
  ),
  attempts: z.array(
    z.object({
      id: z.number(),
      examName: z.string(),
      courseName: z.string(),
      startedAt: z.string(),
      finishedAt: z.string().nullable(),
      earnedPoints: z.number().nullable(),
      passed: z.boolean().nullable(),
    }),
  ),
  certificates: z.array(
    z.object({
      code: z.string(),
      courseName: z.string(),
      issuedAt: z.string(),
      revokedAt: z.string().nullable(),
    }),
  ),
}) satisfies z.ZodType<PersonDetail>;

/** `POST /v1/admin/people/{id}/enrolments`: a course without payment, and why (audited). */
export const grantEnrolmentSchema = z.object({
  courseId: idParamField('courseRequired'),
  reason: textField({ max: 500, multiline: true }).min(1, 'enrolReasonRequired'),
});
export type GrantEnrolmentRequest = z.input<typeof grantEnrolmentSchema>;

/** A course staff may enrol someone in (the enrol form's choice). */
export interface EnrolCourseOption {
  id: number;
  name: string;
}
export const enrolCourseOptionSchema = z.object({ id: z.number(), name: z.string() });

// ---------------------------------------------------------------------------------------------
// Staff accounts (admins only)
// ---------------------------------------------------------------------------------------------

export interface StaffAccount {
  id: number;
  name: string;
  surname: string;
  email: string;
  role: StaffRole;
  disabled: boolean;
  /** Whether the invitation's password has been set (false while it waits). */
  passwordSet: boolean;
  createdAt: string;
}
export const staffAccountSchema = z.object({
  id: z.number(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  disabled: z.boolean(),
  passwordSet: z.boolean(),
  createdAt: z.string(),
}) satisfies z.ZodType<StaffAccount>;

/**
 * `POST /v1/admin/staff/invitations`: an address and a role. A new person also gets a name; an
 * existing account keeps its own and is given the role.
 */
export const staffInvitationSchema = z.object({
  email: emailField,
  role: roleField(),
  name: personNameField().optional(),
  surname: personNameField().optional(),
});
export type StaffInvitationRequest = z.input<typeof staffInvitationSchema>;

/** `PUT /v1/admin/staff/{id}/role`: the new role; null makes the account a learner again. */
export const staffRoleChangeSchema = z.object({ role: roleField().nullable() });
export type StaffRoleChangeRequest = z.input<typeof staffRoleChangeSchema>;
