import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import { examKeys } from './exam-keys';

/** Deletes an exam nobody has started. */
export const deleteExam = ({ examId }: { examId: number; courseId: number }) =>
  api.delete(`v1/admin/exams/${examId}`).json<ApiResponse<null>>();

export const useDeleteExam = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteExam,
    onSuccess: (_response, { examId, courseId }) => {
      client.removeQueries({ queryKey: examKeys.exam(examId) });
      void client.invalidateQueries({ queryKey: examKeys.course(courseId) });
      void client.invalidateQueries({ queryKey: examKeys.courses() });
    },
  });
};
