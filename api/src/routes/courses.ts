import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { HttpError, ok, type ZodTypeProvider } from '../lib/http';
import { courseListFilterSchema } from '@lms/shared/contracts';

const detailParams = z.object({ slugOrId: z.string().trim().min(1).max(200) });

export const courseRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Course lists, their year/month panel and the search overlay (spec §2, §3, §7).
  app.post(
    '/v1/courses/getcourselist',
    { schema: { body: courseListFilterSchema } },
    async (request) => {
      const { data, totalItemCount, periods } = await app.repos.courses.list(request.body);
      return { ...ok(data), totalItemCount, periods };
    },
  );

  // Screens fetch by nameSlug; a numeric id works too. The token is optional: isOwner needs it.
  app.get(
    '/v1/courses/getcoursedetails/:slugOrId',
    { schema: { params: detailParams } },
    async (request) => {
      const course = await app.repos.courses.details(request.params.slugOrId, request.userId);
      if (!course) throw new HttpError(404, 'courseNotFound');
      // An unpaid order for it is said on the page instead of a second "buy" (issue 11).
      const open = request.userId
        ? await app.checkout.openOrderFor(request.userId, course.id)
        : null;
      return ok({ ...course, openOrder: open });
    },
  );
};
