import type { Db } from '../db';
import { createAdminExamsRepository } from './admin-exams';
import { createAdminOrdersRepository } from './admin-orders';
import { createAssociationsRepository } from './associations';
import { createAuditRepository } from './audit';
import { createAdminCoursesRepository } from './admin-courses';
import { createAdminContentRepository } from './admin-content';
import { createAdminSiteRepository } from './admin-site';
import { createBlogsRepository } from './blogs';
import { createCheckoutRepositories } from './checkout';
import { createContactsRepository } from './contacts';
import { createContentRepository } from './content';
import { createDashboardRepository } from './dashboard';
import { createCoursesRepository } from './courses';
import { createLearningRepository } from './learning';
import { createGalleriesRepository } from './galleries';
import { createPaybacksRepository } from './paybacks';
import { createPeopleRepository } from './people';
import { createPrivacyRepository } from './privacy';
import { createSessionsRepository } from './sessions';
import { createSettingsRepository } from './settings';
import { createSitemapRepository } from './sitemap';
import { createSubscribersRepository } from './subscribers';
import { absolutiser } from './urls';
import { createTeamRepository } from './team';
import { createUsersRepository } from './users';
import { createVitalsRepository } from './vitals';

export interface RepositoryOptions {
  /** The API's public base URL, used to make stored image paths absolute. */
  publicUrl: string;
  /** The shell's public address (PLATFORM_URL): certificates' QR codes point there. */
  platformUrl: string;
}

export function createRepositories(db: Db, { publicUrl, platformUrl }: RepositoryOptions) {
  const absolute = absolutiser(publicUrl);
  const learning = createLearningRepository(db, { publicUrl, platformUrl });
  return {
    learning,
    courses: createCoursesRepository(db, absolute, (courseId, userId, isOwner, locale) =>
      learning.courseTitles(courseId, userId, isOwner, locale),
    ),
    settings: createSettingsRepository(db, absolute),
    content: createContentRepository(db),
    blogs: createBlogsRepository(db, absolute),
    sitemap: createSitemapRepository(db),
    galleries: createGalleriesRepository(db, absolute),
    contacts: createContactsRepository(db),
    subscribers: createSubscribersRepository(db),
    users: createUsersRepository(db, absolute),
    sessions: createSessionsRepository(db),
    checkout: createCheckoutRepositories(db, absolute),
    audit: createAuditRepository(db),
    dashboard: createDashboardRepository(db),
    adminCourses: createAdminCoursesRepository(db),
    adminExams: createAdminExamsRepository(db),
    people: createPeopleRepository(db),
    adminContent: createAdminContentRepository(db),
    adminSite: createAdminSiteRepository(db),
    adminOrders: createAdminOrdersRepository(db),
    paybacks: createPaybacksRepository(db),
    team: createTeamRepository(db),
    associations: createAssociationsRepository(db),
    privacy: createPrivacyRepository(db),
    vitals: createVitalsRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
