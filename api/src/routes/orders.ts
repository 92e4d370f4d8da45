import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  checkPartySchema,
  idempotencyKeySchema,
  makePaymentSchema,
  trackingIdParam,
} from '@lms/shared/contracts';
import { localeFrom, translate } from '../i18n/messages';
import { currentUserId } from '../lib/auth';
import { HttpError, ok, type ZodTypeProvider } from '../lib/http';

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

/**
 * Orders (spec §7 /v1/orders): participant check, checkout, the order on the payment pages, the
 * order history and receipts. The rules are in services/checkout.ts.
 */
export const orderRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const localeOf = (request: FastifyRequest) => localeFrom(request.headers['accept-language']);
  const { max, windowMs } = app.config.checkout.partyCheckLimit;

  app.post(
    '/v1/orders/checkparty',
    {
      preHandler: app.requireUser,
      schema: { body: checkPartySchema },
      // Per user: a logged-in account can't sweep addresses through it.
      config: {
        rateLimit: {
          max,
          timeWindow: windowMs,
          keyGenerator: (request: FastifyRequest) => `party:${request.userId ?? request.ip}`,
        },
      },
    },
    async (request) => {
      const { courseId, partyEmail } = request.body;
      await app.checkout.checkParty(currentUserId(request), courseId, partyEmail);
      return ok(true, translate('partyChecked', localeOf(request)));
    },
  );

  app.post(
    '/v1/orders/makepayment',
    { preHandler: app.requireUser, schema: { body: makePaymentSchema } },
    async (request) => {
      const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
      const parsedKey = header === undefined ? undefined : idempotencyKeySchema.safeParse(header);
      if (parsedKey && !parsedKey.success) throw new HttpError(400, 'invalidIdempotencyKey');
      const data = await app.checkout.makePayment(currentUserId(request), request.body, {
        platformUrl: platformUrl(request),
        locale: localeOf(request),
        idempotencyKey: parsedKey?.data,
      });
      return ok(data, translate('orderCreated', localeOf(request)));
    },
  );

  app.get(
    '/v1/orders/getbytrackingid/:trackingId',
    { preHandler: app.requireUser, schema: { params: trackingIdParam } },
    async (request) =>
      ok(
        await app.checkout.order(
          currentUserId(request),
          request.params.trackingId,
          localeOf(request),
        ),
      ),
  );

  app.get('/v1/orders/getmyorders', { preHandler: app.requireUser }, async (request) =>
    ok(await app.checkout.history(currentUserId(request), localeOf(request))),
  );

  app.get(
    '/v1/orders/receipt/:trackingId',
    { preHandler: app.requireUser, schema: { params: trackingIdParam } },
    async (request, reply) => {
      const { trackingId } = request.params;
      const pdf = await app.checkout.receipt(currentUserId(request), trackingId);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="makbuz-${trackingId}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
};
