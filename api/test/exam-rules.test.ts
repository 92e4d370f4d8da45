import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import { and, eq, isNull } from 'drizzle-orm';
import type { CourseTitle, ExamQuestion, ExamReview } from '@lms/shared/contracts';
import { courseTitles, enrollments, examOptions, examQuestions, exams } from '../src/db/schema';
import { createTestApp, insertUser, type TestContext, watchedEveryVideo } from './helpers';

/**
 * Exams that measure. A draw of N questions from the bank, questions and options in an
 * order of each attempt's own, a limit of attempts with a wait between them, the time limit held
 * on the server, and a review that shows the right answers only once they may be known. The
 * API's clock is this file's, so waits of a day pass at once.
 */

let ctx: TestContext;
let now = Date.now();
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

/** A new learner who owns the course and has watched its videos: its exam is open to them. */
const learnerOf = async (courseId: number): Promise<Learner> => {
  const user = await insertUser(ctx);
  await ctx.database.db.insert(enrollments).values({ userId: user.id, courseId });
  await watchedEveryVideo(ctx.database.db, user.id, courseId);
  return { id: user.id, auth: user.auth.authorization };
};

const call = async (
  method: 'GET' | 'POST',
  url: string,
  learner: Learner,
  payload?: object,
  lang = 'tr',
) => {
  const res = await ctx.app.inject({
    method,
    url,
    headers: { authorization: learner.auth, 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json<{ message: string; data: never }>() };
};

/** The course's (only, current) exam, with its rules set for the test. */
const examOf = async (
  courseId: number,
  rules: Partial<
    Pick<
      typeof exams.$inferInsert,
      'questionsPerAttempt' | 'maxAttempts' | 'retakeWaitHours' | 'duration'
    >
  >,
) => {
  const [row] = await ctx.database.db
    .select({ id: exams.id })
    .from(exams)
    .innerJoin(courseTitles, eq(courseTitles.id, exams.courseTitleId))
    .where(and(eq(courseTitles.courseId, courseId), isNull(exams.replacedById)))
    .limit(1);
  assert.ok(row);
  await ctx.database.db.update(exams).set(rules).where(eq(exams.id, row.id));
  return row.id;
};

/** The right option of each question, by question text, read from the database. */
const keyOf = async (examId: number) => {
  const rows = await ctx.database.db
    .select({
      question: examQuestions.question,
      optionId: examOptions.id,
      isCorrect: examOptions.isCorrect,
    })
    .from(examOptions)
    .innerJoin(examQuestions, eq(examQuestions.id, examOptions.questionId))
    .where(eq(examQuestions.examId, examId));
  const key = new Map<string, { right: number; wrong: number }>();
  for (const row of rows) {
    const entry = key.get(row.question) ?? { right: 0, wrong: 0 };
    if (row.isCorrect) entry.right = row.optionId;
    else entry.wrong ||= row.optionId;
    key.set(row.question, entry);
  }
  return key;
};

const join = (learner: Learner, examId: number, lang = 'tr') =>
  call('POST', `/v1/exams/joincourseexam/${examId}`, learner, undefined, lang);
const question = async (learner: Learner, id: number) => {
  const res = await call('GET', `/v1/exams/gettestquestions/${id}`, learner);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data as ExamQuestion;
};

/**
 * Takes a whole attempt, answering rightly where `right(index)` says so; returns the questions
 * as they were asked (text and option ids in showing order).
 */
const takeAttempt = async (
  learner: Learner,
  examId: number,
  right: (index: number) => boolean,
): Promise<{ id: number; asked: ExamQuestion[] }> => {
  const joined = await join(learner, examId);
  assert.equal(joined.status, 200, JSON.stringify(joined.body));
  const id = (joined.body.data as { id: number }).id;
  const key = await keyOf(examId);
  const asked: ExamQuestion[] = [];
  for (let index = 0; ; index += 1) {
    const current = await question(learner, id);
    if (current.isEnd) break;
    asked.push(current);
    const entry = key.get(current.question)!;
    const answered = await call('POST', '/v1/exams/answerquestion', learner, {
      userTestId: id,
      testOptionId: right(index) ? entry.right : entry.wrong,
    });
    assert.equal(answered.status, 200, JSON.stringify(answered.body));
  }
  const result = await call('GET', `/v1/Exams/gettestcertificate?userTestId=${id}`, learner);
  assert.equal(result.status, 200);
  return { id, asked };
};

const courseExam = async (learner: Learner, courseId: number) => {
  const titles: CourseTitle[] = await ctx.app.repos.learning.courseTitles(
    courseId,
    learner.id,
    true,
  );
  return titles.flatMap((title) => title.courseExams)[0]!;
};

describe('a question bank and an order of each attempt', () => {
  it('draws the set number of questions, keeps an attempt’s order on reload, and shuffles the key', async () => {
    const examId = await examOf(101, {
      questionsPerAttempt: 3,
      maxAttempts: null,
      retakeWaitHours: 0,
    });
    const bank = await keyOf(examId);
    assert.ok(bank.size >= 5);
    const learner = await learnerOf(101);

    // A reload asks the same question with its options in the same order.
    const joined = await join(learner, examId);
    const id = (joined.body.data as { id: number }).id;
    const first = await question(learner, id);
    assert.deepEqual(await question(learner, id), first);
    assert.equal(first.total, 3);

    const attempts: ExamQuestion[][] = [];
    for (let round = 0; round < 5; round += 1) {
      const { asked } = await takeAttempt(learner, examId, () => false);
      assert.equal(asked.length, 3, 'three questions of the bank per attempt');
      assert.equal(new Set(asked.map((item) => item.question)).size, 3);
      for (const item of asked) assert.ok(bank.has(item.question), item.question);
      attempts.push(asked);
    }
    const orders = attempts.map((asked) =>
      JSON.stringify(asked.map((item) => [item.question, item.options.map((o) => o.id)])),
    );
    assert.ok(new Set(orders).size > 1, 'two attempts ask in different orders');

    // Where the right option stands differs between attempts: the key is not positional.
    const positions = new Map<string, Set<number>>();
    for (const asked of attempts) {
      for (const item of asked) {
        const right = bank.get(item.question)!.right;
        const at = item.options.findIndex((option) => option.id === right);
        positions.set(item.question, (positions.get(item.question) ?? new Set()).add(at));
      }
    }
    assert.ok([...positions.values()].some((set) => set.size > 1));
  });
});

describe('attempts and the wait between them', () => {
  it('refuses a retake before the wait and past the limit, naming the time in the learner’s language', async () => {
    const examId = await examOf(102, {
      maxAttempts: 2,
      retakeWaitHours: 24,
      questionsPerAttempt: null,
    });
    const learner = await learnerOf(102);
    now = Date.parse('2026-11-27T09:00:00Z');
    const first = await takeAttempt(learner, examId, (index) => index === 0);

    const early = await join(learner, examId);
    assert.equal(early.status, 409);
    assert.equal(
      early.body.message,
      'Bir sonraki denemeniz 28 Kasım 2026 12:00 tarihinden itibaren yapılabilir.',
    );
    const earlyEn = await join(learner, examId, 'en');
    assert.equal(earlyEn.status, 409);
    assert.equal(
      earlyEn.body.message,
      'Your next attempt is allowed from 28 November 2026 at 12:00.',
    );

    // The course page says the same: one attempt left, from when.
    const card = await courseExam(learner, 102);
    assert.equal(card.attemptsLeft, 1);
    assert.equal(card.nextAttemptAt, '2026-11-28T09:00:00.000Z');

    // Before the review may show them, the right answers stay on the server.
    const review = await call('GET', `/v1/exams/gettestreview/${first.id}`, learner);
    assert.equal(review.status, 200);
    const data = review.body.data as ExamReview;
    assert.equal(data.answersShown, false);
    assert.equal(data.attemptsLeft, 1);
    assert.equal(data.nextAttemptAt, '2026-11-28T09:00:00.000Z');
    assert.ok(data.questions.every((item) => item.correctOptionId === null));
    assert.deepEqual(
      data.questions.map((item) => item.isCorrect),
      data.questions.map((_, index) => index === 0),
    );
    assert.deepEqual(
      data.questions.map((item) => item.question),
      first.asked.map((item) => item.question),
    );

    advance(24 * 3600);
    const second = await takeAttempt(learner, examId, () => false);
    advance(24 * 3600);
    const over = await join(learner, examId);
    assert.equal(over.status, 409);
    assert.equal(over.body.message, 'Bu sınav için deneme hakkınız kalmadı.');
    assert.equal((await courseExam(learner, 102)).attemptsLeft, 0);

    // No attempts left: the review shows the right answers now.
    const last = (await call('GET', `/v1/exams/gettestreview/${second.id}`, learner)).body
      .data as ExamReview;
    assert.equal(last.answersShown, true);
    const key = await keyOf(examId);
    for (const item of last.questions) {
      assert.equal(item.correctOptionId, key.get(item.question)!.right);
      assert.equal(item.isCorrect, false);
    }
  });

  it('shows the right answers once passed, and only to the attempt’s learner', async () => {
    const examId = await examOf(104, { maxAttempts: 3, retakeWaitHours: 24 });
    const learner = await learnerOf(104);
    const joined = await join(learner, examId);
    const id = (joined.body.data as { id: number }).id;
    // Not before the attempt is finished.
    const open = await call('GET', `/v1/exams/gettestreview/${id}`, learner);
    assert.equal(open.status, 409);
    const passed = await takeAttempt(learner, examId, () => true);
    assert.equal(passed.id, id);
    const review = (await call('GET', `/v1/exams/gettestreview/${id}`, learner)).body
      .data as ExamReview;
    assert.equal(review.passed, true);
    assert.equal(review.answersShown, true);
    assert.equal(review.nextAttemptAt, null);
    assert.ok(review.questions.every((item) => item.isCorrect && item.correctOptionId !== null));
    const stranger = await learnerOf(104);
    assert.equal((await call('GET', `/v1/exams/gettestreview/${id}`, stranger)).status, 403);
  });
});

describe('the time limit', () => {
  it('refuses an answer after the deadline and scores the attempt as it stands', async () => {
    const examId = await examOf(105, { duration: 1, maxAttempts: null, retakeWaitHours: 0 });
    const learner = await learnerOf(105);
    const key = await keyOf(examId);
    const id = ((await join(learner, examId)).body.data as { id: number }).id;
    const first = await question(learner, id);
    assert.equal(first.remainingSeconds, 60);
    const answered = await call('POST', '/v1/exams/answerquestion', learner, {
      userTestId: id,
      testOptionId: key.get(first.question)!.right,
    });
    assert.equal(answered.status, 200);

    // Within the grace of a few seconds an answer still counts.
    advance(62);
    const second = await question(learner, id);
    assert.equal(second.isEnd, true);
    advance(10);
    const late = await call(
      'POST',
      '/v1/exams/answerquestion',
      learner,
      { userTestId: id, testOptionId: key.get(first.question)!.wrong },
      'en',
    );
    assert.equal(late.status, 409);
    assert.equal(
      late.body.message,
      'The exam time is over; your answer was not saved and the exam was scored as it stands.',
    );
    const result = await call('GET', `/v1/Exams/gettestcertificate?userTestId=${id}`, learner);
    assert.equal(result.status, 200);
    assert.equal((result.body.data as { earnedPoints: number }).earnedPoints, 20);
    const review = (await call('GET', `/v1/exams/gettestreview/${id}`, learner)).body
      .data as ExamReview;
    assert.equal(review.questions.filter((item) => item.chosenOptionId !== null).length, 1);
  });

  it('takes an answer a few seconds after the deadline', async () => {
    const examId = await examOf(103, { duration: 1, maxAttempts: null, retakeWaitHours: 0 });
    const learner = await learnerOf(103);
    const key = await keyOf(examId);
    const id = ((await join(learner, examId)).body.data as { id: number }).id;
    const first = await question(learner, id);
    advance(63);
    const answered = await call('POST', '/v1/exams/answerquestion', learner, {
      userTestId: id,
      testOptionId: key.get(first.question)!.right,
    });
    assert.equal(answered.status, 200, JSON.stringify(answered.body));
  });
});
