import { api, type ApiResponse, type ChangePasswordPayload } from '@lms/shared';

export const putChangePassword = (payload: ChangePasswordPayload) =>
  api.put('v1/users/changepassword', { json: payload }).json<ApiResponse<null>>();
