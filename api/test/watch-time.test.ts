import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import type { CourseExam, ExamQuestion, ExamResult } from '@lms/shared/contracts';
import {
  courseCompletions,
  courseTitles,
  courseVideos,
  courses,
  enrollments,
  examOptions,
  examQuestions,
  exams,
  videoProgress,
} from '../src/db/schema';
import { adminKey } from '../src/admin-key';
import { auditLog } from '../src/db/schema';
import {
  createTestApp,
  insertUser,
  staffAuth,
  type TestContext,
  videosInPlayOrder,
} from './helpers';

/**
 * Watch time that is played, not skipped, and the completion rule that opens the exam
 * and issues the certificate. The API's clock is this file's: saves are spaced by moving it, as
 * real playback would space them, without waiting.
 */

let ctx: TestContext;
let now = Date.now();
/** Moves the API's clock (seconds; negative moves it back). */
const advance = (seconds: number) => {
  now += seconds * 1000;
};

before(async () => {
  ctx = await createTestApp({ clock: () => new Date(now) });
});
after(() => ctx.close());

interface Learner {
  id: number;
  auth: string;
}

/** A new learner who owns the course. */
const learnerOf = async (courseId: number): Promise<Learner> => {
  const user = await insertUser(ctx);
  await ctx.database.db.insert(enrollments).values({ userId: user.id, courseId });
  return { id: user.id, auth: user.auth.authorization };
};

const post = async (learner: Learner, url: string, payload?: object, lang = 'tr') => {
  const res = await ctx.app.inject({
    method: 'POST',
    url,
    headers: { authorization: learner.auth, 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json<{ message: string; data: never }>() };
};

const start = (learner: Learner, videoId: number) =>
  post(learner, '/v1/courses', { courseVideoId: videoId, timestamp: 0 });
const save = async (learner: Learner, videoId: number, currentTime: number) => {
  const res = await post(learner, '/v1/courses', { courseVideoId: videoId, currentTime });
  assert.equal(res.status, 200, JSON.stringify(res.body));
};

/** Plays from `from` to `to` at normal speed: a save every 10 s, the last one at `to`. */
const play = async (learner: Learner, videoId: number, from: number, to: number) => {
  for (let position = from; position < to;) {
    const step = Math.min(10, to - position);
    advance(step);
    position += step;
    await save(learner, videoId, position);
  }
};

const videosOf = (courseId: number) => videosInPlayOrder(ctx.database.db, courseId);

/** The credited seconds of the learner's video. */
const credited = async (learner: Learner, videoId: number) => {
  const [row] = await ctx.database.db
    .select({ seconds: videoProgress.watchedSeconds })
    .from(videoProgress)
    .where(and(eq(videoProgress.userId, learner.id), eq(videoProgress.courseVideoId, videoId)));
  return row?.seconds ?? 0;
};

const linkStatus = async (learner: Learner, videoId: number) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/v1/courses/getcoursevideo/${videoId}`,
      headers: { authorization: learner.auth },
    })
  ).statusCode;

const examCard = async (learner: Learner, courseId: number): Promise<CourseExam> => {
  const titles = await ctx.app.repos.learning.courseTitles(courseId, learner.id, true);
  const exam = titles.flatMap((title) => title.courseExams)[0];
  assert.ok(exam);
  return exam;
};

describe('watch time that is played, not skipped', () => {
  it('credits a learner who simply watches with the whole video, and unlocks the next', async () => {
    const learner = await learnerOf(102);
    const [first, second] = await videosOf(102);
    await start(learner, first!.id);
    // Until 90 % of it is credited the next video stays locked.
    await play(learner, first!.id, 0, 60);
    assert.equal(await credited(learner, first!.id), 60);
    assert.equal(await linkStatus(learner, second!.id), 403);
    await play(learner, first!.id, 60, first!.duration);
    assert.equal(await credited(learner, first!.id), first!.duration);
    assert.equal(await linkStatus(learner, second!.id), 200);
  });

  it("counts a video's final save at its end whole, though durations are rounded", async () => {
    const learner = await learnerOf(102);
    const [first] = await videosOf(102);
    // A short upload: the player's last whole second is one under the stored duration.
    await ctx.database.db
      .update(courseVideos)
      .set({ duration: 4 })
      .where(eq(courseVideos.id, first!.id));
    try {
      await start(learner, first!.id);
      // The player's first save comes at once (inside the last minute), the next at the end.
      await save(learner, first!.id, 0);
      advance(4.2);
      await save(learner, first!.id, 3);
      assert.equal(await credited(learner, first!.id), 4);
    } finally {
      await ctx.database.db
        .update(courseVideos)
        .set({ duration: first!.duration })
        .where(eq(courseVideos.id, first!.id));
    }
  });

  it('adds nothing for seeking forward, and unlocks nothing by it', async () => {
    const learner = await learnerOf(102);
    const [first, second] = await videosOf(102);
    await start(learner, first!.id);
    // 5 s of playback, then a jump to 5 s before the end (the player saves after a seek).
    advance(5);
    await save(learner, first!.id, first!.duration - 5);
    assert.equal(await credited(learner, first!.id), 5);
    await play(learner, first!.id, first!.duration - 5, first!.duration);
    assert.equal(await credited(learner, first!.id), 10);
    assert.equal(await linkStatus(learner, second!.id), 403);
  });

  it('does not count watching the same part twice', async () => {
    const learner = await learnerOf(102);
    const [first] = await videosOf(102);
    await start(learner, first!.id);
    await play(learner, first!.id, 0, 30);
    // Back to the start (a seek saves at once), and the same 30 s again.
    await save(learner, first!.id, 0);
    await play(learner, first!.id, 0, 30);
    assert.equal(await credited(learner, first!.id), 30);
  });

  it('gives two tabs playing at once no more than the time that passed', async () => {
    const learner = await learnerOf(102);
    const [first, second] = await videosOf(102);
    await start(learner, first!.id);
    await start(learner, first!.id);
    // Tab A plays from 0, tab B from 40; their saves interleave for 30 s of wall-clock time.
    let a = 0;
    let b = 40;
    await save(learner, first!.id, b);
    for (let round = 0; round < 3; round += 1) {
      advance(5);
      a += 10;
      await save(learner, first!.id, a);
      advance(5);
      b += 10;
      await save(learner, first!.id, b);
    }
    const total = await credited(learner, first!.id);
    assert.ok(total <= 30 + 12, `credited ${total} s in 30 s`);
    assert.equal(await linkStatus(learner, second!.id), 403);

    // Both tabs playing the same part: the part counts once.
    const twin = await learnerOf(102);
    await start(twin, first!.id);
    for (let position = 10; position <= 30; position += 10) {
      advance(10);
      await save(twin, first!.id, position);
      await save(twin, first!.id, position);
    }
    assert.equal(await credited(twin, first!.id), 30);
  });

  it('gives a paused tab nothing for its pause, and its playback after it counts', async () => {
    const learner = await learnerOf(102);
    const [first, second] = await videosOf(102);
    await start(learner, first!.id);
    await play(learner, first!.id, 0, 20);
    // Paused (the pause saved 20) for ten minutes, then a seek near the end.
    advance(600);
    await save(learner, first!.id, first!.duration - 2);
    assert.ok((await credited(learner, first!.id)) <= 20 + 12);
    assert.equal(await linkStatus(learner, second!.id), 403);

    const resumed = await learnerOf(102);
    await start(resumed, first!.id);
    await play(resumed, first!.id, 0, 20);
    advance(600);
    await play(resumed, first!.id, 20, 30);
    assert.equal(await credited(resumed, first!.id), 30);
  });

  it('gives a clock that jumps ahead or back no credit for the jump', async () => {
    const learner = await learnerOf(102);
    const [first] = await videosOf(102);
    await start(learner, first!.id);
    await play(learner, first!.id, 0, 10);
    // An hour ahead, and a save at the end: at most the bucket's few seconds.
    advance(3600);
    await save(learner, first!.id, first!.duration);
    assert.ok((await credited(learner, first!.id)) <= 10 + 12);

    const other = await learnerOf(102);
    await start(other, first!.id);
    await play(other, first!.id, 0, 10);
    // Two hours back: the next save credits nothing, and playback after it counts again.
    advance(-7200);
    await save(other, first!.id, 40);
    assert.equal(await credited(other, first!.id), 10);
    await play(other, first!.id, 40, 50);
    assert.equal(await credited(other, first!.id), 20);
  });
});

describe('the completion rule', () => {
  const watchAll = async (learner: Learner, courseId: number) => {
    for (const video of await videosOf(courseId)) {
      await start(learner, video.id);
      await play(learner, video.id, 0, video.duration);
    }
  };

  const examOf = async (courseId: number) => {
    const [row] = await ctx.database.db
      .select({ id: exams.id })
      .from(exams)
      .innerJoin(courseTitles, eq(courseTitles.id, exams.courseTitleId))
      .where(eq(courseTitles.courseId, courseId));
    assert.ok(row);
    return row.id;
  };

  /** Answers every question of the attempt rightly and returns the result. */
  const passExam = async (learner: Learner, examId: number, userExamId: number) => {
    const rows = await ctx.database.db
      .select({ optionId: examOptions.id })
      .from(examOptions)
      .innerJoin(examQuestions, eq(examQuestions.id, examOptions.questionId))
      .where(and(eq(examQuestions.examId, examId), eq(examOptions.isCorrect, true)))
      .orderBy(asc(examQuestions.sort), asc(examQuestions.id));
    const right = new Set(rows.map((row) => row.optionId));
    // The questions come in the attempt's own order: answer the one asked.
    for (;;) {
      const asked = await ctx.app.inject({
        method: 'GET',
        url: `/v1/exams/gettestquestions/${userExamId}`,
        headers: { authorization: learner.auth },
      });
      const question = asked.json<{ data: ExamQuestion }>().data;
      if (question.isEnd) break;
      const answered = await post(learner, '/v1/exams/answerquestion', {
        userTestId: userExamId,
        testOptionId: question.options.find((option) => right.has(option.id))!.id,
      });
      assert.equal(answered.status, 200, JSON.stringify(answered.body));
    }
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/v1/Exams/gettestcertificate?userTestId=${userExamId}`,
      headers: { authorization: learner.auth },
    });
    return res.json<{ data: ExamResult }>().data;
  };

  const completion = async (learner: Learner, courseId: number) => {
    const [row] = await ctx.database.db
      .select({ at: courseCompletions.completedAt })
      .from(courseCompletions)
      .where(
        and(eq(courseCompletions.userId, learner.id), eq(courseCompletions.courseId, courseId)),
      );
    return row?.at ?? null;
  };

  it("keeps the exam closed, in the learner's language, until every video is watched", async () => {
    const learner = await learnerOf(101);
    const examId = await examOf(101);
    assert.equal((await examCard(learner, 101)).videosLeft, 3);
    const tr = await post(learner, `/v1/exams/joincourseexam/${examId}`);
    assert.equal(tr.status, 409);
    assert.equal(
      tr.body.message,
      'Sınav, eğitimin videoları izlendiğinde açılır. İzlemeniz gereken video sayısı: 3.',
    );
    const en = await post(learner, `/v1/exams/joincourseexam/${examId}`, undefined, 'en');
    assert.equal(
      en.body.message,
      'The exam opens once the course videos are watched. Videos still to watch: 3.',
    );

    // Seeking the first video to its end opens neither the next video nor the exam.
    const [first, second] = await videosOf(101);
    await start(learner, first!.id);
    advance(3);
    await save(learner, first!.id, first!.duration);
    assert.equal(await linkStatus(learner, second!.id), 403);
    assert.equal((await examCard(learner, 101)).videosLeft, 3);
    assert.equal((await post(learner, `/v1/exams/joincourseexam/${examId}`)).status, 409);
    assert.equal(await completion(learner, 101), null);
  });

  it('opens the exam once the videos are watched, and a pass completes the course with a certificate', async () => {
    const learner = await learnerOf(101);
    const examId = await examOf(101);
    const [first] = await videosOf(101);
    await start(learner, first!.id);
    await play(learner, first!.id, 0, first!.duration);
    assert.equal((await examCard(learner, 101)).videosLeft, 2);

    await watchAll(learner, 101);
    assert.equal((await examCard(learner, 101)).videosLeft, 0);
    // Videos alone do not complete a course that has an exam.
    assert.equal(await completion(learner, 101), null);

    const joined = await post(learner, `/v1/exams/joincourseexam/${examId}`);
    assert.equal(joined.status, 200, JSON.stringify(joined.body));
    const result = await passExam(learner, examId, (joined.body.data as { id: number }).id);
    assert.match(result.filePath ?? '', /\/v1\/certificates\/download\/IA-/);
    assert.ok(await completion(learner, 101));
  });

  it("gives the learner a record: a tick per watched video, and the course's completion and date in My trainings", async () => {
    const learner = await learnerOf(102);
    const myCourse = async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/v1/courses/getusercourses',
        headers: { authorization: learner.auth },
      });
      assert.equal(res.statusCode, 200, res.body);
      const course = (res.json().data as { id: number; progress: Record<string, unknown> }[]).find(
        (row) => row.id === 102,
      );
      assert.ok(course);
      return course.progress;
    };
    const ticks = async () =>
      (await ctx.app.repos.learning.courseTitles(102, learner.id, true))
        .flatMap((title) => title.courseVideos)
        .map((video) => video.watched);

    const videos = await videosOf(102);
    assert.deepEqual(
      await ticks(),
      videos.map(() => false),
    );
    assert.deepEqual(await myCourse(), {
      ...(await myCourse()),
      videosWatched: 0,
      videosTotal: videos.length,
      completedAt: null,
    });

    await start(learner, videos[0]!.id);
    await play(learner, videos[0]!.id, 0, videos[0]!.duration);
    assert.deepEqual(
      await ticks(),
      videos.map((_, index) => index === 0),
    );
    assert.equal((await myCourse()).videosWatched, 1);

    await watchAll(learner, 102);
    const examId = await examOf(102);
    const joined = await post(learner, `/v1/exams/joincourseexam/${examId}`);
    assert.equal(joined.status, 200, JSON.stringify(joined.body));
    await passExam(learner, examId, (joined.body.data as { id: number }).id);
    const done = await myCourse();
    assert.equal(done.videosWatched, videos.length);
    assert.equal(done.completedAt, (await completion(learner, 102))!.toISOString());
  });

  it("lists the learner's certificates, newest first, with score, PDF and verification links", async () => {
    const learner = await learnerOf(103);
    const list = async (lang = 'tr') => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/v1/users/getusercertificates',
        headers: { authorization: learner.auth, 'accept-language': lang },
      });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().data as Record<string, unknown>[];
    };
    assert.deepEqual(await list(), []);

    await watchAll(learner, 103);
    const examId = await examOf(103);
    const joined = await post(learner, `/v1/exams/joincourseexam/${examId}`);
    const result = await passExam(learner, examId, (joined.body.data as { id: number }).id);
    const [certificate, ...rest] = await list();
    assert.equal(rest.length, 0);
    assert.ok(certificate);
    const code = /download\/(IA-[A-Za-z0-9-]+)/.exec(result.filePath!)![1]!;
    const [course] = await ctx.database.db
      .select({ name: courses.name })
      .from(courses)
      .where(eq(courses.id, 103));
    assert.deepEqual(
      { ...certificate, pdfUrl: undefined, issuedAt: undefined },
      {
        code,
        courseName: course!.name,
        courseId: 103,
        examTitle: certificate.examTitle,
        earnedPoints: result.earnedPoints,
        requiredPointToPass: result.requiredPointToPass,
        verifyUrl: `${ctx.app.config.platformUrl}/#/certificates/verify/${code}`,
        revokedAt: null,
        pdfUrl: undefined,
        issuedAt: undefined,
      },
    );
    assert.match(String(certificate.pdfUrl), new RegExp(`/v1/certificates/download/${code}\\?`));
    assert.ok(!Number.isNaN(Date.parse(String(certificate.issuedAt))));
    // The signed PDF link works for its holder.
    const pdf = await ctx.app.inject({
      method: 'GET',
      url:
        new URL(String(certificate.pdfUrl)).pathname + new URL(String(certificate.pdfUrl)).search,
    });
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');

    // Nobody else's certificates, and a guest gets 401.
    const other = await learnerOf(103);
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: '/v1/users/getusercertificates',
      headers: { authorization: other.auth },
    });
    assert.deepEqual(theirs.json().data, []);
    const guest = await ctx.app.inject({ method: 'GET', url: '/v1/users/getusercertificates' });
    assert.equal(guest.statusCode, 401);
  });

  it('an admin revokes a certificate with a reason: it then verifies as revoked, with its date', async () => {
    const learner = await learnerOf(103);
    await watchAll(learner, 103);
    const examId = await examOf(103);
    const joined = await post(learner, `/v1/exams/joincourseexam/${examId}`);
    const result = await passExam(learner, examId, (joined.body.data as { id: number }).id);
    const code = /download\/(IA-[A-Za-z0-9-]+)/.exec(result.filePath!)![1]!;
    const verify = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/v1/certificates/verify/${code}` })).json()
        .data as { revokedAt: string | null };
    assert.equal((await verify()).revokedAt, null);

    const revoke = (headers: Record<string, string>, reason = 'Sipariş iade edildi.') =>
      ctx.app.inject({
        method: 'POST',
        url: `/v1/admin/certificates/${code}/revoke`,
        headers,
        payload: { reason },
      });
    assert.equal((await revoke({ authorization: learner.auth })).statusCode, 403);
    assert.equal((await revoke(await staffAuth(ctx, 'editor'))).statusCode, 403);
    // Finance sees a learner's certificates in the back office but may not revoke one.
    assert.equal((await revoke(await staffAuth(ctx, 'finance'))).statusCode, 403);
    const blank = await revoke(await staffAuth(ctx, 'admin'), '  ');
    assert.equal(blank.statusCode, 400);
    assert.equal(blank.json().errors.reason, 'revokeReasonRequired');
    assert.equal((await verify()).revokedAt, null, 'a refused call changes nothing');

    advance(60);
    const done = await revoke(await staffAuth(ctx, 'admin'));
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json().message, 'Sertifika iptal edildi.');
    assert.equal((await verify()).revokedAt, new Date(now).toISOString());
    const again = await revoke({ 'x-admin-key': adminKey() });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'Bu sertifika daha önce iptal edilmiş.');
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/v1/admin/certificates/IA-YOKY-OKYO-KYOK/revoke',
      headers: { 'x-admin-key': adminKey() },
      payload: { reason: 'Deneme' },
    });
    assert.equal(unknown.statusCode, 404);

    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/v1/users/getusercertificates',
      headers: { authorization: learner.auth },
    });
    assert.equal(mine.json().data[0].revokedAt, new Date(now).toISOString());
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'certificate.revoke'), eq(auditLog.objectId, code)));
    assert.ok(entry, 'the revocation is audited');
    assert.equal((entry.summary as { reason: string }).reason, 'Sipariş iade edildi.');
  });

  it("follows the course's own percentage, which staff may lower", async () => {
    const learner = await learnerOf(103);
    const [first, second] = await videosOf(103);
    await ctx.database.db.update(courses).set({ minWatchPercent: 50 }).where(eq(courses.id, 103));
    try {
      await start(learner, first!.id);
      await play(learner, first!.id, 0, Math.ceil(first!.duration / 2) - 5);
      assert.equal(await linkStatus(learner, second!.id), 403);
      await play(
        learner,
        first!.id,
        Math.ceil(first!.duration / 2) - 5,
        Math.ceil(first!.duration / 2),
      );
      assert.equal(await linkStatus(learner, second!.id), 200);
      assert.equal((await examCard(learner, 103)).videosLeft, 2);
    } finally {
      await ctx.database.db.update(courses).set({ minWatchPercent: 90 }).where(eq(courses.id, 103));
    }
  });
});
