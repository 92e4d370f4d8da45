import { randomInt } from 'node:crypto';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type {
  CertificateVerification,
  CourseExam,
  CourseProgress,
  CourseTitle,
  ExamQuestion,
  ExamResult,
  JoinExamData,
} from '@lms/shared/contracts';
import type { Db } from '../db';
import {
  certificates,
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
} from '../db/schema';
import { HttpError } from '../lib/http';
import { renderCertificatePdf } from './certificate-pdf';
import {
  CERTIFICATE_LINK_TTL_SECONDS,
  VIDEO_LINK_TTL_SECONDS,
  signQuery,
  verifyQuery,
} from './learning-links';

/** Video files live outside the static folders; they are only streamed through signed links. */
export const VIDEOS_ROOT = fileURLToPath(new URL('../../public', import.meta.url));

/** Spec §9: the next video unlocks once this one was watched into its last 60 s. */
export const UNLOCK_WINDOW_SECONDS = 60;
/** Answers and early submissions within this many seconds of a deadline still count. */
const DEADLINE_GRACE_MS = 5_000;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCertificateCode = () => {
  const chars = Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return `IA-${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`;
};

interface Attempt {
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
}

const deadlineOf = (attempt: Pick<Attempt, 'startedAt' | 'duration'>): number | null =>
  attempt.duration > 0 ? attempt.startedAt.getTime() + attempt.duration * 60_000 : null;

export interface LearningRepositoryOptions {
  /** The API's public base; signed file links are built on it. */
  publicUrl: string;
  /** Where the platform (shell) runs; the certificate's QR code points there. */
  platformUrl: string;
}

export function createLearningRepository(
  db: Db,
  { publicUrl, platformUrl }: LearningRepositoryOptions,
) {
  const apiBase = publicUrl.replace(/\/+$/, '');
  const siteBase = platformUrl.replace(/\/+$/, '');

  const videoUrl = (videoId: number, userId: number) =>
    `${apiBase}/v1/media/videos/${videoId}?${signQuery('video', videoId, userId, VIDEO_LINK_TTL_SECONDS)}`;
  const certificateUrl = (code: string, userId: number) =>
    `${apiBase}/v1/certificates/download/${code}?${signQuery('certificate', code, userId, CERTIFICATE_LINK_TTL_SECONDS)}`;
  const verifyUrl = (code: string) => `${siteBase}/#/certificates/verify/${code}`;

  async function owns(userId: number, courseId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
      .limit(1);
    return Boolean(row);
  }

  /** A course's videos in play order: title sort, then video sort, then id. */
  function videosInOrder(courseId: number) {
    return db
      .select({
        id: courseVideos.id,
        courseTitleId: courseVideos.courseTitleId,
        title: courseVideos.title,
        description: courseVideos.description,
        filePath: courseVideos.filePath,
        duration: courseVideos.duration,
      })
      .from(courseVideos)
      .innerJoin(courseTitlesTable, eq(courseTitlesTable.id, courseVideos.courseTitleId))
      .where(eq(courseTitlesTable.courseId, courseId))
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

  /** The first video is open; each next one once its predecessor was watched to its end. */
  const unlockedFlags = (ordered: { id: number }[], completed: Set<number>) =>
    ordered.map((_, index) => index === 0 || completed.has(ordered[index - 1]!.id));

  /** A video the user may play: it exists, the course is theirs, and it is unlocked. */
  async function playableVideo(userId: number, videoId: number) {
    const [video] = await db
      .select({
        id: courseVideos.id,
        duration: courseVideos.duration,
        filePath: courseVideos.filePath,
        courseId: courseTitlesTable.courseId,
      })
      .from(courseVideos)
      .innerJoin(courseTitlesTable, eq(courseTitlesTable.id, courseVideos.courseTitleId))
      .where(eq(courseVideos.id, videoId))
      .limit(1);
    if (!video) throw new HttpError(404, 'videoNotFound');
    if (!(await owns(userId, video.courseId))) throw new HttpError(403, 'notCourseOwner');
    const ordered = await videosInOrder(video.courseId);
    const index = ordered.findIndex((row) => row.id === videoId);
    const previous = ordered[index - 1];
    if (previous && !(await completedVideoIds(userId, [previous.id])).has(previous.id)) {
      throw new HttpError(403, 'videoLocked');
    }
    return video;
  }

  async function attemptOf(userId: number, userExamId: number): Promise<Attempt> {
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
      })
      .from(userExams)
      .innerJoin(exams, eq(exams.id, userExams.examId))
      .innerJoin(courseTitlesTable, eq(courseTitlesTable.id, exams.courseTitleId))
      .where(eq(userExams.id, userExamId))
      .limit(1);
    if (!attempt) throw new HttpError(404, 'userExamNotFound');
    if (attempt.userId !== userId) throw new HttpError(403, 'forbidden');
    return attempt;
  }

  /** The exam's questions in asking order, and which of them this attempt has answered. */
  async function progressOf(attempt: Attempt) {
    const questions = await db
      .select({ id: examQuestions.id, question: examQuestions.question })
      .from(examQuestions)
      .where(eq(examQuestions.examId, attempt.examId))
      .orderBy(asc(examQuestions.sort), asc(examQuestions.id));
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
  }

  async function certificateCodeOf(userExamId: number): Promise<string | null> {
    const [row] = await db
      .select({ code: certificates.code })
      .from(certificates)
      .where(eq(certificates.userExamId, userExamId))
      .limit(1);
    return row?.code ?? null;
  }

  /** Scores a finished attempt once, on the server, and issues the certificate of a pass. */
  async function finish(attempt: Attempt): Promise<void> {
    await db.transaction(async (tx) => {
      const [score] = await tx
        .select({ points: sql<number>`coalesce(sum(${examQuestions.points}), 0)::int` })
        .from(userAnswers)
        .innerJoin(examOptions, eq(examOptions.id, userAnswers.optionId))
        .innerJoin(examQuestions, eq(examQuestions.id, userAnswers.questionId))
        .where(and(eq(userAnswers.userExamId, attempt.id), eq(examOptions.isCorrect, true)));
      const earnedPoints = score?.points ?? 0;
      const passed = earnedPoints >= attempt.requiredPointToPass;
      const updated = await tx
        .update(userExams)
        .set({ finishedAt: new Date(), earnedPoints, passed })
        .where(and(eq(userExams.id, attempt.id), isNull(userExams.finishedAt)))
        .returning({ id: userExams.id });
      // Another request finished it first: its score stands.
      if (updated.length === 0 || !passed) return;
      const [holder] = await tx
        .select({ name: users.name, surname: users.surname })
        .from(users)
        .where(eq(users.id, attempt.userId));
      const [course] = await tx
        .select({ name: courses.name })
        .from(courses)
        .where(eq(courses.id, attempt.courseId));
      const code = newCertificateCode();
      await tx
        .insert(certificates)
        .values({
          userExamId: attempt.id,
          code,
          filePath: `/v1/certificates/download/${code}`,
          holderName: `${holder?.name ?? ''} ${holder?.surname ?? ''}`.trim(),
          courseName: course?.name ?? '',
        })
        .onConflictDoNothing();
    });
  }

  async function certificateRecord(code: string) {
    const [row] = await db
      .select({
        code: certificates.code,
        holderName: certificates.holderName,
        courseName: certificates.courseName,
        issuedAt: certificates.issuedAt,
        userId: userExams.userId,
        earnedPoints: userExams.earnedPoints,
        examTitle: exams.title,
        requiredPointToPass: exams.requiredPointToPass,
      })
      .from(certificates)
      .innerJoin(userExams, eq(userExams.id, certificates.userExamId))
      .innerJoin(exams, eq(exams.id, userExams.examId))
      .where(eq(certificates.code, code))
      .limit(1);
    if (!row) throw new HttpError(404, 'certificateNotFound');
    return row;
  }

  return {
    owns,

    /**
     * `courseTitles` of the course details (spec §3) for this user: videos with their lock
     * state (fileUrl '' when locked or not owned; URLs of locked videos never leave the server)
     * and each exam's state for this user (spec §4 "Exam per user").
     */
    async courseTitles(
      courseId: number,
      userId: number | null,
      isOwner: boolean,
    ): Promise<CourseTitle[]> {
      const titles = await db
        .select({ id: courseTitlesTable.id, titleName: courseTitlesTable.titleName })
        .from(courseTitlesTable)
        .where(eq(courseTitlesTable.courseId, courseId))
        .orderBy(asc(courseTitlesTable.sort), asc(courseTitlesTable.id));
      if (titles.length === 0) return [];
      const viewer = isOwner ? userId : null;

      const videos = await videosInOrder(courseId);
      const completed = viewer
        ? await completedVideoIds(
            viewer,
            videos.map((video) => video.id),
          )
        : new Set<number>();
      const unlocked = unlockedFlags(videos, completed);

      const examRows = await db
        .select({
          id: exams.id,
          courseTitleId: exams.courseTitleId,
          title: exams.title,
          description: exams.description,
          duration: exams.duration,
          requiredPointToPass: exams.requiredPointToPass,
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
        viewer && examRows.length > 0
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
                    examRows.map((exam) => exam.id),
                  ),
                ),
              )
              .orderBy(desc(userExams.startedAt), desc(userExams.id))
          : [];

      const toExam = (exam: (typeof examRows)[number]): CourseExam => {
        const attempt = attempts.find((row) => row.examId === exam.id);
        const done = Boolean(attempt?.finishedAt);
        return {
          id: exam.id,
          title: exam.title,
          description: exam.description,
          duration: exam.duration,
          requiredPointToPass: exam.requiredPointToPass,
          isExamStarted: Boolean(attempt),
          isTestDone: done,
          testStartDate: attempt ? attempt.startedAt.toISOString() : null,
          userExamId: attempt?.id ?? null,
          results: done
            ? [
                {
                  filePath:
                    attempt?.passed && attempt.code && viewer
                      ? certificateUrl(attempt.code, viewer)
                      : null,
                },
              ]
            : [],
        };
      };

      return titles.map((title) => ({
        titleName: title.titleName,
        courseVideos: videos.flatMap((video, index) =>
          video.courseTitleId === title.id
            ? [
                {
                  id: video.id,
                  title: video.title,
                  description: video.description,
                  duration: video.duration,
                  fileUrl: viewer && unlocked[index] ? videoUrl(video.id, viewer) : '',
                },
              ]
            : [],
        ),
        courseExams: examRows.filter((exam) => exam.courseTitleId === title.id).map(toExam),
      }));
    },

    /**
     * Each course's progress for its learner (issue 17): the share of video time watched (a video
     * watched into its last 60 s counts whole, as it unlocked the next), the exams passed of the
     * exams there are, and the video watched last with its saved position.
     */
    async courseProgress(
      userId: number,
      courseIds: number[],
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
            lastVideo: null,
          },
        ]),
      );
      if (courseIds.length === 0) return progress;
      const [videos, examRows] = await Promise.all([
        db
          .select({
            courseId: courseTitlesTable.courseId,
            id: courseVideos.id,
            title: courseVideos.title,
            duration: courseVideos.duration,
            seconds: videoProgress.seconds,
            completedAt: videoProgress.completedAt,
            updatedAt: videoProgress.updatedAt,
          })
          .from(courseVideos)
          .innerJoin(courseTitlesTable, eq(courseTitlesTable.id, courseVideos.courseTitleId))
          .leftJoin(
            videoProgress,
            and(eq(videoProgress.courseVideoId, courseVideos.id), eq(videoProgress.userId, userId)),
          )
          .where(inArray(courseTitlesTable.courseId, courseIds)),
        db
          .select({
            courseId: courseTitlesTable.courseId,
            id: exams.id,
            passed: sql<boolean>`exists (select 1 from ${userExams} where ${userExams.examId} = ${exams.id} and ${userExams.userId} = ${userId} and ${userExams.passed})`,
          })
          .from(exams)
          .innerJoin(courseTitlesTable, eq(courseTitlesTable.id, exams.courseTitleId))
          .where(inArray(courseTitlesTable.courseId, courseIds)),
      ]);
      const lastAt = new Map<number, number>();
      for (const video of videos) {
        const course = progress.get(video.courseId);
        if (!course) continue;
        course.totalSeconds += video.duration;
        if (video.updatedAt === null) continue;
        course.watchedSeconds += video.completedAt
          ? video.duration
          : Math.min(video.seconds ?? 0, video.duration);
        const at = video.updatedAt.getTime();
        if (at > (lastAt.get(video.courseId) ?? -Infinity)) {
          lastAt.set(video.courseId, at);
          course.lastVideo = { id: video.id, title: video.title, seconds: video.seconds ?? 0 };
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
        // Any time watched shows as at least 1 %, and only all of it as 100 %.
        course.videoPercent = share > 0 ? Math.max(1, Math.floor(share * 100)) : 0;
      }
      return progress;
    },

    /** `POST /v1/courses {courseVideoId, timestamp: 0}`: records a start, returns where to resume. */
    async startVideo(userId: number, videoId: number): Promise<number> {
      const video = await playableVideo(userId, videoId);
      const [saved] = await db
        .insert(videoProgress)
        .values({ userId, courseVideoId: videoId, seconds: 0 })
        .onConflictDoUpdate({
          target: [videoProgress.userId, videoProgress.courseVideoId],
          set: { updatedAt: new Date() },
        })
        .returning({ seconds: videoProgress.seconds });
      const seconds = saved?.seconds ?? 0;
      // Watched to the very end: start it over instead of resuming on the last frame.
      return seconds >= video.duration - 2 ? 0 : seconds;
    },

    /** `POST /v1/courses {courseVideoId, currentTime}`: saves the position, returns it. */
    async saveProgress(userId: number, videoId: number, currentTime: number): Promise<number> {
      const video = await playableVideo(userId, videoId);
      if (currentTime > video.duration) throw new HttpError(400, 'videoTimeInvalid');
      const nearEnd = currentTime > 0 && currentTime >= video.duration - UNLOCK_WINDOW_SECONDS;
      const now = new Date();
      await db
        .insert(videoProgress)
        .values({
          userId,
          courseVideoId: videoId,
          seconds: currentTime,
          completedAt: nearEnd ? now : null,
        })
        .onConflictDoUpdate({
          target: [videoProgress.userId, videoProgress.courseVideoId],
          set: {
            seconds: currentTime,
            // Once reached, the end stays reached: the next video never locks again.
            completedAt: nearEnd
              ? sql`coalesce(${videoProgress.completedAt}, ${now.toISOString()}::timestamptz)`
              : sql`${videoProgress.completedAt}`,
            updatedAt: now,
          },
        });
      return currentTime;
    },

    /** `GET /v1/courses/getcoursevideo/{id}`: a fresh signed link to an unlocked video. */
    async videoLink(userId: number, videoId: number): Promise<{ id: number; fileUrl: string }> {
      await playableVideo(userId, videoId);
      return { id: videoId, fileUrl: videoUrl(videoId, userId) };
    },

    /** The file behind a signed video link, still only for the course's owner. */
    async videoFile(videoId: number, query: Partial<Record<'u' | 'e' | 's', string>>) {
      const userId = verifyQuery('video', videoId, query);
      if (userId === null) throw new HttpError(403, 'videoLinkExpired');
      const video = await playableVideo(userId, videoId);
      const path = normalize(join(VIDEOS_ROOT, video.filePath));
      if (!path.startsWith(join(VIDEOS_ROOT, 'videos'))) throw new HttpError(404, 'videoNotFound');
      return path;
    },

    /**
     * The WebVTT captions of a video in one language (issue 17), on the video's own signed link:
     * the file next to the video (`videos/101-1.mp4` → `videos/101-1.tr.vtt`).
     */
    async captionFile(
      videoId: number,
      lang: 'tr' | 'en',
      query: Partial<Record<'u' | 'e' | 's', string>>,
    ) {
      const userId = verifyQuery('video', videoId, query);
      if (userId === null) throw new HttpError(403, 'videoLinkExpired');
      const video = await playableVideo(userId, videoId);
      const path = normalize(join(VIDEOS_ROOT, video.filePath.replace(/\.mp4$/i, `.${lang}.vtt`)));
      if (!path.startsWith(join(VIDEOS_ROOT, 'videos')) || !path.endsWith('.vtt')) {
        throw new HttpError(404, 'videoNotFound');
      }
      return path;
    },

    /** `POST /v1/exams/joincourseexam/{testId}`: owner only; the open attempt while not done. */
    async joinExam(userId: number, examId: number): Promise<JoinExamData> {
      const [exam] = await db
        .select({ id: exams.id, title: exams.title, courseId: courseTitlesTable.courseId })
        .from(exams)
        .innerJoin(courseTitlesTable, eq(courseTitlesTable.id, exams.courseTitleId))
        .where(eq(exams.id, examId))
        .limit(1);
      if (!exam) throw new HttpError(404, 'examNotFound');
      if (!(await owns(userId, exam.courseId))) throw new HttpError(403, 'notCourseOwner');

      const mine = and(eq(userExams.userId, userId), eq(userExams.examId, examId));
      const [passed] = await db
        .select({ id: userExams.id })
        .from(userExams)
        .where(and(mine, eq(userExams.passed, true)))
        .limit(1);
      if (passed) throw new HttpError(409, 'examAlreadyPassed');
      // A rejected attempt may be retaken; an open one is reused (one open attempt per exam).
      await db.insert(userExams).values({ userId, examId }).onConflictDoNothing();
      const [open] = await db
        .select({ id: userExams.id })
        .from(userExams)
        .where(and(mine, isNull(userExams.finishedAt)))
        .limit(1);
      if (!open) throw new HttpError(409, 'examFinished');
      return { id: open.id, title: exam.title };
    },

    /** `GET /v1/exams/gettestquestions/{userExamId}`: the next unanswered question, or isEnd. */
    async nextQuestion(userId: number, userExamId: number): Promise<ExamQuestion> {
      const attempt = await attemptOf(userId, userExamId);
      const { questions, answered, current } = await progressOf(attempt);
      const deadline = deadlineOf(attempt);
      const remainingSeconds =
        deadline === null ? null : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      const end: ExamQuestion = {
        question: '',
        options: [],
        isEnd: true,
        index: answered.size,
        total: questions.length,
        remainingSeconds,
      };
      if (attempt.finishedAt || !current || remainingSeconds === 0) return end;
      const options = await db
        .select({ id: examOptions.id, optionTitle: examOptions.optionTitle })
        .from(examOptions)
        .where(eq(examOptions.questionId, current.id))
        .orderBy(asc(examOptions.sort), asc(examOptions.id));
      return {
        question: current.question,
        options,
        isEnd: false,
        index: questions.indexOf(current) + 1,
        total: questions.length,
        remainingSeconds,
      };
    },

    /** `POST /v1/exams/answerquestion`: only the current question, once, before the deadline. */
    async answer(
      userId: number,
      userExamId: number,
      optionId: number,
    ): Promise<{ isEnd: boolean }> {
      const attempt = await attemptOf(userId, userExamId);
      if (attempt.finishedAt) throw new HttpError(409, 'examFinished');
      const deadline = deadlineOf(attempt);
      if (deadline !== null && Date.now() > deadline + DEADLINE_GRACE_MS) {
        throw new HttpError(409, 'examTimeOver');
      }
      const [option] = await db
        .select({ questionId: examOptions.questionId, examId: examQuestions.examId })
        .from(examOptions)
        .innerJoin(examQuestions, eq(examQuestions.id, examOptions.questionId))
        .where(eq(examOptions.id, optionId))
        .limit(1);
      if (!option || option.examId !== attempt.examId) throw new HttpError(400, 'optionInvalid');
      const { questions, answered, current } = await progressOf(attempt);
      if (answered.has(option.questionId)) throw new HttpError(409, 'questionAlreadyAnswered');
      if (current?.id !== option.questionId) throw new HttpError(409, 'questionNotCurrent');
      const inserted = await db
        .insert(userAnswers)
        .values({ userExamId, questionId: option.questionId, optionId })
        .onConflictDoNothing()
        .returning({ id: userAnswers.id });
      if (inserted.length === 0) throw new HttpError(409, 'questionAlreadyAnswered');
      return { isEnd: answered.size + 1 >= questions.length };
    },

    /**
     * `GET /v1/Exams/gettestcertificate?userTestId=`: scores the attempt once all questions are
     * answered or its time is over; a pass carries the certificate link.
     */
    async result(userId: number, userExamId: number): Promise<ExamResult> {
      let attempt = await attemptOf(userId, userExamId);
      if (!attempt.finishedAt) {
        const { current } = await progressOf(attempt);
        const deadline = deadlineOf(attempt);
        const timeIsUp = deadline !== null && Date.now() >= deadline - DEADLINE_GRACE_MS;
        if (current && !timeIsUp) throw new HttpError(409, 'examNotFinished');
        await finish(attempt);
        attempt = await attemptOf(userId, userExamId);
      }
      const code = attempt.passed ? await certificateCodeOf(attempt.id) : null;
      return {
        earnedPoints: attempt.earnedPoints ?? 0,
        requiredPointToPass: attempt.requiredPointToPass,
        filePath: code ? certificateUrl(code, userId) : null,
      };
    },

    /** The PDF of a certificate, for its holder only (signed link or their bearer token). */
    async certificatePdf(
      code: string,
      viewer: { userId: number | null; query: Partial<Record<'u' | 'e' | 's', string>> },
    ): Promise<{ pdf: Buffer; fileName: string }> {
      const record = await certificateRecord(code);
      const signedFor = viewer.query.s ? verifyQuery('certificate', code, viewer.query) : null;
      if (signedFor !== record.userId && viewer.userId !== record.userId) {
        throw new HttpError(403, 'certificateLinkInvalid');
      }
      const pdf = await renderCertificatePdf({
        holderName: record.holderName,
        courseName: record.courseName,
        examTitle: record.examTitle,
        issuedAt: record.issuedAt,
        earnedPoints: record.earnedPoints ?? 0,
        requiredPointToPass: record.requiredPointToPass,
        code: record.code,
        verifyUrl: verifyUrl(record.code),
      });
      return { pdf, fileName: `sertifika-${record.code}.pdf` };
    },

    /** `GET /v1/certificates/verify/{code}`: public facts of an issued certificate. */
    async verifyCertificate(code: string): Promise<CertificateVerification> {
      const record = await certificateRecord(code);
      return {
        code: record.code,
        holderName: record.holderName,
        courseName: record.courseName,
        examTitle: record.examTitle,
        issuedAt: record.issuedAt.toISOString(),
        earnedPoints: record.earnedPoints ?? 0,
        requiredPointToPass: record.requiredPointToPass,
      };
    },
  };
}
export type LearningRepository = ReturnType<typeof createLearningRepository>;
