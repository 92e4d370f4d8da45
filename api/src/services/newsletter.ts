import type { Db } from '../db';
import { translate, type Locale } from '../i18n/messages';
import type { MailQueue, QueuedMail } from '../lib/mail-queue';
import type { SubscribersRepository } from '../repositories/subscribers';
import { unsubscribeToken } from '../signing/unsubscribe';
import type { AuditWriter } from './admin-courses';

export interface NewsletterDeps {
  db: Db;
  subscribers: Pick<SubscribersRepository, 'confirmedRecipients'>;
  mail: Pick<MailQueue, 'enqueue'>;
  /** The shell's address: the unsubscribe page (#/newsletter/unsubscribe/{token}). */
  platformUrl: string;
  /** The API's address: the one-click POST the List-Unsubscribe header names. */
  publicUrl: string;
}

/**
 * The newsletter. Every newsletter mail is made by `compose`: it ends with the
 * one-click unsubscribe link, and carries `List-Unsubscribe` (the API's one-click address) and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058), as Turkish commercial
 * electronic message rules ask of every message.
 */
export function createNewsletterService(deps: NewsletterDeps) {
  const { db, subscribers, mail, platformUrl, publicUrl } = deps;

  function compose(email: string, locale: Locale, subject: string, text: string): QueuedMail {
    const token = unsubscribeToken(email);
    const page = `${platformUrl}/#/newsletter/unsubscribe/${token}`;
    return {
      to: email,
      priority: 'notice',
      subject,
      text: `${text.trimEnd()}\n\n${translate('newsletterUnsubscribeFooter', locale).replace('{link}', page)}`,
      headers: {
        'List-Unsubscribe': `<${publicUrl}/v1/subscribers/unsubscribe/${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  return {
    compose,

    /** Staff send a newsletter to every confirmed address, in one audited transaction. */
    async send(subject: string, text: string, audit: AuditWriter): Promise<{ recipients: number }> {
      return db.transaction(async (tx) => {
        const recipients = await subscribers.confirmedRecipients(tx);
        for (const { email, locale } of recipients) {
          await mail.enqueue(compose(email, locale, subject, text), tx);
        }
        await audit(tx, {
          action: 'newsletter.send',
          objectType: 'newsletter',
          objectId: subject.slice(0, 100),
          summary: { subject, recipients: recipients.length },
        });
        return { recipients: recipients.length };
      });
    },
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
