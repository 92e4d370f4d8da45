import type { FastifyPluginAsync } from 'fastify';
import { slugParam } from '@lms/shared/contracts';
import { HttpError, ok, type ZodTypeProvider } from '../lib/http';

export const blogRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // The spec's path has a trailing slash (§7); the bare path answers too.
  const list = async () => ok(await app.repos.blogs.list());
  app.get('/v1/blogs/getlist/', list);
  app.get('/v1/blogs/getlist', list);

  app.get('/v1/blogs/getmostviewed', async () => ok(await app.repos.blogs.mostViewed()));

  app.get('/v1/blogs/getbynameslug/:slug', { schema: { params: slugParam } }, async (request) => {
    const post = await app.repos.blogs.viewBySlug(request.params.slug);
    if (!post) throw new HttpError(404, 'blogNotFound');
    return ok(post);
  });
};
