import type { FastifyPluginAsync } from 'fastify';
import type { ContactMessage } from '@lms/shared/contracts';
import type { MailQueryable } from '../lib/mail-queue';
import { localeFrom, translate, type Locale } from '../i18n/messages';
import { DomainError } from '../lib/domain-error';
import { ok, type ZodTypeProvider } from '../lib/http';
import { z } from 'zod';
import { contactSchema, envelope } from '@lms/shared/contracts';

const notificationText = (message: ContactMessage, courseName: string | null) =>
  [
    `Ad soyad: ${message.fullName}`,
    `E-posta: ${message.email}`,
    `Telefon: ${message.phoneNumber}`,
    `Konu: ${message.title}`,
    ...(courseName ? [`Eğitim: ${courseName}`] : []),
    '',
    message.description,
  ].join('\n');

export const contactRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /**
   * Queues the mails of a stored message in its transaction (lib/mail-queue.ts): the queue
   * retries a failed send, and the message is never lost to one.
   */
  async function notify(
    tx: MailQueryable,
    to: string | null,
    message: ContactMessage,
    courseName: string | null,
    locale: Locale,
    acknowledge: boolean,
  ) {
    if (to) {
      await app.mailQueue.enqueue(
        {
          to,
          priority: 'notice',
          subject: `${translate('contactMailSubject', 'tr')}: ${message.title}`,
          text: notificationText(message, courseName),
        },
        tx,
      );
    }
    if (acknowledge) {
      await app.mailQueue.enqueue(
        {
          to: message.email,
          priority: 'notice',
          subject: translate('contactAckSubject', locale),
          text: translate('contactAckText', locale),
        },
        tx,
      );
    }
  }

  app.post(
    '/v1/contacts',
    {
      schema: { body: contactSchema, response: { 200: envelope(z.null()) } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const locale = localeFrom(request.headers['accept-language']);
      // Nobody has confirmed that the address is the sender's: the acknowledgement carries none
      // of the form's text (so the form cannot relay a message to a stranger), and only a few go
      // to one address an hour. Asked before the transaction (PGlite has one connection).
      const acknowledge = await app.mailQuota.take('contact-ack', request.body.email);
      const to = await app.repos.contacts.notificationAddress();
      const stored = await app.db.transaction(async (tx) => {
        const row = await app.repos.contacts.create(request.body, tx);
        if (row) await notify(tx, to, request.body, row.courseName, locale, acknowledge);
        return row;
      });
      if (!stored) throw new DomainError('invalid', 'contactCourseNotFound');
      return ok(null, translate('contactSuccess', locale));
    },
  );
};
