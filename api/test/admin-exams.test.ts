import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import { asc, sql } from 'drizzle-orm';
import type {
  AdminCourseExams,
  AdminExam,
  AdminExamAttempts,
  AdminExamCourse,
  AdminExamInput,
  AdminExamPreview,
  AdminExamUpdateInput,
  CourseExam,
  CourseTitle,
  ExamQuestion,
  ExamResult,
} from '@lms/shared/contracts';
import { courseTitles, enrollments } from '../src/db/schema';
import {
  createTestApp,
  insertUser,
  staffAuth,
  watchedEveryVideo,
  type TestContext,
  type TestUser,
} from './helpers';

/** The back office's exams, as an editor and the learners who take them see them. */

let ctx: TestContext;
let editor: string;
/** Course 104 (online) has sections; the exams of these tests go into its first one. */
const COURSE = 104;
let sectionId: number;
let otherCourseSection: number;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (
  method: Method,
  url: string,
  auth?: string,
  payload?: object,
  lang: 'tr' | 'en' = 'tr',
) => {
  const res = await ctx.app.inject({
    method,
    url,
    headers: { 'accept-language': lang, ...(auth ? { authorization: auth } : {}) },
    ...(payload ? { payload } : {}),
  });
  return {
    status: res.statusCode,
    body: res.json<{
      success: boolean;
      message: string;
      data: never;
      errors?: Record<string, string>;
    }>(),
    raw: res.body,
  };
};

const twoQuestions = (overrides: Partial<AdminExamInput> = {}): AdminExamInput => ({
  courseTitleId: sectionId,
  title: 'İhracat Belgeleri Sınavı',
  description: 'Konşimento ve menşe şahadetnamesi üzerine iki soru.',
  duration: 10,
  requiredPointToPass: 60,
  questions: [
    {
      question: 'Konşimento hangi taşımacılıkta kullanılır?',
      points: 60,
      options: [
        { optionTitle: 'Deniz yolu', isCorrect: true },
        { optionTitle: 'Kara yolu', isCorrect: false },
      ],
    },
    {
      question: 'Menşe şahadetnamesini kim düzenler?',
      points: 40,
      options: [
        { optionTitle: 'Gümrük müşaviri', isCorrect: false },
        { optionTitle: 'Ticaret odası', isCorrect: true },
        { optionTitle: 'Banka', isCorrect: false },
      ],
    },
  ],
  ...overrides,
});

/** The saved exam as the editor's form sends it back (ids kept), with changes. */
const asInput = (exam: AdminExam): AdminExamUpdateInput => ({
  courseTitleId: exam.courseTitleId,
  title: exam.title,
  description: exam.description,
  duration: exam.duration,
  requiredPointToPass: exam.requiredPointToPass,
  revision: exam.revision,
  questions: exam.questions.map((question) => ({
    id: question.id,
    question: question.question,
    points: question.points,
    options: question.options.map((option) => ({ ...option })),
  })),
});

const createExam = async (input: AdminExamInput = twoQuestions()) => {
  const res = await call('POST', `/v1/admin/courses/${COURSE}/exams`, editor, input);
  assert.equal(res.status, 200, res.raw);
  return res.body.data as AdminExam;
};

const auditOf = async (objectId: number) => {
  const result = await ctx.database.db.execute(
    sql`select action, summary from audit_log where object_type = 'exam' and object_id = ${String(objectId)} order by id`,
  );
  return (result as unknown as { rows: { action: string; summary: Record<string, unknown> }[] })
    .rows;
};

/** A learner who owns the course and has watched its videos (the exam opens then). */
const learnerOfCourse = async () => {
  const learner = await insertUser(ctx);
  await ctx.database.db.insert(enrollments).values({ userId: learner.id, courseId: COURSE });
  await watchedEveryVideo(ctx.database.db, learner.id, COURSE);
  return learner;
};

/** The exams of the course page as this learner sees them. */
const courseExamsFor = async (learner: TestUser): Promise<CourseExam[]> => {
  const res = await call(
    'GET',
    `/v1/courses/getcoursedetails/${COURSE}`,
    learner.auth.authorization,
  );
  assert.equal(res.status, 200, res.raw);
  return (res.body.data as { courseTitles: CourseTitle[] }).courseTitles.flatMap(
    (title) => title.courseExams,
  );
};

/** Joins the exam and answers every question: right ones where `right` says so. */
const takeExam = async (learner: TestUser, examId: number, right: (index: number) => boolean) => {
  const auth = learner.auth.authorization;
  const joined = await call('POST', `/v1/exams/joincourseexam/${examId}`, auth);
  assert.equal(joined.status, 200, joined.raw);
  const userExamId = (joined.body.data as { id: number }).id;
  const detail = await call('GET', `/v1/admin/exams/${examId}`, editor);
  const exam = detail.body.data as AdminExam;
  for (;;) {
    const next = await call('GET', `/v1/exams/gettestquestions/${userExamId}`, auth);
    const question = next.body.data as ExamQuestion;
    if (question.isEnd) break;
    const stored = exam.questions.find((row) => row.question === question.question);
    assert.ok(stored, `question ${question.question} of exam ${examId}`);
    const choice = stored.options.find(
      (option) => option.isCorrect === right((question.index ?? 1) - 1),
    )!;
    const answered = await call('POST', '/v1/exams/answerquestion', auth, {
      userTestId: userExamId,
      testOptionId: choice.id,
    });
    assert.equal(answered.status, 200, answered.raw);
  }
  const result = await call('GET', `/v1/Exams/gettestcertificate?userTestId=${userExamId}`, auth);
  assert.equal(result.status, 200, result.raw);
  return { userExamId, result: result.body.data as ExamResult };
};

/** Starts the exam (one open attempt) without answering. */
const startExam = async (learner: TestUser, examId: number) => {
  const joined = await call(
    'POST',
    `/v1/exams/joincourseexam/${examId}`,
    learner.auth.authorization,
  );
  assert.equal(joined.status, 200, joined.raw);
  return (joined.body.data as { id: number }).id;
};

before(async () => {
  ctx = await createTestApp();
  editor = (await staffAuth(ctx, 'editor')).authorization;
  const sections = await ctx.database.db
    .select({ id: courseTitles.id, courseId: courseTitles.courseId })
    .from(courseTitles)
    .orderBy(asc(courseTitles.sort), asc(courseTitles.id));
  sectionId = sections.find((row) => row.courseId === COURSE)!.id;
  otherCourseSection = sections.find((row) => row.courseId !== COURSE)!.id;
});
after(() => ctx.close());

describe('access', () => {
  it('lets admins and editors in, and refuses guests, learners and finance', async () => {
    const url = `/v1/admin/courses/${COURSE}/exams`;
    const learner = await insertUser(ctx);
    assert.equal((await call('GET', url)).status, 401);
    assert.equal((await call('GET', url, learner.auth.authorization)).status, 403);
    assert.equal(
      (await call('GET', url, (await staffAuth(ctx, 'finance')).authorization)).status,
      403,
    );
    assert.equal(
      (await call('GET', url, (await staffAuth(ctx, 'admin')).authorization)).status,
      200,
    );
    const list = await call('GET', url, editor);
    assert.equal(list.status, 200);
    const data = list.body.data as AdminCourseExams;
    assert.equal(data.course.id, COURSE);
    assert.ok(data.sections.some((section) => section.id === sectionId));
    // The seeded exam of the course, with its questions counted.
    assert.ok(data.exams.length >= 1);
    assert.ok(data.exams.every((exam) => exam.questionCount > 0 && exam.version === 1));
    assert.equal((await call('GET', '/v1/admin/courses/999999/exams', editor)).status, 404);
  });

  it('lists the courses to choose from, with their sections and exams counted', async () => {
    const res = await call('GET', '/v1/admin/exam-courses', editor);
    assert.equal(res.status, 200);
    const courses = res.body.data as AdminExamCourse[];
    const course = courses.find((item) => item.id === COURSE);
    assert.ok(course);
    assert.ok(course.sectionCount >= 1);
    assert.ok(course.examCount >= 1);
    assert.ok(courses.some((item) => item.examCount === 0));
    assert.equal((await call('GET', '/v1/admin/exam-courses')).status, 401);
  });
});

describe('validation', () => {
  const errorsOf = async (input: object, lang: 'tr' | 'en' = 'tr') => {
    const res = await call('POST', `/v1/admin/courses/${COURSE}/exams`, editor, input, lang);
    assert.equal(res.status, 400, res.raw);
    return res.body;
  };

  it('names each wrong field, and says it in Turkish or English', async () => {
    const input = twoQuestions({ title: ' ', duration: -1 });
    const body = await errorsOf(input);
    assert.equal(body.errors?.title, 'examTitleRequired');
    assert.equal(body.errors?.duration, 'examDurationInvalid');
    assert.equal(body.message, 'Sınav adı zorunludur.');
    assert.equal((await errorsOf(input, 'en')).message, 'The exam title is required.');
  });

  it('wants at least two options per question, exactly one of them correct', async () => {
    const base = twoQuestions();
    const oneOption = structuredClone(base);
    oneOption.questions[0]!.options = [{ optionTitle: 'Deniz yolu', isCorrect: true }];
    assert.equal((await errorsOf(oneOption)).errors?.['questions.0.options'], 'examOptionsTooFew');

    const noCorrect = structuredClone(base);
    noCorrect.questions[1]!.options[1]!.isCorrect = false;
    const missing = await errorsOf(noCorrect);
    assert.equal(missing.errors?.['questions.1.options'], 'examCorrectOptionMissing');
    assert.equal(missing.message, 'Lütfen doğru seçeneği işaretleyiniz.');

    const twoCorrect = structuredClone(base);
    twoCorrect.questions[1]!.options[0]!.isCorrect = true;
    const many = await errorsOf(twoCorrect, 'en');
    assert.equal(many.errors?.['questions.1.options'], 'examCorrectOptionNotUnique');
    assert.equal(many.message, 'A question can have only one correct option.');

    const emptyOption = structuredClone(base);
    emptyOption.questions[0]!.options[1]!.optionTitle = '';
    assert.equal(
      (await errorsOf(emptyOption)).errors?.['questions.0.options.1.optionTitle'],
      'examOptionRequired',
    );
  });

  it('refuses a pass mark above the sum of the points, no questions and bad points', async () => {
    const tooHigh = await errorsOf(twoQuestions({ requiredPointToPass: 101 }));
    assert.deepEqual(tooHigh.errors, { requiredPointToPass: 'examRequiredPointsTooHigh' });
    assert.match(tooHigh.message, /puanları toplamından büyük olamaz/);
    const noQuestions = await errorsOf(twoQuestions({ questions: [], requiredPointToPass: 0 }));
    assert.equal(noQuestions.errors?.questions, 'examQuestionsRequired');
    const zeroPoints = structuredClone(twoQuestions());
    zeroPoints.questions[0]!.points = 0;
    assert.equal((await errorsOf(zeroPoints)).errors?.['questions.0.points'], 'examPointsInvalid');
    // Exactly the sum is allowed.
    const exact = await call(
      'POST',
      `/v1/admin/courses/${COURSE}/exams`,
      editor,
      twoQuestions({ requiredPointToPass: 100 }),
    );
    assert.equal(exact.status, 200, exact.raw);
  });

  it('refuses a section of another course, and nothing is written', async () => {
    const before = (
      (await call('GET', `/v1/admin/courses/${COURSE}/exams`, editor)).body.data as AdminCourseExams
    ).exams.length;
    const res = await call(
      'POST',
      `/v1/admin/courses/${COURSE}/exams`,
      editor,
      twoQuestions({ courseTitleId: otherCourseSection }),
    );
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Seçilen bölüm bu eğitime ait değil.');
    const afterwards = (
      (await call('GET', `/v1/admin/courses/${COURSE}/exams`, editor)).body.data as AdminCourseExams
    ).exams.length;
    assert.equal(afterwards, before);
  });
});

describe('creating and editing', () => {
  it('creates an exam with its questions, lists it and audits it', async () => {
    const exam = await createExam();
    assert.equal(exam.courseId, COURSE);
    assert.equal(exam.version, 1);
    assert.equal(exam.locked, false);
    assert.deepEqual(
      exam.questions.map((question) => [
        question.question,
        question.points,
        question.options.find((option) => option.isCorrect)?.optionTitle,
      ]),
      [
        ['Konşimento hangi taşımacılıkta kullanılır?', 60, 'Deniz yolu'],
        ['Menşe şahadetnamesini kim düzenler?', 40, 'Ticaret odası'],
      ],
    );
    const list = (await call('GET', `/v1/admin/courses/${COURSE}/exams`, editor)).body
      .data as AdminCourseExams;
    const row = list.exams.find((item) => item.id === exam.id);
    assert.ok(row);
    assert.equal(row.questionCount, 2);
    assert.equal(row.totalPoints, 100);
    assert.deepEqual(
      (await auditOf(exam.id)).map((entry) => [entry.action, entry.summary.questions]),
      [['exam.create', 2]],
    );
  });

  it('adds, edits, removes and reorders questions and options, keeping their ids', async () => {
    const exam = await createExam();
    const input = asInput(exam);
    const [first, second] = input.questions;
    // Swap the questions; the second gets a new option that becomes the correct one.
    second!.options.push({ optionTitle: 'İhracatçı birlikleri', isCorrect: false });
    second!.options.forEach((option, index) => (option.isCorrect = index === 3));
    first!.options.reverse();
    first!.points = 50;
    input.questions = [
      second!,
      {
        question: 'Yeni soru: CMR belgesi hangi taşımacılıkta kullanılır?',
        points: 10,
        options: [
          { optionTitle: 'Kara yolu', isCorrect: true },
          { optionTitle: 'Hava yolu', isCorrect: false },
        ],
      },
      first!,
    ];
    const saved = await call('PUT', `/v1/admin/exams/${exam.id}`, editor, input);
    assert.equal(saved.status, 200, saved.raw);
    const after = saved.body.data as AdminExam;
    assert.equal(after.revision, exam.revision + 1);
    assert.deepEqual(
      after.questions.map((question) => question.id).filter((id) => id !== after.questions[1]!.id),
      [exam.questions[1]!.id, exam.questions[0]!.id],
    );
    assert.equal(
      after.questions[0]!.options.find((option) => option.isCorrect)?.optionTitle,
      'İhracatçı birlikleri',
    );
    assert.deepEqual(
      after.questions[2]!.options.map((option) => option.optionTitle),
      ['Kara yolu', 'Deniz yolu'],
    );
    assert.equal(after.questions[2]!.points, 50);

    // Remove the middle question and one option.
    const removing = asInput(after);
    removing.questions.splice(1, 1);
    removing.questions[0]!.options.splice(0, 1);
    const removed = await call('PUT', `/v1/admin/exams/${exam.id}`, editor, removing);
    assert.equal(removed.status, 200, removed.raw);
    const final = removed.body.data as AdminExam;
    assert.equal(final.questions.length, 2);
    assert.equal(final.questions[0]!.options.length, 3);

    const audit = await auditOf(exam.id);
    assert.deepEqual(
      audit.map((entry) => entry.action),
      ['exam.create', 'exam.update', 'exam.update'],
    );
    assert.deepEqual(audit[1]!.summary.questions, {
      added: 1,
      removed: 0,
      edited: 2,
      reordered: true,
      count: 3,
    });
  });

  it('takes a repeated save as done, and refuses a save over a newer one', async () => {
    const exam = await createExam();
    const input = asInput(exam);
    input.title = 'İhracat Belgeleri Sınavı (güncel)';
    const first = await call('PUT', `/v1/admin/exams/${exam.id}`, editor, input);
    assert.equal(first.status, 200);
    // A double click sends the same again with the old revision: nothing to do.
    const again = await call('PUT', `/v1/admin/exams/${exam.id}`, editor, input);
    assert.equal(again.status, 200, again.raw);
    assert.equal((again.body.data as AdminExam).revision, exam.revision + 1);
    // Someone else's older form with another change.
    const stale = { ...asInput(exam), description: 'Eski sekmeden bir değişiklik' };
    const refused = await call('PUT', `/v1/admin/exams/${exam.id}`, editor, stale);
    assert.equal(refused.status, 409);
    assert.match(refused.body.message, /başka biri tarafından değiştirildi/);
    assert.equal((await auditOf(exam.id)).length, 2);
  });

  it('refuses a question or option id of another exam', async () => {
    const exam = await createExam();
    const other = await createExam();
    const input = asInput(exam);
    input.questions[0]!.id = other.questions[0]!.id;
    const res = await call('PUT', `/v1/admin/exams/${exam.id}`, editor, input);
    assert.equal(res.status, 400);
    const option = asInput(exam);
    option.questions[0]!.options[0]!.id = other.questions[0]!.options[0]!.id;
    assert.equal((await call('PUT', `/v1/admin/exams/${exam.id}`, editor, option)).status, 400);
    assert.equal((await call('PUT', '/v1/admin/exams/999999', editor, asInput(exam))).status, 404);
  });

  it('deletes an exam nobody has started', async () => {
    const exam = await createExam();
    assert.equal((await call('DELETE', `/v1/admin/exams/${exam.id}`, editor)).status, 200);
    assert.equal((await call('GET', `/v1/admin/exams/${exam.id}`, editor)).status, 404);
    assert.deepEqual(
      (await auditOf(exam.id)).map((entry) => entry.action),
      ['exam.create', 'exam.delete'],
    );
  });
});

describe('attempt rules', () => {
  it('keeps a draw per attempt, attempts and a wait, audited; refuses a draw no bank or pass mark allows', async () => {
    const exam = await createExam(twoQuestions({ requiredPointToPass: 40 }));
    assert.equal(exam.questionsPerAttempt, null);
    assert.equal(exam.maxAttempts, null);
    assert.equal(exam.retakeWaitHours, 0);

    const tooMany = await call('PUT', `/v1/admin/exams/${exam.id}`, editor, {
      ...asInput(exam),
      questionsPerAttempt: 3,
    });
    assert.equal(tooMany.status, 400);
    assert.equal(
      tooMany.body.message,
      'Deneme başına soru sayısı, sınavdaki soru sayısından fazla olamaz.',
    );
    // One question of 60 and 40 points drawn: a pass mark of 60 is out of reach of some draws.
    const unreachable = await call('PUT', `/v1/admin/exams/${exam.id}`, editor, {
      ...asInput(exam),
      requiredPointToPass: 60,
      questionsPerAttempt: 1,
    });
    assert.equal(unreachable.status, 400);
    assert.equal(
      (unreachable.body as { errors?: Record<string, string> }).errors?.requiredPointToPass,
      'examRequiredPointsTooHigh',
    );

    const saved = await call('PUT', `/v1/admin/exams/${exam.id}`, editor, {
      ...asInput(exam),
      questionsPerAttempt: 1,
      maxAttempts: 3,
      retakeWaitHours: 24,
    });
    assert.equal(saved.status, 200, saved.raw);
    const stored = saved.body.data as AdminExam;
    assert.deepEqual(
      [stored.questionsPerAttempt, stored.maxAttempts, stored.retakeWaitHours],
      [1, 3, 24],
    );
    const audit = await auditOf(exam.id);
    assert.deepEqual(audit.at(-1)?.summary, {
      questionsPerAttempt: { from: null, to: 1 },
      maxAttempts: { from: null, to: 3 },
      retakeWaitHours: { from: 0, to: 24 },
    });

    // A learner is asked one question of the two.
    const learner = await learnerOfCourse();
    const userExamId = await startExam(learner, exam.id);
    const asked = (
      await call('GET', `/v1/exams/gettestquestions/${userExamId}`, learner.auth.authorization)
    ).body.data as ExamQuestion;
    assert.equal(asked.total, 1);

    // Once started, the attempts and the wait may still change; the draw may not.
    const started = (await call('GET', `/v1/admin/exams/${exam.id}`, editor)).body
      .data as AdminExam;
    const moreAttempts = await call('PUT', `/v1/admin/exams/${exam.id}`, editor, {
      ...asInput(started),
      questionsPerAttempt: 1,
      maxAttempts: 5,
      retakeWaitHours: 12,
    });
    assert.equal(moreAttempts.status, 200, moreAttempts.raw);
    const again = moreAttempts.body.data as AdminExam;
    const redraw = await call('PUT', `/v1/admin/exams/${exam.id}`, editor, {
      ...asInput(again),
      questionsPerAttempt: 2,
      maxAttempts: 5,
      retakeWaitHours: 12,
    });
    assert.equal(redraw.status, 409);
  });
});

describe('preview', () => {
  it('shows the questions as the learner API does, without the correct option', async () => {
    const exam = await createExam();
    const res = await call('GET', `/v1/admin/exams/${exam.id}/preview`, editor);
    assert.equal(res.status, 200);
    assert.doesNotMatch(res.raw, /isCorrect/);
    const preview = res.body.data as AdminExamPreview;
    assert.equal(preview.totalPoints, 100);
    assert.deepEqual(preview.questions[1], {
      question: 'Menşe şahadetnamesini kim düzenler?',
      options: exam.questions[1]!.options.map(({ id, optionTitle }) => ({ id, optionTitle })),
      isEnd: false,
      index: 2,
      total: 2,
      remainingSeconds: 600,
    });

    // The learner is asked one of the same questions, with the same options (each attempt in
    // its own order).
    const learner = await learnerOfCourse();
    const userExamId = await startExam(learner, exam.id);
    const asked = await call(
      'GET',
      `/v1/exams/gettestquestions/${userExamId}`,
      learner.auth.authorization,
    );
    const question = asked.body.data as ExamQuestion;
    const same = preview.questions.find((item) => item.question === question.question);
    assert.ok(same, question.question);
    const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
    assert.deepEqual([...question.options].sort(byId), [...same.options].sort(byId));
    assert.equal(question.total, same.total);
  });
});

describe('once started, and new versions', () => {
  it('a learner who owns the course takes a new exam and passes it', async () => {
    const exam = await createExam();
    const learner = await learnerOfCourse();
    const shown = (await courseExamsFor(learner)).find((item) => item.id === exam.id);
    assert.ok(shown, 'the new exam is on the course page');
    assert.equal(shown.isExamStarted, false);
    const { result } = await takeExam(learner, exam.id, () => true);
    assert.equal(result.earnedPoints, 100);
    assert.match(result.filePath ?? '', /\/v1\/certificates\/download\//);
  });

  it('freezes what decides a result once someone started, but takes a new title', async () => {
    const exam = await createExam();
    await startExam(await learnerOfCourse(), exam.id);
    const locked = (await call('GET', `/v1/admin/exams/${exam.id}`, editor)).body.data as AdminExam;
    assert.equal(locked.locked, true);
    assert.equal(locked.attemptCount, 1);

    const points = asInput(locked);
    points.questions[0]!.points = 70;
    const refused = await call('PUT', `/v1/admin/exams/${exam.id}`, editor, points);
    assert.equal(refused.status, 409);
    assert.match(refused.body.message, /yeni bir sürümünü oluşturunuz/);
    const en = await call('PUT', `/v1/admin/exams/${exam.id}`, editor, points, 'en');
    assert.match(en.body.message, /Make a new version/);

    for (const change of [
      (input: AdminExamUpdateInput) =>
        void (input.questions[1]!.options[0]!.optionTitle = 'Banka şubesi'),
      (input: AdminExamUpdateInput) => void input.questions.reverse(),
      (input: AdminExamUpdateInput) => void input.questions[1]!.options.pop(),
      (input: AdminExamUpdateInput) =>
        void input.questions[0]!.options.push({ optionTitle: 'Boru hattı', isCorrect: false }),
      (input: AdminExamUpdateInput) => void (input.requiredPointToPass = 50),
      (input: AdminExamUpdateInput) => void (input.duration = 20),
    ]) {
      const input = asInput(locked);
      change(input);
      const res = await call('PUT', `/v1/admin/exams/${exam.id}`, editor, input);
      assert.equal(res.status, 409, res.raw);
    }
    assert.equal((await call('DELETE', `/v1/admin/exams/${exam.id}`, editor)).status, 409);

    const title = asInput(locked);
    title.title = 'İhracat Belgeleri Sınavı — düzeltilmiş başlık';
    const saved = await call('PUT', `/v1/admin/exams/${exam.id}`, editor, title);
    assert.equal(saved.status, 200, saved.raw);
    const unchanged = (await call('GET', `/v1/admin/exams/${exam.id}`, editor)).body
      .data as AdminExam;
    assert.deepEqual(unchanged.questions, locked.questions);
  });

  it('makes a new version that new learners take; old attempts and certificates stay', async () => {
    const v1 = await createExam();
    const passer = await learnerOfCourse();
    const { userExamId: passedAttempt, result } = await takeExam(passer, v1.id, () => true);
    const certificate = result.filePath!;
    const midway = await learnerOfCourse();
    const midwayAttempt = await startExam(midway, v1.id);
    const failer = await learnerOfCourse();
    await takeExam(failer, v1.id, () => false);

    const changed = asInput((await call('GET', `/v1/admin/exams/${v1.id}`, editor)).body.data);
    changed.questions[0]!.points = 50;
    changed.questions[1]!.points = 50;
    changed.questions[0]!.question = 'Konşimento (B/L) hangi taşımacılıkta kullanılır?';
    const made = await call('POST', `/v1/admin/exams/${v1.id}/versions`, editor, changed);
    assert.equal(made.status, 200, made.raw);
    const v2 = made.body.data as AdminExam;
    assert.notEqual(v2.id, v1.id);
    assert.equal(v2.version, 2);
    assert.equal(v2.locked, false);
    assert.equal(v2.questions[0]!.question, 'Konşimento (B/L) hangi taşımacılıkta kullanılır?');
    assert.deepEqual(
      v2.versions.map((version) => [version.id, version.version, version.current]),
      [
        [v1.id, 1, false],
        [v2.id, 2, true],
      ],
    );
    const old = (await call('GET', `/v1/admin/exams/${v1.id}`, editor)).body.data as AdminExam;
    assert.equal(old.replacedById, v2.id);
    assert.equal(old.questions[0]!.points, 60);
    // Old versions are read-only, and only once replaced.
    const edit = asInput(old);
    edit.title = 'Başka bir başlık';
    assert.equal((await call('PUT', `/v1/admin/exams/${v1.id}`, editor, edit)).status, 409);
    assert.equal(
      (await call('POST', `/v1/admin/exams/${v1.id}/versions`, editor, asInput(old))).status,
      409,
    );
    const list = (await call('GET', `/v1/admin/courses/${COURSE}/exams`, editor)).body
      .data as AdminCourseExams;
    assert.ok(list.exams.some((exam) => exam.id === v2.id));
    assert.ok(!list.exams.some((exam) => exam.id === v1.id));
    assert.deepEqual(
      (await auditOf(v2.id)).map((entry) => [entry.action, entry.summary.replaces]),
      [['exam.version', v1.id]],
    );

    // A new learner sees and takes version 2, even through the old exam's id.
    const newcomer = await learnerOfCourse();
    const seen = await courseExamsFor(newcomer);
    assert.ok(seen.some((exam) => exam.id === v2.id));
    assert.ok(!seen.some((exam) => exam.id === v1.id));
    const joined = await call(
      'POST',
      `/v1/exams/joincourseexam/${v1.id}`,
      newcomer.auth.authorization,
    );
    assert.equal(joined.status, 200);
    const first = await call(
      'GET',
      `/v1/exams/gettestquestions/${(joined.body.data as { id: number }).id}`,
      newcomer.auth.authorization,
    );
    // Questions come shuffled per attempt: the one shown is version 2's, never version 1's text.
    const shown = (first.body.data as ExamQuestion).question;
    assert.ok(
      v2.questions.some((question) => question.question === shown),
      shown,
    );

    // The one who passed version 1 keeps it, with its certificate, and has passed the exam.
    const passed = (await courseExamsFor(passer)).find((exam) => exam.id === v1.id);
    assert.ok(passed, 'the passed version stays on their page');
    assert.equal(passed.isTestDone, true);
    assert.ok(passed.results[0]?.filePath);
    assert.ok(!(await courseExamsFor(passer)).some((exam) => exam.id === v2.id));
    assert.equal(
      (await call('POST', `/v1/exams/joincourseexam/${v2.id}`, passer.auth.authorization)).status,
      409,
    );
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: new URL(certificate).pathname + new URL(certificate).search,
    });
    assert.equal(pdf.statusCode, 200);
    const attempts = (await call('GET', `/v1/admin/exams/${v1.id}/attempts`, editor)).body
      .data as AdminExamAttempts;
    assert.ok(attempts.items.some((item) => item.id === passedAttempt && item.passed === true));

    // The one midway finishes version 1 where they started it.
    const midwayPage = (await courseExamsFor(midway)).find((exam) => exam.id === v1.id);
    assert.equal(midwayPage?.userExamId, midwayAttempt);
    const rejoin = await call(
      'POST',
      `/v1/exams/joincourseexam/${v1.id}`,
      midway.auth.authorization,
    );
    assert.equal((rejoin.body.data as { id: number }).id, midwayAttempt);
    const question = await call(
      'GET',
      `/v1/exams/gettestquestions/${midwayAttempt}`,
      midway.auth.authorization,
    );
    // Version 1's questions (in the attempt's own order), not version 2's.
    assert.ok(
      old.questions.some((row) => row.question === (question.body.data as ExamQuestion).question),
    );

    // The one who failed version 1 retakes version 2.
    const retake = (await courseExamsFor(failer)).find((exam) => exam.id === v2.id);
    assert.ok(retake);
    assert.equal(retake.isExamStarted, false);

    // The learner's progress counts the exam once.
    const courses = await call('GET', '/v1/courses/getusercourses', passer.auth.authorization);
    const progress = (
      courses.body.data as { id: number; progress: { examsPassed: number; examsTotal: number } }[]
    ).find((course) => course.id === COURSE)!.progress;
    assert.equal(progress.examsTotal, list.exams.length);
    assert.ok(progress.examsPassed >= 1);

    // Deleting an unstarted version 2 makes version 1 current again.
    const v3 = (await call('POST', `/v1/admin/exams/${v2.id}/versions`, editor, asInput(v2))).body
      .data as AdminExam;
    assert.equal((await call('DELETE', `/v1/admin/exams/${v3.id}`, editor)).status, 200);
    const back = (await call('GET', `/v1/admin/exams/${v2.id}`, editor)).body.data as AdminExam;
    assert.equal(back.replacedById, null);
  });
});

describe('attempts', () => {
  it('lists who took the exam, when, with points and result, a page at a time', async () => {
    const exam = await createExam();
    const passer = await learnerOfCourse();
    await takeExam(passer, exam.id, () => true);
    const failer = await learnerOfCourse();
    // Every answer wrong: each attempt asks in its own order, so no index is fixed.
    await takeExam(failer, exam.id, () => false);
    const open = await learnerOfCourse();
    await startExam(open, exam.id);

    const res = await call('GET', `/v1/admin/exams/${exam.id}/attempts?pageSize=2`, editor);
    assert.equal(res.status, 200, res.raw);
    const page1 = res.body.data as AdminExamAttempts;
    assert.equal(page1.totalItemCount, 3);
    assert.equal(page1.items.length, 2);
    // Newest first: the open attempt, then the rejected one.
    assert.deepEqual(
      page1.items.map((item) => [item.email, item.finishedAt, item.earnedPoints, item.passed]),
      [
        [open.email, null, null, null],
        [failer.email, page1.items[1]!.finishedAt, 0, false],
      ],
    );
    assert.equal(page1.items[1]!.name, failer.name);
    assert.ok(page1.items[1]!.finishedAt);
    const page2 = (
      await call('GET', `/v1/admin/exams/${exam.id}/attempts?page=2&pageSize=2`, editor)
    ).body.data as AdminExamAttempts;
    assert.deepEqual(
      page2.items.map((item) => [item.email, item.earnedPoints, item.passed]),
      [[passer.email, 100, true]],
    );
    assert.equal(
      (await call('GET', `/v1/admin/exams/${exam.id}/attempts?page=0`, editor)).status,
      400,
    );
    assert.equal((await call('GET', '/v1/admin/exams/999999/attempts', editor)).status, 404);
  });
});
