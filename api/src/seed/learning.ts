import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';
import { learningSeed, type QuestionSeed } from './data/learning';

type Tx = Pick<PgDatabase<PgQueryResultHKT, typeof schema>, 'insert'>;

/** Rotates a question's options so the right answer moves around (the data lists it first). */
const arrange = ({ options, correct }: QuestionSeed, index: number) => {
  const shift = index % options.length;
  const rotated = options.map((_, i) => options[(i + shift) % options.length] as string);
  return rotated.map((optionTitle) => ({
    optionTitle,
    isCorrect: optionTitle === options[correct],
  }));
};

/** What today's exams allow: three attempts, 24 hours apart; every question asked. */
export const SEED_EXAM_RULES = { maxAttempts: 3, retakeWaitHours: 24 } as const;

/** Course titles with their videos and exams (questions and options) for the online courses. */
export async function seedLearning(tx: Tx) {
  for (const course of learningSeed) {
    for (const [titleIndex, title] of course.titles.entries()) {
      const [titleRow] = await tx
        .insert(schema.courseTitles)
        .values({
          courseId: course.courseId,
          titleName: title.titleName,
          sort: titleIndex + 1,
          en: title.titleNameEn ? { titleName: title.titleNameEn } : {},
        })
        .returning({ id: schema.courseTitles.id });
      if (!titleRow) throw new Error('course title not inserted');
      if (title.videos.length > 0) {
        await tx.insert(schema.courseVideos).values(
          title.videos.map((video, index) => ({
            courseTitleId: titleRow.id,
            title: video.title,
            description: video.description,
            filePath: `/videos/${video.file}`,
            duration: video.duration,
            en: video.en ?? {},
            sort: index + 1,
          })),
        );
      }
      for (const [examIndex, exam] of title.exams.entries()) {
        const [examRow] = await tx
          .insert(schema.exams)
          .values({
            courseTitleId: titleRow.id,
            title: exam.title,
            description: exam.description,
            duration: exam.duration,
            requiredPointToPass: exam.requiredPointToPass,
            // Three attempts, a day apart.
            maxAttempts: SEED_EXAM_RULES.maxAttempts,
            retakeWaitHours: SEED_EXAM_RULES.retakeWaitHours,
            en: exam.en ?? {},
            sort: examIndex + 1,
          })
          .returning({ id: schema.exams.id });
        if (!examRow) throw new Error('exam not inserted');
        for (const [questionIndex, question] of exam.questions.entries()) {
          const [questionRow] = await tx
            .insert(schema.examQuestions)
            .values({
              examId: examRow.id,
              question: question.question,
              points: question.points ?? 20,
              sort: questionIndex + 1,
            })
            .returning({ id: schema.examQuestions.id });
          if (!questionRow) throw new Error('question not inserted');
          await tx.insert(schema.examOptions).values(
            arrange(question, questionIndex).map((option, index) => ({
              questionId: questionRow.id,
              ...option,
              sort: index + 1,
            })),
          );
        }
      }
    }
  }
}
