import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import { peopleKeys } from './keys';

/** Removes a person's seat in a course (DELETE /v1/admin/people/{id}/enrolments/{courseId}). */
export const deletePersonEnrolment = ({ id, courseId }: { id: number; courseId: number }) =>
  api
    .delete(`v1/admin/people/${id}/enrolments/${courseId}`)
    .json<ApiResponse<{ changed: boolean }>>();

export const useRemoveSeat = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePersonEnrolment,
    onSuccess: (_data, { id }) => client.invalidateQueries({ queryKey: peopleKeys.person(id) }),
  });
};
