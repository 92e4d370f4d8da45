import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  STAFF_AREAS,
  adminContactHandleSchema,
  adminContactsPageSchema,
  adminContactsQuerySchema,
  adminNewsletterResultSchema,
  adminNewsletterSchema,
  adminSubscribersPageSchema,
  adminSubscribersQuerySchema,
  envelope,
  idParam,
} from '@lms/shared/contracts';
import type { Db } from '../../db';
import { istanbulTime, toCsv } from '../../lib/csv';
import { ok, type ZodTypeProvider } from '../../lib/http';
import { currentStaff } from '../../lib/staff';
import type { AuditWriter } from '../../services/admin-courses';

/**
 * What visitors send the foundation, for admins and editors: the contact messages'
 * inbox (newest first, open or handled, marked handled with a note) and the newsletter's
 * subscribers (listed, exported as CSV, removed). Every write is audited in its transaction.
 */
const STAFF = { roles: STAFF_AREAS.authoring };

export const adminMessageRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const site = app.adminSite;
  const auditOf =
    (request: FastifyRequest): AuditWriter =>
    (tx, entry) =>
      app.audit.record(tx as Db, request, entry);

  app.get(
    '/v1/admin/contacts',
    {
      config: STAFF,
      schema: {
        querystring: adminContactsQuerySchema,
        response: { 200: envelope(adminContactsPageSchema) },
      },
    },
    async (request) => ok(await site.contacts(request.query.state, request.query.page)),
  );

  app.post(
    '/v1/admin/contacts/:id/handle',
    {
      config: STAFF,
      schema: {
        params: idParam,
        body: adminContactHandleSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const staff = currentStaff(request);
      await site.handleContact(
        request.params.id,
        request.body.note,
        { userId: staff.userId, email: staff.email },
        auditOf(request),
      );
      return ok(null);
    },
  );

  app.get(
    '/v1/admin/subscribers',
    {
      config: STAFF,
      schema: {
        querystring: adminSubscribersQuerySchema,
        response: { 200: envelope(adminSubscribersPageSchema) },
      },
    },
    async (request) => ok(await site.subscribersPage(request.query.state, request.query.page)),
  );

  // Every address, for a spreadsheet: UTF-8 with BOM, `;`, İstanbul times.
  app.get('/v1/admin/subscribers/export', { config: STAFF }, async (request, reply) => {
    const locale = request.headers['accept-language']?.startsWith('en') ? 'en' : 'tr';
    const words =
      locale === 'en'
        ? { header: ['E-mail', 'State', 'Signed up', 'Confirmed'], yes: 'confirmed', no: 'pending' }
        : {
            header: ['E-posta', 'Durum', 'Kayıt tarihi', 'Onay tarihi'],
            yes: 'onaylı',
            no: 'onay bekliyor',
          };
    const rows = (await site.subscribers()).map((row) => [
      row.email,
      row.confirmedAt ? words.yes : words.no,
      istanbulTime(row.createDate),
      istanbulTime(row.confirmedAt),
    ]);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', `attachment; filename="bulten-aboneleri-${day}.csv"`)
      .type('text/csv; charset=utf-8')
      .send(toCsv(words.header, rows));
  });

  app.delete(
    '/v1/admin/subscribers/:id',
    { config: STAFF, schema: { params: idParam, response: { 200: envelope(z.null()) } } },
    async (request) => {
      await site.deleteSubscriber(request.params.id, auditOf(request));
      return ok(null);
    },
  );

  // A newsletter to every confirmed address; each mail can be unsubscribed in one click.
  app.post(
    '/v1/admin/newsletter',
    {
      config: STAFF,
      schema: {
        body: adminNewsletterSchema,
        response: { 200: envelope(adminNewsletterResultSchema) },
      },
    },
    async (request) =>
      ok(await app.newsletter.send(request.body.subject, request.body.text, auditOf(request))),
  );
};
