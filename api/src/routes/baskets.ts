import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  addToBasketSchema,
  basketItemSchema,
  basketLineAddedSchema,
  basketParticipantsResponseSchema,
  basketParticipantsSchema,
  deleteBasketItemSchema,
  envelope,
} from '@lms/shared/contracts';
import { localeFrom, translate } from '../i18n/messages';
import { contentLocaleOf } from '../i18n/content-locale';
import { ok, type ZodTypeProvider } from '../lib/http';
import { currentUserId } from '../lib/auth';

/** The basket (spec §7 /v1/userbaskets): logged-in users only, each user sees only their own. */
export const basketRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/v1/userbaskets',
    {
      preHandler: app.requireUser,
      schema: { body: addToBasketSchema, response: { 200: envelope(basketLineAddedSchema) } },
    },
    async (request) => {
      const item = await app.checkout.addToBasket(currentUserId(request), request.body.courseId);
      return ok(item, translate('addedToBasket', localeFrom(request.headers['accept-language'])));
    },
  );

  // The message is the basket's reference code (spec §3), shown for bank transfers.
  const basketResponse = { 200: envelope(z.array(basketItemSchema)) };
  app.get(
    '/v1/userbaskets/getall',
    { preHandler: app.requireUser, schema: { response: basketResponse } },
    async (request) => {
      const { referenceCode, items } = await app.checkout.basket(
        currentUserId(request),
        contentLocaleOf(request),
      );
      return ok(items, referenceCode);
    },
  );

  // The cart's participants, kept with the basket so a reload loses nothing.
  app.put(
    '/v1/userbaskets/participants',
    {
      preHandler: app.requireUser,
      schema: {
        body: basketParticipantsSchema,
        response: { 200: envelope(basketParticipantsResponseSchema) },
      },
    },
    async (request) => {
      const participants = await app.checkout.saveParticipants(
        currentUserId(request),
        request.body.participants,
      );
      return ok(participants);
    },
  );

  app.delete(
    '/v1/userbaskets',
    {
      preHandler: app.requireUser,
      schema: {
        body: deleteBasketItemSchema,
        response: { 200: envelope(z.object({ id: z.number() })) },
      },
    },
    async (request) => {
      await app.checkout.removeFromBasket(currentUserId(request), request.body.id);
      return ok(
        { id: request.body.id },
        translate('basketItemRemoved', localeFrom(request.headers['accept-language'])),
      );
    },
  );
};
