import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { adminKey } from '../admin-key';
import { localeFrom, type Locale } from '../i18n/messages';
import { DomainError } from '../lib/domain-error';
import { ok } from '../lib/http';
import {
  SIMULATED_CALLBACK_PATH,
  SIMULATED_PAGE_PATH,
  THREE_D_SECURE_CODE,
  checkCard,
  type CardFields,
  type SimulatedSession,
} from '../payments/simulated';
import { cardPage, problemPage, threeDsPage } from '../payments/simulated-page';
import { iyzicoRoutes } from './iyzico';

type Form = Record<string, string | undefined>;

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
};

/**
 * The simulated provider's hosted pages (card form, 3-D Secure step), its server-side callback,
 * and iyzico's callback and webhook (routes/iyzico.ts). Only the provider in use takes payments:
 * with iyzico, the simulated pages know no session and its callback verifies nothing.
 * (The admin's bank transfer confirmation is a staff route: routes/admin/transfers.ts.)
 */
export const paymentRoutes: FastifyPluginAsync = async (app) => {
  // Created now, so the admin command finds the key file before the first admin call.
  adminKey();
  // The hosted page posts plain HTML forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const simulated = () => app.payments;
  const simulatedInUse = app.paymentProvider === app.payments.provider;
  /** A simulated session, only while the simulated provider is the one in use. */
  const openSession = (sealed: unknown) =>
    simulatedInUse ? simulated().openSession(sealed) : null;
  iyzicoRoutes(app);
  const localeOf = (request: FastifyRequest) => localeFrom(request.headers['accept-language']);
  /**
   * The hosted pages speak the site's language: the `lang` the platform adds to the payment
   * address (and each page's forms carry on), else the language the checkout was started in.
   * The browser's own Accept-Language is only the last resort, for a page without a session.
   */
  const pageLocale = (request: FastifyRequest, session: SimulatedSession | null): Locale => {
    const lang =
      (request.query as Form | undefined)?.lang ?? (request.body as Form | undefined)?.lang;
    if (lang === 'tr' || lang === 'en') return lang;
    return session?.lng ?? localeOf(request);
  };

  /** The pages run no script; their forms post here, then the browser returns to the platform. */
  const sendHtml = (reply: FastifyReply, html: string, returnTo = '') =>
    reply
      .header(
        'Content-Security-Policy',
        [
          "default-src 'none'",
          "style-src 'unsafe-inline'",
          // The forms post here, and the answer redirects the browser back to the platform.
          `form-action 'self' ${originOf(returnTo)}`.trim(),
          "frame-ancestors 'none'",
          "base-uri 'none'",
        ].join('; '),
      )
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);

  const htmlRoute = { helmet: { contentSecurityPolicy: false } } as const;

  /** The simulated bank tells the merchant the result server-side, then sends the browser back. */
  const finish = async (
    request: FastifyRequest,
    reply: FastifyReply,
    session: SimulatedSession,
    status: 'succeeded' | 'failed',
    message?: string,
  ) => {
    const callback = await app.inject({
      method: 'POST',
      url: SIMULATED_CALLBACK_PATH,
      payload: simulated().callbackBody(session, status, message),
    });
    if (callback.statusCode !== 200) {
      request.log.error({ statusCode: callback.statusCode }, 'simulated callback refused');
      return sendHtml(
        reply.status(502),
        problemPage(pageLocale(request, session), 'callbackFailed', session.fail),
        session.fail,
      );
    }
    return reply.redirect(status === 'succeeded' ? session.ok : session.fail, 303);
  };

  /**
   * Sends the refusal page when there is no session or its order can no longer be paid, and says
   * whether it did. It answers a boolean, never the reply: a Fastify reply is a thenable, so an
   * async helper that returns it resolves to undefined once sent, and the caller would go on to
   * charge an order its page had just refused.
   */
  const refused = async (
    request: FastifyRequest,
    reply: FastifyReply,
    session: SimulatedSession | null,
  ): Promise<boolean> => {
    if (!session) {
      sendHtml(reply.status(400), problemPage(pageLocale(request, null), 'expired', '/'));
      return true;
    }
    if (!(await app.checkout.payable(session.tid))) {
      sendHtml(
        reply.status(409),
        problemPage(pageLocale(request, session), 'closed', session.fail),
        session.fail,
      );
      return true;
    }
    return false;
  };

  app.get(`${SIMULATED_PAGE_PATH}/pay`, htmlRoute, async (request, reply) => {
    const sealed = (request.query as Form).session;
    const session = openSession(sealed);
    if ((await refused(request, reply, session)) || !session) return reply;
    return sendHtml(reply, cardPage(pageLocale(request, session), sealed!, session), session.ok);
  });

  app.post(`${SIMULATED_PAGE_PATH}/card`, htmlRoute, async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const session = openSession(form.session);
    if ((await refused(request, reply, session)) || !session) return reply;
    if (form.action === 'cancel') {
      return finish(request, reply, session, 'failed', 'paymentCancelledByUser');
    }
    const fields: CardFields = form;
    const checked = checkCard(fields);
    if ('error' in checked) {
      return sendHtml(
        reply.status(422),
        cardPage(pageLocale(request, session), form.session!, session, fields, checked.error),
        session.ok,
      );
    }
    const attempt = simulated().seal({
      pid: session.pid,
      outcome: checked.outcome,
      last4: checked.last4,
    });
    return sendHtml(
      reply,
      threeDsPage(pageLocale(request, session), form.session!, attempt, session, checked.last4),
      session.ok,
    );
  });

  app.post(`${SIMULATED_PAGE_PATH}/confirm`, htmlRoute, async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const session = openSession(form.session);
    const attempt = simulated().openAttempt(form.attempt);
    if (!attempt || (session && attempt.pid !== session.pid)) {
      return sendHtml(reply.status(400), problemPage(pageLocale(request, session), 'expired', '/'));
    }
    if ((await refused(request, reply, session)) || !session) return reply;
    if (form.action === 'cancel') {
      return finish(request, reply, session, 'failed', 'paymentCancelledByUser');
    }
    if (form.code?.trim() !== THREE_D_SECURE_CODE) {
      return finish(request, reply, session, 'failed', 'paymentThreeDSecureFailed');
    }
    if (attempt.outcome !== 'success') {
      return finish(request, reply, session, 'failed', attempt.outcome);
    }
    return finish(request, reply, session, 'succeeded');
  });

  // The provider's server-to-server notification: the only thing that confirms a card order.
  app.post(SIMULATED_CALLBACK_PATH, async (request) => {
    const event = simulatedInUse ? simulated().provider.verifyCallback(request.body) : null;
    if (!event) throw new DomainError('invalid', 'paymentInvalidCallback');
    const result = await app.checkout.applyPaymentEvent({
      provider: simulated().provider.name,
      ...event,
    });
    if (result.outcome === 'unknown-order') throw new DomainError('notFound', 'orderNotFound');
    request.log.info(
      { trackingId: event.trackingId, outcome: result.outcome },
      'payment callback applied',
    );
    return ok({ outcome: result.outcome });
  });
};
