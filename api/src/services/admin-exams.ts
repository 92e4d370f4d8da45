import {
  examTotalPoints,
  type AdminCourseExams,
  type AdminExam,
  type AdminExamAttempts,
  type AdminExamPreview,
  type AdminExamQuestion,
  type adminExamCreateSchema,
  type adminExamUpdateSchema,
} from '@lms/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../db';
import { DomainError } from '../lib/domain-error';
import {
  lineageOf,
  type AdminExamRow,
  type AdminExamsRepository,
  type ExamFields,
  type QuestionWrite,
} from '../repositories/admin-exams';
import type { Queryable } from '../repositories/baskets';

/**
 * The back office's exams: create and edit an exam with its questions, preview it as
 * a learner sees it, list its attempts. Once someone has started an exam, what decides a
 * result (questions, options, points, pass mark, time) is frozen, because attempts and
 * certificates were made on it; staff then make a new version, which new learners take.
 */

/** One entry of the audit log; the route binds it to its request (who, role, request id). */
export interface ExamAuditEntry {
  action: 'exam.create' | 'exam.update' | 'exam.version' | 'exam.delete';
  objectType: 'exam';
  objectId: string;
  summary: Record<string, unknown>;
}
export type ExamAudit = (executor: Db, entry: ExamAuditEntry) => Promise<void>;

type CreateInput = z.output<typeof adminExamCreateSchema>;
type UpdateInput = z.output<typeof adminExamUpdateSchema>;

export interface AdminExamServiceDeps {
  db: Db;
  exams: AdminExamsRepository;
}

/** What decides a learner's result, without row ids: frozen once the exam is started. */
const frozenContent = (exam: {
  duration: number;
  requiredPointToPass: number;
  questionsPerAttempt: number | null;
  questions: QuestionWrite[];
}) =>
  JSON.stringify({
    duration: exam.duration,
    requiredPointToPass: exam.requiredPointToPass,
    questionsPerAttempt: exam.questionsPerAttempt,
    questions: exam.questions.map((question) => ({
      question: question.question,
      points: question.points,
      options: question.options.map((option) => [option.optionTitle, option.isCorrect]),
    })),
  });

/** The English title and description as stored: blank ones as '' (Turkish shows). */
const englishOf = (en: { title?: string; description?: string } = {}) => ({
  title: en.title?.trim() ? en.title : '',
  description: en.description?.trim() ? en.description : '',
});

const fieldsOf = (input: CreateInput | UpdateInput): ExamFields => ({
  courseTitleId: input.courseTitleId,
  title: input.title,
  description: input.description,
  en: englishOf(input.en),
  duration: input.duration,
  requiredPointToPass: input.requiredPointToPass,
  questionsPerAttempt: input.questionsPerAttempt,
  maxAttempts: input.maxAttempts,
  retakeWaitHours: input.retakeWaitHours,
});

/** What a save changed, for the audit log: changed fields, and the questions in counts. */
function changesOf(
  before: AdminExamRow,
  beforeQuestions: AdminExamQuestion[],
  input: UpdateInput,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const field of [
    'courseTitleId',
    'title',
    'description',
    'duration',
    'requiredPointToPass',
    'questionsPerAttempt',
    'maxAttempts',
    'retakeWaitHours',
  ] as const) {
    if (before[field] !== input[field]) {
      changes[field] =
        field === 'description' ? 'changed' : { from: before[field], to: input[field] };
    }
  }
  const en = englishOf(input.en);
  if ((before.en.title ?? '') !== en.title) {
    changes.enTitle = { from: before.en.title ?? '', to: en.title };
  }
  if ((before.en.description ?? '') !== en.description) changes.enDescription = 'changed';
  const oldIds = beforeQuestions.map((question) => question.id);
  const keptIds = input.questions.flatMap((question) => (question.id ? [question.id] : []));
  const added = input.questions.filter((question) => !question.id).length;
  const removed = oldIds.filter((id) => !keptIds.includes(id)).length;
  const edited = input.questions.filter((question) => {
    const old = beforeQuestions.find((row) => row.id === question.id);
    return (
      old &&
      frozenContent({ ...input, questions: [old] }) !==
        frozenContent({ ...input, questions: [question] })
    );
  }).length;
  const survivors = oldIds.filter((id) => keptIds.includes(id));
  const reordered = survivors.some((id, index) => keptIds[index] !== id);
  if (added || removed || edited || reordered) {
    changes.questions = { added, removed, edited, reordered, count: input.questions.length };
  }
  return changes;
}

export function createAdminExamService({ db, exams }: AdminExamServiceDeps) {
  async function existingExam(examId: number, q: Queryable = db, lock = false) {
    const exam = await exams.exam(examId, q, lock);
    if (!exam) throw new DomainError('notFound', 'examNotFound');
    return exam;
  }

  /** The section must be one of the exam's course's. */
  async function checkSection(courseId: number, courseTitleId: number, q: Queryable) {
    if ((await exams.sectionCourse(courseTitleId, q)) !== courseId) {
      throw new DomainError('invalid', 'examSectionNotInCourse');
    }
  }

  /** Every question and option id sent must be one of this exam's, each named once. */
  function checkIds(current: AdminExamQuestion[], input: UpdateInput) {
    const seenQuestions = new Set<number>();
    const seenOptions = new Set<number>();
    for (const question of input.questions) {
      if (question.id === undefined) {
        if (question.options.some((option) => option.id !== undefined)) {
          throw new DomainError('invalid', 'examItemUnknown');
        }
        continue;
      }
      const stored = current.find((row) => row.id === question.id);
      if (!stored || seenQuestions.has(question.id)) {
        throw new DomainError('invalid', 'examItemUnknown');
      }
      seenQuestions.add(question.id);
      for (const option of question.options) {
        if (option.id === undefined) continue;
        if (!stored.options.some((row) => row.id === option.id) || seenOptions.has(option.id)) {
          throw new DomainError('invalid', 'examItemUnknown');
        }
        seenOptions.add(option.id);
      }
    }
  }

  async function detail(examId: number, q: Queryable = db): Promise<AdminExam> {
    const exam = await existingExam(examId, q);
    const [questions, versions] = await Promise.all([
      exams.questions(examId, q),
      exams.versions(lineageOf(exam), q),
    ]);
    const attemptCount = versions.find((version) => version.id === examId)?.attemptCount ?? 0;
    return {
      id: exam.id,
      courseId: exam.courseId,
      courseName: exam.courseName,
      courseTitleId: exam.courseTitleId,
      title: exam.title,
      description: exam.description,
      en: englishOf(exam.en),
      duration: exam.duration,
      requiredPointToPass: exam.requiredPointToPass,
      questionsPerAttempt: exam.questionsPerAttempt,
      maxAttempts: exam.maxAttempts,
      retakeWaitHours: exam.retakeWaitHours,
      version: exam.version,
      revision: exam.revision,
      attemptCount,
      locked: attemptCount > 0,
      replacedById: exam.replacedById,
      versions,
      questions,
    };
  }

  /** Rows of a new exam (or version): the exam and every question as new. */
  async function insertWhole(
    input: CreateInput | UpdateInput,
    extra: { version?: number; originalExamId?: number | null; sort?: number },
    tx: Queryable,
  ): Promise<number> {
    const examId = await exams.insertExam({ ...fieldsOf(input), ...extra }, tx);
    await exams.writeQuestions(
      examId,
      input.questions.map((question) => ({
        question: question.question,
        points: question.points,
        options: question.options.map(({ optionTitle, isCorrect }) => ({ optionTitle, isCorrect })),
      })),
      tx,
    );
    return examId;
  }

  const contentSummary = (input: CreateInput | UpdateInput) => ({
    title: input.title,
    courseTitleId: input.courseTitleId,
    duration: input.duration,
    requiredPointToPass: input.requiredPointToPass,
    questionsPerAttempt: input.questionsPerAttempt,
    maxAttempts: input.maxAttempts,
    retakeWaitHours: input.retakeWaitHours,
    questions: input.questions.length,
    totalPoints: examTotalPoints(input.questions),
  });

  return {
    /** The courses to choose from, those with exams first. */
    courses: () => exams.examCourses(),

    /** A course's exams (the current version of each) and the sections they can go in. */
    async courseExams(courseId: number): Promise<AdminCourseExams> {
      const course = await exams.course(courseId);
      if (!course) throw new DomainError('notFound', 'examCourseNotFound');
      const [sections, list] = await Promise.all([
        exams.sections(courseId),
        exams.courseExams(courseId),
      ]);
      return { course, sections, exams: list };
    },

    /** A new exam with its questions, after the section's last exam. */
    async create(courseId: number, input: CreateInput, audit: ExamAudit): Promise<AdminExam> {
      const course = await exams.course(courseId);
      if (!course) throw new DomainError('notFound', 'examCourseNotFound');
      const examId = await db.transaction(async (tx) => {
        await checkSection(courseId, input.courseTitleId, tx);
        const id = await insertWhole(input, {}, tx);
        await audit(tx, {
          action: 'exam.create',
          objectType: 'exam',
          objectId: String(id),
          summary: { courseId, ...contentSummary(input) },
        });
        return id;
      });
      return detail(examId);
    },

    get: (examId: number) => detail(examId),

    /**
     * Saves the whole exam. A repeated save of what is stored already changes nothing (a double
     * click or a retry); otherwise the revision must be the stored one, and a started exam
     * takes only its title, description and section.
     */
    async update(examId: number, input: UpdateInput, audit: ExamAudit): Promise<AdminExam> {
      await db.transaction(async (tx) => {
        const exam = await existingExam(examId, tx, true);
        const questions = await exams.questions(examId, tx);
        checkIds(questions, input);
        const unchanged =
          frozenContent(input) === frozenContent({ ...exam, questions }) &&
          input.title === exam.title &&
          input.description === exam.description &&
          JSON.stringify(englishOf(input.en)) === JSON.stringify(englishOf(exam.en)) &&
          input.courseTitleId === exam.courseTitleId &&
          input.maxAttempts === exam.maxAttempts &&
          input.retakeWaitHours === exam.retakeWaitHours;
        if (unchanged) return;
        if (exam.replacedById !== null) throw new DomainError('conflict', 'examReplaced');
        if (input.revision !== exam.revision) {
          throw new DomainError('conflict', 'examChangedMeanwhile');
        }
        await checkSection(exam.courseId, input.courseTitleId, tx);
        const contentChanged = frozenContent(input) !== frozenContent({ ...exam, questions });
        if (contentChanged && (await exams.attemptCount(examId, tx)) > 0) {
          throw new DomainError('conflict', 'examLocked');
        }
        await exams.updateExam(examId, fieldsOf(input), tx);
        if (contentChanged) await exams.writeQuestions(examId, input.questions, tx);
        await audit(tx, {
          action: 'exam.update',
          objectType: 'exam',
          objectId: String(examId),
          summary: changesOf(exam, questions, input),
        });
      });
      return detail(examId);
    },

    /**
     * A new version: a copy of the exam with these questions, which new learners take from now
     * on. The old version stays as it is for its attempts and certificates.
     */
    async newVersion(examId: number, input: UpdateInput, audit: ExamAudit): Promise<AdminExam> {
      const newId = await db.transaction(async (tx) => {
        const exam = await existingExam(examId, tx, true);
        if (exam.replacedById !== null) throw new DomainError('conflict', 'examReplaced');
        if (input.revision !== exam.revision) {
          throw new DomainError('conflict', 'examChangedMeanwhile');
        }
        await checkSection(exam.courseId, input.courseTitleId, tx);
        const id = await insertWhole(
          input,
          {
            version: exam.version + 1,
            originalExamId: lineageOf(exam),
            sort: input.courseTitleId === exam.courseTitleId ? exam.sort : undefined,
          },
          tx,
        );
        await exams.markReplaced(examId, id, tx);
        await audit(tx, {
          action: 'exam.version',
          objectType: 'exam',
          objectId: String(id),
          summary: { replaces: examId, version: exam.version + 1, ...contentSummary(input) },
        });
        return id;
      });
      return detail(newId);
    },

    /** Deletes an exam nobody has started; the version it replaced becomes current again. */
    async remove(examId: number, audit: ExamAudit): Promise<void> {
      await db.transaction(async (tx) => {
        const exam = await existingExam(examId, tx, true);
        if (exam.replacedById !== null) throw new DomainError('conflict', 'examReplaced');
        if ((await exams.attemptCount(examId, tx)) > 0) {
          throw new DomainError('conflict', 'examHasAttempts');
        }
        await exams.deleteExam(examId, tx);
        await audit(tx, {
          action: 'exam.delete',
          objectType: 'exam',
          objectId: String(examId),
          summary: { title: exam.title, courseId: exam.courseId, version: exam.version },
        });
      });
    },

    /**
     * The exam as a learner is asked it: every question in the shape of
     * `GET /v1/exams/gettestquestions`, in asking order, never with the correct option.
     */
    async preview(examId: number): Promise<AdminExamPreview> {
      const exam = await existingExam(examId);
      const questions = await exams.questions(examId);
      const remainingSeconds = exam.duration > 0 ? exam.duration * 60 : null;
      return {
        id: exam.id,
        title: exam.title,
        description: exam.description,
        duration: exam.duration,
        requiredPointToPass: exam.requiredPointToPass,
        totalPoints: examTotalPoints(questions),
        questions: questions.map((question, index) => ({
          question: question.question,
          options: question.options.map(({ id, optionTitle }) => ({ id, optionTitle })),
          isEnd: false,
          index: index + 1,
          total: questions.length,
          remainingSeconds,
        })),
      };
    },

    /** A page of the exam's attempts: who, when, points, passed. */
    async attempts(examId: number, page: number, pageSize: number): Promise<AdminExamAttempts> {
      await existingExam(examId);
      const { rows, total } = await exams.attempts(examId, page, pageSize);
      return {
        items: rows.map((row) => ({
          ...row,
          startedAt: row.startedAt.toISOString(),
          finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
        })),
        totalItemCount: total,
        page,
        pageSize,
      };
    },
  };
}
export type AdminExamService = ReturnType<typeof createAdminExamService>;
