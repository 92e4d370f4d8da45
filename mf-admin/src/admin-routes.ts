import type { ComponentType } from 'react';
import { adminPage } from './lib/admin-page';
import { ADMINS, EDITORS, FINANCE, type AllowedRoles } from './lib/roles';

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
  {
    path: 'courses',
    roles: EDITORS,
    page: adminPage(() =>
      import(
        /* webpackChunkName: "admin-courses-list" */ './features/courses/pages/courses-list-page'
      ).then((m) => m.CoursesListPage),
    ),
  },
  {
    path: 'courses/new',
    roles: EDITORS,
    page: adminPage(() =>
      import(
        /* webpackChunkName: "admin-courses-edit" */ './features/courses/pages/course-edit-page'
      ).then((m) => m.CourseNewPage),
    ),
  },
  {
    path: 'courses/:id',
    roles: EDITORS,
    page: adminPage(() =>
      import(
        /* webpackChunkName: "admin-courses-edit" */ './features/courses/pages/course-edit-page'
      ).then((m) => m.CourseEditPage),
    ),
  },
  {
    path: 'instructors',
    roles: EDITORS,
    page: adminPage(() =>
      import(
        /* webpackChunkName: "admin-instructors" */ './features/instructors/pages/instructors-page'
      ).then((m) => m.InstructorsPage),
    ),
  },

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
  {
    path: 'exams',
    roles: EDITORS,
    page: adminPage(() =>
      import(
        /* webpackChunkName: "admin-exams-courses" */ './features/exams/pages/exam-courses-page'
      ).then((m) => m.ExamCoursesPage),
    ),
  },
  {
    path: 'courses/:courseId/exams',
    roles: EDITORS,
    page: adminPage(() =>
      import(
        /* webpackChunkName: "admin-exams-course" */ './features/exams/pages/course-exams-page'
      ).then((m) => m.CourseExamsPage),
    ),
  },
  {
    path: 'courses/:courseId/exams/new',
    roles: EDITORS,
    page: adminPage(() =>
      import(/* webpackChunkName: "admin-exams-new" */ './features/exams/pages/new-exam-page').then(
        (m) => m.NewExamPage,
      ),
    ),
  },
  {
    path: 'exams/:examId',
    roles: EDITORS,
    page: adminPage(() =>
      import(/* webpackChunkName: "admin-exams-exam" */ './features/exams/pages/exam-page').then(
        (m) => m.ExamPage,
      ),
    ),
  },

  // Orders (#/admin/orders…), finance and admins
  {
    path: 'orders',
    roles: FINANCE,
    page: adminPage(() =>
      import(/* webpackChunkName: "admin-orders" */ './features/orders/pages/orders-page').then(
        (m) => m.OrdersPage,
      ),
    ),
  },
  {
    path: 'orders/:id',
    roles: FINANCE,
    page: adminPage(() =>
      import(/* webpackChunkName: "admin-order" */ './features/orders/pages/order-page').then(
        (m) => m.OrderPage,
      ),
    ),
  },

  // Association member lists: the member price's companies, finance and admins
  {
    path: 'members',
    roles: FINANCE,
    page: adminPage(() =>
      import(
        /* webpackChunkName: "admin-members" */ './features/associations/pages/members-page'
      ).then((m) => m.MembersPage),
    ),
  },

  // People and staff accounts: people for admins and finance, staff for admins
  {
    path: 'people',
    roles: FINANCE,
    page: adminPage(() =>
      import(/* webpackChunkName: "admin-people" */ './features/people/pages/people-page').then(
        (m) => m.PeoplePage,
      ),
    ),
  },
  {
    path: 'people/:id',
    roles: FINANCE,
    page: adminPage(() =>
      import(/* webpackChunkName: "admin-person" */ './features/people/pages/person-page').then(
        (m) => m.PersonPage,
      ),
    ),
  },
  {
    path: 'staff',
    roles: ADMINS,
    page: adminPage(() =>
      import(/* webpackChunkName: "admin-staff" */ './features/staff/pages/staff-page').then(
        (m) => m.StaffPage,
      ),
    ),
  },

  // Blog posts and galleries (#/admin/blogs…, #/admin/galleries…)
  {
    path: 'blogs',
    roles: EDITORS,
    page: adminPage(() =>
      import(
        /* webpackChunkName: "admin-blogs-list" */ './features/content/pages/blogs-list-page'
      ).then((m) => m.BlogsListPage),
    ),
  },
  {
    path: 'blogs/new',
    roles: EDITORS,
    page: adminPage(() =>
      import(
        /* webpackChunkName: "admin-blogs-edit" */ './features/content/pages/blog-edit-page'
      ).then((m) => m.BlogNewPage),
    ),
  },
  {
    path: 'blogs/:id',
    roles: EDITORS,
    page: adminPage(() =>
      import(
        /* webpackChunkName: "admin-blogs-edit" */ './features/content/pages/blog-edit-page'
      ).then((m) => m.BlogEditPage),
    ),
  },
  {
    path: 'galleries',
    roles: EDITORS,
    page: adminPage(() =>
      import(
        /* webpackChunkName: "admin-galleries-list" */ './features/content/pages/galleries-list-page'
      ).then((m) => m.GalleriesListPage),
    ),
  },
  {
    path: 'galleries/new',
    roles: EDITORS,
    page: adminPage(() =>
      import(
        /* webpackChunkName: "admin-galleries-edit" */ './features/content/pages/gallery-edit-page'
      ).then((m) => m.GalleryNewPage),
    ),
  },
  {
    path: 'galleries/:id',
    roles: EDITORS,
    page: adminPage(() =>
      import(
        /* webpackChunkName: "admin-galleries-edit" */ './features/content/pages/gallery-edit-page'
      ).then((m) => m.GalleryEditPage),
    ),
  },

  // Messages (#/admin/messages, #/admin/subscribers)
  {
    path: 'messages',
    roles: EDITORS,
    page: adminPage(() =>
      import(
        /* webpackChunkName: "admin-messages-inbox" */ './features/messages/pages/messages-page'
      ).then((m) => m.MessagesPage),
    ),
  },
  {
    path: 'subscribers',
    roles: EDITORS,
    page: adminPage(() =>
      import(
        /* webpackChunkName: "admin-messages-subscribers" */ './features/messages/pages/subscribers-page'
      ).then((m) => m.SubscribersPage),
    ),
  },

  // Site content (#/admin/settings, faq, pages, banners)
  {
    path: 'settings',
    roles: EDITORS,
    page: adminPage(() =>
      import(
        /* webpackChunkName: "admin-site-settings" */ './features/site/pages/settings-page'
      ).then((m) => m.SettingsPage),
    ),
  },
  {
    path: 'faq',
    roles: EDITORS,
    page: adminPage(() =>
      import(/* webpackChunkName: "admin-site-faq" */ './features/site/pages/faq-page').then(
        (m) => m.FaqPage,
      ),
    ),
  },
  {
    path: 'pages',
    roles: EDITORS,
    page: adminPage(() =>
      import(/* webpackChunkName: "admin-site-pages" */ './features/site/pages/pages-page').then(
        (m) => m.PagesPage,
      ),
    ),
  },
  {
    path: 'banners',
    roles: EDITORS,
    page: adminPage(() =>
      import(
        /* webpackChunkName: "admin-site-banners" */ './features/site/pages/banners-page'
      ).then((m) => m.BannersPage),
    ),
  },

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
