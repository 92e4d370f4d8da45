import type { SessionUser, StaffRole } from '@lms/shared';

export type { StaffRole };

/** Who may open a back-office page or see its menu item. */
export type AllowedRoles = readonly StaffRole[];

// The areas of `STAFF_AREAS` (@lms/shared/contracts, staff.ts), which the API's routes check;
// written out here so the back office's frame does not load the contracts (and zod) to read
// them (roles.test.ts keeps the two equal).
/** Courses, sections, videos, exams, instructors, content and site settings. */
export const EDITORS: AllowedRoles = ['admin', 'editor'];
/** Orders, transfers, refunds (part 2). */
export const FINANCE: AllowedRoles = ['admin', 'finance'];
/** Staff accounts and the audit log. */
export const ADMINS: AllowedRoles = ['admin'];

const isStaffRole = (value: unknown): value is StaffRole =>
  value === 'admin' || value === 'editor' || value === 'finance';

/**
 * The session user's role: a staff role, `null` for a learner, `undefined` when the session does
 * not say (a session stored before roles existed; the profile then tells).
 */
export const roleOf = (user: SessionUser | null | undefined): StaffRole | null | undefined => {
  const role: unknown = user?.role;
  if (role === undefined) return undefined;
  return isStaffRole(role) ? role : null;
};

/** The role a profile answer names (`null` for a learner or anything unknown). */
export const roleOfProfile = (profile: { role?: unknown } | null | undefined): StaffRole | null =>
  isStaffRole(profile?.role) ? profile.role : null;

export const mayOpen = (role: StaffRole | null | undefined, roles: AllowedRoles) =>
  role != null && roles.includes(role);
