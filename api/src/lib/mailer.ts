import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import nodemailer, { type Transporter } from 'nodemailer';

/**
 * Mail transports (architecture §5). With SMTP_URL set, mail goes out over SMTP. Otherwise every
 * message is written to the outbox folder (MAIL_OUTBOX_DIR, default api/outbox) as one JSON file
 * and logged, so a developer or an e2e test can open the link without a mail server. The app
 * never sends directly: mails are queued in the database (lib/mail-queue.ts, pg-boss), whose worker
 * hands them to the transport.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** Extra headers, e.g. a newsletter's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/** What an outbox file holds (attachments are in `raw`; listed by name and size). */
export interface OutboxMessage extends Omit<OutgoingMail, 'attachments'> {
  attachments?: { filename: string; contentType: string; size: number }[];
  from: string;
  date: string;
  /** The full RFC 822 source, as SMTP would have sent it. */
  raw: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export const DEFAULT_OUTBOX_DIR = fileURLToPath(new URL('../../outbox', import.meta.url));
export const DEFAULT_MAIL_FROM = 'İhracat Akademisi <bilgi@ihracatakademisi.example>';

export interface MailTransportSettings {
  from: string;
  smtpUrl: string | null;
  outboxDir: string;
}

type Log = { info: (obj: object, msg: string) => void };

let sequence = 0;

const outboxMailer = (dir: string, from: string, log?: Log): Mailer => {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const info = await composer.sendMail({ from, ...mail });
      const { attachments, ...rest } = mail;
      const message: OutboxMessage = {
        from,
        ...rest,
        attachments: attachments?.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          size: content.length,
        })),
        date: new Date().toISOString(),
        raw: (info.message as Buffer).toString('utf8'),
      };
      await mkdir(dir, { recursive: true });
      // Names sort in sending order, also for mails the queue's worker sends in one millisecond.
      sequence += 1;
      const name = `${Date.now()}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}.json`;
      const file = join(dir, name);
      // Written beside the folder, then moved in: a reader never sees half a message.
      const partial = `${dir}-${name}.partial`;
      await writeFile(partial, JSON.stringify(message, null, 2), 'utf8');
      await rename(partial, file);
      log?.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
    },
  };
};

const smtpMailer = (url: string, from: string, log?: Log): Mailer => {
  const transport: Transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
      log?.info({ to: mail.to, subject: mail.subject }, 'mail sent over SMTP');
    },
  };
};

/** The transport the settings ask for: SMTP when SMTP_URL is set, the outbox folder otherwise. */
export const createMailer = (settings: MailTransportSettings, log?: Log): Mailer =>
  settings.smtpUrl
    ? smtpMailer(settings.smtpUrl, settings.from, log)
    : outboxMailer(settings.outboxDir, settings.from, log);
