import { useQuery } from '@tanstack/react-query';
import { api, type ApiResponse, type ExamReview } from '@lms/shared';
import { learningKeys } from '../../../lib/query-keys';

/**
 * GET /v1/exams/gettestreview/{id}: a finished attempt, question by question: what was chosen and
 * whether it was right; the right option only once the learner passed or has no attempts left.
 */
export const getTestReview = (userExamId: number) =>
  api.get(`v1/exams/gettestreview/${userExamId}`).json<ApiResponse<ExamReview>>();

export const useExamReview = (userExamId: number) =>
  useQuery({
    queryKey: learningKeys.examReview(userExamId),
    queryFn: () => getTestReview(userExamId),
    select: (response) => response.data,
  });
