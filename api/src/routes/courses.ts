import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { cachedBody, sendCached } from '../lib/catalog-cache';
import { contentLocaleOf } from '../i18n/content-locale';
import { DomainError } from '../lib/domain-error';
import { ok, type ZodTypeProvider } from '../lib/http';
import { zodSerializerCompiler } from '../lib/serialization';
import {
  courseListFilterSchema,
  courseListResponseSchema,
  courseSchema,
  envelope,
  slugField,
} from '@lms/shared/contracts';

const detailParams = z.object({ slugOrId: slugField() });
const LIST = '/v1/courses/getcourselist';
const DETAILS = '/v1/courses/getcoursedetails/:slugOrId';

export const courseRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const serializeList = zodSerializerCompiler({
    schema: courseListResponseSchema,
    method: 'POST',
    url: LIST,
  });
  const detailResponse = envelope(courseSchema);
  const serializeDetail = zodSerializerCompiler({
    schema: detailResponse,
    method: 'GET',
    url: DETAILS,
  });

  // Course lists, their year/month panel and the search overlay (spec §2, §3, §7). One copy per
  // filter (the validated body, defaults filled in) and language while the catalogue is unchanged.
  app.post(
    LIST,
    { schema: { body: courseListFilterSchema, response: { 200: courseListResponseSchema } } },
    async (request, reply) => {
      const locale = contentLocaleOf(request);
      const key = `list ${locale} ${JSON.stringify(request.body)}`;
      const body = await app.catalog.get(key, async () => {
        const { data, totalItemCount, periods } = await app.coursePage.list({
          ...request.body,
          locale,
        });
        return { value: cachedBody(serializeList({ ...ok(data), totalItemCount, periods })) };
      });
      return sendCached(request, reply, body);
    },
  );

  // Screens fetch by nameSlug; a numeric id works too. The token is optional: isOwner needs it.
  // The visitor's page is cached; an owner's videos and exams and an open order are per user.
  app.get(
    DETAILS,
    { schema: { params: detailParams, response: { 200: detailResponse } } },
    async (request, reply) => {
      const { slugOrId } = request.params;
      const locale = contentLocaleOf(request);
      const cached = await app.catalog.get(`detail ${locale} ${slugOrId}`, async () => {
        const course = await app.coursePage.visitorPage(slugOrId, locale);
        return { value: course && { course, body: cachedBody(serializeDetail(ok(course))) } };
      });
      if (!cached) throw new DomainError('notFound', 'courseNotFound');
      // The same address answers a logged-in user with their own page: caches keep them apart.
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Authorization` : 'Authorization');
      const { userId } = request;
      if (!userId) {
        // Like the settings: kept, but asked again before each use (a 304 while unchanged).
        reply.header('cache-control', 'public, no-cache');
        return sendCached(request, reply, cached.body, { etag: true });
      }
      reply.header('cache-control', 'private, no-cache');
      return ok(await app.coursePage.userPage(cached.course, userId, locale));
    },
  );
};
