import { api, type ApiResponse, type AuthData, type RegisterPayload } from '@lms/shared';

export const postRegister = (payload: RegisterPayload) =>
  api.post('v1/auth/register', { json: payload }).json<ApiResponse<AuthData>>();
