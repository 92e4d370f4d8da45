import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse, type ExamQuestion, type ExamResult } from '@lms/shared';
import { learningKeys } from '../../../lib/query-keys';
import { getTestCertificate } from './get-test-certificate';

/** The next unanswered question of an attempt, or isEnd. */
export const getTestQuestions = (userExamId: number) =>
  api.get(`v1/exams/gettestquestions/${userExamId}`).json<ApiResponse<ExamQuestion>>();

/** Where an attempt stands: the question to answer now, or, once it is over, its result. */
export type ExamAttempt =
  { question: ExamQuestion; result?: undefined } | { question?: undefined; result: ExamResult };

/**
 * The exam page's query (spec §4 "Exam taking"): the next question; at isEnd the result is
 * fetched in the same step (an attempt opened again after it ended). Only this page's own
 * mutations move it (post-answer.ts, get-test-certificate.ts), so it is never refetched behind
 * their back; a later visit asks the server again.
 */
export const examAttemptQuery = (userExamId: number) =>
  queryOptions({
    queryKey: learningKeys.exam(userExamId),
    queryFn: async (): Promise<ExamAttempt> => {
      const { data: question } = await getTestQuestions(userExamId);
      if (!question.isEnd) return { question };
      const { data: result } = await getTestCertificate(userExamId);
      return { result };
    },
    staleTime: Infinity,
    gcTime: 0,
  });

export const useExamAttempt = (userExamId: number) => useQuery(examAttemptQuery(userExamId));
