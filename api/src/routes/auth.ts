import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SessionUser } from '@lms/shared/contracts';
import {
  authDataSchema,
  envelope,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
  verifyHashSchema,
} from '@lms/shared/contracts';
import { loginBackoff } from '../lib/attempts';
import { currentUserId, signToken } from '../lib/auth';
import { refusingCommonPasswords } from '../lib/common-passwords';
import { HttpError, ok, type ZodTypeProvider } from '../lib/http';
import { hashPassword, verifyPassword } from '../lib/password';
import { localeFrom, translate } from '../i18n/messages';
import type { UserRow } from '../repositories/users';
import type { Config } from '../config';

const registerBody = refusingCommonPasswords(registerSchema, 'password');
const resetPasswordBody = refusingCommonPasswords(resetPasswordSchema, 'newPassword');

/** A reset link is valid for one hour (issue 4). */
export const RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Rate limits of the auth routes (architecture §5), from the app's config (AUTH_* variables).
 * Every route is limited per IP. Failed logins also slow down the next try of that e-mail from
 * that client (exponential backoff): never a lock of the account itself, which anyone could
 * otherwise set off against anyone (issue 13).
 */
const authRateLimits = ({ auth }: Config['limits']) => ({
  ...auth,
  backoff: { ...auth.backoff, windowMs: 60 * 60 * 1000 },
});

export const sessionUserOf = (user: UserRow): SessionUser => ({
  id: user.id,
  name: user.name,
  surname: user.surname,
  email: user.email,
});

export const signedIn = (user: UserRow) => ({
  token: signToken({ userId: user.id, name: `${user.name} ${user.surname}`, email: user.email }),
  user: sessionUserOf(user),
});

const localeOf = (request: FastifyRequest) => localeFrom(request.headers['accept-language']);

// Compared against when the e-mail is unknown, so both failures take the same time.
const unknownUserHash = hashPassword(randomBytes(16).toString('hex'));

export const authRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limits = authRateLimits(app.config.limits);
  const perIp = (max: number) => ({
    rateLimit: { max, timeWindow: limits.windowMs, keyGenerator: (r: FastifyRequest) => r.ip },
  });
  const backoff = loginBackoff(app.attempts, limits.backoff);

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
      const body = request.body;
      const corporate = body.isCorporate;
      const user = await app.repos.users.create({
        email: body.email,
        passwordHash: await hashPassword(body.password),
        name: body.name,
        surname: body.surname,
        citizenId: body.citizenNumber,
        phone: body.phone.replace(/\s/g, ''),
        isCorporate: corporate,
        // An individual's corporate fields are dropped whatever the client sent (spec §2).
        taxNumber: corporate ? (body.taxNumber ?? '') : '',
        taxOffice: corporate ? (body.taxOffice ?? '') : '',
        companyName: corporate ? (body.companyName ?? '') : '',
        address: corporate ? (body.address ?? '') : '',
        // Both boxes are required by the schema; the time is the proof of consent (KVKK).
        consentAt: new Date(),
      });
      if (!user) throw new HttpError(409, 'emailAlreadyRegistered');
      await app.verification.send(user);
      return ok(signedIn(user), translate('registerSuccess', localeOf(request)));
    },
  );

  // A wrong password is a 400, never a 401: the client turns any 401 into "session expired".
  app.post(
    '/v1/auth/login',
    {
      schema: { body: loginSchema, response: { 200: envelope(authDataSchema) } },
      config: perIp(limits.loginPerIp),
    },
    async (request) => {
      const { email, password } = request.body;
      const client = { email, ip: request.ip };
      const wait = await backoff.retryAfterMs(client);
      if (wait > 0) throw new HttpError(429, 'tooManyLoginAttempts', {}, wait);
      const user = await app.repos.users.findByEmail(email);
      const valid = await verifyPassword(password, user?.passwordHash ?? (await unknownUserHash));
      if (!user || !valid) {
        await backoff.failed(client);
        throw new HttpError(400, 'invalidCredentials');
      }
      await backoff.succeeded(client);
      return ok(signedIn(user), translate('loginSuccess', localeOf(request)));
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
      const user = await app.repos.users.findByEmail(request.body.email);
      if (user && (await app.mailQuota.take('reset', user.email))) {
        const hash = randomBytes(32).toString('base64url');
        const link = `${app.config.platformUrl}/#/resetpassword/${hash}`;
        // The link and its mail in one transaction; the mail queue sends it (a failure is retried
        // and logged there, and the answer never differs).
        await app.db.transaction(async (tx) => {
          const expiresAt = new Date(Date.now() + RESET_TTL_MS);
          await app.repos.users.createReset(user.id, hash, expiresAt, tx);
          await app.mailQueue.enqueue(
            {
              to: user.email,
              subject: translate('resetMailSubject', locale),
              text: translate('resetMailText', locale)
                .replace('{name}', `${user.name} ${user.surname}`)
                .replace('{link}', link),
            },
            tx,
          );
        });
      }
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
      const userId = await app.repos.users.findValidReset(request.body.resetHash);
      if (!userId) throw new HttpError(400, 'resetPasswordExpire');
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
      const done = await app.repos.users.completeReset(resetHash, await hashPassword(newPassword));
      if (!done) throw new HttpError(400, 'resetPasswordExpire');
      return ok(null, translate('resetPasswordSuccess', localeOf(request)));
    },
  );

  // E-mail verification (issue 11): the link from the signup mail, and a resend.
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
};
