import { z } from 'zod';
import { englishTexts } from './admin-content';
import { MAX_PAGE } from './courses';
import type { ExamQuestion } from './exams';
import { idField, idParamField, intField, pageParamField, textField } from './fields';
import { examQuestionSchema } from './responses';

/**
 * The back office's exams: an exam of a course section, its questions with their
 * options, one correct option each, and their points. The whole exam is edited as one document
 * (title, settings and the ordered questions); the array order is the asking order.
 */

export const EXAM_LIMITS = {
  title: 200,
  description: 2000,
  /** Minutes; 0 means untimed. */
  duration: 600,
  question: 1000,
  option: 500,
  questions: 100,
  minOptions: 2,
  maxOptions: 10,
  points: 1000,
  attempts: 100,
  /** A wait between attempts of at most 90 days. */
  retakeWaitHours: 2160,
} as const;

export const adminExamOptionSchema = z.object({
  /** Kept when the option exists already; left out for a new one. */
  id: idField().optional(),
  optionTitle: textField({ max: EXAM_LIMITS.option, tooLong: 'examOptionTooLong' }).min(
    1,
    'examOptionRequired',
  ),
  isCorrect: z.boolean('invalidRequest'),
});
export type AdminExamOptionInput = z.input<typeof adminExamOptionSchema>;

export const adminExamQuestionSchema = z
  .object({
    id: idField().optional(),
    question: textField({
      max: EXAM_LIMITS.question,
      multiline: true,
      tooLong: 'examQuestionTooLong',
    }).min(1, 'examQuestionRequired'),
    points: intField({ min: 1, max: EXAM_LIMITS.points, message: 'examPointsInvalid' }),
    options: z
      .array(adminExamOptionSchema, 'invalidRequest')
      .min(EXAM_LIMITS.minOptions, 'examOptionsTooFew')
      .max(EXAM_LIMITS.maxOptions, 'examOptionsTooMany'),
  })
  .superRefine((question, ctx) => {
    const correct = question.options.filter((option) => option.isCorrect).length;
    if (correct !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: correct === 0 ? 'examCorrectOptionMissing' : 'examCorrectOptionNotUnique',
      });
    }
  });
export type AdminExamQuestionInput = z.input<typeof adminExamQuestionSchema>;

const examShape = {
  /** The course section (courseTitles) the exam sits in. */
  courseTitleId: idField('examSectionRequired'),
  title: textField({ max: EXAM_LIMITS.title, tooLong: 'examTitleTooLong' }).min(
    1,
    'examTitleRequired',
  ),
  description: textField({
    max: EXAM_LIMITS.description,
    multiline: true,
    tooLong: 'examDescriptionTooLong',
  }),
  /**
   * The English title and description, what learners reading English see before the
   * exam starts; blank or left out, they see the Turkish. Questions and options stay Turkish.
   */
  en: englishTexts({
    title: textField({ max: EXAM_LIMITS.title, tooLong: 'examTitleTooLong' }).default(''),
    description: textField({
      max: EXAM_LIMITS.description,
      multiline: true,
      tooLong: 'examDescriptionTooLong',
    }).default(''),
  }),
  duration: intField({ min: 0, max: EXAM_LIMITS.duration, message: 'examDurationInvalid' }),
  requiredPointToPass: intField({ min: 0, message: 'examRequiredPointsInvalid' }),
  /**
   * Questions each attempt draws from the bank (null: all of them), attempts a learner
   * has (null: no limit), and hours to wait after a failed attempt (0: none). Left out, an exam
   * asks every question with no limit, as before.
   */
  questionsPerAttempt: intField({
    min: 1,
    max: EXAM_LIMITS.questions,
    message: 'examQuestionsPerAttemptInvalid',
  })
    .nullable()
    .default(null),
  maxAttempts: intField({ min: 1, max: EXAM_LIMITS.attempts, message: 'examMaxAttemptsInvalid' })
    .nullable()
    .default(null),
  retakeWaitHours: intField({
    min: 0,
    max: EXAM_LIMITS.retakeWaitHours,
    message: 'examRetakeWaitInvalid',
  }).default(0),
  questions: z
    .array(adminExamQuestionSchema, 'invalidRequest')
    .min(1, 'examQuestionsRequired')
    .max(EXAM_LIMITS.questions, 'examQuestionsTooMany'),
};

/** The points a learner can earn at most: the sum of the questions' points. */
export const examTotalPoints = (questions: readonly { points: number }[]) =>
  questions.reduce((sum, question) => sum + question.points, 0);

/**
 * The points an attempt can earn at most, whatever it draws: all questions' points, or with a
 * draw of N the N smallest, so that every draw can reach the pass mark.
 */
export const examReachablePoints = (
  questions: readonly { points: number }[],
  questionsPerAttempt: number | null | undefined,
) =>
  examTotalPoints(
    questionsPerAttempt == null
      ? questions
      : [...questions].sort((a, b) => a.points - b.points).slice(0, questionsPerAttempt),
  );

/** A pass mark no learner could reach is refused, by the field; so is a draw larger than the bank. */
const passMarkReachable = (
  exam: {
    requiredPointToPass: number;
    questionsPerAttempt?: number | null;
    questions: { points: number }[];
  },
  ctx: z.RefinementCtx,
) => {
  if ((exam.questionsPerAttempt ?? 0) > exam.questions.length) {
    ctx.addIssue({
      code: 'custom',
      path: ['questionsPerAttempt'],
      message: 'examQuestionsPerAttemptTooMany',
    });
  }
  if (exam.requiredPointToPass > examReachablePoints(exam.questions, exam.questionsPerAttempt)) {
    ctx.addIssue({
      code: 'custom',
      path: ['requiredPointToPass'],
      message: 'examRequiredPointsTooHigh',
    });
  }
};

/** `POST /v1/admin/courses/{courseId}/exams`: a new exam with its questions. */
export const adminExamCreateSchema = z.object(examShape).superRefine(passMarkReachable);
export type AdminExamInput = z.input<typeof adminExamCreateSchema>;

/**
 * `PUT /v1/admin/exams/{examId}` and `POST /v1/admin/exams/{examId}/versions`: the whole exam, with
 * the revision it was read at (a save over someone else's newer save is refused).
 */
export const adminExamUpdateSchema = z
  .object({ ...examShape, revision: intField({ min: 1, message: 'invalidRequest' }) })
  .superRefine(passMarkReachable);
export type AdminExamUpdateInput = z.input<typeof adminExamUpdateSchema>;

export const examIdParam = z.object({ examId: idParamField() });

export const adminExamAttemptsQuery = z.object({
  page: pageParamField(MAX_PAGE).default(1),
  pageSize: pageParamField(100).default(20),
});
export type AdminExamAttemptsQuery = z.input<typeof adminExamAttemptsQuery>;

// ----- answers -----------------------------------------------------------------------------

export interface AdminExamOption {
  id: number;
  optionTitle: string;
  isCorrect: boolean;
}

export interface AdminExamQuestion {
  id: number;
  question: string;
  points: number;
  options: AdminExamOption[];
}

/** One version of an exam's lineage (version 1 is the first). */
export interface AdminExamVersion {
  id: number;
  version: number;
  attemptCount: number;
  /** Whether new learners take this one (the newest version). */
  current: boolean;
}

/** An exam as the editor reads it. */
export interface AdminExam {
  id: number;
  courseId: number;
  courseName: string;
  courseTitleId: number;
  title: string;
  description: string;
  /** The English title and description as stored; '' where there is none. */
  en: { title: string; description: string };
  duration: number;
  requiredPointToPass: number;
  /** Questions drawn per attempt (null: all), attempts allowed (null: no limit), wait. */
  questionsPerAttempt: number | null;
  maxAttempts: number | null;
  retakeWaitHours: number;
  /** Which version of the exam this is (1, 2, …). */
  version: number;
  /** Changes with every save; a save names the revision it was read at. */
  revision: number;
  /** How many attempts (started or finished) there are of this version. */
  attemptCount: number;
  /** Someone has started it: its questions, options, points, pass mark and time are frozen. */
  locked: boolean;
  /** The newer version that replaced this one for new learners; null while it is current. */
  replacedById: number | null;
  versions: AdminExamVersion[];
  questions: AdminExamQuestion[];
}

/** A row of a course's exam list (the current version of each exam). */
export interface AdminExamSummary {
  id: number;
  courseTitleId: number;
  titleName: string;
  title: string;
  duration: number;
  requiredPointToPass: number;
  questionCount: number;
  totalPoints: number;
  attemptCount: number;
  version: number;
  locked: boolean;
}

/** A course of the exams' start page: how many sections and exams (current versions) it has. */
export interface AdminExamCourse {
  id: number;
  name: string;
  courseTypeId: number;
  sectionCount: number;
  examCount: number;
}

export interface AdminCourseExams {
  course: { id: number; name: string };
  /** The course's sections, in their order: where an exam can go. */
  sections: { id: number; titleName: string }[];
  exams: AdminExamSummary[];
}

/** The exam as a learner sees it: each question in the learner API's shape, in asking order. */
export interface AdminExamPreview {
  id: number;
  title: string;
  description: string;
  duration: number;
  requiredPointToPass: number;
  totalPoints: number;
  questions: ExamQuestion[];
}

export interface AdminExamAttempt {
  id: number;
  name: string;
  surname: string;
  email: string;
  startedAt: string;
  /** Null while the attempt is open; then points and passed are null too. */
  finishedAt: string | null;
  earnedPoints: number | null;
  passed: boolean | null;
}

export interface AdminExamAttempts {
  items: AdminExamAttempt[];
  totalItemCount: number;
  page: number;
  pageSize: number;
}

const adminExamOptionAnswer = z.object({
  id: z.number(),
  optionTitle: z.string(),
  isCorrect: z.boolean(),
}) satisfies z.ZodType<AdminExamOption>;

const adminExamQuestionAnswer = z.object({
  id: z.number(),
  question: z.string(),
  points: z.number(),
  options: z.array(adminExamOptionAnswer),
}) satisfies z.ZodType<AdminExamQuestion>;

export const adminExamResponseSchema = z.object({
  id: z.number(),
  courseId: z.number(),
  courseName: z.string(),
  courseTitleId: z.number(),
  title: z.string(),
  description: z.string(),
  en: z.object({ title: z.string(), description: z.string() }),
  duration: z.number(),
  requiredPointToPass: z.number(),
  questionsPerAttempt: z.number().nullable(),
  maxAttempts: z.number().nullable(),
  retakeWaitHours: z.number(),
  version: z.number(),
  revision: z.number(),
  attemptCount: z.number(),
  locked: z.boolean(),
  replacedById: z.number().nullable(),
  versions: z.array(
    z.object({
      id: z.number(),
      version: z.number(),
      attemptCount: z.number(),
      current: z.boolean(),
    }),
  ),
  questions: z.array(adminExamQuestionAnswer),
}) satisfies z.ZodType<AdminExam>;

export const adminCourseExamsResponseSchema = z.object({
  course: z.object({ id: z.number(), name: z.string() }),
  sections: z.array(z.object({ id: z.number(), titleName: z.string() })),
  exams: z.array(
    z.object({
      id: z.number(),
      courseTitleId: z.number(),
      titleName: z.string(),
      title: z.string(),
      duration: z.number(),
      requiredPointToPass: z.number(),
      questionCount: z.number(),
      totalPoints: z.number(),
      attemptCount: z.number(),
      version: z.number(),
      locked: z.boolean(),
    }),
  ),
}) satisfies z.ZodType<AdminCourseExams>;

export const adminExamPreviewResponseSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  duration: z.number(),
  requiredPointToPass: z.number(),
  totalPoints: z.number(),
  questions: z.array(examQuestionSchema),
}) satisfies z.ZodType<AdminExamPreview>;

export const adminExamAttemptsResponseSchema = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      surname: z.string(),
      email: z.string(),
      startedAt: z.string(),
      finishedAt: z.string().nullable(),
      earnedPoints: z.number().nullable(),
      passed: z.boolean().nullable(),
    }),
  ),
  totalItemCount: z.number(),
  page: z.number(),
  pageSize: z.number(),
}) satisfies z.ZodType<AdminExamAttempts>;

export const adminExamCoursesResponseSchema = z.array(
  z.object({
    id: z.number(),
    name: z.string(),
    courseTypeId: z.number(),
    sectionCount: z.number(),
    examCount: z.number(),
  }) satisfies z.ZodType<AdminExamCourse>,
);
