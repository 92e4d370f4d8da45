import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import nodemailer, { type Transporter } from 'nodemailer';

/**
 * Outgoing mail (architecture §5): password reset links, contact acknowledgements.
 * With SMTP_URL set, mail goes out over SMTP. Otherwise every message is written to the outbox
 * folder (MAIL_OUTBOX_DIR, default api/outbox) as one JSON file and logged, so a developer or an
 * e2e test can open the link without a mail server.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
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
export const MAIL_FROM =
  process.env.MAIL_FROM ?? 'İhracat Akademisi <bilgi@ihracatakademisi.example>';

/** The platform's public address, for links in mails (`${PLATFORM_URL}/#/resetpassword/...`). */
export const platformUrl = () =>
  (process.env.PLATFORM_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

type Log = { info: (obj: object, msg: string) => void };

const outboxMailer = (dir: string, log?: Log): Mailer => {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const info = await composer.sendMail({ from: MAIL_FROM, ...mail });
      const { attachments, ...rest } = mail;
      const message: OutboxMessage = {
        from: MAIL_FROM,
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
      const name = `${Date.now()}-${randomBytes(4).toString('hex')}.json`;
      const file = join(dir, name);
      // Written beside the folder, then moved in: a reader never sees half a message.
      const partial = `${dir}-${name}.partial`;
      await writeFile(partial, JSON.stringify(message, null, 2), 'utf8');
      await rename(partial, file);
      log?.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
    },
  };
};

const smtpMailer = (url: string, log?: Log): Mailer => {
  const transport: Transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from: MAIL_FROM, ...mail });
      log?.info({ to: mail.to, subject: mail.subject }, 'mail sent over SMTP');
    },
  };
};

/** The mailer the environment asks for: SMTP when SMTP_URL is set, the outbox otherwise. */
export const createMailer = (log?: Log): Mailer => {
  const smtp = process.env.SMTP_URL;
  if (smtp) return smtpMailer(smtp, log);
  return outboxMailer(process.env.MAIL_OUTBOX_DIR || DEFAULT_OUTBOX_DIR, log);
};
