import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { Instructor, InstructorInput } from '@lms/shared/contracts';
import { courseKeys } from '../../courses/api/keys';

/** PUT /v1/admin/instructors/{id}. */
export const putInstructor = ({ id, payload }: { id: number; payload: InstructorInput }) =>
  api.put(`v1/admin/instructors/${id}`, { json: payload }).json<ApiResponse<Instructor>>();

export const useUpdateInstructor = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putInstructor,
    onSuccess: () => client.invalidateQueries({ queryKey: courseKeys.instructors() }),
  });
};
