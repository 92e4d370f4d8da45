import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthData } from '@lms/shared/contracts';
import {
  authDataSchema,
  envelope,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  sessionIdParamsSchema,
  sessionSummarySchema,
  verifyEmailSchema,
  verifyHashSchema,
} from '@lms/shared/contracts';
import { currentSessionId, currentUserId, deviceOf, issueDeviceToken } from '../lib/auth';
import { refusingCommonPasswords } from '../lib/common-passwords';
import { ok, type ZodTypeProvider } from '../lib/http';
import { localeFrom, translate } from '../i18n/messages';
import type { UserRow } from '../repositories/users';

const registerBody = refusingCommonPasswords(registerSchema, 'password');
const resetPasswordBody = refusingCommonPasswords(resetPasswordSchema, 'newPassword');

export const sessionUserOf = (user: UserRow): AuthData['user'] => ({
  id: user.id,
  name: user.name,
  surname: user.surname,
  email: user.email,
  role: user.role,
});

const localeOf = (request: FastifyRequest) => localeFrom(request.headers['accept-language']);

export const authRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /** A new server-side session for this device, and the user the client shows. */
  const signedIn = async (request: FastifyRequest, user: UserRow) => ({
    token: await app.sessions.start(user, request.headers['user-agent']),
    user: sessionUserOf(user),
  });
  // Every auth route is limited per IP (architecture §5; AUTH_* variables); failed logins are
  // also slowed down per e-mail and client, in services/auth.ts.
  const limits = app.config.limits.auth;
  const perIp = (max: number) => ({
    rateLimit: { max, timeWindow: limits.windowMs, keyGenerator: (r: FastifyRequest) => r.ip },
  });

  // The client compares course and exam dates against server time, not the device clock.
  app.get(
    '/v1/auth/currentdatetime',
    { schema: { response: { 200: envelope(z.string()) } } },
    async () => ok(new Date().toISOString()),
  );

  app.post(
    '/v1/auth/register',
    {
      schema: { body: registerBody, response: { 200: envelope(authDataSchema) } },
      config: perIp(limits.registerPerIp),
    },
    async (request) => {
      const user = await app.auth.register(request.body, localeOf(request));
      return ok(await signedIn(request, user), translate('registerSuccess', localeOf(request)));
    },
  );

  // A wrong password is a 400, never a 401: the client turns any 401 into "session expired".
  // The browser's device token for the address (X-Device-Token) lets its owner past the per-IP
  // limit and the account's cap, so the limit is counted once the body is read.
  const deviceOfRequest = (request: FastifyRequest) =>
    deviceOf(request.headers['x-device-token'], (request.body as { email?: unknown })?.email);
  app.post(
    '/v1/auth/login',
    {
      schema: { body: loginSchema, response: { 200: envelope(authDataSchema) } },
      config: {
        rateLimit: {
          ...perIp(limits.loginPerIp).rateLimit,
          hook: 'preHandler',
          allowList: (request: FastifyRequest) => deviceOfRequest(request) !== null,
        },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const user = await app.auth.login(email, password, request.ip, deviceOfRequest(request));
      return ok(
        { ...(await signedIn(request, user)), deviceToken: issueDeviceToken(user.email) },
        translate('loginSuccess', localeOf(request)),
      );
    },
  );

  // Always the same answer, so the form does not tell who has an account, nor whether the
  // address has had its few mails this hour already.
  app.put(
    '/v1/auth/forgot-password',
    {
      schema: { body: forgotPasswordSchema, response: { 200: envelope(z.null()) } },
      config: perIp(limits.resetPerIp),
    },
    async (request) => {
      const locale = localeOf(request);
      await app.auth.requestReset(request.body.email, locale);
      return ok(null, translate('forgotPasswordSuccessfull', locale));
    },
  );

  app.put(
    '/v1/auth/verifyhash',
    {
      schema: { body: verifyHashSchema, response: { 200: envelope(z.boolean()) } },
      config: perIp(limits.resetPerIp),
    },
    async (request) => {
      await app.auth.checkReset(request.body.resetHash);
      return ok(true, translate('resetHashValid', localeOf(request)));
    },
  );

  app.put(
    '/v1/auth/reset-password',
    {
      schema: { body: resetPasswordBody, response: { 200: envelope(z.null()) } },
      config: perIp(limits.resetPerIp),
    },
    async (request) => {
      const { resetHash, newPassword } = request.body;
      await app.auth.resetPassword(resetHash, newPassword);
      return ok(null, translate('resetPasswordSuccess', localeOf(request)));
    },
  );

  // E-mail verification: the link from the signup mail, and a resend.
  app.put(
    '/v1/auth/verify-email',
    { schema: { body: verifyEmailSchema }, config: perIp(limits.resetPerIp) },
    async (request) => {
      await app.verification.verify(request.body.token);
      return ok(true, translate('emailVerified', localeOf(request)));
    },
  );

  app.post('/v1/auth/resend-verification', { preHandler: app.requireUser }, async (request) => {
    await app.verification.resend(currentUserId(request));
    return ok(true, translate('verificationSent', localeOf(request)));
  });

  // Sessions. Logout ends the token's session and answers 200 whatever the token:
  // an ended, expired or missing one has nothing left to end, and a retry must not fail.
  app.post(
    '/v1/auth/logout',
    { schema: { response: { 200: envelope(z.null()) } } },
    async (request) => {
      if (request.userId !== null && request.sessionId !== null) {
        await app.sessions.end(request.userId, request.sessionId);
      }
      return ok(null, translate('loggedOut', localeOf(request)));
    },
  );

  // Sign out everywhere: every session of the user, this one included.
  app.post(
    '/v1/auth/logout-all',
    { onRequest: app.requireUser, schema: { response: { 200: envelope(z.null()) } } },
    async (request) => {
      await app.sessions.endAll(currentUserId(request));
      return ok(null, translate('loggedOutEverywhere', localeOf(request)));
    },
  );

  app.get(
    '/v1/auth/sessions',
    {
      onRequest: app.requireUser,
      schema: { response: { 200: envelope(z.array(sessionSummarySchema)) } },
    },
    async (request) =>
      ok(await app.sessions.list(currentUserId(request), currentSessionId(request))),
  );

  // Ends one of the user's own sessions (the current one too: that is a logout). Another
  // user's session id is a 404, as is an unknown one.
  app.delete(
    '/v1/auth/sessions/:id',
    {
      onRequest: app.requireUser,
      schema: { params: sessionIdParamsSchema, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await app.sessions.endOwn(currentUserId(request), request.params.id);
      return ok(null, translate('sessionEnded', localeOf(request)));
    },
  );
};
