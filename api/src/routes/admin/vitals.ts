import type { FastifyPluginAsync } from 'fastify';
import { adminVitalsSchema, envelope, STAFF_ROLES } from '@lms/shared/contracts';
import { ok, type ZodTypeProvider } from '../../lib/http';

/**
 * What real visitors felt over the last seven days: the 75th percentile of each Web Vital per
 * route, for the dashboard. Every staff role may read it (it names no person).
 */
export const vitalsAdminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v1/admin/vitals',
    {
      config: { roles: STAFF_ROLES },
      schema: { response: { 200: envelope(adminVitalsSchema) } },
    },
    async () => ok(await app.vitals.p75(new Date())),
  );
};
