import { randomBytes } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import type { z } from 'zod';
import type { registerSchema } from '@lms/shared/contracts';
import type { Config } from '../config';
import type { Db } from '../db';
import { DEFAULT_LOCALE, translate, type Locale } from '../i18n/messages';
import { loginBackoff, type AttemptStore, type MailQuota } from '../lib/attempts';
import { DomainError } from '../lib/domain-error';
import type { MailQueue } from '../lib/mail-queue';
import { hashPassword, verifyPassword } from '../lib/password';
import type { UserRow, UsersRepository } from '../repositories/users';
import type { EmailVerification } from './email-verification';
import type { PrivacyService } from './privacy';

/** A reset link is valid for one hour. */
const RESET_TTL_MS = 60 * 60 * 1000;
/** How long a failed login is remembered by the backoff. */
const LOGIN_FAILURE_WINDOW_MS = 60 * 60 * 1000;

type Registration = z.output<typeof registerSchema>;

export interface AuthServiceDeps {
  db: Db;
  users: UsersRepository;
  /** Where signup's consents are recorded, one entry each. */
  consents: Pick<PrivacyService, 'recordSignup'>;
  verification: Pick<EmailVerification, 'send'>;
  /** Where the reset link's mail is queued (lib/mail-queue.ts). */
  mail: Pick<MailQueue, 'enqueue'>;
  /** At most a few reset mails to one address an hour. */
  mailQuota: MailQuota;
  /** Where failed logins are counted (lib/attempts.ts). */
  attempts: AttemptStore;
  /** The backoff of failed logins, from the config (AUTH_* variables). */
  backoff: Config['limits']['auth']['backoff'];
  /** Failed logins to one account, from anywhere, before unknown browsers wait (config). */
  accountLimit: { max: number; windowMs: number };
  /** The least time a forgot-password answer takes, known address or not (config). */
  resetAnswerMs: number;
  /** The platform's public address (PLATFORM_URL), for the reset link. */
  platformUrl: string;
}

// Compared against when the e-mail is unknown, so both failures take the same time.
const unknownUserHash = hashPassword(randomBytes(16).toString('hex'));

/**
 * Sign-up, login and password reset. Failed logins slow down the next try of that
 * e-mail from that client (exponential backoff): never a lock of the account itself, which anyone
 * could otherwise set off against anyone.
 */
export function createAuthService(deps: AuthServiceDeps) {
  const { db, users, consents, verification, mail, mailQuota, platformUrl } = deps;
  const backoff = loginBackoff(deps.attempts, {
    ...deps.backoff,
    windowMs: LOGIN_FAILURE_WINDOW_MS,
  });

  /** The work of a reset request: counted against the address's quota whether known or not. */
  async function mailResetLink(email: string, locale: Locale) {
    const allowed = await mailQuota.take('reset', email);
    const user = await users.findByEmail(email);
    if (!user || !allowed) return;
    const hash = randomBytes(32).toString('base64url');
    const link = `${platformUrl}/#/resetpassword/${hash}`;
    // The link and its mail in one transaction; the mail queue sends it (a failure is retried
    // and logged there, and the answer never differs).
    await db.transaction(async (tx) => {
      const expiresAt = new Date(Date.now() + RESET_TTL_MS);
      await users.createReset(user.id, hash, expiresAt, tx);
      await mail.enqueue(
        {
          to: user.email,
          priority: 'account',
          subject: translate('resetMailSubject', locale),
          text: translate('resetMailText', locale)
            .replace('{name}', `${user.name} ${user.surname}`)
            .replace('{link}', link),
        },
        tx,
      );
    });
  }

  return {
    /** A new account, with the verification link of its address on its way. */
    async register(body: Registration, locale: Locale = DEFAULT_LOCALE): Promise<UserRow> {
      const corporate = body.isCorporate;
      const marketing = { permitEmail: body.permitEmail, permitSms: body.permitSms };
      const passwordHash = await hashPassword(body.password);
      // The account and its consents, each with the version of its text, at once.
      const user = await db.transaction(async (tx) => {
        const created = await users.create(
          {
            email: body.email,
            passwordHash,
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
            ...marketing,
            locale,
          },
          tx,
        );
        if (!created) throw new DomainError('conflict', 'emailAlreadyRegistered');
        await consents.recordSignup(created.id, marketing, locale, tx);
        return created;
      });
      await verification.send(user);
      return user;
    },

    /**
     * The account behind an e-mail and password. A wrong password is 'invalid', never
     * 'unauthorized': the client turns any 401 into "session expired".
     */
    /**
     * Checks a login. `device` is the id of the browser's device token for this address, or null:
     * the owner's usual browser is its own client for the backoff, and is not held by the
     * account's cap, which counts failures from every IP.
     */
    async login(
      email: string,
      password: string,
      ip: string,
      device: string | null = null,
    ): Promise<UserRow> {
      const client = { email, ip: device ? `device:${device}` : ip };
      const wait = await backoff.retryAfterMs(client);
      if (wait > 0) throw new DomainError('tooMany', 'tooManyLoginAttempts', {}, wait);
      const accountKey = `login-account:${email.trim().toLowerCase()}`;
      const { max, windowMs } = deps.accountLimit;
      if (!device) {
        const { count, lastAt } = await deps.attempts.read(accountKey, windowMs);
        if (count >= max && lastAt !== null) {
          const retry = Math.max(1000, lastAt + windowMs - Date.now());
          throw new DomainError('tooMany', 'tooManyLoginsToAccount', {}, retry);
        }
      }
      const user = await users.findByEmail(email);
      const valid = await verifyPassword(password, user?.passwordHash ?? (await unknownUserHash));
      if (!user || !valid) {
        await backoff.failed(client);
        await deps.attempts.record(accountKey, windowMs);
        throw new DomainError('invalid', 'invalidCredentials');
      }
      await backoff.succeeded(client);
      // Told only to whoever knows the password: a disabled account cannot log in.
      if (user.disabledAt) throw new DomainError('forbidden', 'accountDisabled');
      return user;
    },

    /**
     * Mails a reset link to an account's address, at most a few an hour. The caller's answer is
     * the same either way, so the form does not tell who has an account: the same in words, and
     * in time — a known and an unknown address do the same quota and lookup work, and
     * the answer waits until `resetAnswerMs` have passed, which the mail's work stays under.
     */
    async requestReset(email: string, locale: Locale): Promise<void> {
      const answerAt = Date.now() + deps.resetAnswerMs;
      try {
        await mailResetLink(email, locale);
      } finally {
        const wait = answerAt - Date.now();
        if (wait > 0) await setTimeout(wait);
      }
    },

    /** Whether a reset link can still be used; refused when unknown, used or expired. */
    async checkReset(hash: string): Promise<void> {
      if (!(await users.findValidReset(hash))) {
        throw new DomainError('invalid', 'resetPasswordExpire');
      }
    },

    /** Sets the new password through a reset link, spending it. */
    async resetPassword(hash: string, newPassword: string): Promise<void> {
      if (!(await users.completeReset(hash, await hashPassword(newPassword)))) {
        throw new DomainError('invalid', 'resetPasswordExpire');
      }
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
