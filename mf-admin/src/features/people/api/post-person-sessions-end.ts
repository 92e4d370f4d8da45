import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import { peopleKeys } from './keys';

/** Ends every session of the person (POST /v1/admin/people/{id}/sessions/end). */
export const postPersonSessionsEnd = (id: number) =>
  api.post(`v1/admin/people/${id}/sessions/end`).json<ApiResponse<{ ended: number }>>();

export const usePersonSessionsEnd = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postPersonSessionsEnd,
    onSuccess: (_data, id) => client.invalidateQueries({ queryKey: peopleKeys.person(id) }),
  });
};
