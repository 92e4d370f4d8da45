import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  COURSE_THUMBNAIL_MAX_BYTES,
  adminCourseCancelledSchema,
  adminCourseCreateSchema,
  adminCourseListQuerySchema,
  adminCourseListResponseSchema,
  adminCourseSchema,
  adminCourseThumbnailQuerySchema,
  adminCourseUpdateSchema,
  adminCourseVersionSchema,
  envelope,
  idParam,
  instructorInputSchema,
  instructorSchema,
  STAFF_AREAS,
} from '@lms/shared/contracts';
import { z } from 'zod';
import { prepareThumbnail, thumbnailKey } from '../../lib/course-thumbnails';
import { DomainError } from '../../lib/domain-error';
import { ok, type ZodTypeProvider } from '../../lib/http';
import type { Db } from '../../db';
import type { AuditWriter } from '../../services/admin-courses';

/**
 * Courses and instructors in the back office, for admins and editors. Every write
 * names the version it read; every write is audited in its own transaction.
 */
const EDITORS = { roles: STAFF_AREAS.authoring };

const course = envelope(adminCourseSchema);
const deleted = envelope(z.null());

export const adminCourseRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auditOf =
    (request: FastifyRequest): AuditWriter =>
    (tx, entry) =>
      // The transaction of the write (a Queryable is all the audit's insert needs).
      app.audit.record(tx as Db, request, entry);

  app.get(
    '/v1/admin/courses',
    {
      config: EDITORS,
      schema: {
        querystring: adminCourseListQuerySchema,
        response: { 200: adminCourseListResponseSchema },
      },
    },
    async (request) => {
      const { data, totalItemCount } = await app.adminCourses.list(request.query);
      return { ...ok(data), totalItemCount };
    },
  );

  app.get(
    '/v1/admin/courses/:id',
    { config: EDITORS, schema: { params: idParam, response: { 200: course } } },
    async (request) => ok(await app.adminCourses.read(request.params.id)),
  );

  app.post(
    '/v1/admin/courses',
    {
      config: EDITORS,
      schema: { body: adminCourseCreateSchema, response: { 200: course } },
    },
    async (request) => ok(await app.adminCourses.create(request.body, auditOf(request))),
  );

  app.put(
    '/v1/admin/courses/:id',
    {
      config: EDITORS,
      schema: { params: idParam, body: adminCourseUpdateSchema, response: { 200: course } },
    },
    async (request) =>
      ok(await app.adminCourses.update(request.params.id, request.body, auditOf(request))),
  );

  for (const action of ['publish', 'unpublish'] as const) {
    app.post(
      `/v1/admin/courses/:id/${action}`,
      {
        config: EDITORS,
        schema: { params: idParam, body: adminCourseVersionSchema, response: { 200: course } },
      },
      async (request) =>
        ok(
          await app.adminCourses[action](request.params.id, request.body.version, auditOf(request)),
        ),
    );
  }

  app.post(
    '/v1/admin/courses/:id/cancel',
    {
      config: EDITORS,
      schema: {
        params: idParam,
        body: adminCourseVersionSchema,
        response: { 200: envelope(adminCourseCancelledSchema) },
      },
    },
    async (request) =>
      ok(await app.adminCourses.cancel(request.params.id, request.body.version, auditOf(request))),
  );

  // A multipart upload with one file field; checked as a picture by its content.
  app.post(
    '/v1/admin/courses/:id/thumbnail',
    {
      config: EDITORS,
      schema: {
        params: idParam,
        querystring: adminCourseThumbnailQuerySchema,
        response: { 200: course },
      },
    },
    async (request) => {
      const { id } = request.params;
      // The course exists before any bytes are read or stored.
      await app.adminCourses.read(id);
      let upload: Buffer;
      try {
        const file = await request.file({ limits: { fileSize: COURSE_THUMBNAIL_MAX_BYTES } });
        if (!file) throw DomainError.onField('invalid', 'imageRequired', 'file');
        upload = await file.toBuffer();
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
      const { name, body } = await prepareThumbnail(id, upload);
      return ok(
        await app.adminCourses.setThumbnail(
          id,
          request.query.version,
          { key: thumbnailKey(name), path: `/media/courses/${name}`, body },
          auditOf(request),
        ),
      );
    },
  );

  // Instructors

  app.get(
    '/v1/admin/instructors',
    { config: EDITORS, schema: { response: { 200: envelope(z.array(instructorSchema)) } } },
    async () => ok(await app.adminCourses.instructors()),
  );

  app.post(
    '/v1/admin/instructors',
    {
      config: EDITORS,
      schema: { body: instructorInputSchema, response: { 200: envelope(instructorSchema) } },
    },
    async (request) => ok(await app.adminCourses.createInstructor(request.body, auditOf(request))),
  );

  app.put(
    '/v1/admin/instructors/:id',
    {
      config: EDITORS,
      schema: {
        params: idParam,
        body: instructorInputSchema,
        response: { 200: envelope(instructorSchema) },
      },
    },
    async (request) =>
      ok(
        await app.adminCourses.updateInstructor(request.params.id, request.body, auditOf(request)),
      ),
  );

  app.delete(
    '/v1/admin/instructors/:id',
    { config: EDITORS, schema: { params: idParam, response: { 200: deleted } } },
    async (request) => {
      await app.adminCourses.deleteInstructor(request.params.id, auditOf(request));
      return ok(null);
    },
  );
};
