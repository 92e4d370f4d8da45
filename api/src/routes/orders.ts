import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CONTRACTS_ACCEPTED_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  contractsHashSchema,
  orderContractsSchema,
  envelope,
  makePaymentDataSchema,
  orderSummarySchema,
  checkPartySchema,
  idempotencyKeySchema,
  makePaymentSchema,
  trackingIdParam,
  withdrawResultSchema,
  withdrawSchema,
  withdrawalSchema,
} from '@lms/shared/contracts';
import { isLocalPlatformOrigin } from '../config';
import { localeFrom, translate } from '../i18n/messages';
import { currentUserId } from '../lib/auth';
import { DomainError } from '../lib/domain-error';
import { ok, type ZodTypeProvider } from '../lib/http';

/**
 * Where the payment provider sends the browser back: PLATFORM_URL, else the page's own origin
 * when it is an allowed platform origin (local ports 3000–3199 or CORS_ORIGINS), else the
 * default platform address.
 */
const returnUrl = (app: FastifyInstance, request: FastifyRequest): string => {
  if (app.config.platformUrlConfigured) return app.config.platformUrl;
  const origin = request.headers.origin;
  if (origin && (isLocalPlatformOrigin(origin) || app.corsOrigins.includes(origin))) return origin;
  return app.config.platformUrl;
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
      schema: { body: checkPartySchema, response: { 200: envelope(z.literal(true)) } },
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

  // The contracts of this order: the same body as makepayment, rendered by the server.
  app.post(
    '/v1/orders/contracts',
    {
      preHandler: app.requireUser,
      schema: { body: makePaymentSchema, response: { 200: envelope(orderContractsSchema) } },
    },
    async (request) =>
      ok(await app.checkout.contracts(currentUserId(request), request.body, localeOf(request))),
  );

  app.post(
    '/v1/orders/makepayment',
    {
      preHandler: app.requireUser,
      schema: { body: makePaymentSchema, response: { 200: envelope(makePaymentDataSchema) } },
    },
    async (request) => {
      const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
      const parsedKey = header === undefined ? undefined : idempotencyKeySchema.safeParse(header);
      if (parsedKey && !parsedKey.success) {
        throw new DomainError('invalid', 'invalidIdempotencyKey');
      }
      // The hash of the contracts the buyer accepted; a malformed one is not an acceptance.
      const accepted = contractsHashSchema.safeParse(
        request.headers[CONTRACTS_ACCEPTED_HEADER.toLowerCase()],
      );
      const data = await app.checkout.makePayment(currentUserId(request), request.body, {
        platformUrl: returnUrl(app, request),
        locale: localeOf(request),
        idempotencyKey: parsedKey?.data,
        contractsHash: accepted.success ? accepted.data : undefined,
        clientAddress: request.ip,
      });
      return ok(data, translate('orderCreated', localeOf(request)));
    },
  );

  app.get(
    '/v1/orders/getbytrackingid/:trackingId',
    {
      preHandler: app.requireUser,
      schema: { params: trackingIdParam, response: { 200: envelope(orderSummarySchema) } },
    },
    async (request) =>
      ok(
        await app.checkout.order(
          currentUserId(request),
          request.params.trackingId,
          localeOf(request),
        ),
      ),
  );

  const historyResponse = { 200: envelope(z.array(orderSummarySchema)) };
  app.get(
    '/v1/orders/getmyorders',
    { preHandler: app.requireUser, schema: { response: historyResponse } },
    async (request) => ok(await app.checkout.history(currentUserId(request), localeOf(request))),
  );

  // The right of withdrawal: what the buyer may still withdraw from, and doing it.
  app.get(
    '/v1/orders/withdrawal/:trackingId',
    {
      preHandler: app.requireUser,
      schema: { params: trackingIdParam, response: { 200: envelope(withdrawalSchema) } },
    },
    async (request) =>
      ok(
        await app.orders.withdrawal(
          currentUserId(request),
          request.params.trackingId,
          localeOf(request),
        ),
      ),
  );

  app.post(
    '/v1/orders/withdraw/:trackingId',
    {
      preHandler: app.requireUser,
      schema: {
        params: trackingIdParam,
        body: withdrawSchema,
        response: { 200: envelope(withdrawResultSchema) },
      },
    },
    async (request) => {
      const locale = localeOf(request);
      const result = await app.orders.withdraw(
        currentUserId(request),
        request.params.trackingId,
        request.body,
        locale,
      );
      return ok(
        result,
        result.refunded > 0
          ? translate('withdrawalDone', locale).replace(
              '{amount}',
              app.orders.formatAmount(result.refunded, locale),
            )
          : translate('refundNothingLeft', locale),
      );
    },
  );

  // The accepted contracts of an order, as a PDF.
  app.get(
    '/v1/orders/contracts/:trackingId',
    { preHandler: app.requireUser, schema: { params: trackingIdParam } },
    async (request, reply) => {
      const { pdf, fileName } = await app.checkout.contractsPdf(
        currentUserId(request),
        request.params.trackingId,
      );
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/v1/orders/receipt/:trackingId',
    { preHandler: app.requireUser, schema: { params: trackingIdParam } },
    async (request, reply) => {
      const { trackingId } = request.params;
      const { pdf, fileName } = await app.checkout.receipt(currentUserId(request), trackingId);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
};
