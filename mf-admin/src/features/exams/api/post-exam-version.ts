import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type AdminExam, type AdminExamUpdateInput, type ApiResponse } from '@lms/shared';
import { examKeys } from './exam-keys';

/**
 * A new version of a started exam, with these questions: new learners take it from now on,
 * while the old version keeps its attempts and certificates.
 */
export const postExamVersion = ({ examId, exam }: { examId: number; exam: AdminExamUpdateInput }) =>
  api.post(`v1/admin/exams/${examId}/versions`, { json: exam }).json<ApiResponse<AdminExam>>();

export const useNewExamVersion = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postExamVersion,
    onSuccess: (response, { examId }) => {
      client.setQueryData(examKeys.exam(response.data.id), response);
      void client.invalidateQueries({ queryKey: examKeys.exam(examId) });
      void client.invalidateQueries({ queryKey: examKeys.course(response.data.courseId) });
    },
  });
};
