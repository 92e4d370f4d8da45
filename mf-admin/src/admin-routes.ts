import type { ComponentType } from 'react';
import { adminPage } from './lib/admin-page';
import { ADMINS, EDITORS, type AllowedRoles } from './lib/roles';

/** One page of the back office. */
export interface AdminRoute {
  /** Its path under the back office's prefix, e.g. `courses` or `courses/:courseId` (no `/admin`). */
  path: string;
  /** Who may open it (the menu and the page hide it from others; the server checks every call). */
  roles: AllowedRoles;
  /** The page, loaded when first shown: `adminPage(() => import('./features/…'))`. */
  page: ComponentType;
}

/**
 * Every page of the back office, under `#/admin/…`. One line per page, in its area's block
 * (keep the blocks apart: each area is added on its own branch). The layout's menu is in
 * `admin-nav.ts`.
 */
export const ADMIN_ROUTES: AdminRoute[] = [
  // Courses (#/admin/courses…)

  // Sections and videos
  {
    path: 'courses/:courseId/content',
    roles: EDITORS,
    page: adminPage(() =>
      import(
        /* webpackChunkName: "admin-media-content" */ './features/media/pages/course-content-page'
      ).then((m) => m.CourseContentPage),
    ),
  },

  // Exams (#/admin/exams…)

  // Audit log
  {
    path: 'audit',
    roles: ADMINS,
    page: adminPage(() =>
      import(/* webpackChunkName: "admin-audit" */ './features/audit/pages/audit-log-page').then(
        (m) => m.AuditLogPage,
      ),
    ),
  },
];
