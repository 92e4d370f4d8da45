import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  envelope,
  resendInvitationSchema,
  teamQuerySchema,
  teamSeatSchema,
} from '@lms/shared/contracts';
import { localeFrom, translate } from '../i18n/messages';
import { currentUserId } from '../lib/auth';
import { ok, type ZodTypeProvider } from '../lib/http';

/**
 * The manager's view (`#/account/team`): the seats of the caller's paid orders with
 * each participant's progress in that seat's course, as a list or a spreadsheet, and the
 * invitation mailed again. The rules are in services/team.ts.
 */
export const teamRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const localeOf = (request: FastifyRequest) => localeFrom(request.headers['accept-language']);

  app.get(
    '/v1/orders/getmyteam',
    {
      preHandler: app.requireUser,
      schema: {
        querystring: teamQuerySchema,
        response: { 200: envelope(z.array(teamSeatSchema)) },
      },
    },
    async (request) =>
      ok(await app.team.seats(currentUserId(request), request.query, localeOf(request))),
  );

  app.get(
    '/v1/orders/exportmyteam',
    { preHandler: app.requireUser, schema: { querystring: teamQuerySchema } },
    async (request, reply) => {
      const locale = localeOf(request);
      const csv = await app.team.csv(currentUserId(request), request.query, locale);
      const day = new Date().toISOString().slice(0, 10);
      const name = locale === 'en' ? 'team' : 'ekip';
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="${name}-${day}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  app.post(
    '/v1/orders/resendinvitation',
    {
      preHandler: app.requireUser,
      schema: { body: resendInvitationSchema, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await app.team.resendInvitation(currentUserId(request), request.body.participantId);
      return ok(null, translate('teamInvitationSent', localeOf(request)));
    },
  );
};
