import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiResponse } from '@lms/shared';
import type { AdminVideo } from '@lms/shared/contracts';
import { courseContentQuery } from './course-content';
import { uploadForm, type UploadProgress } from './upload';

/** `PUT /v1/admin/videos/:id/file` (multipart): a new file for the video. */
export const replaceVideo = (
  videoId: number,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
) => {
  const form = new FormData();
  form.append('file', file);
  return uploadForm<ApiResponse<AdminVideo>>(
    'PUT',
    `v1/admin/videos/${videoId}/file`,
    form,
    onProgress,
  );
};

export const useReplaceVideo = (
  courseId: number,
  onProgress: (progress: UploadProgress) => void,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ videoId, file }: { videoId: number; file: File }) =>
      replaceVideo(videoId, file, onProgress),
    onSuccess: () => queryClient.invalidateQueries(courseContentQuery(courseId)),
  });
};
