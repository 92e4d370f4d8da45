import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import { accountKeys } from '../../../lib/query-keys';

/** Ends one of the user's sessions; ending this device's is a logout. */
export const deleteSession = (id: string) =>
  api.delete(`v1/auth/sessions/${encodeURIComponent(id)}`).json<ApiResponse<null>>();

export const useDeleteSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
};
