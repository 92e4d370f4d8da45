import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { buffer } from 'node:stream/consumers';
import type {
  CertificateVerification,
  ExamQuestion,
  ExamResult,
  ExamReview,
  JoinExamData,
} from '@lms/shared/contracts';
import type { Db } from '../db';
import type { AttemptQuestion } from '../db/schema';
import { DomainError } from '../lib/domain-error';
import { certificateTexts } from '../i18n/mail-texts';
import { inLocale } from '../i18n/content-locale';
import type { Locale } from '../i18n/messages';
import { renderCertificatePdf } from '../pdf/certificate';
import { VIDEOS_ROOT, type AttemptRow, type LearningRepository } from '../repositories/learning';
import { verifyPathToken, verifyQuery } from '../signing/media-links';
import { HLS_FILE } from '../lib/hls';
import { creditSave, meetsRule, totalOf } from '../lib/watch-credit';
import type { Queryable } from '../repositories/baskets';
import type { Storage } from '../lib/storage';
import type { Foundation } from '../repositories/settings';

/**
 * Videos, exams and certificates (spec §4, §9): every rule of the learning area lives
 * here, over a repository that only reads and writes rows. Ownership is the server's to enforce
 * (architecture §5): locked video URLs, exam questions and certificates reach only their owners,
 * answers are taken in order and scored here.
 */

/** Answers and early submissions within this many seconds of a deadline still count. */
const DEADLINE_GRACE_MS = 5_000;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCertificateCode = () => {
  const chars = Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return `IA-${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`;
};

const deadlineOf = (attempt: Pick<AttemptRow, 'startedAt' | 'duration'>): number | null =>
  attempt.duration > 0 ? attempt.startedAt.getTime() + attempt.duration * 60_000 : null;

/** When the next attempt may start after one that ended at `lastAt` (ms); null without a wait. */
const nextAttemptAt = (lastAt: Date | null, waitHours: number): number | null =>
  lastAt !== null && waitHours > 0 ? lastAt.getTime() + waitHours * 3_600_000 : null;

/** A moment as the learner reads it: İstanbul's time, in their language. */
export const formatMoment = (at: number, locale: Locale): string =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'tr-TR', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(at));

/** Fisher–Yates with the crypto generator: a copy of `items` in a random order. */
const shuffled = <T>(items: readonly T[]): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

/**
 * The questions of a new attempt: `perAttempt` of the bank (all when null), in a random
 * order, each with its options in a random order. Stored with the attempt.
 */
const drawQuestions = (bank: AttemptQuestion[], perAttempt: number | null): AttemptQuestion[] =>
  shuffled(bank)
    .slice(0, perAttempt ?? bank.length)
    .map((question) => ({
      questionId: question.questionId,
      optionIds: shuffled(question.optionIds),
    }));

/** The query of a signed file link (`signing/media-links.ts`). */
type SignedQuery = Partial<Record<'u' | 'e' | 's', string>>;

export interface LearningServiceDeps {
  db: Db;
  learning: LearningRepository;
  /** The media store: uploaded videos, their captions and HLS renditions. */
  storage: Storage;
  /** The clock progress saves are credited by (tests move it; the real one by default). */
  now?: () => Date;
  /** The foundation's name and address the certificate names (site settings). */
  foundation: () => Promise<Foundation>;
}

/** Where a video's bytes are: a seed file under api/public, or an object in the media store. */
export type MediaSource = { kind: 'disk'; path: string } | { kind: 'store'; key: string };

export function createLearningService({
  db,
  learning,
  storage,
  now = () => new Date(),
  foundation,
}: LearningServiceDeps) {
  const { links } = learning;

  /**
   * Once the course's rule is met (every video watched to its percentage in credited
   * time), each passed exam of it gets its certificate, and the course is completed, with its
   * date, when its exams (if any) are all passed too.
   */
  async function completeIfDone(userId: number, courseId: number, q: Queryable): Promise<void> {
    if ((await learning.videosLeft(userId, courseId, q)) > 0) return;
    for (const attempt of await learning.passedWithoutCertificate(userId, courseId, q)) {
      await learning.issueCertificate(attempt, newCertificateCode(), q);
    }
    if (await learning.allExamsPassed(userId, courseId, q)) {
      await learning.recordCompletion(userId, courseId, q);
    }
  }

  /** A video the user may play: it exists, the course is theirs, and it is unlocked. */
  async function playableVideo(userId: number, videoId: number) {
    const video = await learning.video(videoId);
    if (!video) throw new DomainError('notFound', 'videoNotFound');
    if (!(await learning.owns(userId, video.courseId))) {
      throw new DomainError('forbidden', 'notCourseOwner');
    }
    // A retired video stays only with the learners who had started it.
    if (video.retiredAt && !(await learning.hasProgress(userId, videoId))) {
      throw new DomainError('notFound', 'videoNotFound');
    }
    // The first video is open; each next one once its predecessor was watched to its end.
    const previous = await learning.previousVideoId(video.courseId, videoId, userId);
    if (previous !== null && !(await learning.hasCompleted(userId, previous))) {
      throw new DomainError('forbidden', 'videoLocked');
    }
    return video;
  }

  /** The seed's file next to the video files and nowhere else. */
  function diskPath(file: string) {
    const path = normalize(join(VIDEOS_ROOT, file));
    if (!path.startsWith(join(VIDEOS_ROOT, 'videos'))) {
      throw new DomainError('notFound', 'videoNotFound');
    }
    return path;
  }

  /** The playable video of a signed link, for the user it was signed for. */
  async function signedVideo(videoId: number, query: SignedQuery) {
    const userId = verifyQuery('video', videoId, query);
    if (userId === null) throw new DomainError('forbidden', 'videoLinkExpired');
    return playableVideo(userId, videoId);
  }

  /** The user's own attempt. */
  async function attemptOf(userId: number, userExamId: number): Promise<AttemptRow> {
    const attempt = await learning.attempt(userExamId);
    if (!attempt) throw new DomainError('notFound', 'userExamNotFound');
    if (attempt.userId !== userId) throw new DomainError('forbidden', 'forbidden');
    return attempt;
  }

  /** Scores a finished attempt once, on the server, and issues the certificate of a pass. */
  async function finish(attempt: AttemptRow): Promise<void> {
    await db.transaction(async (tx) => {
      const earnedPoints = await learning.score(attempt.id, tx);
      const passed = earnedPoints >= attempt.requiredPointToPass;
      const closed = await learning.closeAttempt(
        attempt.id,
        { earnedPoints, passed, at: now() },
        tx,
      );
      // Another request finished it first: its score stands.
      if (!closed || !passed) return;
      await completeIfDone(attempt.userId, attempt.courseId, tx);
    });
  }

  type CertificateRecord = NonNullable<Awaited<ReturnType<LearningRepository['certificate']>>>;
  /** The exam's title in the certificate's language (its holder's), else the Turkish. */
  const examTitleOf = (record: CertificateRecord) =>
    inLocale({ title: record.examTitle }, record.examEn, record.locale).title;
  const courseDurationOf = (record: CertificateRecord) =>
    (record.locale === 'en' && record.courseDurationEn?.trim()) || record.courseDuration || null;

  async function certificateOf(code: string) {
    const record = await learning.certificate(code);
    if (!record) throw new DomainError('notFound', 'certificateNotFound');
    return record;
  }

  return {
    /**
     * `POST /v1/courses {courseVideoId, timestamp: 0}`: records a start, returns where to resume.
     * The resume position is where the next save's played time is measured from.
     */
    async startVideo(userId: number, videoId: number): Promise<number> {
      const video = await playableVideo(userId, videoId);
      const at = now();
      return db.transaction(async (tx) => {
        const row = await learning.lockProgress(userId, videoId, tx);
        const saved = row?.seconds ?? 0;
        // Watched to the very end: start it over instead of resuming on the last frame.
        const resume = saved >= video.duration - 2 ? 0 : saved;
        const watched = row?.watched ?? [];
        await learning.writeProgress(
          userId,
          videoId,
          {
            seconds: resume,
            watched,
            watchedSeconds: totalOf(watched),
            creditClockAt: row?.creditClockAt ?? at,
            reachedRule: false,
            now: at,
          },
          tx,
        );
        return resume;
      });
    },

    /**
     * `POST /v1/courses {courseVideoId, currentTime}`: saves the position, returns it. Only the
     * played part since the previous save is credited (lib/watch-credit.ts); the video counts
     * as watched, and unlocks the next, once its credited time meets the course's rule.
     */
    async saveProgress(userId: number, videoId: number, currentTime: number): Promise<number> {
      const video = await playableVideo(userId, videoId);
      if (currentTime > video.duration) throw new DomainError('invalid', 'videoTimeInvalid');
      const at = now();
      await db.transaction(async (tx) => {
        const row = await learning.lockProgress(userId, videoId, tx);
        const credit = creditSave(
          row ? { position: row.seconds, watched: row.watched, clockAt: row.creditClockAt } : null,
          { position: currentTime, now: at, duration: video.duration },
        );
        const reachedRule = meetsRule(credit.watchedSeconds, video.duration, video.minWatchPercent);
        await learning.writeProgress(
          userId,
          videoId,
          {
            seconds: currentTime,
            watched: credit.watched,
            watchedSeconds: credit.watchedSeconds,
            creditClockAt: credit.clockAt,
            reachedRule,
            now: at,
          },
          tx,
        );
        if (reachedRule) await completeIfDone(userId, video.courseId, tx);
      });
      return currentTime;
    },

    /** `GET /v1/courses/getcoursevideo/{id}`: a fresh signed link to an unlocked video. */
    async videoLink(
      userId: number,
      videoId: number,
    ): Promise<{ id: number; fileUrl: string; hlsUrl?: string }> {
      const video = await playableVideo(userId, videoId);
      return {
        id: videoId,
        fileUrl: links.video(videoId, userId),
        ...(learning.hasHls(video) ? { hlsUrl: links.hls(videoId, userId) } : {}),
      };
    },

    /**
     * The MP4 behind a signed video link, still only for the course's owner: an upload in the
     * media store, or the seed's file. It plays while the HLS renditions are made, and when that
     * failed.
     */
    async videoFile(videoId: number, query: SignedQuery): Promise<MediaSource> {
      const video = await signedVideo(videoId, query);
      return video.sourceKey
        ? { kind: 'store', key: video.sourceKey }
        : { kind: 'disk', path: diskPath(video.filePath) };
    },

    /**
     * A file of the video's HLS renditions (`master.m3u8`, `360p/index.m3u8`, `360p/seg_000.ts`)
     * under the signed folder of its owner: as strict as the MP4's link.
     */
    async hlsFile(videoId: number, token: string, file: string): Promise<string> {
      const userId = verifyPathToken('video', videoId, token);
      if (userId === null) throw new DomainError('forbidden', 'videoLinkExpired');
      const video = await playableVideo(userId, videoId);
      if (!learning.hasHls(video) || !HLS_FILE.test(file)) {
        throw new DomainError('notFound', 'videoNotFound');
      }
      return `${video.hlsKey}/${file}`;
    },

    /**
     * The WebVTT captions of a video in one language, on the video's own signed link: uploaded
     * ones from the media store, else the seed's file next to the video (`videos/101-1.mp4` →
     * `videos/101-1.tr.vtt`).
     */
    async captions(videoId: number, lang: 'tr' | 'en', query: SignedQuery): Promise<string> {
      const video = await signedVideo(videoId, query);
      const key = lang === 'tr' ? video.captionsTrKey : video.captionsEnKey;
      if (key) {
        const stored = await storage.get(key);
        if (!stored) throw new DomainError('notFound', 'videoNotFound');
        return (await buffer(stored.body)).toString('utf8');
      }
      if (video.sourceKey) throw new DomainError('notFound', 'videoNotFound');
      const path = diskPath(video.filePath.replace(/\.mp4$/i, `.${lang}.vtt`));
      if (!path.endsWith('.vtt')) throw new DomainError('notFound', 'videoNotFound');
      return readFile(path, 'utf8').catch(() => {
        throw new DomainError('notFound', 'videoNotFound');
      });
    },

    /** `POST /v1/exams/joincourseexam/{testId}`: owner only; the open attempt while not done. */
    async joinExam(userId: number, examId: number, locale: Locale = 'tr'): Promise<JoinExamData> {
      const exam = await learning.exam(examId);
      if (!exam) throw new DomainError('notFound', 'examNotFound');
      if (!(await learning.owns(userId, exam.courseId))) {
        throw new DomainError('forbidden', 'notCourseOwner');
      }
      // Passing any version of an exam passes it.
      if (await learning.hasPassed(userId, exam.lineage)) {
        throw new DomainError('conflict', 'examAlreadyPassed');
      }
      // The exam opens once the course's rule is met (its videos watched).
      const left = await learning.videosLeft(userId, exam.courseId);
      if (left > 0) {
        throw new DomainError('conflict', 'examVideosNotWatched', { count: String(left) });
      }
      // A replaced version: an attempt already under way on it is finished there; anyone else
      // takes the current version (the back office froze the old one for its attempts).
      // The exam screen's heading, in the reader's language.
      const titleOf = (row: { title: string; en: { title?: string } }) =>
        inLocale({ title: row.title }, row.en, locale).title;
      let target = { id: exam.id, title: titleOf(exam) };
      if (exam.replacedById !== null) {
        const unfinished = await learning.unfinishedAttempt(userId, exam.id);
        if (unfinished !== null) return { id: unfinished, title: titleOf(exam) };
        const current = await learning.currentVersion(exam.lineage);
        if (!current) throw new DomainError('notFound', 'examNotFound');
        target = { id: current.id, title: titleOf(current) };
      }
      // An open attempt is reused (one open attempt per exam): a reload or a double click.
      const unfinished = await learning.unfinishedAttempt(userId, target.id);
      if (unfinished !== null) return { id: unfinished, title: target.title };
      // A rejected attempt may be retaken within the exam's limit, after its wait.
      const rules = exam.replacedById === null ? exam : await learning.currentVersion(exam.lineage);
      if (!rules) throw new DomainError('notFound', 'examNotFound');
      const done = await learning.finishedAttempts(userId, exam.lineage);
      if (rules.maxAttempts !== null && done.count >= rules.maxAttempts) {
        throw new DomainError('conflict', 'examNoAttemptsLeft');
      }
      const nextAt = nextAttemptAt(done.lastAt, rules.retakeWaitHours);
      if (nextAt !== null && nextAt > now().getTime()) {
        throw new DomainError('conflict', 'examRetryLater', { at: formatMoment(nextAt, locale) });
      }
      const draw = drawQuestions(await learning.bank(target.id), rules.questionsPerAttempt);
      const open = await learning.openAttempt(userId, target.id, draw, now());
      if (open === null) throw new DomainError('conflict', 'examFinished');
      return { id: open, title: target.title };
    },

    /** `GET /v1/exams/gettestquestions/{userExamId}`: the next unanswered question, or isEnd. */
    async nextQuestion(userId: number, userExamId: number): Promise<ExamQuestion> {
      const attempt = await attemptOf(userId, userExamId);
      const { questions, answered, current } = await learning.progress(attempt);
      const deadline = deadlineOf(attempt);
      const remainingSeconds =
        deadline === null ? null : Math.max(0, Math.ceil((deadline - now().getTime()) / 1000));
      const end: ExamQuestion = {
        question: '',
        options: [],
        isEnd: true,
        index: answered.size,
        total: questions.length,
        remainingSeconds,
      };
      if (attempt.finishedAt || !current || remainingSeconds === 0) return end;
      const options = await learning.optionsOf(current.id);
      // The options in the order drawn for this attempt.
      const order = attempt.questionOrder?.find((item) => item.questionId === current.id);
      if (order) {
        options.sort((a, b) => order.optionIds.indexOf(a.id) - order.optionIds.indexOf(b.id));
      }
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
      if (attempt.finishedAt) throw new DomainError('conflict', 'examFinished');
      const deadline = deadlineOf(attempt);
      if (deadline !== null && now().getTime() > deadline + DEADLINE_GRACE_MS) {
        // The answer is refused and the attempt is scored as it stands.
        await finish(attempt);
        throw new DomainError('conflict', 'examTimeOverScored');
      }
      const option = await learning.option(optionId);
      if (!option || option.examId !== attempt.examId) {
        throw new DomainError('invalid', 'optionInvalid');
      }
      const { questions, answered, current } = await learning.progress(attempt);
      if (answered.has(option.questionId)) {
        throw new DomainError('conflict', 'questionAlreadyAnswered');
      }
      if (current?.id !== option.questionId) {
        throw new DomainError('conflict', 'questionNotCurrent');
      }
      // Two requests for the same question: the unique answer row lets only one of them in.
      if (!(await learning.saveAnswer(userExamId, option.questionId, optionId))) {
        throw new DomainError('conflict', 'questionAlreadyAnswered');
      }
      return { isEnd: answered.size + 1 >= questions.length };
    },

    /**
     * `GET /v1/Exams/gettestcertificate?userTestId=`: scores the attempt once all questions are
     * answered or its time is over; a pass carries the certificate link.
     */
    async result(userId: number, userExamId: number): Promise<ExamResult> {
      let attempt = await attemptOf(userId, userExamId);
      if (!attempt.finishedAt) {
        const { current } = await learning.progress(attempt);
        const deadline = deadlineOf(attempt);
        const timeIsUp = deadline !== null && now().getTime() >= deadline - DEADLINE_GRACE_MS;
        if (current && !timeIsUp) throw new DomainError('conflict', 'examNotFinished');
        await finish(attempt);
        attempt = await attemptOf(userId, userExamId);
      }
      const code = attempt.passed ? await learning.certificateCodeOf(attempt.id) : null;
      return {
        earnedPoints: attempt.earnedPoints ?? 0,
        requiredPointToPass: attempt.requiredPointToPass,
        filePath: code ? links.certificate(code, userId) : null,
      };
    },

    /**
     * `GET /v1/exams/gettestreview/{id}`: a finished attempt, question by question,
     * saying which were wrong. The right options only once the learner passed the exam or has
     * no attempts left: before that the answer key stays on the server.
     */
    async review(userId: number, userExamId: number): Promise<ExamReview> {
      const attempt = await attemptOf(userId, userExamId);
      if (!attempt.finishedAt) throw new DomainError('conflict', 'examNotFinished');
      const exam = await learning.exam(attempt.examId);
      if (!exam) throw new DomainError('notFound', 'examNotFound');
      const rules = (await learning.currentVersion(exam.lineage)) ?? exam;
      const done = await learning.finishedAttempts(userId, exam.lineage);
      const passedExam = await learning.hasPassed(userId, exam.lineage);
      const attemptsLeft =
        rules.maxAttempts === null ? null : Math.max(0, rules.maxAttempts - done.count);
      const answersShown = passedExam || attemptsLeft === 0;
      const nextAt = nextAttemptAt(done.lastAt, rules.retakeWaitHours);
      const [{ questions }, options, answers] = await Promise.all([
        learning.progress(attempt),
        learning.optionsWithKey(attempt.examId),
        learning.answersOf(attempt.id),
      ]);
      return {
        earnedPoints: attempt.earnedPoints ?? 0,
        requiredPointToPass: attempt.requiredPointToPass,
        passed: Boolean(attempt.passed),
        answersShown,
        attemptsLeft,
        nextAttemptAt:
          !passedExam && attemptsLeft !== 0 && nextAt !== null && nextAt > now().getTime()
            ? new Date(nextAt).toISOString()
            : null,
        questions: questions.map((question) => {
          const order = attempt.questionOrder?.find((item) => item.questionId === question.id);
          const own = options.filter((option) => option.questionId === question.id);
          if (order) {
            own.sort((a, b) => order.optionIds.indexOf(a.id) - order.optionIds.indexOf(b.id));
          }
          const chosen = answers.find((answer) => answer.questionId === question.id);
          const right = own.find((option) => option.isCorrect);
          return {
            question: question.question,
            points: own[0]?.points ?? 0,
            options: own.map(({ id, optionTitle }) => ({ id, optionTitle })),
            chosenOptionId: chosen?.optionId ?? null,
            isCorrect: chosen !== undefined && chosen.optionId === right?.id,
            correctOptionId: answersShown ? (right?.id ?? null) : null,
          };
        }),
      };
    },

    /** The PDF of a certificate, for its holder only (signed link or their bearer token). */
    async certificatePdf(
      code: string,
      viewer: { userId: number | null; query: SignedQuery },
    ): Promise<{ pdf: Buffer; fileName: string }> {
      const record = await certificateOf(code);
      const signedFor = viewer.query.s ? verifyQuery('certificate', code, viewer.query) : null;
      if (signedFor !== record.userId && viewer.userId !== record.userId) {
        throw new DomainError('forbidden', 'certificateLinkInvalid');
      }
      const pdf = await renderCertificatePdf({
        holderName: record.holderName,
        courseName:
          record.locale === 'en' && record.courseNameEn ? record.courseNameEn : record.courseName,
        examTitle: examTitleOf(record),
        issuedAt: record.issuedAt,
        completedAt: record.completedAt,
        courseDuration: courseDurationOf(record),
        earnedPoints: record.earnedPoints ?? 0,
        requiredPointToPass: record.requiredPointToPass,
        code: record.code,
        verifyUrl: links.verify(record.code),
        locale: record.locale,
        foundation: await foundation(),
      });
      return { pdf, fileName: `${certificateTexts(record.locale).fileName}-${record.code}.pdf` };
    },

    /** `GET /v1/certificates/verify/{code}`: public facts of an issued certificate. */
    async verifyCertificate(code: string): Promise<CertificateVerification> {
      const record = await certificateOf(code);
      return {
        code: record.code,
        holderName: record.holderName,
        courseName: record.courseName,
        // The exam in the certificate's language, what the course took, when done.
        examTitle: examTitleOf(record),
        courseDuration: courseDurationOf(record),
        completedAt: record.completedAt?.toISOString() ?? null,
        issuedAt: record.issuedAt.toISOString(),
        earnedPoints: record.earnedPoints ?? 0,
        requiredPointToPass: record.requiredPointToPass,
        revokedAt: record.revokedAt?.toISOString() ?? null,
      };
    },

    /**
     * Staff revoke a certificate, in one transaction with `audit`: from then on it
     * verifies as revoked, with the date. An unknown code is a 404, a revoked one a 409.
     */
    /**
     * The revocation's one write, inside the caller's transaction `tx`: a refund
     * revokes the certificates of the seats it gives back in its own transaction. Null when the
     * code is unknown or revoked already.
     */
    revokeCertificateIn: (tx: Db, code: string, reason: string) =>
      learning.revokeCertificate(code, reason, now(), tx),

    async revokeCertificate(
      code: string,
      reason: string,
      audit: (
        tx: Db,
        revoked: { code: string; holderName: string; courseName: string },
      ) => Promise<void>,
    ): Promise<void> {
      const revoked = await db.transaction(async (tx) => {
        const row = await learning.revokeCertificate(code, reason, now(), tx);
        if (row) await audit(tx, row);
        return row;
      });
      // Told apart after the transaction (PGlite has one connection): unknown, or revoked before.
      if (!revoked) {
        throw (await learning.certificate(code))
          ? new DomainError('conflict', 'certificateAlreadyRevoked')
          : new DomainError('notFound', 'certificateNotFound');
      }
    },
  };
}
export type LearningService = ReturnType<typeof createLearningService>;
