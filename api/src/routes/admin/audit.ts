import type { FastifyPluginAsync } from 'fastify';
import { auditPageSchema, auditQuerySchema, envelope, STAFF_AREAS } from '@lms/shared/contracts';
import { ok, type ZodTypeProvider } from '../../lib/http';
import { createAuditLogService } from '../../services/audit-log';

/**
 * The audit log: every staff write, who did it in which role, to which object, what
 * changed, when and in which request. Admins read it at `#/admin/audit`.
 */
export const auditAdminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auditLog = createAuditLogService(app.repos.audit);

  app.get(
    '/v1/admin/audit',
    {
      config: { roles: STAFF_AREAS.administration },
      schema: { querystring: auditQuerySchema, response: { 200: envelope(auditPageSchema) } },
    },
    async (request) => ok(await auditLog.list(request.query)),
  );
};
