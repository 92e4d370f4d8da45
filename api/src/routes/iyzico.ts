import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { envelope } from '@lms/shared/contracts';
import { isLocalPlatformOrigin } from '../config';
import { DomainError } from '../lib/domain-error';
import { ok, type ZodTypeProvider } from '../lib/http';
import {
  IYZICO_CALLBACK_PATH,
  IYZICO_PROVIDER,
  IYZICO_SIGNATURE_HEADER,
  IYZICO_WEBHOOK_PATH,
  type IyzicoProvider,
} from '../payments/iyzico';
import type { VerifiedCallback } from '../payments/provider';

const TRACKING_ID = /^[A-Za-z0-9]{6,40}$/;

/**
 * iyzico's two ways of telling the result (PAYMENT_PROVIDER=iyzico, docs/payments.md): the
 * buyer's browser posting the checkout form's token back to us, and iyzico's server-to-server
 * webhook. Neither is believed: both retrieve the payment from iyzico and check its signature,
 * and the one payment applies once, whichever comes first. With another provider in use they
 * answer 404.
 */
export function iyzicoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const gateway = (): IyzicoProvider => {
    if (!app.iyzico) throw new DomainError('notFound', 'paymentProviderNotInUse');
    return app.iyzico;
  };

  /** Where the buyer goes back to: the platform the checkout came from, if it is ours. */
  const platformOf = (given: string | undefined) => {
    if (app.config.platformUrlConfigured || !given) return app.config.platformUrl;
    return isLocalPlatformOrigin(given) || app.corsOrigins.includes(given)
      ? given
      : app.config.platformUrl;
  };

  const apply = async (event: VerifiedCallback) => {
    const result = await app.checkout.applyPaymentEvent({ provider: IYZICO_PROVIDER, ...event });
    if (result.outcome === 'unknown-order') throw new DomainError('notFound', 'orderNotFound');
    return result.outcome;
  };

  app.post(
    IYZICO_CALLBACK_PATH,
    {
      schema: {
        summary: 'iyzico: the checkout form sends the buyer back with its token',
        operationId: 'postPaymentsIyzicoCallback',
        querystring: z.object({
          order: z.string().max(40).optional(),
          platform: z.string().max(300).optional(),
        }),
        body: z.object({ token: z.string().min(1).max(200) }),
      },
    },
    async (request, reply) => {
      const iyzico = gateway();
      const { order, platform } = request.query;
      const base = platformOf(platform);
      const page = (kind: 'success' | 'fail', trackingId: string | undefined) =>
        reply.redirect(
          trackingId && TRACKING_ID.test(trackingId)
            ? `${base}/#/payment/${kind}/${trackingId}`
            : `${base}/`,
          303,
        );

      const found = await iyzico.retrieve(request.body.token);
      if (found.kind !== 'verified') {
        // Not authentic, iyzico did not answer, or 3-D Secure is not finished: nothing is
        // applied. The buyer waits on the order's page, which shows the order as the server
        // knows it and follows it until a verified answer (the webhook) settles it.
        request.log.warn(
          { order, kind: found.kind, ...('reason' in found ? { reason: found.reason } : {}) },
          'iyzico callback applied nothing',
        );
        return page('success', order);
      }
      const outcome = await apply(found.event);
      request.log.info({ trackingId: found.event.trackingId, outcome }, 'iyzico callback applied');
      return page(found.event.status === 'failed' ? 'fail' : 'success', found.event.trackingId);
    },
  );

  app.post(
    IYZICO_WEBHOOK_PATH,
    {
      schema: {
        summary: 'iyzico: a webhook notification (HPP format, X-IYZ-SIGNATURE-V3)',
        operationId: 'postPaymentsIyzicoWebhook',
        headers: z.object({ [IYZICO_SIGNATURE_HEADER]: z.string().max(200).optional() }),
        body: z.looseObject({
          iyziEventType: z.string().max(100),
          iyziEventTime: z.number().optional(),
          iyziReferenceCode: z.string().max(200).optional(),
          iyziPaymentId: z.union([z.number(), z.string().max(100)]).optional(),
          token: z.string().min(1).max(200),
          paymentConversationId: z.string().max(200).optional(),
          merchantId: z.union([z.number(), z.string().max(100)]).optional(),
          status: z.string().max(100),
        }),
        response: { 200: envelope(z.object({ outcome: z.string() })) },
      },
    },
    async (request) => {
      const iyzico = gateway();
      const verified = iyzico.verifyWebhook(request.headers[IYZICO_SIGNATURE_HEADER], request.body);
      if (!verified) throw new DomainError('invalid', 'paymentInvalidCallback');
      const found = await iyzico.retrieve(verified.token);
      // Not a 2xx, so that iyzico sends the notification again later.
      if (found.kind === 'unavailable') {
        throw new DomainError('conflict', 'paymentProviderUnavailable');
      }
      if (found.kind === 'unverified') throw new DomainError('invalid', 'paymentInvalidCallback');
      if (found.kind === 'pending') return ok({ outcome: 'pending' });
      const outcome = await apply(found.event);
      request.log.info({ trackingId: found.event.trackingId, outcome }, 'iyzico webhook applied');
      return ok({ outcome });
    },
  );
}
