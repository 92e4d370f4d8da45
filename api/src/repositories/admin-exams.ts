import { and, asc, count, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { AdminExamCourse, AdminExamQuestion, AdminExamSummary } from '@lms/shared/contracts';
import type { Db } from '../db';
import {
  courseTitles,
  courses,
  examOptions,
  examQuestions,
  exams,
  userExams,
  users,
} from '../db/schema';
import type { Queryable } from './baskets';

/** An exam row with its course, as the back office's rules need it. */
export interface AdminExamRow {
  id: number;
  courseTitleId: number;
  courseId: number;
  courseName: string;
  title: string;
  description: string;
  /** English versions as stored. */
  en: { title?: string; description?: string };
  duration: number;
  requiredPointToPass: number;
  questionsPerAttempt: number | null;
  maxAttempts: number | null;
  retakeWaitHours: number;
  sort: number;
  version: number;
  originalExamId: number | null;
  replacedById: number | null;
  revision: number;
}

/** The exam's own fields a save writes. */
export interface ExamFields {
  courseTitleId: number;
  title: string;
  description: string;
  /** English title and description; '' where there is none. */
  en: { title: string; description: string };
  duration: number;
  requiredPointToPass: number;
  /** The draw per attempt (null: all), the attempts (null: no limit), the wait. */
  questionsPerAttempt: number | null;
  maxAttempts: number | null;
  retakeWaitHours: number;
}

/** A question to write: with the id of an existing row, or without for a new one. */
export interface QuestionWrite {
  id?: number;
  question: string;
  points: number;
  options: { id?: number; optionTitle: string; isCorrect: boolean }[];
}

const examColumns = {
  id: exams.id,
  courseTitleId: exams.courseTitleId,
  courseId: courseTitles.courseId,
  courseName: courses.name,
  title: exams.title,
  description: exams.description,
  en: exams.en,
  duration: exams.duration,
  requiredPointToPass: exams.requiredPointToPass,
  questionsPerAttempt: exams.questionsPerAttempt,
  maxAttempts: exams.maxAttempts,
  retakeWaitHours: exams.retakeWaitHours,
  sort: exams.sort,
  version: exams.version,
  originalExamId: exams.originalExamId,
  replacedById: exams.replacedById,
  revision: exams.revision,
};

/** The id every version of an exam shares: its first version's. */
export const lineageOf = (exam: { id: number; originalExamId: number | null }) =>
  exam.originalExamId ?? exam.id;

/**
 * Rows of the back office's exams: exams, their questions and options, versions and attempts.
 * It decides nothing; `services/admin-exams.ts` holds the rules.
 */
export function createAdminExamsRepository(db: Db) {
  async function attemptCounts(examIds: number[], q: Queryable = db) {
    if (examIds.length === 0) return new Map<number, number>();
    const rows = await q
      .select({ examId: userExams.examId, attempts: count() })
      .from(userExams)
      .where(inArray(userExams.examId, examIds))
      .groupBy(userExams.examId);
    return new Map(rows.map((row) => [row.examId, row.attempts]));
  }

  return {
    async course(courseId: number) {
      const [row] = await db
        .select({ id: courses.id, name: courses.name })
        .from(courses)
        .where(eq(courses.id, courseId))
        .limit(1);
      return row ?? null;
    },

    /** Every course, with how many sections and exams (current versions) it has. */
    async examCourses(): Promise<AdminExamCourse[]> {
      const rows = await db
        .select({
          id: courses.id,
          name: courses.name,
          courseTypeId: courses.courseTypeId,
          // Written out: drizzle leaves a one-table select's columns unqualified.
          sectionCount: sql<number>`(select count(*) from course_titles ct where ct.course_id = courses.id)::int`,
          examCount: sql<number>`(select count(*) from exams e inner join course_titles ct on ct.id = e.course_title_id where ct.course_id = courses.id and e.replaced_by_id is null)::int`,
        })
        .from(courses);
      return rows.sort((a, b) => b.examCount - a.examCount || a.name.localeCompare(b.name, 'tr'));
    },

    /** The course's sections in their order. */
    sections(courseId: number) {
      return db
        .select({ id: courseTitles.id, titleName: courseTitles.titleName })
        .from(courseTitles)
        .where(eq(courseTitles.courseId, courseId))
        .orderBy(asc(courseTitles.sort), asc(courseTitles.id));
    },

    /** The course a section belongs to; null when there is no such section. */
    async sectionCourse(courseTitleId: number, q: Queryable = db): Promise<number | null> {
      const [row] = await q
        .select({ courseId: courseTitles.courseId })
        .from(courseTitles)
        .where(eq(courseTitles.id, courseTitleId))
        .limit(1);
      return row?.courseId ?? null;
    },

    /** The current version of each of the course's exams, in the learner's order. */
    async courseExams(courseId: number): Promise<AdminExamSummary[]> {
      const rows = await db
        .select({
          id: exams.id,
          courseTitleId: exams.courseTitleId,
          titleName: courseTitles.titleName,
          title: exams.title,
          duration: exams.duration,
          requiredPointToPass: exams.requiredPointToPass,
          version: exams.version,
          questionCount: sql<number>`(select count(*) from ${examQuestions} where ${examQuestions.examId} = ${exams.id})::int`,
          totalPoints: sql<number>`(select coalesce(sum(${examQuestions.points}), 0) from ${examQuestions} where ${examQuestions.examId} = ${exams.id})::int`,
          attemptCount: sql<number>`(select count(*) from ${userExams} where ${userExams.examId} = ${exams.id})::int`,
        })
        .from(exams)
        .innerJoin(courseTitles, eq(courseTitles.id, exams.courseTitleId))
        .where(and(eq(courseTitles.courseId, courseId), isNull(exams.replacedById)))
        .orderBy(asc(courseTitles.sort), asc(courseTitles.id), asc(exams.sort), asc(exams.id));
      return rows.map((row) => ({ ...row, locked: row.attemptCount > 0 }));
    },

    /** The exam with its course; with a transaction, its row stays locked until the end. */
    async exam(examId: number, q: Queryable = db, lock = false): Promise<AdminExamRow | null> {
      const query = q
        .select(examColumns)
        .from(exams)
        .innerJoin(courseTitles, eq(courseTitles.id, exams.courseTitleId))
        .innerJoin(courses, eq(courses.id, courseTitles.courseId))
        .where(eq(exams.id, examId))
        .limit(1);
      // FOR UPDATE (not NO KEY UPDATE): a learner's new attempt takes a key-share lock on the
      // exam through its foreign key, so starting and changing an exam wait for each other.
      const [row] = lock ? await query.for('update', { of: exams }) : await query;
      return row ?? null;
    },

    /** The exam's questions in asking order, each with its options in showing order. */
    async questions(examId: number, q: Queryable = db): Promise<AdminExamQuestion[]> {
      const rows = await q
        .select({
          id: examQuestions.id,
          question: examQuestions.question,
          points: examQuestions.points,
          optionId: examOptions.id,
          optionTitle: examOptions.optionTitle,
          isCorrect: examOptions.isCorrect,
        })
        .from(examQuestions)
        .leftJoin(examOptions, eq(examOptions.questionId, examQuestions.id))
        .where(eq(examQuestions.examId, examId))
        .orderBy(
          asc(examQuestions.sort),
          asc(examQuestions.id),
          asc(examOptions.sort),
          asc(examOptions.id),
        );
      const questions = new Map<number, AdminExamQuestion>();
      for (const row of rows) {
        let question = questions.get(row.id);
        if (!question) {
          question = { id: row.id, question: row.question, points: row.points, options: [] };
          questions.set(row.id, question);
        }
        if (row.optionId !== null) {
          question.options.push({
            id: row.optionId,
            optionTitle: row.optionTitle ?? '',
            isCorrect: row.isCorrect ?? false,
          });
        }
      }
      return [...questions.values()];
    },

    async attemptCount(examId: number, q: Queryable = db): Promise<number> {
      return (await attemptCounts([examId], q)).get(examId) ?? 0;
    },

    /** Every version of a lineage, oldest first, with its attempts. */
    async versions(lineageId: number, q: Queryable = db) {
      const rows = await q
        .select({ id: exams.id, version: exams.version, replacedById: exams.replacedById })
        .from(exams)
        .where(sql`coalesce(${exams.originalExamId}, ${exams.id}) = ${lineageId}`)
        .orderBy(asc(exams.version), asc(exams.id));
      const counts = await attemptCounts(
        rows.map((row) => row.id),
        q,
      );
      return rows.map((row) => ({
        id: row.id,
        version: row.version,
        attemptCount: counts.get(row.id) ?? 0,
        current: row.replacedById === null,
      }));
    },

    /** A new exam row after the section's last exam; its id. */
    async insertExam(
      fields: ExamFields & { version?: number; originalExamId?: number | null; sort?: number },
      q: Queryable,
    ): Promise<number> {
      let sort = fields.sort;
      if (sort === undefined) {
        const [last] = await q
          .select({ sort: max(exams.sort) })
          .from(exams)
          .where(eq(exams.courseTitleId, fields.courseTitleId));
        sort = (last?.sort ?? 0) + 1;
      }
      const [row] = await q
        .insert(exams)
        .values({ ...fields, sort })
        .returning({ id: exams.id });
      if (!row) throw new Error('exam not inserted');
      return row.id;
    },

    /** Writes the exam's fields and counts a new revision. */
    async updateExam(examId: number, fields: ExamFields, q: Queryable): Promise<void> {
      await q
        .update(exams)
        .set({ ...fields, revision: sql`${exams.revision} + 1` })
        .where(eq(exams.id, examId));
    },

    /**
     * Makes the exam's questions exactly these, in this order: rows named by id are updated,
     * new ones inserted, the rest deleted. The caller has checked that every id is the exam's.
     */
    async writeQuestions(examId: number, questions: QuestionWrite[], q: Queryable): Promise<void> {
      const keep = questions.flatMap((question) => (question.id ? [question.id] : []));
      const existing = await q
        .select({ id: examQuestions.id })
        .from(examQuestions)
        .where(eq(examQuestions.examId, examId));
      const gone = existing.map((row) => row.id).filter((id) => !keep.includes(id));
      if (gone.length > 0) await q.delete(examQuestions).where(inArray(examQuestions.id, gone));
      // One correct option per question is a unique index: clear them all, then set each one.
      if (keep.length > 0) {
        await q
          .update(examOptions)
          .set({ isCorrect: false })
          .where(inArray(examOptions.questionId, keep));
      }
      for (const [index, question] of questions.entries()) {
        let questionId = question.id;
        const values = { question: question.question, points: question.points, sort: index + 1 };
        if (questionId) {
          await q.update(examQuestions).set(values).where(eq(examQuestions.id, questionId));
        } else {
          const [row] = await q
            .insert(examQuestions)
            .values({ examId, ...values })
            .returning({ id: examQuestions.id });
          if (!row) throw new Error('question not inserted');
          questionId = row.id;
        }
        const keepOptions = question.options.flatMap((option) => (option.id ? [option.id] : []));
        const current = await q
          .select({ id: examOptions.id })
          .from(examOptions)
          .where(eq(examOptions.questionId, questionId));
        const goneOptions = current.map((row) => row.id).filter((id) => !keepOptions.includes(id));
        if (goneOptions.length > 0) {
          await q.delete(examOptions).where(inArray(examOptions.id, goneOptions));
        }
        for (const [optionIndex, option] of question.options.entries()) {
          const optionValues = {
            optionTitle: option.optionTitle,
            isCorrect: option.isCorrect,
            sort: optionIndex + 1,
          };
          if (option.id) {
            await q.update(examOptions).set(optionValues).where(eq(examOptions.id, option.id));
          } else {
            await q.insert(examOptions).values({ questionId, ...optionValues });
          }
        }
      }
    },

    /** Marks the old version as replaced by the new one. */
    async markReplaced(examId: number, replacedById: number, q: Queryable): Promise<void> {
      await q
        .update(exams)
        .set({ replacedById, replacedAt: new Date(), revision: sql`${exams.revision} + 1` })
        .where(eq(exams.id, examId));
    },

    /** Deletes the exam; the version it replaced (if any) is current again. */
    async deleteExam(examId: number, q: Queryable): Promise<void> {
      await q
        .update(exams)
        .set({ replacedAt: null, revision: sql`${exams.revision} + 1` })
        .where(eq(exams.replacedById, examId));
      await q.delete(exams).where(eq(exams.id, examId));
    },

    /** A page of the exam's attempts, newest first, with who made them. */
    async attempts(examId: number, page: number, pageSize: number) {
      const [total] = await db
        .select({ total: count() })
        .from(userExams)
        .where(eq(userExams.examId, examId));
      const rows = await db
        .select({
          id: userExams.id,
          name: users.name,
          surname: users.surname,
          email: users.email,
          startedAt: userExams.startedAt,
          finishedAt: userExams.finishedAt,
          earnedPoints: userExams.earnedPoints,
          passed: userExams.passed,
        })
        .from(userExams)
        .innerJoin(users, eq(users.id, userExams.userId))
        .where(eq(userExams.examId, examId))
        .orderBy(desc(userExams.startedAt), desc(userExams.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { rows, total: total?.total ?? 0 };
    },
  };
}
export type AdminExamsRepository = ReturnType<typeof createAdminExamsRepository>;
