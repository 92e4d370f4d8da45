import { useMutation } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';

export const putForgotPassword = (email: string) =>
  api.put('v1/auth/forgot-password', { json: { email } }).json<ApiResponse<null>>();

export const useForgotPassword = () => useMutation({ mutationFn: putForgotPassword });
