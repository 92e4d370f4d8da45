import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adminSectionSchema,
  adminVideoSchema,
  captionsParam,
  courseContentSchema,
  courseIdParam,
  envelope,
  idParam,
  sectionNameSchema,
  sectionOrderSchema,
  videoRemovalSchema,
  videoTextSchema,
  STAFF_AREAS,
} from '@lms/shared/contracts';
import { DomainError } from '../../lib/domain-error';
import { ok, type ZodTypeProvider } from '../../lib/http';
import type { Audit } from '../../services/course-content';
import type { MessageKey } from '../../i18n/messages';

/**
 * `/v1/admin/…` sections and videos of a course, for admins and editors: the
 * course's outline, sections added, renamed, reordered and (empty) deleted, videos uploaded as
 * multipart MP4 (checked by content, duration read), replaced, retitled, removed or retired,
 * captions per language, and a failed transcode queued again. Every write is audited.
 */

const staff = { roles: STAFF_AREAS.authoring };

/** A multipart upload's one file in a temp folder of its own, and its text fields. */
interface Upload {
  path: string | null;
  fields: Record<string, string>;
  /** Removes the temp folder; always called. */
  cleanup(): Promise<void>;
}

/**
 * Reads a multipart body: its text fields, and its one file streamed to a temp file, at most
 * `maxBytes` (over it: 413 with `tooLargeKey`). Nothing of it stays when the caller cleans up.
 */
async function receive(
  request: FastifyRequest,
  { maxBytes, tooLargeKey, limit }: { maxBytes: number; tooLargeKey: MessageKey; limit: string },
): Promise<Upload> {
  if (!request.isMultipart()) throw new DomainError('invalid', 'uploadNotMultipart');
  const dir = await mkdtemp(join(tmpdir(), 'lms-upload-'));
  const upload: Upload = {
    path: null,
    fields: {},
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
  try {
    const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const path = join(dir, 'upload');
        await pipeline(part.file, createWriteStream(path));
        if (part.file.truncated) throw new DomainError('tooLarge', tooLargeKey, { limit });
        upload.path = path;
      } else if (typeof part.value === 'string') {
        upload.fields[part.fieldname] = part.value;
      }
    }
    return upload;
  } catch (error) {
    await upload.cleanup();
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new DomainError('tooLarge', tooLargeKey, { limit });
    }
    throw error;
  }
}

export const adminVideosRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = () => app.courseContent;
  const media = app.config.media;
  const videoLimit = String(Math.round(media.uploadMaxBytes / 1024 / 1024));
  const captionsLimit = String(Math.round(media.maxCaptionsBytes / 1024));
  /** This request's audit: who, role and request id come from it. */
  const auditOf =
    (request: FastifyRequest): Audit =>
    (q, entry) =>
      app.audit.record(q, request, entry);

  /** Runs `work` on the upload's file, then removes the temp file whatever happened. */
  async function withVideoFile<T>(
    request: FastifyRequest,
    work: (path: string, fields: Record<string, string>) => Promise<T>,
  ): Promise<T> {
    const upload = await receive(request, {
      maxBytes: media.uploadMaxBytes,
      tooLargeKey: 'videoTooLarge',
      limit: videoLimit,
    });
    try {
      if (!upload.path) throw new DomainError('invalid', 'videoFileRequired');
      return await work(upload.path, upload.fields);
    } finally {
      await upload.cleanup();
    }
  }

  app.get(
    '/v1/admin/courses/:courseId/content',
    {
      config: staff,
      schema: { params: courseIdParam, response: { 200: envelope(courseContentSchema) } },
    },
    async (request) => ok(await service().outline(request.params.courseId)),
  );

  app.post(
    '/v1/admin/courses/:courseId/sections',
    {
      config: staff,
      schema: {
        params: courseIdParam,
        body: sectionNameSchema,
        response: { 200: envelope(adminSectionSchema.pick({ id: true, titleName: true })) },
      },
    },
    async (request) =>
      ok(
        await service().addSection(
          request.params.courseId,
          request.body.titleName,
          auditOf(request),
          request.body.en,
        ),
      ),
  );

  app.put(
    '/v1/admin/courses/:courseId/sections/order',
    {
      config: staff,
      schema: {
        params: courseIdParam,
        body: sectionOrderSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await service().reorderSections(request.params.courseId, request.body.ids, auditOf(request));
      return ok(null);
    },
  );

  app.put(
    '/v1/admin/sections/:id',
    {
      config: staff,
      schema: {
        params: idParam,
        body: sectionNameSchema,
        response: { 200: envelope(adminSectionSchema.pick({ id: true, titleName: true })) },
      },
    },
    async (request) =>
      ok(
        await service().renameSection(
          request.params.id,
          request.body.titleName,
          auditOf(request),
          request.body.en,
        ),
      ),
  );

  app.delete(
    '/v1/admin/sections/:id',
    { config: staff, schema: { params: idParam, response: { 200: envelope(z.null()) } } },
    async (request) => {
      await service().deleteSection(request.params.id, auditOf(request));
      return ok(null);
    },
  );

  // multipart/form-data: fields `title`, `description`, then the file `file` (an MP4).
  app.post(
    '/v1/admin/sections/:id/videos',
    {
      config: staff,
      schema: { params: idParam, response: { 200: envelope(adminVideoSchema) } },
    },
    async (request) =>
      ok(
        await withVideoFile(request, async (path, fields) => {
          // A form's fields are flat: the English versions come as `en.title`, `en.description`.
          const { 'en.title': title, 'en.description': description, ...turkish } = fields;
          const text = videoTextSchema.parse({ ...turkish, en: { title, description } });
          return service().addVideo(request.params.id, text, path, auditOf(request));
        }),
      ),
  );

  // multipart/form-data: the new file `file`.
  app.put(
    '/v1/admin/videos/:id/file',
    {
      config: staff,
      schema: { params: idParam, response: { 200: envelope(adminVideoSchema) } },
    },
    async (request) =>
      ok(
        await withVideoFile(request, (path) =>
          service().replaceVideo(request.params.id, path, auditOf(request)),
        ),
      ),
  );

  app.put(
    '/v1/admin/videos/:id',
    {
      config: staff,
      schema: {
        params: idParam,
        body: videoTextSchema,
        response: { 200: envelope(adminVideoSchema) },
      },
    },
    async (request) =>
      ok(await service().updateVideoText(request.params.id, request.body, auditOf(request))),
  );

  app.delete(
    '/v1/admin/videos/:id',
    {
      config: staff,
      schema: { params: idParam, response: { 200: envelope(videoRemovalSchema) } },
    },
    async (request) => ok(await service().removeVideo(request.params.id, auditOf(request))),
  );

  app.post(
    '/v1/admin/videos/:id/transcode',
    {
      config: staff,
      schema: { params: idParam, response: { 200: envelope(adminVideoSchema) } },
    },
    async (request) => ok(await service().retryTranscode(request.params.id, auditOf(request))),
  );

  // multipart/form-data: the WebVTT file `file`.
  app.put(
    '/v1/admin/videos/:id/captions/:lang',
    {
      config: staff,
      schema: { params: captionsParam, response: { 200: envelope(adminVideoSchema) } },
    },
    async (request) => {
      const upload = await receive(request, {
        maxBytes: media.maxCaptionsBytes,
        tooLargeKey: 'captionsTooLarge',
        limit: captionsLimit,
      });
      try {
        if (!upload.path) throw new DomainError('invalid', 'captionsNotWebVtt');
        return ok(
          await service().setCaptions(
            request.params.id,
            request.params.lang,
            upload.path,
            auditOf(request),
          ),
        );
      } finally {
        await upload.cleanup();
      }
    },
  );
};
