import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { envelope, faqSchema, infoPageSchema, slugField } from '@lms/shared/contracts';
import { contentLocaleOf } from '../i18n/content-locale';
import { DomainError } from '../lib/domain-error';
import { ok, type ZodTypeProvider } from '../lib/http';

const pageParams = z.object({ id: slugField() });

export const contentRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v1/faqs/getall',
    { schema: { response: { 200: envelope(z.array(faqSchema)) } } },
    async (request) => ok(await app.repos.content.listFaqs(contentLocaleOf(request))),
  );

  app.get(
    '/v1/Pages/getpagedetails/:id',
    { schema: { params: pageParams, response: { 200: envelope(infoPageSchema) } } },
    async (request) => {
      const page = await app.repos.content.findPage(request.params.id, contentLocaleOf(request));
      if (!page) throw new DomainError('notFound', 'pageNotFound');
      return ok(page);
    },
  );
};
