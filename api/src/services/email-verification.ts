import { randomBytes } from 'node:crypto';
import { mailTexts } from '../i18n/mail-texts';
import { DomainError } from '../lib/domain-error';
import type { Db } from '../db';
import type { MailQueue } from '../lib/mail-queue';
import type { UserRow, UsersRepository } from '../repositories/users';

const LINK_TTL_MS = 48 * 60 * 60_000;
const RESENDS_PER_HOUR = 3;

/**
 * E-mail verification: signup and an address change send a link to
 * `#/verify-email/{token}`; using it proves the mailbox, and only then are the courses others
 * bought for that address handed to the account.
 */
export function createEmailVerification(deps: {
  db: Db;
  users: UsersRepository;
  /** Where the link's mail is queued (lib/mail-queue.ts). */
  mail: Pick<MailQueue, 'enqueue'>;
  /** The platform's public address (PLATFORM_URL), for the link. */
  platformUrl: string;
}) {
  const { db, users, mail, platformUrl } = deps;

  /** The link and its mail, in one transaction: the mail goes out once the link is stored. */
  async function send(
    user: Pick<UserRow, 'id' | 'email' | 'name' | 'surname' | 'locale'>,
    within?: (tx: Db) => Promise<void>,
  ) {
    const words = mailTexts(user.locale);
    const token = randomBytes(24).toString('base64url');
    await db.transaction(async (tx) => {
      await within?.(tx);
      const expiresAt = new Date(Date.now() + LINK_TTL_MS);
      await users.createVerification(user.id, user.email, token, expiresAt, tx);
      await mail.enqueue(
        {
          to: user.email,
          priority: 'account',
          subject: words.verifySubject,
          text: [
            words.hello(`${user.name} ${user.surname}`),
            '',
            ...words.verifyText(`${platformUrl}/#/verify-email/${token}`),
          ].join('\n'),
        },
        tx,
      );
    });
  }

  /**
   * An address change: the account keeps its address until a link mailed to the new
   * one is opened. A new address that another account has gets no link; its owner is told
   * instead. Both ways do the same work and count against the same hourly quota, and the caller
   * answers the same, so the answer does not tell whether an address has an account.
   */
  async function requestChange(
    user: Pick<UserRow, 'id' | 'email' | 'name' | 'surname' | 'locale'>,
    email: string,
  ) {
    const recent = await users.verificationsSince(user.id, new Date(Date.now() - 60 * 60_000));
    if (recent >= RESENDS_PER_HOUR) throw new DomainError('tooMany', 'verifyEmailTooOften');
    const token = randomBytes(24).toString('base64url');
    await db.transaction(async (tx) => {
      const owner = await users.findByEmail(email, tx);
      // Stored either way (a link for a taken address can never be used: see verifyEmail).
      await users.createVerification(user.id, email, token, new Date(Date.now() + LINK_TTL_MS), tx);
      if (owner) {
        const words = mailTexts(owner.locale);
        await mail.enqueue(
          {
            to: owner.email,
            priority: 'account',
            subject: words.takenSubject,
            text: [
              words.hello(`${owner.name} ${owner.surname}`),
              '',
              ...words.takenText(`${platformUrl}/#/forgotpassword`),
            ].join('\n'),
          },
          tx,
        );
        return;
      }
      const words = mailTexts(user.locale);
      await mail.enqueue(
        {
          to: email,
          priority: 'account',
          subject: words.changeSubject,
          text: [
            words.hello(`${user.name} ${user.surname}`),
            '',
            ...words.changeText(`${platformUrl}/#/verify-email/${token}`),
          ].join('\n'),
        },
        tx,
      );
    });
  }

  return {
    requestChange,

    /** Queues the link's mail (lib/mail-queue.ts): the request never waits for SMTP. */
    send,

    /**
     * Another link, at most three an hour to one account, whoever asks: the learner from the
     * account area, or staff from the person's page (`within` records their audit
     * entry in the link's transaction).
     */
    async resend(userId: number, within?: (tx: Db) => Promise<void>) {
      const user = await users.findById(userId);
      if (!user) throw new DomainError('unauthorized', 'sessionExpired');
      if (user.emailVerifiedAt) throw new DomainError('invalid', 'emailAlreadyVerified');
      const recent = await users.verificationsSince(userId, new Date(Date.now() - 60 * 60_000));
      if (recent >= RESENDS_PER_HOUR) throw new DomainError('tooMany', 'verifyEmailTooOften');
      await send(user, within);
    },

    /**
     * Uses a link: proves the account's address, or moves the account to the new address the
     * link was sent to, and then tells the old address where the account went.
     */
    async verify(token: string) {
      const result = await users.verifyEmail(token, new Date(), async (tx, user, previous) => {
        const words = mailTexts(user.locale);
        await mail.enqueue(
          {
            to: previous,
            priority: 'account',
            subject: words.changedSubject,
            text: [
              words.hello(`${user.name} ${user.surname}`),
              '',
              ...words.changedText(user.email),
            ].join('\n'),
          },
          tx,
        );
      });
      if (result === 'taken') throw new DomainError('conflict', 'emailTakenByAnother');
      if (!result) throw new DomainError('invalid', 'verifyEmailInvalid');
      return result;
    },
  };
}
export type EmailVerification = ReturnType<typeof createEmailVerification>;
