import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminVideo } from '@lms/shared/contracts';
import { courseContentQuery } from './course-content';

/** `POST /v1/admin/videos/:id/transcode`: a failed transcode queued again. */
export const retryTranscode = (videoId: number) =>
  api.post(`v1/admin/videos/${videoId}/transcode`).json<ApiResponse<AdminVideo>>();

export const useRetryTranscode = (courseId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryTranscode,
    onSuccess: () => queryClient.invalidateQueries(courseContentQuery(courseId)),
  });
};
