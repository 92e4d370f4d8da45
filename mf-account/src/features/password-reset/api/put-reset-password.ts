import { useMutation } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';

export const putResetPassword = (payload: { resetHash: string; newPassword: string }) =>
  api.put('v1/auth/reset-password', { json: payload }).json<ApiResponse<null>>();

export const useResetPassword = () => useMutation({ mutationFn: putResetPassword });
