import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { VideoRemoval } from '@lms/shared/contracts';
import { courseContentQuery } from './course-content';

/** `DELETE /v1/admin/videos/:id`: deleted, or retired when learners have progress on it. */
export const removeVideo = (videoId: number) =>
  api.delete(`v1/admin/videos/${videoId}`).json<ApiResponse<VideoRemoval>>();

export const useRemoveVideo = (courseId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeVideo,
    onSuccess: () => queryClient.invalidateQueries(courseContentQuery(courseId)),
  });
};
