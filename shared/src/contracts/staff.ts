import { z } from 'zod';

/**
 * The staff roles (architecture §9), checked by the server on every `/v1/admin/…`
 * operation. A learner has none: admin (everything, staff accounts too), editor (courses,
 * videos, exams, content, site settings), finance (orders, transfers, refunds).
 */
export const STAFF_ROLES = ['admin', 'editor', 'finance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffRoleSchema = z.enum(STAFF_ROLES);

export const isStaffRole = (value: unknown): value is StaffRole =>
  (STAFF_ROLES as readonly unknown[]).includes(value);

/** Who may use each area of the back office: the API's route checks and the menus read this. */
export const STAFF_AREAS = {
  /** Courses, sections, videos, exams, instructors, content and site settings. */
  authoring: ['admin', 'editor'],
  /** Orders, transfers, refunds. */
  sales: ['admin', 'finance'],
  /** Staff accounts and the audit log. */
  administration: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffArea = keyof typeof STAFF_AREAS;

/** Whether a role (or a learner's null) may use an area. */
export const mayUse = (role: StaffRole | null | undefined, area: StaffArea): boolean =>
  (STAFF_AREAS[area] as readonly unknown[]).includes(role);
