import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok, type ZodTypeProvider } from '../../lib/http';
import type { ExamAudit } from '../../services/admin-exams';
import {
  adminCourseExamsResponseSchema,
  adminExamCoursesResponseSchema,
  adminExamAttemptsQuery,
  adminExamAttemptsResponseSchema,
  adminExamCreateSchema,
  adminExamPreviewResponseSchema,
  adminExamResponseSchema,
  adminExamUpdateSchema,
  courseIdParam,
  envelope,
  examIdParam,
  STAFF_AREAS,
} from '@lms/shared/contracts';

const editors = { roles: STAFF_AREAS.authoring };

/** The back office's exams: a course's exams, one exam, its preview and attempts. */
export const adminExamRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const exams = () => app.adminExams;
  /** Audit entries written in the service's transaction, with this request's who and id. */
  const auditOf =
    (request: FastifyRequest): ExamAudit =>
    (executor, entry) =>
      app.audit.record(executor, request, entry);

  app.get(
    '/v1/admin/exam-courses',
    {
      config: editors,
      schema: { response: { 200: envelope(adminExamCoursesResponseSchema) } },
    },
    async () => ok(await exams().courses()),
  );

  app.get(
    '/v1/admin/courses/:courseId/exams',
    {
      config: editors,
      schema: {
        params: courseIdParam,
        response: { 200: envelope(adminCourseExamsResponseSchema) },
      },
    },
    async (request) => ok(await exams().courseExams(request.params.courseId)),
  );

  app.post(
    '/v1/admin/courses/:courseId/exams',
    {
      config: editors,
      schema: {
        params: courseIdParam,
        body: adminExamCreateSchema,
        response: { 200: envelope(adminExamResponseSchema) },
      },
    },
    async (request) =>
      ok(await exams().create(request.params.courseId, request.body, auditOf(request))),
  );

  app.get(
    '/v1/admin/exams/:examId',
    {
      config: editors,
      schema: { params: examIdParam, response: { 200: envelope(adminExamResponseSchema) } },
    },
    async (request) => ok(await exams().get(request.params.examId)),
  );

  app.put(
    '/v1/admin/exams/:examId',
    {
      config: editors,
      schema: {
        params: examIdParam,
        body: adminExamUpdateSchema,
        response: { 200: envelope(adminExamResponseSchema) },
      },
    },
    async (request) =>
      ok(await exams().update(request.params.examId, request.body, auditOf(request))),
  );

  app.delete(
    '/v1/admin/exams/:examId',
    {
      config: editors,
      schema: { params: examIdParam, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await exams().remove(request.params.examId, auditOf(request));
      return ok(null);
    },
  );

  app.post(
    '/v1/admin/exams/:examId/versions',
    {
      config: editors,
      schema: {
        params: examIdParam,
        body: adminExamUpdateSchema,
        response: { 200: envelope(adminExamResponseSchema) },
      },
    },
    async (request) =>
      ok(await exams().newVersion(request.params.examId, request.body, auditOf(request))),
  );

  app.get(
    '/v1/admin/exams/:examId/preview',
    {
      config: editors,
      schema: { params: examIdParam, response: { 200: envelope(adminExamPreviewResponseSchema) } },
    },
    async (request) => ok(await exams().preview(request.params.examId)),
  );

  app.get(
    '/v1/admin/exams/:examId/attempts',
    {
      config: editors,
      schema: {
        params: examIdParam,
        querystring: adminExamAttemptsQuery,
        response: { 200: envelope(adminExamAttemptsResponseSchema) },
      },
    },
    async (request) =>
      ok(await exams().attempts(request.params.examId, request.query.page, request.query.pageSize)),
  );
};
