import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { mailOutbox } from '../db/schema';
import type { Mailer, OutgoingMail } from './mailer';

/**
 * Durable mail (issue 14): a mail is a row in `mail_outbox`, written in the transaction of the
 * change that causes it. A worker in every API instance claims due rows, sends them through the
 * transport (SMTP or the outbox folder) and marks them sent.
 *
 * - Exactly once across instances: a claim is one `update … where id in (select … for update
 *   skip locked)`, so two workers never take the same row; the claim is a lease, and a row whose
 *   instance died while sending becomes claimable again when its lease ends.
 * - A failed send is retried with exponential backoff; after `maxAttempts` the row is marked
 *   failed and the failure logged.
 * - Attachments are named, not stored: `{ kind: 'receipt', trackingId }` is rebuilt from the
 *   order when sent (a completed order does not change), so the table holds no PDF blobs and the
 *   transaction that completes an order does not render one.
 */

/** An attachment the worker rebuilds when it sends: the receipt of a completed order. */
export interface AttachmentRef {
  kind: 'receipt';
  trackingId: string;
}

export interface QueuedMail extends Omit<OutgoingMail, 'attachments'> {
  attachments?: AttachmentRef[];
}

export type Attachment = NonNullable<OutgoingMail['attachments']>[number];

/** Where a mail row is written: the database, or the transaction of the change. */
export type MailQueryable = Pick<Db, 'insert'>;

export interface MailOutboxOptions {
  /** How often an idle worker looks for due mail. */
  pollMs: number;
  /** How long a claim lasts; a send must end well within it. */
  leaseMs: number;
  /** Sends tried before a mail is marked failed. */
  maxAttempts: number;
  /** The first retry's wait; each further one doubles it (capped at an hour). */
  retryBaseMs: number;
  /** Rows claimed per round. */
  batchSize: number;
}

export const DEFAULT_MAIL_OUTBOX_OPTIONS: MailOutboxOptions = {
  pollMs: 1000,
  leaseMs: 5 * 60_000,
  maxAttempts: 8,
  retryBaseMs: 30_000,
  batchSize: 10,
};

type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export interface MailOutboxDeps {
  db: Db;
  transport: Mailer;
  /** Rebuilds a named attachment. */
  attachment(ref: AttachmentRef): Promise<Attachment>;
  log: Log;
  options?: Partial<MailOutboxOptions>;
}

interface ClaimedRow {
  id: number;
  message: QueuedMail;
  attempts: number;
}

const MAX_RETRY_MS = 60 * 60_000;
const STOP_WAIT_MS = 10_000;

/** Writes a mail to the outbox; with a transaction, it goes out only if that commits. */
export async function enqueueMail(q: MailQueryable, mail: QueuedMail): Promise<void> {
  await q.insert(mailOutbox).values({ message: mail });
}

export function createMailOutbox(deps: MailOutboxDeps) {
  const { db, transport, log } = deps;
  const options = { ...DEFAULT_MAIL_OUTBOX_OPTIONS, ...deps.options };

  /** Takes up to `batchSize` due rows for this worker, for one lease. */
  async function claim(limit = options.batchSize): Promise<ClaimedRow[]> {
    const result = await db.execute(sql`
      update ${mailOutbox}
         set locked_until = now() + ${options.leaseMs} * interval '1 millisecond',
             attempts = attempts + 1
       where id in (
         select id from ${mailOutbox}
          where status = 'pending'
            and run_after <= now()
            and (locked_until is null or locked_until <= now())
          order by id
          limit ${limit}
          for update skip locked)
      returning id, message, attempts`);
    return (result as unknown as { rows: ClaimedRow[] }).rows.map((row) => ({
      ...row,
      id: Number(row.id),
    }));
  }

  const retryDelay = (attempts: number) =>
    Math.min(options.retryBaseMs * 2 ** (attempts - 1), MAX_RETRY_MS);

  async function deliver(row: ClaimedRow): Promise<void> {
    const { attachments, ...mail } = row.message;
    try {
      const built = attachments?.length
        ? await Promise.all(attachments.map((ref) => deps.attachment(ref)))
        : undefined;
      await transport.send({ ...mail, ...(built ? { attachments: built } : {}) });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (row.attempts >= options.maxAttempts) {
        await db
          .update(mailOutbox)
          .set({ status: 'failed', lockedUntil: null, lastError: message })
          .where(eq(mailOutbox.id, row.id));
        log.error(
          { err: error, mailId: row.id, to: mail.to, attempts: row.attempts },
          'mail failed for good',
        );
        return;
      }
      const waitMs = retryDelay(row.attempts);
      await db
        .update(mailOutbox)
        .set({
          lockedUntil: null,
          lastError: message,
          runAfter: sql`now() + ${waitMs} * interval '1 millisecond'`,
        })
        .where(eq(mailOutbox.id, row.id));
      log.warn(
        { err: error, mailId: row.id, attempts: row.attempts, retryInMs: waitMs },
        'mail not sent, will retry',
      );
      return;
    }
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null })
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending')));
  }

  /** One round: claims what is due and sends it. Returns how many rows it took. */
  async function runOnce(): Promise<number> {
    const rows = await claim();
    for (const row of rows) await deliver(row);
    return rows.length;
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  /** Rounds run one after another, never two at once in one instance. */
  const round = (): Promise<number> => {
    const next = running.then(
      () => (stopped ? 0 : runOnce()),
      () => (stopped ? 0 : runOnce()),
    );
    running = next.catch((error: unknown) => log.error({ err: error }, 'mail outbox round'));
    return next;
  };

  return {
    enqueue: (mail: QueuedMail, q: MailQueryable = db) => enqueueMail(q, mail),
    claim,
    runOnce,

    /** Starts polling (every instance runs one worker). */
    start() {
      if (timer || stopped) return;
      const tick = () => {
        void round()
          .catch(() => 0)
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, options.pollMs).unref();
          });
      };
      timer = setTimeout(tick, 0).unref();
    },

    /** Sends everything due now, round after round, until nothing is left (tests, shutdown). */
    async drain() {
      while ((await round()) > 0) {
        // the next round
      }
    },

    /**
     * Stops polling and waits for the round in progress (the app's close does), at most
     * `STOP_WAIT_MS`: a send stuck on a dead SMTP server does not hold the shutdown, and its row
     * is claimable again when its lease ends.
     */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        running,
        new Promise<void>((resolve) => {
          waited = setTimeout(() => {
            log.warn({}, 'mail outbox stopped while a send was still running');
            resolve();
          }, STOP_WAIT_MS);
        }),
      ]);
      clearTimeout(waited);
    },
  };
}
export type MailOutbox = ReturnType<typeof createMailOutbox>;
