import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminContactHandleInput } from '@lms/shared/contracts';
import { messageKeys } from './keys';

/** POST /v1/admin/contacts/{id}/handle: marks a message handled, with a note (once). */
export const postContactHandle = ({
  id,
  payload,
}: {
  id: number;
  payload: AdminContactHandleInput;
}) => api.post(`v1/admin/contacts/${id}/handle`, { json: payload }).json<ApiResponse<null>>();

export const useHandleContact = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postContactHandle,
    // Handled here or by a colleague first: either way the inbox is read again.
    onSettled: () => client.invalidateQueries({ queryKey: messageKeys.contacts() }),
  });
};
