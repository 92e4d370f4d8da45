import fp from 'fastify-plugin';
import { processSettings } from '../config';
import { registerAuth } from '../lib/auth';
import { createAuthService, type AuthService } from '../services/auth';
import { createEmailVerification, type EmailVerification } from '../services/email-verification';
import { createPrivacyService, type PrivacyService } from '../services/privacy';
import { createSessionService, type SessionService } from '../services/sessions';
import { createUserService, type UserService } from '../services/users';

declare module 'fastify' {
  interface FastifyInstance {
    verification: EmailVerification;
    /** Sign-up, login and password reset. */
    auth: AuthService;
    /** Server-side sessions: started at login, checked on every call, ended on logout. */
    sessions: SessionService;
    /** The account area: profile, password, own courses. */
    users: UserService;
    /** KVKK in the account: consents, the data file, deleting the account. */
    privacy: PrivacyService;
  }
}

/** People: sign-up, login, sessions, the account area and its KVKK rights. */
export const accountsPlugin = fp(
  async (app) => {
    const { db, repos, config } = app;
    app.decorate(
      'verification',
      createEmailVerification({
        db,
        users: repos.users,
        mail: app.mailQueue,
        platformUrl: config.platformUrl,
      }),
    );
    app.decorate(
      'privacy',
      createPrivacyService({
        db,
        privacy: repos.privacy,
        users: repos.users,
        sessions: repos.sessions,
      }),
    );
    app.decorate(
      'auth',
      createAuthService({
        db,
        users: repos.users,
        consents: app.privacy,
        verification: app.verification,
        mail: app.mailQueue,
        mailQuota: app.mailQuota,
        attempts: app.attempts,
        backoff: config.limits.auth.backoff,
        resetAnswerMs: config.limits.auth.resetAnswerMs,
        accountLimit: {
          max: config.limits.auth.loginPerAccount,
          windowMs: config.limits.auth.windowMs,
        },
        platformUrl: config.platformUrl,
      }),
    );
    app.decorate(
      'sessions',
      createSessionService({
        sessions: repos.sessions,
        ttlSeconds: processSettings().jwtTtlSeconds,
      }),
    );
    app.decorate(
      'users',
      createUserService({
        db,
        users: repos.users,
        consents: app.privacy,
        sessions: app.sessions,
        learning: repos.learning,
        verification: app.verification,
      }),
    );
    // Bearer token → request.userId; `preHandler: app.requireUser` guards private routes. A token
    // stands only while its session row (the `sid` claim) has not ended: read from the database on
    // every call, with no per-instance copy, so a session ended through one instance is refused
    // by every other at once.
    registerAuth(app, (userId, sessionId) => app.sessions.stands(userId, sessionId));
  },
  { name: 'accounts', dependencies: ['repositories', 'mail'] },
);
