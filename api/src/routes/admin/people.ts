import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  STAFF_AREAS,
  enrolCourseOptionSchema,
  envelope,
  grantEnrolmentSchema,
  idParamField,
  peoplePageSchema,
  peopleQuerySchema,
  personDetailSchema,
} from '@lms/shared/contracts';
import type { Db } from '../../db';
import { localeFrom, translate, type MessageKey } from '../../i18n/messages';
import { contentLocaleOf } from '../../i18n/content-locale';
import { ok, type ZodTypeProvider } from '../../lib/http';
import { currentStaff } from '../../lib/staff';
import { processSettings } from '../../config';
import { createPeopleService } from '../../services/people';

const idParam = z.object({ id: idParamField('personNotFound') });
const seatParams = z.object({
  id: idParamField('personNotFound'),
  courseId: idParamField('courseNotFound'),
});
const done = z.object({ changed: z.boolean() });

/**
 * People, `#/admin/people`: admins and finance (the sales area) find a learner, read
 * their page and help them: another verification link, a course without payment (with a reason),
 * removing a seat, ending every session. Editors author content and do not need learners'
 * personal data, so they have none of these routes. Acting on a staff account's page is for
 * admins only (finance gets 403 there).
 */
export const peopleAdminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const people = createPeopleService({
    db: app.db,
    people: app.repos.people,
    learning: app.repos.learning,
    verification: app.verification,
    ttlSeconds: processSettings().jwtTtlSeconds,
  });
  const roles = STAFF_AREAS.sales;
  const say = (request: FastifyRequest, key: MessageKey) =>
    translate(key, localeFrom(request.headers['accept-language']));
  const auditOf =
    (request: FastifyRequest, action: string, id: number) =>
    (tx: Db, summary: Record<string, unknown>) =>
      app.audit.record(tx, request, { action, objectType: 'user', objectId: id, summary });

  app.get(
    '/v1/admin/people',
    {
      config: { roles },
      schema: { querystring: peopleQuerySchema, response: { 200: envelope(peoplePageSchema) } },
    },
    async (request) => ok(await people.search(request.query)),
  );

  app.get(
    '/v1/admin/people/courses',
    {
      config: { roles },
      schema: { response: { 200: envelope(z.array(enrolCourseOptionSchema)) } },
    },
    async () => ok(await people.courseOptions()),
  );

  app.get(
    '/v1/admin/people/:id',
    {
      config: { roles },
      schema: { params: idParam, response: { 200: envelope(personDetailSchema) } },
    },
    async (request) => ok(await people.detail(request.params.id, contentLocaleOf(request))),
  );

  app.post(
    '/v1/admin/people/:id/verification',
    { config: { roles }, schema: { params: idParam, response: { 200: envelope(z.null()) } } },
    async (request) => {
      const { id } = request.params;
      await people.resendVerification(
        id,
        currentStaff(request).role,
        auditOf(request, 'person.resendVerification', id),
      );
      return ok(null, say(request, 'verificationResent'));
    },
  );

  app.post(
    '/v1/admin/people/:id/enrolments',
    {
      config: { roles },
      schema: { params: idParam, body: grantEnrolmentSchema, response: { 200: envelope(done) } },
    },
    async (request) => {
      const { id } = request.params;
      const { courseId, reason } = request.body;
      const { created } = await people.enrol(
        id,
        currentStaff(request).role,
        courseId,
        reason,
        auditOf(request, 'enrolment.grant', id),
      );
      return ok(
        { changed: created },
        say(request, created ? 'enrolmentGranted' : 'enrolmentExists'),
      );
    },
  );

  app.delete(
    '/v1/admin/people/:id/enrolments/:courseId',
    {
      config: { roles },
      schema: { params: seatParams, response: { 200: envelope(done) } },
    },
    async (request) => {
      const { id, courseId } = request.params;
      const { removed } = await people.removeSeat(
        id,
        currentStaff(request).role,
        courseId,
        auditOf(request, 'enrolment.remove', id),
      );
      return ok({ changed: removed }, say(request, removed ? 'seatRemoved' : 'seatAlreadyRemoved'));
    },
  );

  app.post(
    '/v1/admin/people/:id/sessions/end',
    {
      config: { roles },
      schema: { params: idParam, response: { 200: envelope(z.object({ ended: z.number() })) } },
    },
    async (request) => {
      const { id } = request.params;
      const result = await people.endSessions(
        id,
        currentStaff(request).role,
        auditOf(request, 'person.endSessions', id),
      );
      return ok(result, say(request, 'sessionsEnded'));
    },
  );
};
