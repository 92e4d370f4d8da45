import { issuesOf } from '../testing/issues';
import {
  adminCourseExamsResponseSchema,
  adminExamAttemptsQuery,
  adminExamAttemptsResponseSchema,
  adminExamCoursesResponseSchema,
  adminExamCreateSchema,
  adminExamPreviewResponseSchema,
  adminExamResponseSchema,
  adminExamUpdateSchema,
  examIdParam,
  examReachablePoints,
  examTotalPoints,
} from './admin-exams';
import { MAX_PAGE } from './courses';

const option = (optionTitle: string, isCorrect = false) => ({ optionTitle, isCorrect });
const question = (points: number, overrides: Record<string, unknown> = {}) => ({
  question: 'Hangi belge ihracatta zorunludur?',
  points,
  options: [option('Ticari fatura', true), option('Kira sözleşmesi')],
  ...overrides,
});
/** An exam of two questions worth 10 and 20 points, passed with 10. */
const exam = (overrides: Record<string, unknown> = {}) => ({
  courseTitleId: 3,
  title: 'Ara sınav',
  description: 'Birinci bölümün soruları',
  duration: 30,
  requiredPointToPass: 10,
  questions: [question(10), question(20)],
  ...overrides,
});
const withQuestion = (overrides: Record<string, unknown>) =>
  exam({ questions: [question(10, overrides), question(20)] });
const withOption = (overrides: Record<string, unknown>) =>
  withQuestion({ options: [{ ...option('Ticari fatura', true), ...overrides }, option('Makbuz')] });
const long = (length: number) => 'ş'.repeat(length);
/** A text of `length` characters with a line break and a tab inside. */
const lines = (length: number) => `ğ\n\t${'ğ'.repeat(length - 3)}`;

describe('an exam as the back office sends it (spec: exams)', () => {
  it('reads a valid exam trimmed, with the defaults of what it leaves out', () => {
    expect(adminExamCreateSchema.parse(exam({ title: '  Ara sınav  ' }))).toEqual({
      ...exam(),
      en: { title: '', description: '' },
      questionsPerAttempt: null,
      maxAttempts: null,
      retakeWaitHours: 0,
    });
    const settings = {
      en: { title: 'Midterm', description: 'Questions of part one' },
      questionsPerAttempt: 1,
      maxAttempts: 3,
      retakeWaitHours: 24,
    };
    expect(adminExamCreateSchema.parse(exam(settings))).toMatchObject(settings);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no section', { courseTitleId: undefined }, 'courseTitleId', 'examSectionRequired'],
    ['section 0', { courseTitleId: 0 }, 'courseTitleId', 'examSectionRequired'],
    ['a blank title', { title: '   ' }, 'title', 'examTitleRequired'],
    ['a title of 201', { title: long(201) }, 'title', 'examTitleTooLong'],
    ['a title on two lines', { title: 'Ara\nsınav' }, 'title', 'invalidCharacters'],
    ['a description of 2001', { description: long(2001) }, 'description', 'examDescriptionTooLong'],
    ['an English title of 201', { en: { title: long(201) } }, 'en.title', 'examTitleTooLong'],
    [
      'an English description of 2001',
      { en: { description: long(2001) } },
      'en.description',
      'examDescriptionTooLong',
    ],
    ['601 minutes', { duration: 601 }, 'duration', 'examDurationInvalid'],
    ['-1 minutes', { duration: -1 }, 'duration', 'examDurationInvalid'],
    ['1.5 minutes', { duration: 1.5 }, 'duration', 'examDurationInvalid'],
    [
      'a pass mark of -1',
      { requiredPointToPass: -1 },
      'requiredPointToPass',
      'examRequiredPointsInvalid',
    ],
    [
      'a pass mark as text',
      { requiredPointToPass: '10' },
      'requiredPointToPass',
      'examRequiredPointsInvalid',
    ],
    [
      'a draw of 0',
      { questionsPerAttempt: 0, requiredPointToPass: 0 },
      'questionsPerAttempt',
      'examQuestionsPerAttemptInvalid',
    ],
    [
      'a draw of 101',
      { questionsPerAttempt: 101 },
      'questionsPerAttempt',
      'examQuestionsPerAttemptInvalid',
    ],
    ['0 attempts', { maxAttempts: 0 }, 'maxAttempts', 'examMaxAttemptsInvalid'],
    ['101 attempts', { maxAttempts: 101 }, 'maxAttempts', 'examMaxAttemptsInvalid'],
    ['a wait of -1 h', { retakeWaitHours: -1 }, 'retakeWaitHours', 'examRetakeWaitInvalid'],
    ['a wait of 2161 h', { retakeWaitHours: 2161 }, 'retakeWaitHours', 'examRetakeWaitInvalid'],
    [
      'no questions',
      { questions: [], requiredPointToPass: 0 },
      'questions',
      'examQuestionsRequired',
    ],
    ['questions not a list', { questions: 'soru' }, 'questions', 'invalidRequest'],
    [
      '101 questions',
      { questions: Array.from({ length: 101 }, () => question(1)) },
      'questions',
      'examQuestionsTooMany',
    ],
  ])('refuses %s, naming the field', (_, overrides, path, message) => {
    expect(issuesOf(adminExamCreateSchema, exam(overrides))).toEqual({ [path]: message });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a blank question', { question: ' ' }, 'question', 'examQuestionRequired'],
    ['a question of 1001', { question: long(1001) }, 'question', 'examQuestionTooLong'],
    ['0 points', { points: 0 }, 'points', 'examPointsInvalid'],
    ['1001 points', { points: 1001 }, 'points', 'examPointsInvalid'],
    ['one option', { options: [option('Fatura', true)] }, 'options', 'examOptionsTooFew'],
    [
      'eleven options',
      {
        options: [option('Fatura', true), ...Array.from({ length: 10 }, (_, i) => option(`${i}`))],
      },
      'options',
      'examOptionsTooMany',
    ],
    ['options not a list', { options: {} }, 'options', 'invalidRequest'],
    [
      'no correct option',
      { options: [option('A'), option('B')] },
      'options',
      'examCorrectOptionMissing',
    ],
    [
      'two correct options',
      { options: [option('A', true), option('B', true), option('C')] },
      'options',
      'examCorrectOptionNotUnique',
    ],
  ])('refuses a question with %s, naming its field', (_, overrides, path, message) => {
    expect(issuesOf(adminExamCreateSchema, withQuestion(overrides))).toEqual({
      [`questions.0.${path}`]: message,
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a blank option', { optionTitle: '' }, 'optionTitle', 'examOptionRequired'],
    ['an option of 501', { optionTitle: long(501) }, 'optionTitle', 'examOptionTooLong'],
    ['an option on two lines', { optionTitle: 'A\nB' }, 'optionTitle', 'invalidCharacters'],
    ['"correct" as text', { isCorrect: 'evet' }, 'isCorrect', 'invalidRequest'],
    ['an option id of 0', { id: 0 }, 'id', 'invalidId'],
  ])('refuses %s, naming the option field', (_, overrides, path, message) => {
    expect(issuesOf(adminExamCreateSchema, withOption(overrides))).toEqual({
      [`questions.0.options.0.${path}`]: message,
    });
  });

  it('takes every limit itself, and line breaks where a text is a box', () => {
    const atLimits = exam({
      title: long(200),
      description: lines(2000),
      en: { title: long(200), description: lines(2000) },
      duration: 600,
      requiredPointToPass: 0,
      questionsPerAttempt: 2,
      maxAttempts: 100,
      retakeWaitHours: 2160,
      questions: [
        question(1000, {
          id: 7,
          question: lines(1000),
          options: [
            { id: 8, ...option(long(500), true) },
            ...Array.from({ length: 9 }, (_, i) => option(`Seçenek ${i}`)),
          ],
        }),
        question(1),
      ],
    });
    expect(issuesOf(adminExamCreateSchema, atLimits)).toEqual({});
    expect(issuesOf(adminExamCreateSchema, exam({ duration: 0 }))).toEqual({});
    const hundred = Array.from({ length: 100 }, () => question(1));
    expect(issuesOf(adminExamCreateSchema, exam({ questions: hundred }))).toEqual({});
  });
});

describe('a pass mark every attempt can reach', () => {
  it('refuses a pass mark above the points of all questions, and takes it equal', () => {
    expect(issuesOf(adminExamCreateSchema, exam({ requiredPointToPass: 30 }))).toEqual({});
    expect(issuesOf(adminExamCreateSchema, exam({ requiredPointToPass: 31 }))).toEqual({
      requiredPointToPass: 'examRequiredPointsTooHigh',
    });
  });

  it('with a draw, counts the smallest questions a learner may be given', () => {
    const drawOne = { questionsPerAttempt: 1 };
    expect(issuesOf(adminExamCreateSchema, exam({ ...drawOne, requiredPointToPass: 10 }))).toEqual(
      {},
    );
    expect(issuesOf(adminExamCreateSchema, exam({ ...drawOne, requiredPointToPass: 11 }))).toEqual({
      requiredPointToPass: 'examRequiredPointsTooHigh',
    });
  });

  it('refuses a draw larger than the questions, and takes one as large', () => {
    expect(issuesOf(adminExamCreateSchema, exam({ questionsPerAttempt: 2 }))).toEqual({});
    expect(issuesOf(adminExamCreateSchema, exam({ questionsPerAttempt: 3 }))).toEqual({
      questionsPerAttempt: 'examQuestionsPerAttemptTooMany',
    });
  });

  it('sums the points, or the N smallest for a draw of N, leaving the questions in order', () => {
    const questions = [{ points: 30 }, { points: 10 }, { points: 20 }];
    expect(examTotalPoints(questions)).toBe(60);
    expect(examTotalPoints([])).toBe(0);
    expect(examReachablePoints(questions, null)).toBe(60);
    expect(examReachablePoints(questions, undefined)).toBe(60);
    expect(examReachablePoints(questions, 3)).toBe(60);
    expect(examReachablePoints(questions, 4)).toBe(60);
    expect(examReachablePoints(questions, 2)).toBe(30);
    expect(examReachablePoints(questions, 1)).toBe(10);
    expect(examReachablePoints([{ points: 5 }, { points: 40 }, { points: 1 }], 2)).toBe(6);
    expect(questions.map((q) => q.points)).toEqual([30, 10, 20]);
  });
});

describe('saving an exam over the revision it was read at', () => {
  it('needs the revision, and keeps the same rules as a new exam', () => {
    expect(adminExamUpdateSchema.parse(exam({ revision: 4 }))).toMatchObject({ revision: 4 });
    expect(issuesOf(adminExamUpdateSchema, exam())).toEqual({ revision: 'invalidRequest' });
    expect(issuesOf(adminExamUpdateSchema, exam({ revision: 0 }))).toEqual({
      revision: 'invalidRequest',
    });
    expect(issuesOf(adminExamUpdateSchema, exam({ revision: 1, requiredPointToPass: 31 }))).toEqual(
      { requiredPointToPass: 'examRequiredPointsTooHigh' },
    );
  });
});

describe("an exam's path and its attempts' pages", () => {
  it('reads the exam id from the path', () => {
    expect(examIdParam.parse({ examId: '12' })).toEqual({ examId: 12 });
    expect(issuesOf(examIdParam, { examId: '0' })).toEqual({ examId: 'invalidId' });
    expect(issuesOf(examIdParam, { examId: 'sınav' })).toEqual({ examId: 'invalidId' });
  });

  it('pages 20 attempts at a time from the first, up to 100 and the last page', () => {
    expect(adminExamAttemptsQuery.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(adminExamAttemptsQuery.parse({ page: '3', pageSize: '100' })).toEqual({
      page: 3,
      pageSize: 100,
    });
    expect(adminExamAttemptsQuery.parse({ page: String(MAX_PAGE), pageSize: '1' })).toEqual({
      page: MAX_PAGE,
      pageSize: 1,
    });
    for (const page of ['0', '1.5', 'ilk', String(MAX_PAGE + 1)]) {
      expect(issuesOf(adminExamAttemptsQuery, { page })).toEqual({ page: 'pageInvalid' });
    }
    for (const pageSize of ['0', '2.5', 'yirmi', '101']) {
      expect(issuesOf(adminExamAttemptsQuery, { pageSize })).toEqual({ pageSize: 'pageInvalid' });
    }
  });
});

describe('what the exams back office answers', () => {
  it('reads each answer whole, nulls included', () => {
    const examAnswer = {
      id: 5,
      courseId: 2,
      courseName: 'Dış Ticaret',
      courseTitleId: 3,
      title: 'Ara sınav',
      description: '',
      en: { title: 'Midterm', description: '' },
      duration: 30,
      requiredPointToPass: 10,
      questionsPerAttempt: null,
      maxAttempts: 3,
      retakeWaitHours: 0,
      version: 2,
      revision: 7,
      attemptCount: 1,
      locked: true,
      replacedById: null,
      versions: [{ id: 4, version: 1, attemptCount: 6, current: false }],
      questions: [
        {
          id: 9,
          question: 'Soru',
          points: 10,
          options: [{ id: 11, optionTitle: 'A', isCorrect: true }],
        },
      ],
    };
    const courseExams = {
      course: { id: 2, name: 'Dış Ticaret' },
      sections: [{ id: 3, titleName: 'Giriş' }],
      exams: [
        {
          id: 5,
          courseTitleId: 3,
          titleName: 'Giriş',
          title: 'Ara sınav',
          duration: 30,
          requiredPointToPass: 10,
          questionCount: 2,
          totalPoints: 30,
          attemptCount: 1,
          version: 2,
          locked: true,
        },
      ],
    };
    const preview = {
      id: 5,
      title: 'Ara sınav',
      description: '',
      duration: 30,
      requiredPointToPass: 10,
      totalPoints: 30,
      questions: [
        { question: 'Soru', options: [{ id: 11, optionTitle: 'A' }], isEnd: true, index: 1 },
      ],
    };
    const attempts = {
      items: [
        {
          id: 1,
          name: 'Ayşe',
          surname: 'Yılmaz',
          email: 'ayse@example.com',
          startedAt: '2026-11-01T10:00:00.000Z',
          finishedAt: null,
          earnedPoints: null,
          passed: null,
        },
      ],
      totalItemCount: 1,
      page: 1,
      pageSize: 20,
    };
    const courses = [
      { id: 2, name: 'Dış Ticaret', courseTypeId: 1, sectionCount: 3, examCount: 1 },
    ];
    expect(adminExamResponseSchema.parse(examAnswer)).toEqual(examAnswer);
    expect(adminCourseExamsResponseSchema.parse(courseExams)).toEqual(courseExams);
    expect(adminExamPreviewResponseSchema.parse(preview)).toEqual(preview);
    expect(adminExamAttemptsResponseSchema.parse(attempts)).toEqual(attempts);
    expect(adminExamCoursesResponseSchema.parse(courses)).toEqual(courses);
  });
});
