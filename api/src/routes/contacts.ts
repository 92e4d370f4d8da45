import type { FastifyPluginAsync } from 'fastify';
import type { ContactMessage } from '@lms/shared/contracts';
import { localeFrom, translate, type Locale } from '../i18n/messages';
import { HttpError, ok, type ZodTypeProvider } from '../lib/http';
import { createMailer } from '../lib/mailer';
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
  const mailer = createMailer(app.log);

  /** A stored message is never lost to a mail failure: the failure is only logged. */
  async function notify(message: ContactMessage, courseName: string | null, locale: Locale) {
    try {
      const to = await app.repos.contacts.notificationAddress();
      if (to) {
        await mailer.send({
          to,
          subject: `${translate('contactMailSubject', 'tr')}: ${message.title}`,
          text: notificationText(message, courseName),
        });
      }
      // Nobody has confirmed that the address is the sender's: the acknowledgement carries none
      // of the form's text (so the form cannot relay a message to a stranger), and only a few go
      // to one address an hour.
      if (await app.mailQuota.take('contact-ack', message.email)) {
        await mailer.send({
          to: message.email,
          subject: translate('contactAckSubject', locale),
          text: translate('contactAckText', locale),
        });
      }
    } catch (error) {
      app.log.error({ err: error }, 'contact mail could not be sent');
    }
  }

  app.post(
    '/v1/contacts',
    {
      schema: { body: contactSchema, response: { 200: envelope(z.null()) } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const stored = await app.repos.contacts.create(request.body);
      if (!stored) throw new HttpError(400, 'contactCourseNotFound');
      const locale = localeFrom(request.headers['accept-language']);
      await notify(request.body, stored.courseName, locale);
      return ok(null, translate('contactSuccess', locale));
    },
  );
};
