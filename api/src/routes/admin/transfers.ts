import { STAFF_AREAS } from '@lms/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { localeFrom, translate } from '../../i18n/messages';
import { DomainError } from '../../lib/domain-error';
import { ok, type ZodTypeProvider } from '../../lib/http';

const referenceParam = z.object({ reference: z.string().trim().min(4).max(40) });

/**
 * Bank transfers waiting for their money. `npm run -w @lms/api admin -- confirm-transfer
 * <reference>` and `list-transfers` call these on the running API with the admin key; finance
 * staff call them with their token.
 */
export const transferAdminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const staffOnly = { roles: STAFF_AREAS.sales, adminKey: true };

  app.post(
    '/v1/admin/transfers/:reference/confirm',
    { config: staffOnly, schema: { params: referenceParam } },
    async (request) => {
      const confirmed = await app.checkout.confirmTransfer(
        request.params.reference,
        new Date(),
        (tx, { order, outcome, late }) =>
          app.audit.record(tx, request, {
            action: 'order.confirmTransfer',
            objectType: 'order',
            objectId: order.trackingId,
            summary: { referenceCode: order.referenceCode, outcome, late, total: order.total },
          }),
      );
      if (!confirmed) throw new DomainError('notFound', 'transferNotFound');
      const { order, outcome } = confirmed;
      return ok(
        { trackingId: order.trackingId, status: order.status, total: order.total },
        translate(
          outcome === 'refunded' ? 'transferToRefund' : 'transferConfirmed',
          localeFrom(request.headers['accept-language']),
        ),
      );
    },
  );

  app.get('/v1/admin/transfers', { config: staffOnly }, async () => {
    const rows = await app.checkout.awaitingTransfers();
    return ok(
      rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt?.toISOString() ?? null,
      })),
    );
  });
};
