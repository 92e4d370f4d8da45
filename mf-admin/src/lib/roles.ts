import type { SessionUser } from '@lms/shared';

/**
 * A staff member's role (issue 26): admin (everything), editor (courses, videos, exams,
 * content, settings), finance (orders, transfers, refunds). A learner has none. The server checks
 * every call; the back office only hides what a role cannot use.
 */
export type StaffRole = 'admin' | 'editor' | 'finance';

/** Who may open a back-office page or see its menu item. */
export type AllowedRoles = readonly StaffRole[];

/** Every staff role: a page any staff member may open. */
export const ANY_STAFF: AllowedRoles = ['admin', 'editor', 'finance'];
/** Courses, videos and exams. */
export const EDITORS: AllowedRoles = ['admin', 'editor'];
/** The audit log and staff accounts. */
export const ADMINS: AllowedRoles = ['admin'];

const isStaffRole = (value: unknown): value is StaffRole =>
  value === 'admin' || value === 'editor' || value === 'finance';

/**
 * The session user's role: a staff role, `null` for a learner, `undefined` when the session does
 * not say yet (a session stored before roles existed; the profile then tells).
 */
export const roleOf = (user: SessionUser | null | undefined): StaffRole | null | undefined => {
  const role = (user as { role?: unknown } | null | undefined)?.role;
  if (role === undefined) return undefined;
  return isStaffRole(role) ? role : null;
};

/** The role a profile answer names (`null` for a learner or anything unknown). */
export const roleOfProfile = (profile: unknown): StaffRole | null => {
  const role = (profile as { role?: unknown } | null | undefined)?.role;
  return isStaffRole(role) ? role : null;
};

export const mayOpen = (role: StaffRole | null | undefined, roles: AllowedRoles) =>
  role != null && roles.includes(role);
