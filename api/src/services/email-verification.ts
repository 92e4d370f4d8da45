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

  return {
    /** Queues the link's mail (lib/mail-queue.ts): the request never waits for SMTP. */
    send,

    /**
     * Another link, at most three an hour to one account, whoever asks: the learner from the
     * account area, or staff from the person's page (issue 34; `within` records their audit
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

    async verify(token: string) {
      const user = await users.verifyEmail(token);
      if (!user) throw new DomainError('invalid', 'verifyEmailInvalid');
      return user;
    },
  };
}
export type EmailVerification = ReturnType<typeof createEmailVerification>;
