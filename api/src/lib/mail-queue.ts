import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, SqlClient } from '../db';
import type { Mailer, OutgoingMail } from './mailer';

/**
 * Durable mail on pg-boss: a mail is a job of the `mail` queue in PostgreSQL (schema
 * `pgboss`), written in the transaction of the change that causes it. Every API instance runs a
 * worker that fetches due jobs, sends them through the transport (SMTP or the outbox folder) and
 * completes them.
 *
 * - Sent once across instances: pg-boss fetches with `for update skip locked`, so two workers
 *   never take the same job. A fetched job is active for `leaseSeconds`; when the instance that
 *   took it dies, maintenance hands it back for a retry once that time is up.
 * - A failed send is retried with exponential backoff; after `maxAttempts` the job is failed and
 *   the failure logged.
 * - Attachments are named, not stored: `{ kind: 'receipt', trackingId }` is rebuilt from the
 *   order when sent (a completed order does not change), so jobs hold no PDF blobs and the
 *   transaction that completes an order does not render one.
 *
 * pg-boss runs on the API's own connections (`SqlClient`), so it works on PGlite as well as on
 * PostgreSQL; `npm run -w @lms/api migrate` installs its schema and the queue (db/index.ts).
 */

/** The queue's name in pg-boss. */
export const MAIL_QUEUE = 'mail';

/**
 * An attachment the worker rebuilds when it sends: the receipt of a completed order, or the
 * contracts its buyer accepted (left out when the order has none).
 */
export interface AttachmentRef {
  kind: 'receipt' | 'contracts';
  trackingId: string;
}

/**
 * Which mail goes first when many wait: what a person waits for at the screen
 * (verification, password reset, staff invitation) before order mails and receipts, and those
 * before notices (contact acknowledgements, enrolment notices, newsletter confirmations).
 */
export type MailPriority = 'account' | 'order' | 'notice';
const PRIORITY: Record<MailPriority, number> = { account: 30, order: 20, notice: 10 };

export interface QueuedMail extends Omit<OutgoingMail, 'attachments'> {
  attachments?: AttachmentRef[];
  priority: MailPriority;
}

/** What a job holds: the mail without its priority, which is the job's own. */
type MailJobData = Omit<QueuedMail, 'priority'>;

export type Attachment = NonNullable<OutgoingMail['attachments']>[number];

/** Where a mail is written: the database, or the transaction of the change it tells about. */
export type MailQueryable = Pick<Db, 'execute' | 'select'>;

export interface MailQueueOptions {
  /** How often an idle worker looks for due mail (pg-boss allows 0.5 s at least). */
  pollSeconds: number;
  /** How long a fetched mail is its instance's; a send must end well within it. */
  leaseSeconds: number;
  /** Sends tried before a mail is failed. */
  maxAttempts: number;
  /** The first retry's wait; each further one doubles it. 0 retries at once, without backoff. */
  retrySeconds: number;
  /** Mails one instance sends at once (to different people; one person's go in queue order). */
  concurrency: number;
}

export const DEFAULT_MAIL_QUEUE_OPTIONS: MailQueueOptions = {
  pollSeconds: 1,
  leaseSeconds: 5 * 60,
  maxAttempts: 8,
  retrySeconds: 30,
  concurrency: 8,
};

type Log = {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export interface MailQueueDeps {
  /** The API's connections, for pg-boss's own statements. */
  client: SqlClient;
  /** The Drizzle handle, for sends outside a transaction. */
  db: Db;
  transport: Mailer;
  /** Rebuilds a named attachment; null when there is nothing to attach. */
  attachment(ref: AttachmentRef): Promise<Attachment | null>;
  /**
   * The line every mail ends with: the foundation's name from the site settings,
   * read in the mail's own transaction when it is queued. Empty or left out: no signature.
   */
  signature?(q: MailQueryable): Promise<string>;
  log: Log;
  options?: Partial<MailQueueOptions>;
}

const STOP_WAIT_MS = 10_000;
const RETRY_START_MS = 5_000;

/**
 * A pg-boss `db` on a Drizzle handle or transaction: pg-boss writes `$1`-style parameters, which
 * become Drizzle parameters, so the job is written on the transaction's own connection.
 */
export function onDrizzle(q: MailQueryable): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = text
        .split(/\$(\d+)/)
        .map((piece, i) =>
          i % 2 === 0 ? sql.raw(piece) : sql`${values[Number(piece) - 1] ?? null}`,
        );
      return (await q.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
    },
  };
}

const require = createRequire(import.meta.url);
/** The pg-boss schema version this build's pg-boss needs. */
const BOSS_SCHEMA_VERSION = (require('pg-boss/version.json') as { schema: number }).schema;

/** What the mail queue lacks in this database ('pg-boss schema 24'), or null when current. */
export async function mailQueueBehind(db: Db): Promise<string | null> {
  // pg-boss's own checks (what its start does with `migrate: false`), without starting it.
  const boss = new PgBoss({ db: onDrizzle(db) });
  const current =
    (await boss.isInstalled()) && Number(await boss.schemaVersion()) === BOSS_SCHEMA_VERSION;
  return current ? null : `pg-boss schema ${BOSS_SCHEMA_VERSION}`;
}

/** Installs (or upgrades) pg-boss's schema and creates the mail queue: part of `migrate`. */
export async function installMailQueue(client: SqlClient): Promise<void> {
  const boss = new PgBoss({ db: client, supervise: false, schedule: false, migrate: true });
  await boss.start();
  try {
    // The mail queue, and the video transcodes' (lib/transcode-queue.ts) on the same pg-boss.
    for (const queue of [MAIL_QUEUE, 'transcode']) {
      if (!(await boss.getQueue(queue))) await boss.createQueue(queue);
    }
  } finally {
    await boss.stop({ graceful: false, close: false, wait: true, timeout: 1000 });
  }
}

export function createMailQueue(deps: MailQueueDeps) {
  const { transport, log } = deps;
  const options = { ...DEFAULT_MAIL_QUEUE_OPTIONS, ...deps.options };
  const boss = new PgBoss({
    db: deps.client,
    // A production start does not migrate: it refuses a schema that is behind (db/index.ts).
    migrate: false,
    schedule: false,
    supervise: true,
    // Maintenance hands back the mail of an instance that died; it runs in one instance at a time.
    maintenanceIntervalSeconds: Math.min(60, options.leaseSeconds),
  });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'mail queue'));

  const sendOptions: PgBoss.SendOptions = {
    retryLimit: options.maxAttempts - 1,
    retryDelay: options.retrySeconds,
    retryBackoff: options.retrySeconds > 0,
    expireInSeconds: options.leaseSeconds,
  };

  /** Writes a mail to the queue; with a transaction, it goes out only if that commits. */
  async function enqueue(mail: QueuedMail, q: MailQueryable = deps.db): Promise<void> {
    const { priority, ...data } = mail;
    const signature = ((await deps.signature?.(q)) ?? '').trim();
    const signed = signature ? { ...data, text: `${data.text.trimEnd()}\n\n${signature}` } : data;
    const id = await boss.send(MAIL_QUEUE, signed satisfies MailJobData, {
      ...sendOptions,
      priority: PRIORITY[priority],
      db: onDrizzle(q),
    });
    if (!id) throw new Error('the mail queue is not installed: run the migrate command');
  }

  /** Sends one fetched mail; throws when the transport fails, so pg-boss retries it. */
  async function deliver(job: PgBoss.JobWithMetadata<MailJobData>): Promise<void> {
    const { attachments, ...mail } = job.data;
    try {
      const built = attachments?.length
        ? (await Promise.all(attachments.map((ref) => deps.attachment(ref)))).filter(
            (file): file is Attachment => file !== null,
          )
        : undefined;
      await transport.send({ ...mail, ...(built ? { attachments: built } : {}) });
    } catch (error) {
      const attempts = job.retryCount + 1;
      if (job.retryCount >= job.retryLimit) {
        log.error({ err: error, mailId: job.id, to: mail.to, attempts }, 'mail failed for good');
      } else {
        log.warn({ err: error, mailId: job.id, attempts }, 'mail not sent, will retry');
      }
      throw error;
    }
  }

  /**
   * Takes up to `concurrency` due mails for this instance's lease: pg-boss picks the highest
   * priority first, then the oldest. A batch comes back in no particular order, so it is sorted
   * the same way again before sending.
   */
  const claim = async (batchSize = options.concurrency) => {
    const jobs = await boss.fetch<MailJobData>(MAIL_QUEUE, { batchSize, includeMetadata: true });
    return jobs.sort(
      (a, b) =>
        b.priority - a.priority ||
        a.createdOn.getTime() - b.createdOn.getTime() ||
        a.id.localeCompare(b.id),
    );
  };

  /** Sends one mail and completes it, or fails it for a retry. */
  async function settle(job: PgBoss.JobWithMetadata<MailJobData>): Promise<void> {
    try {
      await deliver(job);
    } catch (error) {
      await boss.fail(MAIL_QUEUE, job.id, {
        message: error instanceof Error ? error.message : String(error),
      });
      return;
    }
    await boss.complete(MAIL_QUEUE, job.id);
  }

  /**
   * Fetches a batch of due mail, for this instance's lease, and sends it: different people's
   * mails at once, one person's one after another in queue order (a newer link after the older
   * one it replaces). Returns how many it took.
   */
  async function runOnce(): Promise<number> {
    const jobs = await claim();
    const byRecipient = new Map<string, PgBoss.JobWithMetadata<MailJobData>[]>();
    for (const job of jobs) {
      const to = job.data.to.toLowerCase();
      byRecipient.set(to, [...(byRecipient.get(to) ?? []), job]);
    }
    await Promise.all(
      [...byRecipient.values()].map(async (mails) => {
        for (const job of mails) await settle(job);
      }),
    );
    return jobs.length;
  }

  let started = false;
  let stopping = false;
  /** Ends the wait for the database early (stop). */
  let wakeUp = () => {};
  let starting: Promise<void> = Promise.resolve();
  /** Ends the worker's wait between polls early (stop). */
  let wakeWorker = () => {};
  let polling: Promise<void> = Promise.resolve();

  /**
   * This instance's worker: a batch of due mail at a time, the next at once, or after
   * `pollSeconds` when none was due. It is a loop of `runOnce` rather than pg-boss's `work`, so that `stop` can
   * wait for its last round: pg-boss 10's stop does not wait for a fetch in flight (one waiting for
   * a pool connection), which then took mail enqueued after the instance had stopped.
   */
  async function poll(): Promise<void> {
    while (!stopping) {
      let taken = 0;
      try {
        taken = await runOnce();
      } catch (error) {
        log.error({ err: error }, 'mail queue');
      }
      if (taken > 0 || stopping) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.pollSeconds * 1000);
        wakeWorker = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /**
   * Starts pg-boss once the database answers: an instance may come up while the database is
   * away (its /health says 503 meanwhile), and its worker starts when the database is back.
   */
  async function startWhenReady(worker: boolean): Promise<void> {
    try {
      await deps.db.execute(sql`select 1`);
    } catch (error) {
      if (stopping) return;
      log.warn({ err: error }, 'mail queue waits for the database');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, RETRY_START_MS).unref();
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      if (!stopping) await startWhenReady(worker);
      return;
    }
    if (stopping) return;
    await boss.start();
    started = true;
    if (worker) polling = poll();
  }

  return {
    enqueue,
    /** Takes due mail without sending it (what a worker does just before it dies, in tests). */
    claim,
    runOnce,

    /** Checks pg-boss's schema and starts this instance's worker, without holding the start. */
    start(worker = true) {
      starting = startWhenReady(worker).catch((error: unknown) =>
        log.error({ err: error }, 'mail queue did not start'),
      );
    },

    /** Sends everything due now, round after round, until nothing is left (tests). */
    async drain() {
      while ((await runOnce()) > 0) {
        // the next round
      }
    },

    /** Hands back mail whose lease has ended (maintenance does it every minute). */
    expireLeases: () => boss.expire(),

    /**
     * Stops the worker and waits for the send in progress, at most `STOP_WAIT_MS`: a send stuck
     * on a dead SMTP server does not hold the shutdown, and its mail is handed back when its
     * lease ends. The database stays open: it is the API's.
     */
    async stop() {
      stopping = true;
      wakeUp();
      wakeWorker();
      await starting;
      if (!started) return;
      started = false;
      // The worker's last round ends first: after stop, nothing of this instance takes mail.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        polling,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, STOP_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
      await boss.stop({ graceful: true, close: false, wait: true, timeout: STOP_WAIT_MS });
    },
  };
}
export type MailQueue = ReturnType<typeof createMailQueue>;
