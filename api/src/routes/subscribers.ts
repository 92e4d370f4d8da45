import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { envelope, subscribeSchema } from '@lms/shared/contracts';
import { localeFrom, translate } from '../i18n/messages';
import { HttpError, ok, type ZodTypeProvider } from '../lib/http';

export const subscriberRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/v1/subscribers/subscribe',
    { schema: { body: subscribeSchema, response: { 200: envelope(z.null()) } } },
    async (request) => {
      const created = await app.repos.subscribers.subscribe(request.body.email);
      if (!created) throw new HttpError(409, 'alreadySubscribed');
      const locale = localeFrom(request.headers['accept-language']);
      return ok(null, translate('subsribeSuccessMessage', locale));
    },
  );
};
