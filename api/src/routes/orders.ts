import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { MakePaymentData } from '@lms/shared/contracts';
import { isMessageKey, localeFrom, translate } from '../i18n/messages';
import { currentUserId } from '../lib/auth';
import { HttpError, ok, type ZodTypeProvider } from '../lib/http';
import {
  checkPartySchema,
  makePaymentSchema,
  toKurus,
  trackingIdParam,
} from '@lms/shared/contracts';
import { localiseCheckoutErrors } from './checkout-errors';

const DEFAULT_PLATFORM_URL = 'http://localhost:3000';
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1):(\d{4})$/;

/**
 * Where the payment provider sends the browser back: PLATFORM_URL, else the page's own origin
 * when it is an allowed platform origin (local ports 3000–3199 or CORS_ORIGINS), else port 3000.
 */
export const platformUrl = (request: FastifyRequest): string => {
  const configured = process.env.PLATFORM_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  const origin = request.headers.origin;
  if (origin) {
    const local = LOCAL_ORIGIN.exec(origin);
    const port = Number(local?.[2]);
    const extra = (process.env.CORS_ORIGINS ?? '').split(',').map((o) => o.trim());
    if ((local && port >= 3000 && port <= 3199) || extra.includes(origin)) return origin;
  }
  return DEFAULT_PLATFORM_URL;
};

/** Orders (spec §7 /v1/orders): participant check, checkout, and the order on the payment pages. */
export const orderRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  localiseCheckoutErrors(app);
  const orders = () => app.repos.checkout.orders;
  const localeOf = (request: FastifyRequest) => localeFrom(request.headers['accept-language']);

  app.post(
    '/v1/orders/checkparty',
    { preHandler: app.requireUser, schema: { body: checkPartySchema } },
    async (request) => {
      const { courseId, partyEmail } = request.body;
      if (!(await orders().canEnrol(courseId, partyEmail))) {
        throw new HttpError(409, 'participantAlreadyOwns');
      }
      return ok(true, translate('partyAvailable', localeOf(request)));
    },
  );

  app.post(
    '/v1/orders/makepayment',
    { preHandler: app.requireUser, schema: { body: makePaymentSchema } },
    async (request) => {
      const userId = currentUserId(request);
      const order = await orders().create(userId, request.body);
      const data: MakePaymentData = {
        paymentUrl: null,
        trackingId: order.trackingId,
        status: order.status,
        referenceCode: order.referenceCode,
        expiresAt: null,
      };
      if (order.status !== 'pending') return ok(data, translate('orderCreated', localeOf(request)));

      // Card: the provider's hosted page takes the payment; its callback confirms the order.
      const { payments } = app.repos.checkout;
      const base = platformUrl(request);
      const buyer = await orders().buyer(userId);
      try {
        const session = await payments.provider.createPayment({
          trackingId: order.trackingId,
          amountKurus: toKurus(order.total),
          currency: 'TRY',
          description: `İhracat Akademisi ${order.trackingId}`,
          buyer: buyer ?? { name: '', surname: '', email: '' },
          successUrl: `${base}/#/payment/success/${order.trackingId}`,
          failUrl: `${base}/#/payment/fail/${order.trackingId}`,
        });
        await orders().setProviderPayment(order.id, session.providerPaymentId);
        return ok({ ...data, paymentUrl: session.paymentUrl });
      } catch (error) {
        await orders().markFailed(order.id, 'paymentDeclined');
        throw error;
      }
    },
  );

  app.get(
    '/v1/orders/getbytrackingid/:trackingId',
    { preHandler: app.requireUser, schema: { params: trackingIdParam } },
    async (request) => {
      const order = await orders().findForUser(currentUserId(request), request.params.trackingId);
      if (!order) throw new HttpError(404, 'orderNotFound');
      const reason = order.failureMessage;
      return ok({
        ...order,
        failureMessage:
          reason && isMessageKey(reason) ? translate(reason, localeOf(request)) : reason,
      });
    },
  );
};
