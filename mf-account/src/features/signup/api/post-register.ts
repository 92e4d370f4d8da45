import { useMutation } from '@tanstack/react-query';
import {
  api,
  useSessionStore,
  userIdFromToken,
  type ApiResponse,
  type AuthData,
  type RegisterPayload,
} from '@lms/shared';

export const postRegister = (payload: RegisterPayload) =>
  api.post('v1/auth/register', { json: payload }).json<ApiResponse<AuthData>>();

/** A new account is signed in at once (spec §2 Signup). */
export const useRegister = () =>
  useMutation({
    mutationFn: postRegister,
    onSuccess: ({ data }) => {
      const id = userIdFromToken(data.token) ?? data.user.id;
      useSessionStore.getState().setSession(data.token, { ...data.user, id });
    },
  });
