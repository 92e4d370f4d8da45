import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { RENDITION_FORMATS, RENDITION_WIDTHS } from '@lms/shared/contracts';
import { DomainError } from '../lib/domain-error';
import { type ZodTypeProvider } from '../lib/http';
import type { Renditions } from '../lib/renditions';

/**
 * A week, like its source under /images/; then the browser revalidates with the ETag (the source's
 * hash), since a redrawn picture keeps its address.
 */
const WEEK_SECONDS = 7 * 24 * 3600;

/**
 * `/renditions/{width}/{folder}/{name}.{format}`: a raster rendition of
 * `/images/{folder}/{name}.svg`. Only the shared widths and formats exist; anything
 * else is a 400 before any work, an unknown picture a 404.
 */
const renditionParams = z.object({
  width: z.enum(RENDITION_WIDTHS.map(String) as [string, ...string[]], 'invalidRequest'),
  '*': z
    .string()
    .max(200, 'invalidRequest')
    .regex(
      new RegExp(`^(?:[a-z0-9-]+/)?[a-z0-9-]+\\.(?:${RENDITION_FORMATS.join('|')})$`),
      'invalidRequest',
    ),
});

export const renditionRoutes: FastifyPluginAsync<{ renditions: Renditions }> = async (
  fastify,
  { renditions },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/renditions/:width/*',
    { schema: { params: renditionParams } },
    async (request, reply) => {
      const path = request.params['*'];
      const dot = path.lastIndexOf('.');
      const format = path.slice(dot + 1) as (typeof RENDITION_FORMATS)[number];
      const width = Number(request.params.width) as (typeof RENDITION_WIDTHS)[number];
      const rendition = await renditions.get(path.slice(0, dot), width, format);
      if (!rendition) throw new DomainError('notFound', 'imageNotFound');
      reply
        .header('Cache-Control', `public, max-age=${WEEK_SECONDS}`)
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .header('ETag', rendition.etag);
      if (request.headers['if-none-match'] === rendition.etag) return reply.status(304).send();
      return reply.type(rendition.contentType).send(rendition.body);
    },
  );
};
