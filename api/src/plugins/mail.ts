import fp from 'fastify-plugin';
import type { SqlClient } from '../db';
import { mailQuota, type AttemptStore, type MailQuota } from '../lib/attempts';
import { createMailQueue, type MailQueue } from '../lib/mail-queue';
import { createMailer, type Mailer } from '../lib/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable mail: queued in the database, sent by this instance's worker. */
    mailQueue: MailQueue;
    /** Recent attempts per key: login backoff, mails per address. */
    attempts: AttemptStore;
    /** At most a few mails of one kind to one address an hour. */
    mailQuota: MailQuota;
  }
}

export interface MailPluginOptions {
  /** The same database's plain-SQL connections (pg-boss's queue runs on them). */
  client: SqlClient;
  /** The mail transport; SMTP or the outbox folder from the config unless given (tests). */
  transport?: Mailer;
  /** Whether this instance's worker sends (a test may drive it by hand). */
  worker: boolean;
  attemptStore: AttemptStore;
}

/**
 * Mail is queued in the transaction of its change (lib/mail-queue.ts) and sent by this instance's
 * worker. The PDFs a completed order's mail carries are rendered when it is sent.
 */
export const mailPlugin = fp<MailPluginOptions>(
  async (app, { client, transport, worker, attemptStore }) => {
    const { mail } = app.config;
    app.decorate(
      'mailQueue',
      createMailQueue({
        client,
        db: app.db,
        transport: transport ?? createMailer(mail, app.log),
        attachment: async (ref) => {
          const file =
            ref.kind === 'contracts'
              ? await app.checkout.contractsPdfOf(ref.trackingId)
              : await app.checkout.receiptOf(ref.trackingId);
          return (
            file && { filename: file.fileName, content: file.pdf, contentType: 'application/pdf' }
          );
        },
        // Every mail is signed with the foundation's name as staff set it.
        signature: async (q) => (await app.repos.settings.foundation(q)).name,
        log: app.log,
        options: mail.queue,
      }),
    );
    app.decorate('attempts', attemptStore);
    app.decorate('mailQuota', mailQuota(attemptStore, mail.quota));
    if (worker) app.addHook('onReady', async () => app.mailQueue.start());
    // The send in progress ends before the database goes; what is left waits in the queue.
    app.addHook('onClose', async () => app.mailQueue.stop());
  },
  { name: 'mail', dependencies: ['repositories'] },
);
