import { z } from 'zod';
import {
  dayField,
  idParamField,
  optionalParam as optional,
  pageParamField,
  textField,
} from './fields';
import { staffRoleSchema, type StaffRole } from './staff';

/** Entries per page of the audit log (`GET /v1/admin/audit`). */
export const AUDIT_PAGE_SIZE = 25;

/** The most pages a client may ask for (25 × 4,000 = the newest 100,000 entries). */
export const AUDIT_MAX_PAGE = 4_000;

/**
 * `GET /v1/admin/audit`'s query string: who (an e-mail address or a user id), what (the
 * object's type, and its id), when (from and to, whole days in İstanbul, both included) and the
 * page, newest first.
 */
export const auditQuerySchema = z
  .object({
    person: optional(
      z.union(
        [idParamField('invalidAuditPerson'), textField({ max: 254 }).email('invalidAuditPerson')],
        { error: 'invalidAuditPerson' },
      ),
    ),
    objectType: optional(
      textField({ max: 40 }).regex(/^[a-z][a-z0-9_-]*$/, 'invalidAuditObjectType'),
    ),
    objectId: optional(textField({ max: 64 }).min(1)),
    from: optional(dayField()),
    to: optional(dayField()),
    page: optional(pageParamField(AUDIT_MAX_PAGE)),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'invalidDateRange',
    path: ['to'],
  });

export type AuditQuery = z.input<typeof auditQuerySchema>;
export type ParsedAuditQuery = z.output<typeof auditQuerySchema>;

/** One entry of the audit log: who did what to which object, when, in which request. */
export interface AuditEntry {
  id: number;
  /** ISO 8601. */
  at: string;
  /** The staff member's account (null once it is gone, and for the server's CLI). */
  userId: number | null;
  /** Their e-mail address when they did it (`admin-key (CLI)` for the CLI). */
  email: string;
  /** Their name and surname, while the account exists. */
  name: string | null;
  /** Their role when they did it. */
  role: StaffRole;
  /** `course.update`, `exam.create`, … */
  action: string;
  objectType: string;
  objectId: string;
  /** What changed, as the service recorded it. */
  summary: Record<string, unknown>;
  requestId: string;
}

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  userId: z.number().nullable(),
  email: z.string(),
  name: z.string().nullable(),
  role: staffRoleSchema,
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  summary: z.record(z.string(), z.unknown()),
  requestId: z.string(),
}) satisfies z.ZodType<AuditEntry>;

/** One page of the audit log, newest first, with how many entries match in all. */
export interface AuditPage {
  items: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
}) satisfies z.ZodType<AuditPage>;
