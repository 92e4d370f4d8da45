import { useMutation } from '@tanstack/react-query';
import { api, type ApiResponse, type AuthData, type LoginPayload } from '@lms/shared';

export const postLogin = (payload: LoginPayload) =>
  api.post('v1/auth/login', { json: payload }).json<ApiResponse<AuthData>>();

/** The session starts on the login screen, once its success message has been seen (spec §2). */
export const useLogin = () => useMutation({ mutationFn: postLogin });
