import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { contentLocaleOf } from '../i18n/content-locale';
import { currentUserId } from '../lib/auth';
import { DomainError } from '../lib/domain-error';
import { ok, type ZodTypeProvider } from '../lib/http';
import {
  answerQuestionSchema,
  certificateCodeParam,
  certificateVerificationSchema,
  envelope,
  examQuestionSchema,
  examResultSchema,
  examReviewSchema,
  joinExamSchema,
  videoLinkSchema,
  idParam,
  testIdParam,
  textField,
  userTestIdQuery,
  videoProgressSchema,
} from '@lms/shared/contracts';

const signedQuery = z.object({
  u: textField({ max: 20 }).optional(),
  e: textField({ max: 20 }).optional(),
  s: textField({ max: 100 }).optional(),
});

/** Parses `Range: bytes=a-b` for one range; null when absent or unusable. */
const byteRange = (header: string | undefined, size: number) => {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (!match[1] && !match[2])) return null;
  const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
  const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  return start <= end && start < size ? { start, end } : 'unsatisfiable';
};

/** Video progress and links, exams and certificates (spec §4, §7). */
export const learningRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const learning = () => app.learning;
  const user = { preHandler: app.requireUser };

  // Start ({timestamp: 0}) answers the resume position; progress ({currentTime}) saves it.
  app.post(
    '/v1/courses',
    { ...user, schema: { body: videoProgressSchema, response: { 200: envelope(z.number()) } } },
    async (request) => {
      const userId = currentUserId(request);
      const body = request.body;
      const position =
        'currentTime' in body
          ? await learning().saveProgress(userId, body.courseVideoId, body.currentTime)
          : await learning().startVideo(userId, body.courseVideoId);
      return ok(position);
    },
  );

  app.get(
    '/v1/courses/getcoursevideo/:id',
    { ...user, schema: { params: idParam, response: { 200: envelope(videoLinkSchema) } } },
    async (request) => ok(await learning().videoLink(currentUserId(request), request.params.id)),
  );

  // The <video> element cannot send a bearer token: the link itself is signed for the owner.
  app.get(
    '/v1/media/videos/:id',
    { schema: { params: idParam, querystring: signedQuery } },
    async (request, reply) => {
      const source = await learning().videoFile(request.params.id, request.query);
      const size =
        source.kind === 'disk'
          ? (await stat(source.path)).size
          : await app.storage.size(source.key);
      if (size === null) throw new DomainError('notFound', 'videoNotFound');
      const open = async (range?: { start: number; end: number }) => {
        if (source.kind === 'disk') return createReadStream(source.path, range);
        const stored = await app.storage.get(source.key, range);
        if (!stored) throw new DomainError('notFound', 'videoNotFound');
        return stored.body;
      };
      const range = byteRange(request.headers.range, size);
      reply
        .header('Content-Type', 'video/mp4')
        .header('Accept-Ranges', 'bytes')
        .header('Cache-Control', 'private, max-age=3600');
      if (range === 'unsatisfiable') {
        return reply.status(416).header('Content-Range', `bytes */${size}`).send();
      }
      if (!range) {
        return reply.header('Content-Length', size).send(await open());
      }
      return reply
        .status(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
        .header('Content-Length', range.end - range.start + 1)
        .send(await open(range));
    },
  );

  // The HLS renditions: every playlist and segment under the owner's signed folder; the
  // playlists name their files by relative URLs, so the signature carries to each of them.
  app.get(
    '/v1/media/videos/:id/hls/:token/*',
    {
      schema: {
        params: idParam.extend({
          token: textField({ max: 200 }),
          '*': textField({ max: 100 }),
        }),
      },
    },
    async (request, reply) => {
      const { id, token } = request.params;
      const key = await learning().hlsFile(id, token, request.params['*']);
      const stored = await app.storage.get(key);
      if (!stored) throw new DomainError('notFound', 'videoNotFound');
      return reply
        .header(
          'Content-Type',
          key.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : 'video/mp2t',
        )
        .header('Cache-Control', 'private, max-age=3600')
        .header('Content-Length', stored.size)
        .send(stored.body);
    },
  );

  // Captions ride on the video's signed link; the player asks for them with CORS (crossorigin).
  app.get(
    '/v1/media/videos/:id/captions/:lang',
    {
      schema: {
        params: idParam.extend({ lang: z.enum(['tr', 'en'], 'invalidSlug') }),
        querystring: signedQuery,
      },
    },
    async (request, reply) => {
      const text = await learning().captions(request.params.id, request.params.lang, request.query);
      return reply
        .header('Content-Type', 'text/vtt; charset=utf-8')
        .header('Cache-Control', 'private, max-age=3600')
        .send(text);
    },
  );

  app.post(
    '/v1/exams/joincourseexam/:testId',
    { ...user, schema: { params: testIdParam, response: { 200: envelope(joinExamSchema) } } },
    async (request) =>
      ok(
        await learning().joinExam(
          currentUserId(request),
          request.params.testId,
          contentLocaleOf(request),
        ),
      ),
  );

  app.get(
    '/v1/exams/gettestquestions/:id',
    { ...user, schema: { params: idParam, response: { 200: envelope(examQuestionSchema) } } },
    async (request) => ok(await learning().nextQuestion(currentUserId(request), request.params.id)),
  );

  // A finished attempt's review; the right options only once they may be shown.
  app.get(
    '/v1/exams/gettestreview/:id',
    { ...user, schema: { params: idParam, response: { 200: envelope(examReviewSchema) } } },
    async (request) => ok(await learning().review(currentUserId(request), request.params.id)),
  );

  app.post(
    '/v1/exams/answerquestion',
    {
      ...user,
      schema: {
        body: answerQuestionSchema,
        response: { 200: envelope(z.object({ isEnd: z.boolean() })) },
      },
    },
    async (request) =>
      ok(
        await learning().answer(
          currentUserId(request),
          request.body.userTestId,
          request.body.testOptionId,
        ),
      ),
  );

  app.get(
    '/v1/Exams/gettestcertificate',
    {
      ...user,
      schema: { querystring: userTestIdQuery, response: { 200: envelope(examResultSchema) } },
    },
    async (request) =>
      ok(await learning().result(currentUserId(request), request.query.userTestId)),
  );

  // A link the browser opens: signed for the holder, or the holder's own bearer token.
  app.get(
    '/v1/certificates/download/:code',
    { schema: { params: certificateCodeParam, querystring: signedQuery } },
    async (request, reply) => {
      const { pdf, fileName } = await learning().certificatePdf(request.params.code, {
        userId: request.userId,
        query: request.query,
      });
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/v1/certificates/verify/:code',
    {
      schema: {
        params: certificateCodeParam,
        response: { 200: envelope(certificateVerificationSchema) },
      },
    },
    async (request) => ok(await learning().verifyCertificate(request.params.code)),
  );
};
