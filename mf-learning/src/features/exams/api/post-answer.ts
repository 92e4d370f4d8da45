import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type AnswerQuestionPayload, type ApiResponse } from '@lms/shared';
import { learningKeys } from '../../../lib/query-keys';

export const postAnswer = (payload: AnswerQuestionPayload) =>
  api.post('v1/exams/answerquestion', { json: payload }).json<ApiResponse<{ isEnd: boolean }>>();

/**
 * Answers the attempt's current question. Unless it was the last one (then the caller ends the
 * attempt with useFinishExam), the attempt query, and only it, is fetched again for the next.
 */
export const useAnswerQuestion = (userExamId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (testOptionId: number) => postAnswer({ userTestId: userExamId, testOptionId }),
    onSuccess: ({ data }) => {
      if (!data.isEnd) {
        void queryClient.invalidateQueries({ queryKey: learningKeys.exam(userExamId) });
      }
    },
  });
};
