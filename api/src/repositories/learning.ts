import { fileURLToPath } from 'node:url';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type {
  CourseExam,
  CourseProgress,
  CourseTitle,
  UserCertificate,
} from '@lms/shared/contracts';
import type { Db } from '../db';
import { inLocale } from '../i18n/content-locale';
import type { Locale } from '../i18n/messages';
import {
  certificates,
  courseCompletions,
  courseTitles as courseTitlesTable,
  courseVideos,
  courses,
  enrollments,
  examOptions,
  examQuestions,
  exams,
  userAnswers,
  userExams,
  users,
  videoProgress,
  type AttemptQuestion,
} from '../db/schema';
import type { Queryable } from './baskets';
import type { Interval } from '../lib/watch-credit';
import { learningLinks } from '../signing/media-links';

/** Video files live outside the static folders; they are only streamed through signed links. */
export const VIDEOS_ROOT = fileURLToPath(new URL('../../public', import.meta.url));

/** An exam attempt with what its rules need: its exam's time and pass mark, its course. */
export interface AttemptRow {
  id: number;
  userId: number;
  examId: number;
  startedAt: Date;
  finishedAt: Date | null;
  earnedPoints: number | null;
  passed: boolean | null;
  examTitle: string;
  duration: number;
  requiredPointToPass: number;
  courseId: number;
  /** The questions this attempt asks, in its order; null on older attempts. */
  questionOrder: AttemptQuestion[] | null;
}

export interface LearningRepositoryOptions {
  /** The API's public base; signed file links are built on it. */
  publicUrl: string;
  /** Where the platform (shell) runs; the certificate's QR code points there. */
  platformUrl: string;
}

/**
 * What a certificate says of itself, read with its attempt (`userExams`) and exam joined: the
 * holder's list and the verification page both read these.
 */
/** An exam's attempt rules. */
const examRules = {
  questionsPerAttempt: exams.questionsPerAttempt,
  maxAttempts: exams.maxAttempts,
  retakeWaitHours: exams.retakeWaitHours,
};

const certificateFacts = {
  code: certificates.code,
  courseName: certificates.courseName,
  examTitle: exams.title,
  issuedAt: certificates.issuedAt,
  earnedPoints: userExams.earnedPoints,
  requiredPointToPass: exams.requiredPointToPass,
  revokedAt: certificates.revokedAt,
};

/**
 * Rows of videos, progress, exams and certificates. It decides nothing: who may see or do what is
 * `services/learning.ts`'s, apart from the lock state `courseTitles` shows (spec §3).
 */
export function createLearningRepository(db: Db, options: LearningRepositoryOptions) {
  const links = learningLinks(options);

  async function owns(userId: number, courseId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
      .limit(1);
    return Boolean(row);
  }

  /**
   * A course's videos in play order (title sort, then video sort, then id) as this viewer has
   * them: a retired video only for a learner who has progress on it (docs/decisions/0008-videos-retire-and-hls.md).
   */
  function videosInOrder(courseId: number, viewer: number | null) {
    const kept = viewer
      ? or(
          isNull(courseVideos.retiredAt),
          sql`exists (select 1 from ${videoProgress} where ${videoProgress.courseVideoId} = ${courseVideos.id} and ${videoProgress.userId} = ${viewer})`,
        )
      : isNull(courseVideos.retiredAt);
    return db
      .select({
        id: courseVideos.id,
        courseTitleId: courseVideos.courseTitleId,
        title: courseVideos.title,
        description: courseVideos.description,
        en: courseVideos.en,
        filePath: courseVideos.filePath,
        duration: courseVideos.duration,
        hlsKey: courseVideos.hlsKey,
        transcodeState: courseVideos.transcodeState,
      })
      .from(courseVideos)
      .innerJoin(courseTitlesTable, eq(courseTitlesTable.id, courseVideos.courseTitleId))
      .where(and(eq(courseTitlesTable.courseId, courseId), kept))
      .orderBy(
        asc(courseTitlesTable.sort),
        asc(courseTitlesTable.id),
        asc(courseVideos.sort),
        asc(courseVideos.id),
      );
  }

  async function completedVideoIds(userId: number, videoIds: number[]): Promise<Set<number>> {
    if (videoIds.length === 0) return new Set();
    const rows = await db
      .select({ id: videoProgress.courseVideoId })
      .from(videoProgress)
      .where(
        and(
          eq(videoProgress.userId, userId),
          inArray(videoProgress.courseVideoId, videoIds),
          isNotNull(videoProgress.completedAt),
        ),
      );
    return new Set(rows.map((row) => row.id));
  }

  /**
   * How many of the course's videos the user has not yet watched to its rule (credited time
   * only). Retired videos are no longer part of the course's rule.
   */
  async function videosLeft(userId: number, courseId: number, q: Queryable = db): Promise<number> {
    const [row] = await q
      .select({ left: sql<number>`count(*)::int` })
      .from(courseVideos)
      .innerJoin(courseTitlesTable, eq(courseTitlesTable.id, courseVideos.courseTitleId))
      .innerJoin(courses, eq(courses.id, courseTitlesTable.courseId))
      .leftJoin(
        videoProgress,
        and(eq(videoProgress.courseVideoId, courseVideos.id), eq(videoProgress.userId, userId)),
      )
      .where(
        and(
          eq(courseTitlesTable.courseId, courseId),
          isNull(courseVideos.retiredAt),
          sql`coalesce(${videoProgress.watchedSeconds}, 0) * 100 + 0.000001 < ${courseVideos.duration} * ${courses.minWatchPercent}`,
        ),
      );
    return row?.left ?? 0;
  }

  /** Whether a video's HLS renditions are there to play (else its MP4 plays). */
  const hasHls = (video: { hlsKey: string | null; transcodeState: string }) =>
    Boolean(video.hlsKey) && video.transcodeState === 'done';

  /** The first video is open; each next one once its predecessor was watched to its end. */
  const unlockedFlags = (ordered: { id: number }[], completed: Set<number>) =>
    ordered.map((_, index) => index === 0 || completed.has(ordered[index - 1]!.id));

  return {
    /** Link builders of this deployment (signed video and certificate links, verify page). */
    links,

    owns,

    hasHls,

    /**
     * `courseTitles` of the course details (spec §3) for this user: videos with their lock
     * state (fileUrl '' when locked or not owned; URLs of locked videos never leave the server)
     * and each exam's state for this user (spec §4 "Exam per user").
     */
    async courseTitles(
      courseId: number,
      userId: number | null,
      isOwner: boolean,
      locale: Locale = 'tr',
    ): Promise<CourseTitle[]> {
      const titles = await db
        .select({
          id: courseTitlesTable.id,
          titleName: courseTitlesTable.titleName,
          en: courseTitlesTable.en,
        })
        .from(courseTitlesTable)
        .where(eq(courseTitlesTable.courseId, courseId))
        .orderBy(asc(courseTitlesTable.sort), asc(courseTitlesTable.id));
      if (titles.length === 0) return [];
      const viewer = isOwner ? userId : null;

      const videos = await videosInOrder(courseId, viewer);
      const completed = viewer
        ? await completedVideoIds(
            viewer,
            videos.map((video) => video.id),
          )
        : new Set<number>();
      const unlocked = unlockedFlags(videos, completed);
      // What the course's rule still asks before its exams open.
      const left = viewer ? await videosLeft(viewer, courseId) : null;

      const allVersions = await db
        .select({
          id: exams.id,
          courseTitleId: exams.courseTitleId,
          title: exams.title,
          description: exams.description,
          en: exams.en,
          duration: exams.duration,
          requiredPointToPass: exams.requiredPointToPass,
          lineage: sql<number>`coalesce(${exams.originalExamId}, ${exams.id})`,
          current: sql<boolean>`${exams.replacedById} is null`,
          ...examRules,
        })
        .from(exams)
        .where(
          inArray(
            exams.courseTitleId,
            titles.map((title) => title.id),
          ),
        )
        .orderBy(asc(exams.sort), asc(exams.id));

      // The latest attempt per exam decides its state.
      const attempts =
        viewer && allVersions.length > 0
          ? await db
              .select({
                id: userExams.id,
                examId: userExams.examId,
                startedAt: userExams.startedAt,
                finishedAt: userExams.finishedAt,
                passed: userExams.passed,
                code: certificates.code,
              })
              .from(userExams)
              .leftJoin(certificates, eq(certificates.userExamId, userExams.id))
              .where(
                and(
                  eq(userExams.userId, viewer),
                  inArray(
                    userExams.examId,
                    allVersions.map((exam) => exam.id),
                  ),
                ),
              )
              .orderBy(desc(userExams.startedAt), desc(userExams.id))
          : [];

      // One exam per lineage: the version of the viewer's latest attempt while it is open or
      // passed (they finish it, or keep its certificate), else the current version.
      const examRows = allVersions.filter((exam) => {
        const latest = attempts.find((attempt) =>
          allVersions.some((row) => row.id === attempt.examId && row.lineage === exam.lineage),
        );
        const keep = latest && (!latest.finishedAt || latest.passed) ? latest.examId : null;
        return keep === null ? exam.current : keep === exam.id;
      });

      const toExam = (exam: (typeof examRows)[number]): CourseExam => {
        const attempt = attempts.find((row) => row.examId === exam.id);
        const done = Boolean(attempt?.finishedAt);
        // The lineage's finished attempts against the current version's rules.
        const rules =
          allVersions.find((row) => row.lineage === exam.lineage && row.current) ?? exam;
        const finished = attempts.filter(
          (row) =>
            row.finishedAt &&
            allVersions.some(
              (version) => version.id === row.examId && version.lineage === exam.lineage,
            ),
        );
        const passedAny = finished.some((row) => row.passed);
        const lastAt = finished[0]?.finishedAt ?? null;
        const attemptRules = viewer
          ? {
              attemptsLeft:
                rules.maxAttempts === null
                  ? null
                  : Math.max(0, rules.maxAttempts - finished.length),
              // When a retake may start (it may be past already: then it is now).
              nextAttemptAt:
                !passedAny && lastAt && rules.retakeWaitHours > 0
                  ? new Date(lastAt.getTime() + rules.retakeWaitHours * 3_600_000).toISOString()
                  : null,
            }
          : {};
        const texts = inLocale(
          { title: exam.title, description: exam.description },
          exam.en,
          locale,
        );
        return {
          id: exam.id,
          title: texts.title,
          description: texts.description,
          duration: exam.duration,
          requiredPointToPass: exam.requiredPointToPass,
          isExamStarted: Boolean(attempt),
          isTestDone: done,
          testStartDate: attempt ? attempt.startedAt.toISOString() : null,
          userExamId: attempt?.id ?? null,
          ...(left === null ? {} : { videosLeft: left }),
          ...attemptRules,
          results: done
            ? [
                {
                  filePath:
                    attempt?.passed && attempt.code && viewer
                      ? links.certificate(attempt.code, viewer)
                      : null,
                },
              ]
            : [],
        };
      };

      return titles.map((title) => ({
        titleName: inLocale({ titleName: title.titleName }, title.en, locale).titleName,
        courseVideos: videos.flatMap((video, index) =>
          video.courseTitleId === title.id
            ? [
                {
                  id: video.id,
                  ...inLocale(
                    { title: video.title, description: video.description },
                    video.en,
                    locale,
                  ),
                  duration: video.duration,
                  fileUrl: viewer && unlocked[index] ? links.video(video.id, viewer) : '',
                  ...(viewer && unlocked[index] && hasHls(video)
                    ? { hlsUrl: links.hls(video.id, viewer) }
                    : {}),
                  ...(viewer ? { watched: completed.has(video.id) } : {}),
                },
              ]
            : [],
        ),
        courseExams: examRows.filter((exam) => exam.courseTitleId === title.id).map(toExam),
      }));
    },

    /**
     * Each course's progress for its learner: the share of video time watched (credited played
     * time), the exams passed of the exams there are, and the video watched last with
     * its saved position.
     */
    async courseProgress(
      userId: number,
      courseIds: number[],
      locale: Locale = 'tr',
    ): Promise<Map<number, CourseProgress>> {
      const progress = new Map<number, CourseProgress>(
        courseIds.map((id) => [
          id,
          {
            watchedSeconds: 0,
            totalSeconds: 0,
            videoPercent: 0,
            examsPassed: 0,
            examsTotal: 0,
            videosWatched: 0,
            videosTotal: 0,
            completedAt: null,
            lastVideo: null,
          },
        ]),
      );
      if (courseIds.length === 0) return progress;
      const [videos, examRows, completions] = await Promise.all([
        db
          .select({
            courseId: courseTitlesTable.courseId,
            id: courseVideos.id,
            title: courseVideos.title,
            en: courseVideos.en,
            duration: courseVideos.duration,
            seconds: videoProgress.seconds,
            watchedSeconds: videoProgress.watchedSeconds,
            updatedAt: videoProgress.updatedAt,
            completedAt: videoProgress.completedAt,
            retiredAt: courseVideos.retiredAt,
          })
          .from(courseVideos)
          .innerJoin(courseTitlesTable, eq(courseTitlesTable.id, courseVideos.courseTitleId))
          .leftJoin(
            videoProgress,
            and(eq(videoProgress.courseVideoId, courseVideos.id), eq(videoProgress.userId, userId)),
          )
          .where(inArray(courseTitlesTable.courseId, courseIds)),
        // Each exam counts once, in its current version, passed in any of its versions.
        db
          .select({
            courseId: courseTitlesTable.courseId,
            id: exams.id,
            passed: sql<boolean>`exists (select 1 from ${userExams} inner join ${exams} as version on version.id = ${userExams.examId} where coalesce(version.original_exam_id, version.id) = coalesce(${exams.originalExamId}, ${exams.id}) and ${userExams.userId} = ${userId} and ${userExams.passed})`,
          })
          .from(exams)
          .innerJoin(courseTitlesTable, eq(courseTitlesTable.id, exams.courseTitleId))
          .where(and(inArray(courseTitlesTable.courseId, courseIds), isNull(exams.replacedById))),
        db
          .select({ courseId: courseCompletions.courseId, at: courseCompletions.completedAt })
          .from(courseCompletions)
          .where(
            and(
              eq(courseCompletions.userId, userId),
              inArray(courseCompletions.courseId, courseIds),
            ),
          ),
      ]);
      for (const { courseId, at } of completions) {
        const course = progress.get(courseId);
        if (course) course.completedAt = at.toISOString();
      }
      const lastAt = new Map<number, number>();
      for (const video of videos) {
        const course = progress.get(video.courseId);
        if (!course) continue;
        // A retired video counts only for a learner who has it (progress on it).
        if (video.retiredAt && video.updatedAt === null) continue;
        course.totalSeconds += video.duration;
        course.videosTotal += 1;
        if (video.updatedAt === null) continue;
        if (video.completedAt) course.videosWatched += 1;
        // Played time only, as the server credited it (a jump ahead adds nothing).
        course.watchedSeconds += Math.min(video.watchedSeconds ?? 0, video.duration);
        const at = video.updatedAt.getTime();
        if (at > (lastAt.get(video.courseId) ?? -Infinity)) {
          lastAt.set(video.courseId, at);
          course.lastVideo = {
            id: video.id,
            title: inLocale({ title: video.title }, video.en, locale).title,
            seconds: video.seconds ?? 0,
          };
        }
      }
      for (const exam of examRows) {
        const course = progress.get(exam.courseId);
        if (!course) continue;
        course.examsTotal += 1;
        if (exam.passed) course.examsPassed += 1;
      }
      for (const course of progress.values()) {
        const share = course.totalSeconds > 0 ? course.watchedSeconds / course.totalSeconds : 0;
        course.watchedSeconds = Math.floor(course.watchedSeconds);
        // Any time watched shows as at least 1 %, and only all of it as 100 %.
        course.videoPercent = share > 0 ? Math.max(1, Math.floor(share * 100)) : 0;
      }
      return progress;
    },

    /** A video with its course; null when there is none. */
    async video(videoId: number) {
      const [video] = await db
        .select({
          id: courseVideos.id,
          duration: courseVideos.duration,
          filePath: courseVideos.filePath,
          sourceKey: courseVideos.sourceKey,
          captionsTrKey: courseVideos.captionsTrKey,
          captionsEnKey: courseVideos.captionsEnKey,
          hlsKey: courseVideos.hlsKey,
          transcodeState: courseVideos.transcodeState,
          retiredAt: courseVideos.retiredAt,
          courseId: courseTitlesTable.courseId,
          minWatchPercent: courses.minWatchPercent,
        })
        .from(courseVideos)
        .innerJoin(courseTitlesTable, eq(courseTitlesTable.id, courseVideos.courseTitleId))
        .innerJoin(courses, eq(courses.id, courseTitlesTable.courseId))
        .where(eq(courseVideos.id, videoId))
        .limit(1);
      return video ?? null;
    },

    /** The video played before this one in its course, as the user has it; null for the first. */
    async previousVideoId(
      courseId: number,
      videoId: number,
      userId: number,
    ): Promise<number | null> {
      const ordered = await videosInOrder(courseId, userId);
      const index = ordered.findIndex((row) => row.id === videoId);
      return ordered[index - 1]?.id ?? null;
    },

    /** Whether the user has any progress on the video (started it at least). */
    async hasProgress(userId: number, videoId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: videoProgress.courseVideoId })
        .from(videoProgress)
        .where(and(eq(videoProgress.userId, userId), eq(videoProgress.courseVideoId, videoId)))
        .limit(1);
      return Boolean(row);
    },

    /** Whether the user has watched the video into its end (its `completedAt` is set). */
    async hasCompleted(userId: number, videoId: number): Promise<boolean> {
      return (await completedVideoIds(userId, [videoId])).has(videoId);
    },

    /**
     * The user's progress row of the video, locked until the transaction ends (two tabs save
     * one after the other); null when there is none.
     */
    async lockProgress(userId: number, videoId: number, q: Queryable) {
      const [row] = await q
        .select({
          seconds: videoProgress.seconds,
          watched: videoProgress.watched,
          creditClockAt: videoProgress.creditClockAt,
        })
        .from(videoProgress)
        .where(and(eq(videoProgress.userId, userId), eq(videoProgress.courseVideoId, videoId)))
        .for('update');
      return row ?? null;
    },

    /**
     * Writes the position and the credited watch; `reachedRule` marks the video completed, and
     * completed it stays.
     */
    async writeProgress(
      userId: number,
      videoId: number,
      values: {
        seconds: number;
        watched: Interval[];
        watchedSeconds: number;
        creditClockAt: Date;
        reachedRule: boolean;
        now: Date;
      },
      q: Queryable,
    ): Promise<void> {
      const { seconds, watched, watchedSeconds, creditClockAt, reachedRule, now } = values;
      await q
        .insert(videoProgress)
        .values({
          userId,
          courseVideoId: videoId,
          seconds,
          watched,
          watchedSeconds,
          creditClockAt,
          completedAt: reachedRule ? now : null,
        })
        .onConflictDoUpdate({
          target: [videoProgress.userId, videoProgress.courseVideoId],
          set: {
            seconds,
            watched,
            watchedSeconds,
            creditClockAt,
            // Once reached, the rule stays reached: the next video never locks again.
            completedAt: reachedRule
              ? sql`coalesce(${videoProgress.completedAt}, ${now.toISOString()}::timestamptz)`
              : sql`${videoProgress.completedAt}`,
            updatedAt: now,
          },
        });
    },

    videosLeft,

    /** Whether every current exam of the course was passed by the user (in any version). */
    async allExamsPassed(userId: number, courseId: number, q: Queryable = db): Promise<boolean> {
      const [row] = await q
        .select({ open: sql<number>`count(*)::int` })
        .from(exams)
        .innerJoin(courseTitlesTable, eq(courseTitlesTable.id, exams.courseTitleId))
        .where(
          and(
            eq(courseTitlesTable.courseId, courseId),
            isNull(exams.replacedById),
            sql`not exists (select 1 from ${userExams} inner join ${exams} as version on version.id = ${userExams.examId} where coalesce(version.original_exam_id, version.id) = coalesce(${exams.originalExamId}, ${exams.id}) and ${userExams.userId} = ${userId} and ${userExams.passed})`,
          ),
        );
      return (row?.open ?? 0) === 0;
    },

    /** Records the course as completed now, once; later calls keep the first date. */
    async recordCompletion(userId: number, courseId: number, q: Queryable = db): Promise<void> {
      await q.insert(courseCompletions).values({ userId, courseId }).onConflictDoNothing();
    },

    /** The date the user completed the course; null while not completed. */
    async completedAt(userId: number, courseId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: courseCompletions.completedAt })
        .from(courseCompletions)
        .where(and(eq(courseCompletions.userId, userId), eq(courseCompletions.courseId, courseId)))
        .limit(1);
      return row?.at ?? null;
    },

    /** The user's passed attempts at the course's exams that have no certificate yet. */
    async passedWithoutCertificate(userId: number, courseId: number, q: Queryable = db) {
      return q
        .select({
          id: userExams.id,
          userId: userExams.userId,
          courseId: courseTitlesTable.courseId,
        })
        .from(userExams)
        .innerJoin(exams, eq(exams.id, userExams.examId))
        .innerJoin(courseTitlesTable, eq(courseTitlesTable.id, exams.courseTitleId))
        .leftJoin(certificates, eq(certificates.userExamId, userExams.id))
        .where(
          and(
            eq(userExams.userId, userId),
            eq(courseTitlesTable.courseId, courseId),
            eq(userExams.passed, true),
            isNull(certificates.id),
          ),
        );
    },

    /** An exam with its course; null when there is none. */
    async exam(examId: number) {
      const [exam] = await db
        .select({
          id: exams.id,
          title: exams.title,
          en: exams.en,
          courseId: courseTitlesTable.courseId,
          lineage: sql<number>`coalesce(${exams.originalExamId}, ${exams.id})`,
          replacedById: exams.replacedById,
          ...examRules,
        })
        .from(exams)
        .innerJoin(courseTitlesTable, eq(courseTitlesTable.id, exams.courseTitleId))
        .where(eq(exams.id, examId))
        .limit(1);
      return exam ?? null;
    },

    /** Whether the user passed any version of the exam lineage. */
    async hasPassed(userId: number, lineage: number): Promise<boolean> {
      const [passed] = await db
        .select({ id: userExams.id })
        .from(userExams)
        .innerJoin(exams, eq(exams.id, userExams.examId))
        .where(
          and(
            eq(userExams.userId, userId),
            sql`coalesce(${exams.originalExamId}, ${exams.id}) = ${lineage}`,
            eq(userExams.passed, true),
          ),
        )
        .limit(1);
      return Boolean(passed);
    },

    /** The version of the lineage new learners take, with its title. */
    async currentVersion(lineage: number) {
      const [exam] = await db
        .select({ id: exams.id, title: exams.title, en: exams.en, ...examRules })
        .from(exams)
        .where(
          and(
            sql`coalesce(${exams.originalExamId}, ${exams.id}) = ${lineage}`,
            isNull(exams.replacedById),
          ),
        )
        .limit(1);
      return exam ?? null;
    },

    /** The id of the user's unfinished attempt at this very exam; null when there is none. */
    async unfinishedAttempt(userId: number, examId: number): Promise<number | null> {
      const [open] = await db
        .select({ id: userExams.id })
        .from(userExams)
        .where(
          and(
            eq(userExams.userId, userId),
            eq(userExams.examId, examId),
            isNull(userExams.finishedAt),
          ),
        )
        .limit(1);
      return open?.id ?? null;
    },

    /**
     * The id of the user's open attempt at the exam, started now unless one is open already (a
     * unique index allows one open attempt per exam); null when another request finished it.
     */
    async openAttempt(
      userId: number,
      examId: number,
      questionOrder: AttemptQuestion[] | null = null,
      startedAt?: Date,
    ): Promise<number | null> {
      await db
        .insert(userExams)
        .values({ userId, examId, questionOrder, ...(startedAt ? { startedAt } : {}) })
        .onConflictDoNothing();
      const [open] = await db
        .select({ id: userExams.id })
        .from(userExams)
        .where(
          and(
            eq(userExams.userId, userId),
            eq(userExams.examId, examId),
            isNull(userExams.finishedAt),
          ),
        )
        .limit(1);
      return open?.id ?? null;
    },

    async attempt(userExamId: number): Promise<AttemptRow | null> {
      const [attempt] = await db
        .select({
          id: userExams.id,
          userId: userExams.userId,
          examId: userExams.examId,
          startedAt: userExams.startedAt,
          finishedAt: userExams.finishedAt,
          earnedPoints: userExams.earnedPoints,
          passed: userExams.passed,
          examTitle: exams.title,
          duration: exams.duration,
          requiredPointToPass: exams.requiredPointToPass,
          courseId: courseTitlesTable.courseId,
          questionOrder: userExams.questionOrder,
        })
        .from(userExams)
        .innerJoin(exams, eq(exams.id, userExams.examId))
        .innerJoin(courseTitlesTable, eq(courseTitlesTable.id, exams.courseTitleId))
        .where(eq(userExams.id, userExamId))
        .limit(1);
      return attempt ?? null;
    },

    /** The exam's questions in asking order, which of them this attempt has answered, and the next. */
    async progress(attempt: Pick<AttemptRow, 'id' | 'examId' | 'questionOrder'>) {
      const bank = await db
        .select({ id: examQuestions.id, question: examQuestions.question })
        .from(examQuestions)
        .where(eq(examQuestions.examId, attempt.examId))
        .orderBy(asc(examQuestions.sort), asc(examQuestions.id));
      // An attempt asks the questions drawn for it, in its own order.
      const questions = attempt.questionOrder
        ? attempt.questionOrder.flatMap(({ questionId }) =>
            bank.filter((question) => question.id === questionId),
          )
        : bank;
      const answered = new Set(
        (
          await db
            .select({ questionId: userAnswers.questionId })
            .from(userAnswers)
            .where(eq(userAnswers.userExamId, attempt.id))
        ).map((row) => row.questionId),
      );
      const current = questions.find((question) => !answered.has(question.id)) ?? null;
      return { questions, answered, current };
    },

    /** The exam's questions with their option ids, in the exam's order: the bank a draw takes from. */
    async bank(examId: number): Promise<AttemptQuestion[]> {
      const rows = await db
        .select({ questionId: examQuestions.id, optionId: examOptions.id })
        .from(examQuestions)
        .innerJoin(examOptions, eq(examOptions.questionId, examQuestions.id))
        .where(eq(examQuestions.examId, examId))
        .orderBy(
          asc(examQuestions.sort),
          asc(examQuestions.id),
          asc(examOptions.sort),
          asc(examOptions.id),
        );
      const bank: AttemptQuestion[] = [];
      for (const row of rows) {
        const last = bank[bank.length - 1];
        if (last?.questionId === row.questionId) last.optionIds.push(row.optionId);
        else bank.push({ questionId: row.questionId, optionIds: [row.optionId] });
      }
      return bank;
    },

    /** The user's finished attempts at any version of the lineage: how many, and the last end. */
    async finishedAttempts(userId: number, lineage: number) {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          lastAt: sql<string | null>`max(${userExams.finishedAt})`,
        })
        .from(userExams)
        .innerJoin(exams, eq(exams.id, userExams.examId))
        .where(
          and(
            eq(userExams.userId, userId),
            sql`coalesce(${exams.originalExamId}, ${exams.id}) = ${lineage}`,
            isNotNull(userExams.finishedAt),
          ),
        );
      return {
        count: row?.count ?? 0,
        lastAt: row?.lastAt ? new Date(row.lastAt) : null,
      };
    },

    /** Every option of the exam's questions with whether it is right: for a review only. */
    async optionsWithKey(examId: number) {
      return db
        .select({
          id: examOptions.id,
          questionId: examOptions.questionId,
          optionTitle: examOptions.optionTitle,
          isCorrect: examOptions.isCorrect,
          points: examQuestions.points,
        })
        .from(examOptions)
        .innerJoin(examQuestions, eq(examQuestions.id, examOptions.questionId))
        .where(eq(examQuestions.examId, examId))
        .orderBy(asc(examOptions.sort), asc(examOptions.id));
    },

    /** The attempt's answers: question and chosen option. */
    answersOf(userExamId: number) {
      return db
        .select({ questionId: userAnswers.questionId, optionId: userAnswers.optionId })
        .from(userAnswers)
        .where(eq(userAnswers.userExamId, userExamId));
    },

    /** A question's options in showing order, without which one is right. */
    optionsOf(questionId: number) {
      return db
        .select({ id: examOptions.id, optionTitle: examOptions.optionTitle })
        .from(examOptions)
        .where(eq(examOptions.questionId, questionId))
        .orderBy(asc(examOptions.sort), asc(examOptions.id));
    },

    /** The question and exam an option belongs to; null when there is no such option. */
    async option(optionId: number) {
      const [option] = await db
        .select({ questionId: examOptions.questionId, examId: examQuestions.examId })
        .from(examOptions)
        .innerJoin(examQuestions, eq(examQuestions.id, examOptions.questionId))
        .where(eq(examOptions.id, optionId))
        .limit(1);
      return option ?? null;
    },

    /** Stores the answer; false when the question was answered already (by a racing request). */
    async saveAnswer(userExamId: number, questionId: number, optionId: number): Promise<boolean> {
      const inserted = await db
        .insert(userAnswers)
        .values({ userExamId, questionId, optionId })
        .onConflictDoNothing()
        .returning({ id: userAnswers.id });
      return inserted.length > 0;
    },

    /** The points of the attempt's correct answers. */
    async score(userExamId: number, q: Queryable = db): Promise<number> {
      const [score] = await q
        .select({ points: sql<number>`coalesce(sum(${examQuestions.points}), 0)::int` })
        .from(userAnswers)
        .innerJoin(examOptions, eq(examOptions.id, userAnswers.optionId))
        .innerJoin(examQuestions, eq(examQuestions.id, userAnswers.questionId))
        .where(and(eq(userAnswers.userExamId, userExamId), eq(examOptions.isCorrect, true)));
      return score?.points ?? 0;
    },

    /** Finishes an open attempt with its score; false when it was finished already. */
    async closeAttempt(
      userExamId: number,
      { earnedPoints, passed, at }: { earnedPoints: number; passed: boolean; at: Date },
      q: Queryable = db,
    ): Promise<boolean> {
      const updated = await q
        .update(userExams)
        .set({ finishedAt: at, earnedPoints, passed })
        .where(and(eq(userExams.id, userExamId), isNull(userExams.finishedAt)))
        .returning({ id: userExams.id });
      return updated.length > 0;
    },

    /** The certificate of the attempt under this code, with its holder's and course's names. */
    async issueCertificate(
      attempt: Pick<AttemptRow, 'id' | 'userId' | 'courseId'>,
      code: string,
      q: Queryable = db,
    ): Promise<void> {
      const [holder] = await q
        .select({ name: users.name, surname: users.surname })
        .from(users)
        .where(eq(users.id, attempt.userId));
      const [course] = await q
        .select({ name: courses.name, en: courses.en })
        .from(courses)
        .where(eq(courses.id, attempt.courseId));
      const english = course?.en.name?.trim();
      await q
        .insert(certificates)
        .values({
          userExamId: attempt.id,
          code,
          filePath: `/v1/certificates/download/${code}`,
          holderName: `${holder?.name ?? ''} ${holder?.surname ?? ''}`.trim(),
          courseName: course?.name ?? '',
          courseNameEn: english || null,
        })
        .onConflictDoNothing();
    },

    async certificateCodeOf(userExamId: number): Promise<string | null> {
      const [row] = await db
        .select({ code: certificates.code })
        .from(certificates)
        .where(eq(certificates.userExamId, userExamId))
        .limit(1);
      return row?.code ?? null;
    },

    /** The user's certificates, newest first (`#/account/certificates`). */
    async certificatesOf(userId: number, locale: Locale = 'tr'): Promise<UserCertificate[]> {
      const rows = await db
        .select({ ...certificateFacts, examEn: exams.en, courseId: courseTitlesTable.courseId })
        .from(certificates)
        .innerJoin(userExams, eq(userExams.id, certificates.userExamId))
        .innerJoin(exams, eq(exams.id, userExams.examId))
        .innerJoin(courseTitlesTable, eq(courseTitlesTable.id, exams.courseTitleId))
        .where(eq(userExams.userId, userId))
        .orderBy(desc(certificates.issuedAt), desc(certificates.id));
      return rows.map(({ examEn, ...row }) => ({
        ...row,
        examTitle: inLocale({ examTitle: row.examTitle }, { examTitle: examEn.title }, locale)
          .examTitle,
        issuedAt: row.issuedAt.toISOString(),
        revokedAt: row.revokedAt?.toISOString() ?? null,
        earnedPoints: row.earnedPoints ?? 0,
        pdfUrl: links.certificate(row.code, userId),
        verifyUrl: links.verify(row.code),
      }));
    },

    /** An issued certificate with its holder's id and exam; null for an unknown code. */
    async certificate(code: string) {
      const [row] = await db
        .select({
          ...certificateFacts,
          holderName: certificates.holderName,
          /** The course's English name at issue time, for an English PDF. */
          courseNameEn: certificates.courseNameEn,
          userId: userExams.userId,
          /** The holder's language, for the PDF. */
          locale: users.locale,
          /** The exam's English title, the course's duration and completion date. */
          examEn: exams.en,
          courseDuration: courses.courseDuration,
          courseDurationEn: sql<string | null>`${courses.en} ->> 'courseDuration'`,
          completedAt: courseCompletions.completedAt,
        })
        .from(certificates)
        .innerJoin(userExams, eq(userExams.id, certificates.userExamId))
        .innerJoin(exams, eq(exams.id, userExams.examId))
        .innerJoin(users, eq(users.id, userExams.userId))
        .innerJoin(courseTitlesTable, eq(courseTitlesTable.id, exams.courseTitleId))
        .innerJoin(courses, eq(courses.id, courseTitlesTable.courseId))
        .leftJoin(
          courseCompletions,
          and(
            eq(courseCompletions.userId, userExams.userId),
            eq(courseCompletions.courseId, courses.id),
          ),
        )
        .where(eq(certificates.code, code))
        .limit(1);
      return row ?? null;
    },

    /**
     * Revokes a valid certificate now, with the reason; returns it, or null when there is no
     * valid certificate under the code (unknown, or revoked already).
     */
    async revokeCertificate(code: string, reason: string, at: Date, q: Queryable = db) {
      const [row] = await q
        .update(certificates)
        .set({ revokedAt: at, revokedReason: reason })
        .where(and(eq(certificates.code, code), isNull(certificates.revokedAt)))
        .returning({
          code: certificates.code,
          holderName: certificates.holderName,
          courseName: certificates.courseName,
        });
      return row ?? null;
    },
  };
}
export type LearningRepository = ReturnType<typeof createLearningRepository>;
