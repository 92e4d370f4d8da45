import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { blogPostSchema, envelope, slugParam } from '@lms/shared/contracts';
import { contentLocaleOf } from '../i18n/content-locale';
import { DomainError } from '../lib/domain-error';
import { ok, type ZodTypeProvider } from '../lib/http';

export const blogRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // The spec's path has a trailing slash (§7); the bare path answers too.
  const posts = { schema: { response: { 200: envelope(z.array(blogPostSchema)) } } };
  const list = async (request: FastifyRequest) =>
    ok(await app.repos.blogs.list(contentLocaleOf(request)));
  app.get('/v1/blogs/getlist/', posts, list);
  app.get('/v1/blogs/getlist', posts, list);

  app.get('/v1/blogs/getmostviewed', posts, async (request) =>
    ok(await app.repos.blogs.mostViewed(contentLocaleOf(request))),
  );

  app.get(
    '/v1/blogs/getbynameslug/:slug',
    { schema: { params: slugParam, response: { 200: envelope(blogPostSchema) } } },
    async (request) => {
      const post = await app.repos.blogs.viewBySlug(request.params.slug, contentLocaleOf(request));
      if (!post) throw new DomainError('notFound', 'blogNotFound');
      return ok(post);
    },
  );
};
