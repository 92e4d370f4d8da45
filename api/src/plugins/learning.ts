import fp from 'fastify-plugin';
import type { SqlClient } from '../db';
import { createTranscodeQueue, type TranscodeQueue } from '../lib/transcode-queue';
import { createCourseContentRepository } from '../repositories/course-content';
import { createCourseContentService, type CourseContentService } from '../services/course-content';
import { createLearningService, type LearningService } from '../services/learning';
import { createTeamService, type TeamService } from '../services/team';

declare module 'fastify' {
  interface FastifyInstance {
    /** Videos, exams and certificates. */
    learning: LearningService;
    /** The manager's view of the seats a buyer paid for. */
    team: TeamService;
    /** The HLS transcodes of uploaded videos (pg-boss, ffmpeg). */
    transcodes: TranscodeQueue;
    /** Staff's sections and videos of a course. */
    courseContent: CourseContentService;
  }
}

export interface LearningPluginOptions {
  /** The same database's plain-SQL connections (pg-boss's transcode queue runs on them). */
  client: SqlClient;
  /** Whether this instance's transcode worker polls; tests drain it by hand. */
  worker: boolean;
  /** The clock video progress is credited by; tests move it. */
  clock?: () => Date;
}

/** Watching, exams, certificates, a team's seats, and the videos staff upload. */
export const learningPlugin = fp<LearningPluginOptions>(
  async (app, { client, worker, clock }) => {
    const { db, repos, config } = app;
    const now = clock ? { now: clock } : {};
    app.decorate(
      'learning',
      createLearningService({
        db,
        learning: repos.learning,
        storage: app.storage,
        foundation: () => repos.settings.foundation(),
        ...now,
      }),
    );
    app.decorate(
      'team',
      createTeamService({
        db,
        team: repos.team,
        learning: repos.learning,
        mail: app.mailQueue,
        recordMail: (q, orderId, recipient, subject) =>
          repos.adminOrders.recordMail(orderId, recipient, subject, q),
        platformUrl: config.platformUrl,
        ...now,
      }),
    );
    app.decorate(
      'transcodes',
      createTranscodeQueue({
        client,
        db,
        storage: app.storage,
        log: app.log,
        options: { timeoutMs: config.media.transcodeTimeoutMs },
      }),
    );
    app.decorate(
      'courseContent',
      createCourseContentService({
        db,
        content: createCourseContentRepository(db),
        storage: app.storage,
        transcodes: app.transcodes,
        maxVideoBytes: config.media.uploadMaxBytes,
        maxCaptionsBytes: config.media.maxCaptionsBytes,
      }),
    );
    if (worker) app.addHook('onReady', async () => app.transcodes.start());
    app.addHook('onClose', async () => app.transcodes.stop());
  },
  { name: 'learning', dependencies: ['repositories', 'storage', 'mail'] },
);
