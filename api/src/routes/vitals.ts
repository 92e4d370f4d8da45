import { createHmac } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelope, VITALS_REPORT_MAX_BYTES, vitalsReportSchema } from '@lms/shared/contracts';
import { processSettings } from '../config';
import { ok, type ZodTypeProvider } from '../lib/http';

/**
 * The client a report is counted against: a keyed hash of its address, so that the rate
 * limiter's counters (kept in the database for the window) hold no IP either.
 */
const clientKey = (request: FastifyRequest) =>
  `vitals:${createHmac('sha256', processSettings().jwtSecret).update(request.ip).digest('base64url')}`;

/**
 * Web Vitals from real visits: the shell of a sampled page view reports its LCP, INP, CLS and
 * TTFB here with `navigator.sendBeacon`, whose body is text/plain (a beacon cannot send
 * application/json across origins without a preflight, which it does not make). Small, well-formed
 * reports only, a limited number per client; nothing about the visitor is stored.
 */
export const vitalsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // In this plugin only: a text/plain body is JSON, read as strictly as application/json.
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) =>
    parseJson(request, body.toString(), done),
  );
  const limit = app.config.limits.vitals;

  app.post(
    '/v1/vitals/report',
    {
      bodyLimit: VITALS_REPORT_MAX_BYTES,
      schema: {
        body: vitalsReportSchema,
        consumes: ['application/json', 'text/plain'],
        response: { 200: envelope(z.null()) },
      },
      config: {
        rateLimit: { max: limit.perIp, timeWindow: limit.windowMs, keyGenerator: clientKey },
      },
    },
    async (request) => {
      await app.vitals.report(request.body, new Date());
      return ok(null);
    },
  );
};
