import { STAFF_AREAS, envelope, revokeCertificateSchema } from '@lms/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { localeFrom, translate } from '../../i18n/messages';
import { ok, type ZodTypeProvider } from '../../lib/http';

const codeParam = z.object({ code: z.string().trim().min(4, 'certificateNotFound').max(40) });

/**
 * Certificates: an admin revokes one issued by mistake, with a reason, from the back
 * office (part 2) or with `npm run -w @lms/api admin -- revoke-certificate <code> <reason>`,
 * which calls this route with the admin key. From then on it verifies as revoked.
 */
export const certificateAdminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/v1/admin/certificates/:code/revoke',
    {
      config: { roles: STAFF_AREAS.administration, adminKey: true },
      schema: {
        params: codeParam,
        body: revokeCertificateSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { code } = request.params;
      const { reason } = request.body;
      await app.learning.revokeCertificate(code, reason, (tx, revoked) =>
        app.audit.record(tx, request, {
          action: 'certificate.revoke',
          objectType: 'certificate',
          objectId: code,
          summary: { holder: revoked.holderName, course: revoked.courseName, reason },
        }),
      );
      return ok(
        null,
        translate('certificateRevoked', localeFrom(request.headers['accept-language'])),
      );
    },
  );
};
