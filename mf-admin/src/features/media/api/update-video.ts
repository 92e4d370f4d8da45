import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminVideo, VideoTextRequest } from '@lms/shared/contracts';
import { courseContentQuery } from './course-content';

/** `PUT /v1/admin/videos/:id`: a video's title and description, in Turkish and English. */
export const updateVideo = (videoId: number, body: VideoTextRequest) =>
  api.put(`v1/admin/videos/${videoId}`, { json: body }).json<ApiResponse<AdminVideo>>();

export const useUpdateVideo = (courseId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ videoId, ...body }: VideoTextRequest & { videoId: number }) =>
      updateVideo(videoId, body),
    onSuccess: () => queryClient.invalidateQueries(courseContentQuery(courseId)),
  });
};
