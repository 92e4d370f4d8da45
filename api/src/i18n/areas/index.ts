/**
 * Message catalogues of the product areas, one file each (`auth.ts`, `courses.ts`, …), each
 * `export default defineArea({ …tr }, { …en })`. Add an area with one import and two spreads.
 */
import courses from './courses';
import account from './account';
import content from './content';
import checkout from './checkout';
import learning from './learning';
import platform from './platform';
import verification from './verification';
import adminCourses from './admin-courses';
import adminExams from './admin-exams';
import adminAudit from './admin-audit';
import adminPeople from './admin-people';
import adminOrders from './admin-orders';
import media from './media';
import adminContent from './admin-content';
import adminSite from './admin-site';
import team from './team';
import adminAssociations from './admin-associations';
import contracts from './contracts';
import vitals from './vitals';

export const areaCatalogues = {
  tr: {
    ...platform.tr,
    ...account.tr,
    ...courses.tr,
    ...content.tr,
    ...checkout.tr,
    ...learning.tr,
    ...verification.tr,
    ...adminCourses.tr,
    ...adminExams.tr,
    ...adminAudit.tr,
    ...adminPeople.tr,
    ...adminOrders.tr,
    ...media.tr,
    ...adminContent.tr,
    ...adminSite.tr,
    ...team.tr,
    ...adminAssociations.tr,
    ...contracts.tr,
    ...vitals.tr,
  },
  en: {
    ...platform.en,
    ...account.en,
    ...courses.en,
    ...content.en,
    ...checkout.en,
    ...learning.en,
    ...verification.en,
    ...adminCourses.en,
    ...adminExams.en,
    ...adminAudit.en,
    ...adminPeople.en,
    ...adminOrders.en,
    ...media.en,
    ...adminContent.en,
    ...adminSite.en,
    ...team.en,
    ...adminAssociations.en,
    ...contracts.en,
    ...vitals.en,
  },
};
