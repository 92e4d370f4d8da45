import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, courseDetailsRootKey, type ApiResponse, type ExamResult } from '@lms/shared';
import { learningKeys } from '../../../lib/query-keys';
import type { ExamAttempt } from './get-test-questions';

/** Scores the attempt on the server; a filePath (the certificate) means passed. */
export const getTestCertificate = (userExamId: number) =>
  api
    .get('v1/Exams/gettestcertificate', { searchParams: { userTestId: userExamId } })
    .json<ApiResponse<ExamResult>>();

/**
 * Ends the attempt (its last answer, or the time is up): the result is scored and becomes what
 * the attempt query holds.
 */
export const useFinishExam = (userExamId: number) => {
  const queryClient = useQueryClient();
  const key = learningKeys.exam(userExamId);
  return useMutation({
    mutationFn: () => getTestCertificate(userExamId),
    // A question still on its way no longer matters, and must not land over the result.
    onMutate: () => queryClient.cancelQueries({ queryKey: key }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<ExamAttempt>(key, { result: data });
      // Course pages show the exam's new state and its certificate link. The attempt does not
      // name its course, so every course's entry is marked stale (none is on screen here).
      void queryClient.invalidateQueries({ queryKey: courseDetailsRootKey });
    },
  });
};
