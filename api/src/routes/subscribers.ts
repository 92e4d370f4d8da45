import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { confirmSubscriptionSchema, envelope, subscribeSchema } from '@lms/shared/contracts';
import { envNumber } from '../config';
import { localeFrom, translate } from '../i18n/messages';
import { HttpError, ok, type ZodTypeProvider } from '../lib/http';
import { createMailer, platformUrl } from '../lib/mailer';
import { hashConfirmToken } from '../repositories/subscribers';

/** A confirmation link is valid for a week. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Newsletter, double opt-in (issue 13): an address is subscribed only once the link mailed to it
 * is used, so nobody can sign up someone else. Limited per client IP, and a few mails an hour
 * per address (the app's mail quota).
 */
export const subscriberRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const mailer = createMailer(app.log);
  const perIp = {
    rateLimit: {
      max: envNumber('SUBSCRIBE_RATE_LIMIT_IP', 10),
      timeWindow: envNumber('SUBSCRIBE_RATE_LIMIT_WINDOW_MS', 60 * 60 * 1000),
      keyGenerator: (request: FastifyRequest) => request.ip,
    },
  };

  app.post(
    '/v1/subscribers/subscribe',
    {
      schema: { body: subscribeSchema, response: { 200: envelope(z.null()) } },
      config: perIp,
    },
    async (request) => {
      const { email } = request.body;
      const locale = localeFrom(request.headers['accept-language']);
      if ((await app.repos.subscribers.status(email)) === 'confirmed') {
        throw new HttpError(409, 'alreadySubscribed');
      }
      // Past the quota nothing changes, so the link of an earlier mail keeps working.
      if (await app.mailQuota.take('newsletter', email)) {
        const token = randomBytes(32).toString('base64url');
        await app.repos.subscribers.awaitConfirmation(
          email,
          hashConfirmToken(token),
          new Date(Date.now() + CONFIRM_TTL_MS),
        );
        try {
          await mailer.send({
            to: email.trim().toLowerCase(),
            subject: translate('newsletterConfirmSubject', locale),
            text: translate('newsletterConfirmText', locale).replace(
              '{link}',
              `${platformUrl()}/#/newsletter/confirm/${token}`,
            ),
          });
        } catch (error) {
          request.log.error({ err: error }, 'newsletter confirmation mail could not be sent');
        }
      }
      return ok(null, translate('subsribeSuccessMessage', locale));
    },
  );

  app.put(
    '/v1/subscribers/confirm',
    {
      schema: { body: confirmSubscriptionSchema, response: { 200: envelope(z.null()) } },
      config: perIp,
    },
    async (request) => {
      const confirmed = await app.repos.subscribers.confirm(hashConfirmToken(request.body.token));
      if (!confirmed) throw new HttpError(400, 'subscriptionLinkInvalid');
      return ok(
        null,
        translate('subscriptionConfirmed', localeFrom(request.headers['accept-language'])),
      );
    },
  );
};
