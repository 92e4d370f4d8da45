import { useMutation } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';

/** Another verification mail, within the account's hourly quota (POST …/people/{id}/verification). */
export const postPersonVerification = (id: number) =>
  api.post(`v1/admin/people/${id}/verification`).json<ApiResponse<null>>();

export const useResendVerification = () => useMutation({ mutationFn: postPersonVerification });
