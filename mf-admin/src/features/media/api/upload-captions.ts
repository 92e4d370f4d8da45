import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiResponse } from '@lms/shared';
import type { AdminVideo, CaptionLanguage } from '@lms/shared/contracts';
import { courseContentQuery } from './course-content';
import { uploadForm } from './upload';

/** `PUT /v1/admin/videos/:id/captions/:lang` (multipart): the WebVTT captions of one language. */
export const uploadCaptions = (videoId: number, lang: CaptionLanguage, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return uploadForm<ApiResponse<AdminVideo>>(
    'PUT',
    `v1/admin/videos/${videoId}/captions/${lang}`,
    form,
  );
};

export const useUploadCaptions = (courseId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ videoId, lang, file }: { videoId: number; lang: CaptionLanguage; file: File }) =>
      uploadCaptions(videoId, lang, file),
    onSuccess: () => queryClient.invalidateQueries(courseContentQuery(courseId)),
  });
};
