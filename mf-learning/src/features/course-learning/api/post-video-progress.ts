import { useMutation } from '@tanstack/react-query';
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
 * which ky cannot send, so it goes through fetch with the session's token. Not a mutation:
 * nothing is left on the page to wait for its answer.
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

/** Starts a video; resolves to the saved position to resume at. */
export const useStartVideo = () => useMutation({ mutationFn: postVideoStart });

/**
 * Saves a playing video's position. The course's cached entry holds no position (spec §3), so
 * there is nothing to update: in the last 60 s the save is what lets the next video unlock
 * (get-course-video.ts writes its link into the course).
 */
export const useSaveVideoProgress = () =>
  useMutation({
    mutationFn: ({ courseVideoId, currentTime }: { courseVideoId: number; currentTime: number }) =>
      postVideoProgress(courseVideoId, currentTime),
  });
