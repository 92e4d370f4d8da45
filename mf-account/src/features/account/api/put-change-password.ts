import { api, type ApiResponse, type ChangePasswordPayload } from '@lms/shared';

/** The answer carries a new token: the password change ends every older session. */
export const putChangePassword = (payload: ChangePasswordPayload) =>
  api.put('v1/users/changepassword', { json: payload }).json<ApiResponse<{ token: string }>>();
