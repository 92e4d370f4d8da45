import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import { accountKeys } from '../../../lib/query-keys';

/** Mails the invitation again to a participant who has not claimed their seat. */
export const postResendInvitation = (participantId: number) =>
  api.post('v1/orders/resendinvitation', { json: { participantId } }).json<ApiResponse<null>>();

export const useResendInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postResendInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.team() }),
  });
};
