import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import { courseKeys } from '../../courses/api/keys';

/** DELETE /v1/admin/instructors/{id}: refused (409) while a course names the instructor. */
export const deleteInstructor = (id: number) =>
  api.delete(`v1/admin/instructors/${id}`).json<ApiResponse<null>>();

export const useDeleteInstructor = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteInstructor,
    onSuccess: () => client.invalidateQueries({ queryKey: courseKeys.instructors() }),
  });
};
