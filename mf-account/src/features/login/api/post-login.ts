import { api, type ApiResponse, type AuthData, type LoginPayload } from '@lms/shared';

export const postLogin = (payload: LoginPayload) =>
  api.post('v1/auth/login', { json: payload }).json<ApiResponse<AuthData>>();
