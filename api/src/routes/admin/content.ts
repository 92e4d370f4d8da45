import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CONTENT_IMAGE_MAX_BYTES,
  STAFF_AREAS,
  adminBlogInputSchema,
  adminBlogSchema,
  adminBlogUpdateSchema,
  adminGalleryImageAltSchema,
  adminGalleryInputSchema,
  adminContentVersionQuerySchema,
  adminGalleryOrderSchema,
  adminGallerySchema,
  adminGalleryUpdateSchema,
  envelope,
  galleryImageParams,
  idParam,
} from '@lms/shared/contracts';
import { prepareThumbnail, thumbnailKey, type MediaFolder } from '../../lib/course-thumbnails';
import { ok, type ZodTypeProvider } from '../../lib/http';
import { readPictureUpload } from '../../lib/picture-upload';
import type { Db } from '../../db';
import type { AuditWriter } from '../../services/admin-courses';

/**
 * Blog posts and galleries in the back office, for editors and admins. Every write is
 * audited in its own transaction; pictures go through the course thumbnails' checks and
 * renditions (lib/course-thumbnails.ts), under `/media/blogs/` and `/media/galleries/`.
 */
const EDITORS = { roles: STAFF_AREAS.authoring };

const blog = envelope(adminBlogSchema);
const gallery = envelope(adminGallerySchema);
const deleted = envelope(z.null());
const versionQuery = adminContentVersionQuerySchema;

export const adminContentRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auditOf =
    (request: FastifyRequest): AuditWriter =>
    (tx, entry) =>
      app.audit.record(tx as Db, request, entry);

  /** The request's picture, checked and prepared, named for `ownerId` under `folder`. */
  const pictureOf = async (request: FastifyRequest, ownerId: number, folder: MediaFolder) => {
    const { name, body } = await prepareThumbnail(
      ownerId,
      await readPictureUpload(request, CONTENT_IMAGE_MAX_BYTES),
    );
    return { key: thumbnailKey(name, folder), path: `/media/${folder}/${name}`, body };
  };

  // Blog posts

  app.get(
    '/v1/admin/blogs',
    { config: EDITORS, schema: { response: { 200: envelope(z.array(adminBlogSchema)) } } },
    async () => ok(await app.adminContent.blogs()),
  );

  app.get(
    '/v1/admin/blogs/:id',
    { config: EDITORS, schema: { params: idParam, response: { 200: blog } } },
    async (request) => ok(await app.adminContent.blog(request.params.id)),
  );

  app.post(
    '/v1/admin/blogs',
    { config: EDITORS, schema: { body: adminBlogInputSchema, response: { 200: blog } } },
    async (request) => ok(await app.adminContent.createBlog(request.body, auditOf(request))),
  );

  app.put(
    '/v1/admin/blogs/:id',
    {
      config: EDITORS,
      schema: { params: idParam, body: adminBlogUpdateSchema, response: { 200: blog } },
    },
    async (request) =>
      ok(await app.adminContent.updateBlog(request.params.id, request.body, auditOf(request))),
  );

  app.post(
    '/v1/admin/blogs/:id/cover',
    {
      config: EDITORS,
      schema: { params: idParam, querystring: versionQuery, response: { 200: blog } },
    },
    async (request) => {
      const { id } = request.params;
      // The post exists before any bytes are read or stored.
      await app.adminContent.blog(id);
      const file = await pictureOf(request, id, 'blogs');
      return ok(
        await app.adminContent.setBlogCover(id, request.query.version, file, auditOf(request)),
      );
    },
  );

  app.delete(
    '/v1/admin/blogs/:id',
    { config: EDITORS, schema: { params: idParam, response: { 200: deleted } } },
    async (request) => {
      await app.adminContent.deleteBlog(request.params.id, auditOf(request));
      return ok(null);
    },
  );

  // Galleries

  app.get(
    '/v1/admin/galleries',
    {
      config: EDITORS,
      schema: {
        response: {
          200: envelope(z.array(adminGallerySchema.extend({ imageCount: z.number() }))),
        },
      },
    },
    async () => ok(await app.adminContent.galleries()),
  );

  app.get(
    '/v1/admin/galleries/:id',
    { config: EDITORS, schema: { params: idParam, response: { 200: gallery } } },
    async (request) => ok(await app.adminContent.gallery(request.params.id)),
  );

  app.post(
    '/v1/admin/galleries',
    { config: EDITORS, schema: { body: adminGalleryInputSchema, response: { 200: gallery } } },
    async (request) => ok(await app.adminContent.createGallery(request.body, auditOf(request))),
  );

  app.put(
    '/v1/admin/galleries/:id',
    {
      config: EDITORS,
      schema: { params: idParam, body: adminGalleryUpdateSchema, response: { 200: gallery } },
    },
    async (request) =>
      ok(await app.adminContent.updateGallery(request.params.id, request.body, auditOf(request))),
  );

  app.delete(
    '/v1/admin/galleries/:id',
    { config: EDITORS, schema: { params: idParam, response: { 200: deleted } } },
    async (request) => {
      await app.adminContent.deleteGallery(request.params.id, auditOf(request));
      return ok(null);
    },
  );

  app.post(
    '/v1/admin/galleries/:id/images',
    {
      config: EDITORS,
      schema: { params: idParam, querystring: versionQuery, response: { 200: gallery } },
    },
    async (request) => {
      const { id } = request.params;
      await app.adminContent.gallery(id);
      const file = await pictureOf(request, id, 'galleries');
      return ok(
        await app.adminContent.addGalleryImage(id, request.query.version, file, auditOf(request)),
      );
    },
  );

  app.put(
    '/v1/admin/galleries/:id/images/order',
    {
      config: EDITORS,
      schema: {
        params: idParam,
        querystring: versionQuery,
        body: adminGalleryOrderSchema,
        response: { 200: gallery },
      },
    },
    async (request) =>
      ok(
        await app.adminContent.orderGalleryImages(
          request.params.id,
          request.query.version,
          request.body.imageIds,
          auditOf(request),
        ),
      ),
  );

  app.put(
    '/v1/admin/galleries/:id/images/:imageId',
    {
      config: EDITORS,
      schema: {
        params: galleryImageParams,
        querystring: versionQuery,
        body: adminGalleryImageAltSchema,
        response: { 200: gallery },
      },
    },
    async (request) =>
      ok(
        await app.adminContent.setGalleryImageAlt(
          request.params.id,
          request.params.imageId,
          request.query.version,
          request.body,
          auditOf(request),
        ),
      ),
  );

  app.delete(
    '/v1/admin/galleries/:id/images/:imageId',
    {
      config: EDITORS,
      schema: { params: galleryImageParams, querystring: versionQuery, response: { 200: gallery } },
    },
    async (request) =>
      ok(
        await app.adminContent.deleteGalleryImage(
          request.params.id,
          request.params.imageId,
          request.query.version,
          auditOf(request),
        ),
      ),
  );
};
