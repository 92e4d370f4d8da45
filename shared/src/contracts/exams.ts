import { z } from 'zod';

export interface JoinExamData {
  id: number;
  title: string;
}

export interface ExamQuestion {
  question: string;
  options: { id: number; optionTitle: string }[];
  isEnd: boolean;
  index?: number;
  total?: number;
}

export interface ExamResult {
  earnedPoints: number;
  requiredPointToPass: number;
  filePath: string | null;
}

export const answerQuestionSchema = z.object({
  userTestId: z.number().int().positive(),
  testOptionId: z.number().int().positive(),
});
