import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  BANNER_MAX_BYTES,
  STAFF_AREAS,
  adminBannerInputSchema,
  adminBannerSchema,
  adminFaqInputSchema,
  adminFaqSchema,
  adminPageCreateSchema,
  adminPageInputSchema,
  adminPageSchema,
  adminSettingsInputSchema,
  adminSettingsSchema,
  envelope,
  idParam,
  pageIdParam,
  reorderSchema,
} from '@lms/shared/contracts';
import type { Db } from '../../db';
import { DomainError } from '../../lib/domain-error';
import { ok, type ZodTypeProvider } from '../../lib/http';
import type { AuditWriter } from '../../services/admin-courses';

/**
 * The site's small content in the back office, for admins and editors: site
 * settings, FAQ, information pages and home banners. Every write is audited in its transaction;
 * the public site shows it on its next request (services/admin-site.ts).
 */
const EDITORS = { roles: STAFF_AREAS.authoring };
const deleted = envelope(z.null());

export const adminSiteRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const site = app.adminSite;
  const auditOf =
    (request: FastifyRequest): AuditWriter =>
    (tx, entry) =>
      app.audit.record(tx as Db, request, entry);

  /** The one file of a multipart upload, refused by the field when missing or too large. */
  async function uploadOf(request: FastifyRequest): Promise<Buffer> {
    try {
      const file = await request.file({ limits: { fileSize: BANNER_MAX_BYTES } });
      if (!file) throw DomainError.onField('invalid', 'imageRequired', 'file');
      return await file.toBuffer();
    } catch (error) {
      if (error instanceof DomainError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') {
        throw DomainError.onField('invalid', 'imageTooLarge', 'file');
      }
      if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_NO_FORM_DATA') {
        throw DomainError.onField('invalid', 'imageRequired', 'file');
      }
      throw error;
    }
  }

  // Settings

  app.get(
    '/v1/admin/settings',
    { config: EDITORS, schema: { response: { 200: envelope(adminSettingsSchema) } } },
    async () => ok(await site.settings()),
  );

  app.put(
    '/v1/admin/settings',
    {
      config: EDITORS,
      schema: { body: adminSettingsInputSchema, response: { 200: envelope(adminSettingsSchema) } },
    },
    async (request) => ok(await site.updateSettings(request.body, auditOf(request))),
  );

  // FAQ

  app.get(
    '/v1/admin/faqs',
    { config: EDITORS, schema: { response: { 200: envelope(z.array(adminFaqSchema)) } } },
    async () => ok(await site.faqs()),
  );

  app.post(
    '/v1/admin/faqs',
    {
      config: EDITORS,
      schema: { body: adminFaqInputSchema, response: { 200: envelope(adminFaqSchema) } },
    },
    async (request) => ok(await site.createFaq(request.body, auditOf(request))),
  );

  app.put(
    '/v1/admin/faqs/:id',
    {
      config: EDITORS,
      schema: {
        params: idParam,
        body: adminFaqInputSchema,
        response: { 200: envelope(adminFaqSchema) },
      },
    },
    async (request) => ok(await site.updateFaq(request.params.id, request.body, auditOf(request))),
  );

  app.delete(
    '/v1/admin/faqs/:id',
    { config: EDITORS, schema: { params: idParam, response: { 200: deleted } } },
    async (request) => {
      await site.deleteFaq(request.params.id, auditOf(request));
      return ok(null);
    },
  );

  app.put(
    '/v1/admin/faqs-order',
    {
      config: EDITORS,
      schema: { body: reorderSchema, response: { 200: envelope(z.array(adminFaqSchema)) } },
    },
    async (request) => ok(await site.reorderFaqs(request.body.ids, auditOf(request))),
  );

  // Information pages

  app.get(
    '/v1/admin/pages',
    { config: EDITORS, schema: { response: { 200: envelope(z.array(adminPageSchema)) } } },
    async () => ok(await site.pages()),
  );

  app.get(
    '/v1/admin/pages/:id',
    {
      config: EDITORS,
      schema: { params: pageIdParam, response: { 200: envelope(adminPageSchema) } },
    },
    async (request) => ok(await site.page(request.params.id)),
  );

  app.post(
    '/v1/admin/pages',
    {
      config: EDITORS,
      schema: { body: adminPageCreateSchema, response: { 200: envelope(adminPageSchema) } },
    },
    async (request) => ok(await site.createPage(request.body, auditOf(request))),
  );

  app.put(
    '/v1/admin/pages/:id',
    {
      config: EDITORS,
      schema: {
        params: pageIdParam,
        body: adminPageInputSchema,
        response: { 200: envelope(adminPageSchema) },
      },
    },
    async (request) => ok(await site.updatePage(request.params.id, request.body, auditOf(request))),
  );

  app.delete(
    '/v1/admin/pages/:id',
    { config: EDITORS, schema: { params: pageIdParam, response: { 200: deleted } } },
    async (request) => {
      await site.deletePage(request.params.id, auditOf(request));
      return ok(null);
    },
  );

  // Home banners

  app.get(
    '/v1/admin/banners',
    { config: EDITORS, schema: { response: { 200: envelope(z.array(adminBannerSchema)) } } },
    async () => ok(await site.banners()),
  );

  // A multipart upload with one file field: a new banner with the picture and no words yet.
  app.post(
    '/v1/admin/banners',
    { config: EDITORS, schema: { response: { 200: envelope(adminBannerSchema) } } },
    async (request) => ok(await site.createBanner(await uploadOf(request), auditOf(request))),
  );

  app.post(
    '/v1/admin/banners/:id/picture',
    {
      config: EDITORS,
      schema: { params: idParam, response: { 200: envelope(adminBannerSchema) } },
    },
    async (request) => {
      const { id } = request.params;
      return ok(await site.replaceBannerPicture(id, await uploadOf(request), auditOf(request)));
    },
  );

  app.put(
    '/v1/admin/banners/:id',
    {
      config: EDITORS,
      schema: {
        params: idParam,
        body: adminBannerInputSchema,
        response: { 200: envelope(adminBannerSchema) },
      },
    },
    async (request) =>
      ok(await site.updateBanner(request.params.id, request.body, auditOf(request))),
  );

  app.delete(
    '/v1/admin/banners/:id',
    { config: EDITORS, schema: { params: idParam, response: { 200: deleted } } },
    async (request) => {
      await site.deleteBanner(request.params.id, auditOf(request));
      return ok(null);
    },
  );

  app.put(
    '/v1/admin/banners-order',
    {
      config: EDITORS,
      schema: { body: reorderSchema, response: { 200: envelope(z.array(adminBannerSchema)) } },
    },
    async (request) => ok(await site.reorderBanners(request.body.ids, auditOf(request))),
  );
};
