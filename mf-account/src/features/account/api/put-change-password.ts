import { useMutation } from '@tanstack/react-query';
import { api, useSessionStore, type ApiResponse, type ChangePasswordPayload } from '@lms/shared';

/** The answer carries a new token: the password change ends every older session. */
export const putChangePassword = (payload: ChangePasswordPayload) =>
  api.put('v1/users/changepassword', { json: payload }).json<ApiResponse<{ token: string }>>();

export const useChangePassword = () =>
  useMutation({
    mutationFn: putChangePassword,
    onSuccess: (response) => {
      // Older sessions (other browsers) end; this one carries on with the new token.
      if (response.data?.token) useSessionStore.getState().setToken(response.data.token);
    },
  });
