import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminCourse } from '@lms/shared/contracts';
import { courseKeys } from './keys';

/** POST /v1/admin/courses/{id}/unpublish takes a course back to a draft: visitors no longer see it. */
export const postUnpublishCourse = ({ id, version }: { id: number; version: number }) =>
  api
    .post(`v1/admin/courses/${id}/unpublish`, { json: { version } })
    .json<ApiResponse<AdminCourse>>();

export const useUnpublishCourse = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postUnpublishCourse,
    onSuccess: (response, { id }) => {
      client.setQueryData(courseKeys.detail(id), response);
      void client.invalidateQueries({ queryKey: [...courseKeys.all(), 'list'] });
    },
  });
};
