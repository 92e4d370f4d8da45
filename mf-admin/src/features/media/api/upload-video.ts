import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiResponse } from '@lms/shared';
import type { AdminVideo } from '@lms/shared/contracts';
import { courseContentQuery } from './course-content';
import { uploadForm, type UploadProgress } from './upload';

export interface NewVideo {
  sectionId: number;
  title: string;
  description?: string;
  /** The English versions; blank ones fall back to the Turkish. */
  en?: { title?: string; description?: string };
  file: File;
}

/** `POST /v1/admin/sections/:id/videos` (multipart): a new video at the end of the section. */
export const uploadVideo = (video: NewVideo, onProgress?: (progress: UploadProgress) => void) => {
  const form = new FormData();
  form.append('title', video.title);
  form.append('description', video.description ?? '');
  // Flat fields: the API reads `en.title` and `en.description` into its `en`.
  form.append('en.title', video.en?.title ?? '');
  form.append('en.description', video.en?.description ?? '');
  form.append('file', video.file);
  return uploadForm<ApiResponse<AdminVideo>>(
    'POST',
    `v1/admin/sections/${video.sectionId}/videos`,
    form,
    onProgress,
  );
};

export const useUploadVideo = (
  courseId: number,
  onProgress: (progress: UploadProgress) => void,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (video: NewVideo) => uploadVideo(video, onProgress),
    onSuccess: () => queryClient.invalidateQueries(courseContentQuery(courseId)),
  });
};
