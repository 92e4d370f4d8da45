import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SessionUser } from '@lms/shared/contracts';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
  verifyHashSchema,
} from '@lms/shared/contracts';
import { currentUserId, signToken } from '../lib/auth';
import { HttpError, ok, type ZodTypeProvider } from '../lib/http';
import { createMailer, platformUrl } from '../lib/mailer';
import { hashPassword, verifyPassword } from '../lib/password';
import { localeFrom, translate } from '../i18n/messages';
import type { UserRow } from '../repositories/users';

/** A reset link is valid for one hour (issue 4). */
export const RESET_TTL_MS = 60 * 60 * 1000;

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/**
 * Rate limits of the auth routes (architecture §5), read when the app is built so tests and e2e
 * runs can set them. Login is limited per IP (all attempts) and per e-mail (failed attempts only,
 * so a user who logs in often is never locked out, while guessing one account's password is).
 */
export const authRateLimits = () => ({
  windowMs: envNumber('AUTH_RATE_LIMIT_WINDOW_MS', 15 * 60 * 1000),
  loginPerIp: envNumber('AUTH_RATE_LIMIT_LOGIN_IP', 60),
  loginFailuresPerEmail: envNumber('AUTH_RATE_LIMIT_LOGIN_EMAIL', 10),
  registerPerIp: envNumber('AUTH_RATE_LIMIT_REGISTER_IP', 30),
  resetPerIp: envNumber('AUTH_RATE_LIMIT_RESET_IP', 30),
});

/** Counts failed logins per e-mail within a window; in memory, per API process. */
const failureCounter = (max: number, windowMs: number) => {
  const failures = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = failures.get(key);
    if (entry && entry.resetAt <= Date.now()) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    blocked: (key: string) => (current(key)?.count ?? 0) >= max,
    fail(key: string) {
      const entry = current(key) ?? { count: 0, resetAt: Date.now() + windowMs };
      entry.count += 1;
      failures.set(key, entry);
    },
    clear: (key: string) => void failures.delete(key),
  };
};

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
  const limits = authRateLimits();
  const perIp = (max: number) => ({
    rateLimit: { max, timeWindow: limits.windowMs, keyGenerator: (r: FastifyRequest) => r.ip },
  });
  const loginFailures = failureCounter(limits.loginFailuresPerEmail, limits.windowMs);
  const mailer = createMailer(app.log);

  // The client compares course and exam dates against server time, not the device clock.
  app.get('/v1/auth/currentdatetime', async () => ok(new Date().toISOString()));

  app.post(
    '/v1/auth/register',
    { schema: { body: registerSchema }, config: perIp(limits.registerPerIp) },
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
      app.verification.sendInBackground(user);
      return ok(signedIn(user), translate('registerSuccess', localeOf(request)));
    },
  );

  // A wrong password is a 400, never a 401: the client turns any 401 into "session expired".
  app.post(
    '/v1/auth/login',
    { schema: { body: loginSchema }, config: perIp(limits.loginPerIp) },
    async (request) => {
      const { email, password } = request.body;
      const key = email.toLowerCase();
      if (loginFailures.blocked(key)) throw new HttpError(429, 'tooManyLoginAttempts');
      const user = await app.repos.users.findByEmail(email);
      const valid = await verifyPassword(password, user?.passwordHash ?? (await unknownUserHash));
      if (!user || !valid) {
        loginFailures.fail(key);
        throw new HttpError(400, 'invalidCredentials');
      }
      loginFailures.clear(key);
      return ok(signedIn(user), translate('loginSuccess', localeOf(request)));
    },
  );

  // Always the same answer, so the form does not tell who has an account.
  app.put(
    '/v1/auth/forgot-password',
    { schema: { body: forgotPasswordSchema }, config: perIp(limits.resetPerIp) },
    async (request) => {
      const locale = localeOf(request);
      const user = await app.repos.users.findByEmail(request.body.email);
      if (user) {
        const hash = randomBytes(32).toString('base64url');
        await app.repos.users.createReset(user.id, hash, new Date(Date.now() + RESET_TTL_MS));
        const link = `${platformUrl()}/#/resetpassword/${hash}`;
        try {
          await mailer.send({
            to: user.email,
            subject: translate('resetMailSubject', locale),
            text: translate('resetMailText', locale)
              .replace('{name}', `${user.name} ${user.surname}`)
              .replace('{link}', link),
          });
        } catch (error) {
          // The answer must not differ; the failure is for the operators.
          request.log.error({ err: error }, 'password reset mail could not be sent');
        }
      }
      return ok(null, translate('forgotPasswordSuccessfull', locale));
    },
  );

  app.put(
    '/v1/auth/verifyhash',
    { schema: { body: verifyHashSchema }, config: perIp(limits.resetPerIp) },
    async (request) => {
      const userId = await app.repos.users.findValidReset(request.body.resetHash);
      if (!userId) throw new HttpError(400, 'resetPasswordExpire');
      return ok(true, translate('resetHashValid', localeOf(request)));
    },
  );

  app.put(
    '/v1/auth/reset-password',
    { schema: { body: resetPasswordSchema }, config: perIp(limits.resetPerIp) },
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
