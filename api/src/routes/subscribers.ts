import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  confirmSubscriptionSchema,
  envelope,
  subscribeSchema,
  unsubscribeTokenParam,
} from '@lms/shared/contracts';
import { localeFrom, translate } from '../i18n/messages';
import { DomainError } from '../lib/domain-error';
import { ok, type ZodTypeProvider } from '../lib/http';
import { hashConfirmToken } from '../repositories/subscribers';
import { emailOfUnsubscribeToken } from '../signing/unsubscribe';

/** A confirmation link is valid for a week. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Newsletter, double opt-in: an address is subscribed only once the link mailed to it
 * is used, so nobody can sign up someone else. Limited per client IP, and a few mails an hour
 * per address (the app's mail quota).
 */
export const subscriberRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const perIp = {
    rateLimit: {
      max: app.config.limits.subscribe.perIp,
      timeWindow: app.config.limits.subscribe.windowMs,
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
        throw new DomainError('conflict', 'alreadySubscribed');
      }
      // Past the quota nothing changes, so the link of an earlier mail keeps working.
      if (await app.mailQuota.take('newsletter', email)) {
        const token = randomBytes(32).toString('base64url');
        await app.db.transaction(async (tx) => {
          await app.repos.subscribers.awaitConfirmation(
            email,
            hashConfirmToken(token),
            new Date(Date.now() + CONFIRM_TTL_MS),
            tx,
          );
          await app.mailQueue.enqueue(
            {
              to: email.trim().toLowerCase(),
              priority: 'notice',
              subject: translate('newsletterConfirmSubject', locale),
              text: translate('newsletterConfirmText', locale).replace(
                '{link}',
                `${app.config.platformUrl}/#/newsletter/confirm/${token}`,
              ),
            },
            tx,
          );
        });
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
      if (!confirmed) throw new DomainError('invalid', 'subscriptionLinkInvalid');
      return ok(
        null,
        translate('subscriptionConfirmed', localeFrom(request.headers['accept-language'])),
      );
    },
  );

  // One-click unsubscribe (RFC 8058). Mail clients POST `List-Unsubscribe=One-Click`
  // as a form to the List-Unsubscribe address; the unsubscribe page posts JSON. No session: the
  // signed token is the proof. Repeating it changes nothing.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post(
    '/v1/subscribers/unsubscribe/:token',
    {
      schema: {
        params: unsubscribeTokenParam,
        body: z.record(z.string(), z.unknown()).optional(),
        response: { 200: envelope(z.null()) },
      },
      config: perIp,
    },
    async (request) => {
      const locale = localeFrom(request.headers['accept-language']);
      const email = emailOfUnsubscribeToken(request.params.token);
      if (!email) throw new DomainError('invalid', 'unsubscribeLinkInvalid');
      await app.privacy.unsubscribe(email, locale);
      return ok(null, translate('unsubscribed', locale));
    },
  );
};
