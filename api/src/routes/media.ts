import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { MEDIA_FOLDERS, thumbnailFile } from '../lib/course-thumbnails';
import { DomainError } from '../lib/domain-error';
import { type ZodTypeProvider } from '../lib/http';

/** A year: every name is its content's hash (a new picture gets a new name). */
const YEAR_SECONDS = 365 * 24 * 3600;

const mediaParams = z.object({
  folder: z.enum(MEDIA_FOLDERS, 'invalidRequest'),
  file: z
    .string()
    .max(100, 'invalidRequest')
    .regex(/^[a-z0-9.-]+$/, 'invalidRequest'),
});

/**
 * `/media/{courses|blogs|galleries|banners}/{file}`: uploaded course thumbnails, blog covers,
 * gallery images and home banners, and their renditions
 * (lib/course-thumbnails.ts), from the file store; public, like the course pages that show them.
 */
export const mediaRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/media/:folder/:file', { schema: { params: mediaParams } }, async (request, reply) => {
    const found = await thumbnailFile(app.storage, request.params.file, request.params.folder);
    if (!found) throw new DomainError('notFound', 'imageNotFound');
    return reply
      .header('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`)
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .type(found.contentType)
      .send(found.body);
  });
};
