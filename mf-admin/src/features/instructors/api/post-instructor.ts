import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { Instructor, InstructorInput } from '@lms/shared/contracts';
import { courseKeys } from '../../courses/api/keys';

/** POST /v1/admin/instructors. */
export const postInstructor = (payload: InstructorInput) =>
  api.post('v1/admin/instructors', { json: payload }).json<ApiResponse<Instructor>>();

export const useCreateInstructor = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postInstructor,
    onSuccess: () => client.invalidateQueries({ queryKey: courseKeys.instructors() }),
  });
};
