import type { FastifyPluginAsync } from 'fastify';
import { guardStaffRoutes } from '../../lib/staff';
import { adminCourseRoutes } from './courses';
import { adminContentRoutes } from './content';
import { adminExamRoutes } from './exams';
import { auditAdminRoutes } from './audit';
import { certificateAdminRoutes } from './certificates';
import { dashboardAdminRoutes } from './dashboard';
import { peopleAdminRoutes } from './people';
import { staffAdminRoutes } from './staff';
import { adminOrderRoutes } from './orders';
import { transferAdminRoutes } from './transfers';
import { adminVideosRoutes } from './videos';
import { adminSiteRoutes } from './site';
import { adminMessageRoutes } from './messages';
import { associationAdminRoutes } from './associations';
import { vitalsAdminRoutes } from './vitals';

/**
 * The staff API: every route under `/v1/admin`, one plugin per area. Each route names
 * its roles in `config.roles`; `guardStaffRoutes` checks them on every call (401 without a live
 * session, 403 for a learner or a role without the right) and refuses at start-up a route that
 * names none. `api/test/admin-access.test.ts` walks every operation of the OpenAPI document.
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  guardStaffRoutes(app, app.repos.users);
  await app.register(transferAdminRoutes);
  await app.register(adminCourseRoutes);
  await app.register(adminExamRoutes);
  await app.register(auditAdminRoutes);
  await app.register(adminVideosRoutes);
  await app.register(certificateAdminRoutes);
  await app.register(dashboardAdminRoutes);
  await app.register(peopleAdminRoutes);
  await app.register(staffAdminRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminSiteRoutes);
  await app.register(adminMessageRoutes);
  await app.register(adminOrderRoutes);
  await app.register(associationAdminRoutes);
  await app.register(vitalsAdminRoutes);
};
