import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, userProfileRootKey, type ApiResponse } from '@lms/shared';
import type { ConsentsResponse, UpdateConsentsPayload } from '@lms/shared/contracts';
import { accountKeys } from '../../../lib/query-keys';

/** Saves the marketing consents and the newsletter; each change is a new entry. */
export const putUpdateConsents = (payload: UpdateConsentsPayload) =>
  api.put('v1/users/updateconsents', { json: payload }).json<ApiResponse<ConsentsResponse>>();

export const useUpdateConsents = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putUpdateConsents,
    onSuccess: (response) => {
      queryClient.setQueryData(accountKeys.consents(), response);
      // The profile form shows the same two boxes.
      void queryClient.invalidateQueries({ queryKey: userProfileRootKey });
    },
  });
};
