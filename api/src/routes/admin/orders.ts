import {
  STAFF_AREAS,
  adminOrderDetailSchema,
  adminOrderStatusSchema,
  adminOrdersPageSchema,
  adminOrdersQuerySchema,
  adminPaybackParamSchema,
  adminPaybackResultSchema,
  adminPaybackSchema,
  adminRefundResultSchema,
  adminRefundSchema,
  envelope,
  trackingIdParamSchema,
} from '@lms/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { localeFrom, translate } from '../../i18n/messages';
import { ok, type ZodTypeProvider } from '../../lib/http';
import { currentStaff } from '../../lib/staff';
import { ordersCsv } from '../../services/admin-orders';

/**
 * Orders in the back office, for finance and admins: the list, its CSV, an order's
 * page, and confirm-transfer, cancel and refund on it. Every write is audited in its own
 * transaction. The rules are in services/admin-orders.ts and services/checkout.ts.
 */
export const adminOrderRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const finance = { roles: STAFF_AREAS.sales };
  const service = app.orders;
  const localeOf = (request: { headers: Record<string, unknown> }) =>
    localeFrom(request.headers['accept-language'] as string | undefined);

  app.get(
    '/v1/admin/orders',
    {
      config: finance,
      schema: {
        querystring: adminOrdersQuerySchema,
        response: { 200: envelope(adminOrdersPageSchema) },
      },
    },
    async (request) => ok(await service.list(request.query, localeOf(request))),
  );

  app.get(
    '/v1/admin/orders/export',
    { config: finance, schema: { querystring: adminOrdersQuerySchema } },
    async (request, reply) => {
      const locale = localeOf(request);
      const csv = ordersCsv(await service.exportRows(request.query, locale), locale);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="siparisler-${day}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(csv);
    },
  );

  app.get(
    '/v1/admin/orders/:trackingId',
    {
      config: finance,
      schema: {
        params: trackingIdParamSchema,
        response: { 200: envelope(adminOrderDetailSchema) },
      },
    },
    async (request) => ok(await service.detail(request.params.trackingId, localeOf(request))),
  );

  app.get(
    '/v1/admin/orders/:trackingId/receipt',
    { config: finance, schema: { params: trackingIdParamSchema } },
    async (request, reply) => {
      const { trackingId } = request.params;
      const { pdf, fileName } = await service.receipt(trackingId);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/v1/admin/orders/:trackingId/confirm-transfer',
    {
      config: finance,
      schema: {
        params: trackingIdParamSchema,
        response: { 200: envelope(adminOrderStatusSchema) },
      },
    },
    async (request) => {
      const confirmed = await service.confirmTransfer(
        request.params.trackingId,
        (tx, { order, outcome, late }) =>
          app.audit.record(tx, request, {
            action: 'order.confirmTransfer',
            objectType: 'order',
            objectId: order.trackingId,
            summary: { referenceCode: order.referenceCode, outcome, late, total: order.total },
          }),
      );
      const { order, outcome } = confirmed;
      return ok(
        { trackingId: order.trackingId, status: order.status },
        translate(
          outcome === 'refunded' ? 'transferToRefund' : 'transferConfirmed',
          localeOf(request),
        ),
      );
    },
  );

  app.post(
    '/v1/admin/orders/:trackingId/cancel',
    {
      config: finance,
      schema: {
        params: trackingIdParamSchema,
        response: { 200: envelope(adminOrderStatusSchema) },
      },
    },
    async (request) => {
      const order = await service.cancel(request.params.trackingId, (tx, cancelled) =>
        app.audit.record(tx, request, {
          action: 'order.cancel',
          objectType: 'order',
          objectId: cancelled.trackingId,
          summary: { status: cancelled.status, total: cancelled.total },
        }),
      );
      return ok(
        { trackingId: order.trackingId, status: order.status },
        translate('orderCancelled', localeOf(request)),
      );
    },
  );

  app.post(
    '/v1/admin/orders/:trackingId/refund',
    {
      config: finance,
      schema: {
        params: trackingIdParamSchema,
        body: adminRefundSchema,
        response: { 200: envelope(adminRefundResultSchema) },
      },
    },
    async (request) => {
      const result = await service.refund(request.params.trackingId, request.body, (tx, done) =>
        app.audit.record(tx, request, {
          action: 'order.refund',
          objectType: 'order',
          objectId: done.order.trackingId,
          summary: {
            amount: done.amount,
            refundedAmount: done.order.refundedAmount,
            status: done.order.status,
            seats: done.seats,
            revokedCertificates: done.revoked,
            confirmedStarted: done.confirmedStarted,
          },
        }),
      );
      const locale = localeOf(request);
      return ok(
        result,
        result.refunded > 0
          ? translate('refundDone', locale).replace(
              '{amount}',
              service.formatAmount(result.refunded, locale),
            )
          : translate('refundNothingLeft', locale),
      );
    },
  );

  // A bank refund's money was sent back by finance ("refund requests").
  app.post(
    '/v1/admin/orders/:trackingId/paybacks/:eventId',
    {
      config: finance,
      schema: {
        params: adminPaybackParamSchema,
        body: adminPaybackSchema,
        response: { 200: envelope(adminPaybackResultSchema) },
      },
    },
    async (request) => {
      const { trackingId, eventId } = request.params;
      const marked = await service.markPaidBack(
        trackingId,
        eventId,
        request.body.reference,
        currentStaff(request).email,
        (tx, done) =>
          app.audit.record(tx, request, {
            action: 'order.payback',
            objectType: 'order',
            objectId: done.order.trackingId,
            summary: {
              refundEventId: done.refundEventId,
              amount: done.amount,
              reference: done.reference,
            },
          }),
      );
      return ok(marked, translate('paybackDone', localeOf(request)));
    },
  );
};
