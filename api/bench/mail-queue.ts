/**
 * The mail queue's throughput (item 4): 1,000 low-priority mails are queued (contact
 * acknowledgements), then one verification mail behind them; one instance's worker sends them
 * all with the development transport (the outbox folder, in a temporary directory).
 *
 *   npm run bench:mail                       # embedded PGlite, in memory
 *   DATABASE_URL=postgres://… npm run bench:mail
 *
 * Targets: all 1,000 drained in under 2 minutes; the verification mail out within 10 s.
 * BENCH_MAILS sets the number of low-priority mails; BENCH_SEND_MS adds a wait to each send,
 * like a real SMTP server's round trip (0 by default). MAIL_CONCURRENCY as for the API. Prints
 * figures; exits 1 when a target is missed, 2 when the run itself failed.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '../src/db';
import { createMailQueue, DEFAULT_MAIL_QUEUE_OPTIONS } from '../src/lib/mail-queue';
import { createMailer } from '../src/lib/mailer';

const MAILS = Number(process.env.BENCH_MAILS ?? 1000);
const SEND_MS = Number(process.env.BENCH_SEND_MS ?? 0);
const CONCURRENCY = Number(process.env.MAIL_CONCURRENCY ?? DEFAULT_MAIL_QUEUE_OPTIONS.concurrency);
const DRAIN_TARGET_MS = 120_000;
const URGENT_TARGET_MS = 10_000;

const silent = { info() {}, warn() {}, error() {} };

async function main() {
  const outbox = mkdtempSync(join(tmpdir(), 'lms-bench-mail-'));
  const database = await createDb({
    ...(process.env.DATABASE_URL
      ? { databaseUrl: process.env.DATABASE_URL }
      : { dataDir: 'memory://' }),
    seed: false,
  });
  const urgentTo = 'verify@bench.example';
  let urgentAt: number | undefined;
  let sent = 0;
  const outboxMailer = createMailer({
    from: 'Bench <bench@example.org>',
    smtpUrl: null,
    outboxDir: outbox,
  });
  const queue = createMailQueue({
    client: database.client,
    db: database.db,
    transport: {
      async send(mail) {
        if (SEND_MS > 0) await new Promise((resolve) => setTimeout(resolve, SEND_MS));
        await outboxMailer.send(mail);
        sent += 1;
        if (mail.to === urgentTo) urgentAt = performance.now();
      },
    },
    attachment: async () => {
      throw new Error('no attachments in the bench');
    },
    log: silent,
    options: { ...DEFAULT_MAIL_QUEUE_OPTIONS, pollSeconds: 0.5, concurrency: CONCURRENCY },
  });
  try {
    const queuedStart = performance.now();
    for (let i = 0; i < MAILS; i += 1) {
      await queue.enqueue({
        to: `visitor-${i}@bench.example`,
        subject: 'Mesajınızı aldık',
        text: `Merhaba, mesajınız bize ulaştı (${i}).`,
        priority: 'notice',
      });
    }
    await queue.enqueue({
      to: urgentTo,
      subject: 'E-posta adresinizi doğrulayın',
      text: 'Doğrulama bağlantınız: https://example.org/#/verify-email/x',
      priority: 'account',
    });
    const queuedMs = performance.now() - queuedStart;

    const start = performance.now();
    queue.start();
    while (sent < MAILS + 1) {
      if (performance.now() - start > DRAIN_TARGET_MS * 3) throw new Error(`only ${sent} sent`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const drainMs = performance.now() - start;
    await queue.stop();
    const files = readdirSync(outbox).filter((name) => name.endsWith('.json')).length;
    const urgentMs = (urgentAt ?? Infinity) - start;
    const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.log(
      `mail queue bench (${db}, one instance, outbox transport + ${SEND_MS} ms per send, ` +
        `MAIL_CONCURRENCY=${CONCURRENCY})`,
    );
    console.log(`  queued ${MAILS} + 1 mails in ${(queuedMs / 1000).toFixed(1)} s`);
    console.log(
      `  drained all ${files} in ${(drainMs / 1000).toFixed(1)} s: ${((MAILS + 1) / (drainMs / 1000)).toFixed(1)} mails/s (target < ${DRAIN_TARGET_MS / 1000} s)`,
    );
    console.log(
      `  the verification mail left after ${(urgentMs / 1000).toFixed(2)} s (target < ${URGENT_TARGET_MS / 1000} s)`,
    );
    const ok = drainMs < DRAIN_TARGET_MS && urgentMs < URGENT_TARGET_MS && files === MAILS + 1;
    console.log(ok ? '  targets met' : '  TARGET MISSED');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await database.close();
    rmSync(outbox, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
