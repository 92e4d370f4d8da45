import { useMutation } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';

/** Sends the verification mail again (rate limited by the server). */
export const postResendVerification = () =>
  api.post('v1/auth/resend-verification', { json: {} }).json<ApiResponse<unknown>>();

export const useResendVerification = () => useMutation({ mutationFn: postResendVerification });
