import { useMutation } from '@tanstack/react-query';
import { api, type ApiResponse, type AuthData, type LoginPayload } from '@lms/shared';

/**
 * This browser's device token: the API gives one at each login, bound to the account,
 * and this browser sends it with its next logins, so that other people's failed logins (on the
 * same network, or against the same account) do not block its owner. It grants nothing else,
 * and it outlives signing out. One per browser: the last account that logged in here.
 */
const DEVICE_STORAGE_NAME = 'lms_device';

const storedDevice = (): string | null => {
  try {
    return window.localStorage.getItem(DEVICE_STORAGE_NAME);
  } catch {
    return null;
  }
};

const keepDevice = (token: string | undefined) => {
  if (!token) return;
  try {
    window.localStorage.setItem(DEVICE_STORAGE_NAME, token);
  } catch {
    // Storage refused (private mode, full): the next login is simply not recognised.
  }
};

export const postLogin = async (payload: LoginPayload) => {
  const device = storedDevice();
  const response = await api
    .post('v1/auth/login', {
      json: payload,
      headers: device ? { 'X-Device-Token': device } : undefined,
    })
    .json<ApiResponse<AuthData>>();
  keepDevice(response.data?.deviceToken);
  return response;
};

/** The session starts on the login screen, once its success message has been seen (spec §2). */
export const useLogin = () => useMutation({ mutationFn: postLogin });
