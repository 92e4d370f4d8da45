import { ADMINS, EDITORS, FINANCE, type AllowedRoles } from './lib/roles';

/** One item of the back office's menu: where it goes, its label (admin namespace) and who sees it. */
export interface AdminNavItem {
  to: string;
  labelKey: string;
  roles: AllowedRoles;
}

/** The back office's menu, in order; a role sees only what it may open. */
export const ADMIN_NAV: AdminNavItem[] = [
  { to: 'courses', labelKey: 'nav.courses', roles: EDITORS },
  { to: 'instructors', labelKey: 'nav.instructors', roles: EDITORS },
  { to: 'exams', labelKey: 'nav.exams', roles: EDITORS },
  { to: 'blogs', labelKey: 'nav.blogs', roles: EDITORS },
  { to: 'galleries', labelKey: 'nav.galleries', roles: EDITORS },
  { to: 'banners', labelKey: 'nav.banners', roles: EDITORS },
  { to: 'faq', labelKey: 'nav.faq', roles: EDITORS },
  { to: 'pages', labelKey: 'nav.pages', roles: EDITORS },
  { to: 'settings', labelKey: 'nav.settings', roles: EDITORS },
  { to: 'messages', labelKey: 'nav.messages', roles: EDITORS },
  { to: 'subscribers', labelKey: 'nav.subscribers', roles: EDITORS },
  { to: 'orders', labelKey: 'nav.orders', roles: FINANCE },
  { to: 'people', labelKey: 'nav.people', roles: FINANCE },
  { to: 'members', labelKey: 'nav.members', roles: FINANCE },
  { to: 'staff', labelKey: 'nav.staff', roles: ADMINS },
  { to: 'audit', labelKey: 'nav.audit', roles: ADMINS },
];
