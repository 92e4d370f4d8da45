import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminCourse } from '@lms/shared/contracts';
import { courseKeys } from './keys';

/** POST /v1/admin/courses/{id}/thumbnail: a picture (multipart), at the version read. */
export const postCourseThumbnail = ({
  id,
  version,
  file,
}: {
  id: number;
  version: number;
  file: File;
}) => {
  const body = new FormData();
  body.append('file', file);
  return api
    .post(`v1/admin/courses/${id}/thumbnail`, { body, searchParams: { version } })
    .json<ApiResponse<AdminCourse>>();
};

export const useUploadThumbnail = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postCourseThumbnail,
    onSuccess: (response, { id }) => {
      client.setQueryData(courseKeys.detail(id), response);
      void client.invalidateQueries({ queryKey: [...courseKeys.all(), 'list'] });
    },
  });
};
