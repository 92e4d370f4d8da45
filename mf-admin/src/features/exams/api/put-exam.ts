import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type AdminExam, type AdminExamUpdateInput, type ApiResponse } from '@lms/shared';
import { examKeys } from './exam-keys';

/** Saves the whole exam: its fields and its questions in order, at the revision it was read. */
export const putExam = ({ examId, exam }: { examId: number; exam: AdminExamUpdateInput }) =>
  api.put(`v1/admin/exams/${examId}`, { json: exam }).json<ApiResponse<AdminExam>>();

export const useSaveExam = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putExam,
    onSuccess: (response) => {
      client.setQueryData(examKeys.exam(response.data.id), response);
      void client.invalidateQueries({ queryKey: examKeys.preview(response.data.id) });
      void client.invalidateQueries({ queryKey: examKeys.course(response.data.courseId) });
    },
  });
};
