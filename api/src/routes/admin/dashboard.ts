import type { FastifyPluginAsync } from 'fastify';
import { adminDashboardSchema, envelope, STAFF_ROLES } from '@lms/shared/contracts';
import { contentLocaleOf } from '../../i18n/content-locale';
import { ok, type ZodTypeProvider } from '../../lib/http';
import { currentStaff } from '../../lib/staff';
import { createDashboardService } from '../../services/dashboard';

/**
 * `#/admin`'s figures: today's and this month's sales, transfers waiting for money,
 * bank refunds still to be paid back,
 * open contact messages and the newest enrolments. Every staff role may read it; the figures a
 * role may not see come back null.
 */
export const dashboardAdminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const dashboard = createDashboardService(app.repos.dashboard, app.repos.paybacks);

  app.get(
    '/v1/admin/dashboard',
    {
      config: { roles: STAFF_ROLES },
      schema: { response: { 200: envelope(adminDashboardSchema) } },
    },
    async (request) =>
      ok(await dashboard.read(currentStaff(request).role, new Date(), contentLocaleOf(request))),
  );
};
