import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { envelope, gallerySchema, idParam } from '@lms/shared/contracts';
import { contentLocaleOf } from '../i18n/content-locale';
import { DomainError } from '../lib/domain-error';
import { ok, type ZodTypeProvider } from '../lib/http';

export const galleryRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v1/galleries/gallery/getall',
    { schema: { response: { 200: envelope(z.array(gallerySchema)) } } },
    async (request) => ok(await app.repos.galleries.list(contentLocaleOf(request))),
  );

  // Capital G as in the spec's table (§7).
  app.get(
    '/v1/Galleries/gallery/getbyid/:id',
    { schema: { params: idParam, response: { 200: envelope(gallerySchema) } } },
    async (request) => {
      const gallery = await app.repos.galleries.findById(
        request.params.id,
        contentLocaleOf(request),
      );
      if (!gallery) throw new DomainError('notFound', 'galleryNotFound');
      return ok(gallery);
    },
  );
};
