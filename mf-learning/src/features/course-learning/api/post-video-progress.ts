import { api, apiUrl, useSessionStore, type ApiResponse } from '@lms/shared';

/** Records the start of a video; the answer is the position to resume at (spec §7). */
export const postVideoStart = async (courseVideoId: number): Promise<number> => {
  const body = await api
    .post('v1/courses', { json: { courseVideoId, timestamp: 0 } })
    .json<ApiResponse<number>>();
  return Number(body.data) || 0;
};

/** Saves the position in whole seconds (every 10 s, on pause, after a seek). */
export const postVideoProgress = (courseVideoId: number, currentTime: number) =>
  api.post('v1/courses', { json: { courseVideoId, currentTime } }).json<ApiResponse<number>>();

/**
 * The same save when the page is being hidden or closed: a keepalive request outlives the page,
 * which ky cannot send, so it goes through fetch with the session's token.
 */
export const sendVideoProgressKeepalive = (courseVideoId: number, currentTime: number) => {
  const { token } = useSessionStore.getState();
  void fetch(apiUrl('v1/courses'), {
    method: 'POST',
    keepalive: true,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ courseVideoId, currentTime }),
  }).catch(() => undefined);
};
