import { createReadStream } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { randomBytes } from 'node:crypto';
import PgBoss from 'pg-boss';
import { and, eq } from 'drizzle-orm';
import type { Db, SqlClient } from '../db';
import { courseVideos } from '../db/schema';
import { transcodeToHls, TranscodeError } from './hls';
import { onDrizzle, type MailQueryable } from './mail-queue';
import { probeVideo } from './media-tools';
import type { Storage } from './storage';

/**
 * The HLS transcode of uploaded videos, as pg-boss jobs of the `transcode` queue (the mail
 * queue's pattern, lib/mail-queue.ts): a job is written in the transaction that stores the
 * video's row, so an upload whose row fails queues nothing. Each instance's worker takes one job
 * at a time and runs one bounded ffmpeg (`-threads 1`, `timeoutMs`); the video's row says the
 * state staff see (queued, running, done, failed with why). Until done, and after a failure,
 * the original MP4 plays.
 */

export const TRANSCODE_QUEUE = 'transcode';

export interface TranscodeJob {
  videoId: number;
  /** The source the job was queued for: a job for a replaced file does nothing. */
  sourceKey: string;
}

export interface TranscodeQueueOptions {
  pollSeconds: number;
  /** ffmpeg's time limit for one video. */
  timeoutMs: number;
}

export const DEFAULT_TRANSCODE_OPTIONS: TranscodeQueueOptions = {
  pollSeconds: 2,
  timeoutMs: 30 * 60_000,
};

const STOP_WAIT_MS = 10_000;

type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

export interface TranscodeQueueDeps {
  client: SqlClient;
  db: Db;
  storage: Storage;
  log: Log;
  options?: Partial<TranscodeQueueOptions>;
}

/** Every file under a folder, as paths relative to it with forward slashes. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

export function createTranscodeQueue(deps: TranscodeQueueDeps) {
  const { db, storage, log } = deps;
  const options = { ...DEFAULT_TRANSCODE_OPTIONS, ...deps.options };
  const boss = new PgBoss({
    db: deps.client,
    migrate: false,
    schedule: false,
    // The mail queue's instance runs maintenance for the whole pg-boss schema.
    supervise: false,
  });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'transcode queue'));

  /** Queues the transcode of a video's source, in the caller's transaction. */
  async function enqueue(job: TranscodeJob, q: MailQueryable = db): Promise<void> {
    await boss.send(TRANSCODE_QUEUE, job, {
      db: onDrizzle(q),
      // A retry is for an instance that died mid-job (its lease ran out); a transcode that
      // failed is recorded on the row and completed, not tried again (staff retry it).
      retryLimit: 2,
      retryDelay: 30,
      expireInSeconds: Math.ceil(options.timeoutMs / 1000) + 300,
    });
  }

  /** Sets the row's state, only while it still has the source the job was for. */
  const setState = (job: TranscodeJob, set: Partial<typeof courseVideos.$inferInsert>) =>
    db
      .update(courseVideos)
      .set(set)
      .where(and(eq(courseVideos.id, job.videoId), eq(courseVideos.sourceKey, job.sourceKey)))
      .returning({ id: courseVideos.id });

  /** Transcodes one video: source to a temp folder, ffmpeg, renditions to the store. */
  async function transcode(job: TranscodeJob): Promise<void> {
    const claimed = await setState(job, { transcodeState: 'running', transcodeError: null });
    if (claimed.length === 0) return; // replaced or removed meanwhile
    const work = await mkdtemp(join(tmpdir(), 'lms-transcode-'));
    const hlsKey = `hls/${job.videoId}/${randomBytes(8).toString('hex')}`;
    let uploaded = false;
    try {
      const source = await storage.get(job.sourceKey);
      if (!source) throw new TranscodeError('the original file is missing from the store', '');
      const input = join(work, 'source.mp4');
      await pipeline(source.body, createWriteStream(input));
      const probe = await probeVideo(input);
      if (!probe) throw new TranscodeError('ffprobe cannot read the original as a video', '');
      const out = join(work, 'hls');
      await transcodeToHls(input, out, probe, { timeoutMs: options.timeoutMs });
      uploaded = true;
      for (const file of await filesUnder(out)) {
        await storage.put(`${hlsKey}/${file}`, createReadStream(join(out, file)), {
          contentType: file.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : 'video/mp2t',
        });
      }
      const [previous] = await db
        .select({ hlsKey: courseVideos.hlsKey })
        .from(courseVideos)
        .where(eq(courseVideos.id, job.videoId));
      const done = await setState(job, { transcodeState: 'done', hlsKey, transcodeError: null });
      if (done.length === 0) {
        await storage.deletePrefix(hlsKey);
        return;
      }
      if (previous?.hlsKey && previous.hlsKey !== hlsKey) {
        await storage.deletePrefix(previous.hlsKey).catch(() => {});
      }
    } catch (error) {
      if (uploaded) await storage.deletePrefix(hlsKey).catch(() => {});
      const reason = error instanceof Error ? error.message : String(error);
      log.warn({ err: error, videoId: job.videoId }, 'transcode failed');
      await setState(job, { transcodeState: 'failed', transcodeError: reason.slice(0, 500) });
      throw error;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  /** Takes one queued job and runs it; answers how many it took (0 or 1). */
  async function runOnce(): Promise<number> {
    const jobs = await boss.fetch<TranscodeJob>(TRANSCODE_QUEUE, { batchSize: 1 });
    for (const job of jobs) {
      try {
        await transcode(job.data);
        await boss.complete(TRANSCODE_QUEUE, job.id);
      } catch (error) {
        // The row says it failed and why; the job is done with.
        await boss.complete(TRANSCODE_QUEUE, job.id, {
          failed: error instanceof Error ? error.message : String(error),
        });
      }
    }
    return jobs.length;
  }

  let started = false;
  let stopping = false;
  let wake = () => {};
  let polling: Promise<void> = Promise.resolve();

  /** One job at a time per instance; the next at once, or after `pollSeconds`. */
  async function poll(): Promise<void> {
    while (!stopping) {
      let taken = 0;
      try {
        taken = await runOnce();
      } catch (error) {
        log.error({ err: error }, 'transcode queue');
      }
      if (taken > 0 || stopping) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.pollSeconds * 1000);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  return {
    enqueue,
    runOnce,
    /** Runs every queued transcode, one after another (tests). */
    async drain() {
      while ((await runOnce()) > 0) {
        // the next one
      }
    },
    /** Starts this instance's worker (the server; tests drain instead). */
    start() {
      polling = (async () => {
        await boss.start();
        started = true;
        await poll();
      })().catch((error: unknown) => log.error({ err: error }, 'transcode queue did not start'));
    },
    /**
     * Stops the worker; waits for a transcode in progress at most `STOP_WAIT_MS` (its lease
     * then runs out and another instance takes the job again).
     */
    async stop() {
      stopping = true;
      wake();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        polling,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, STOP_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
      if (started) await boss.stop({ graceful: true, close: false, wait: true, timeout: 10_000 });
    },
  };
}
export type TranscodeQueue = ReturnType<typeof createTranscodeQueue>;
