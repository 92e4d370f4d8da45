import { useMutation } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { DeleteAccountPayload } from '@lms/shared/contracts';

/** Delete my account: the password again; every session of the account ends. */
export const postDeleteAccount = (payload: DeleteAccountPayload) =>
  api.post('v1/users/deleteaccount', { json: payload }).json<ApiResponse<null>>();

export const useDeleteAccount = () => useMutation({ mutationFn: postDeleteAccount });
