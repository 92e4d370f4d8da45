import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type AdminExam, type AdminExamInput, type ApiResponse } from '@lms/shared';
import { examKeys } from './exam-keys';

/** Creates an exam with its questions in one of the course's sections. */
export const postCourseExam = ({ courseId, exam }: { courseId: number; exam: AdminExamInput }) =>
  api.post(`v1/admin/courses/${courseId}/exams`, { json: exam }).json<ApiResponse<AdminExam>>();

export const useCreateExam = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postCourseExam,
    onSuccess: ({ data }) => {
      client.setQueryData(examKeys.exam(data.id), { success: true, message: '', data });
      void client.invalidateQueries({ queryKey: examKeys.course(data.courseId) });
      void client.invalidateQueries({ queryKey: examKeys.courses() });
    },
  });
};
