import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { GrantEnrolmentRequest } from '@lms/shared/contracts';
import { peopleKeys } from './keys';

/** A course without payment, with the reason (POST /v1/admin/people/{id}/enrolments). */
export const postPersonEnrolment = ({
  id,
  payload,
}: {
  id: number;
  payload: GrantEnrolmentRequest;
}) =>
  api
    .post(`v1/admin/people/${id}/enrolments`, { json: payload })
    .json<ApiResponse<{ changed: boolean }>>();

export const useGrantEnrolment = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postPersonEnrolment,
    onSuccess: (_data, { id }) => client.invalidateQueries({ queryKey: peopleKeys.person(id) }),
  });
};
