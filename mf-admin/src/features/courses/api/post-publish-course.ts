import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminCourse } from '@lms/shared/contracts';
import { courseKeys } from './keys';

/** POST /v1/admin/courses/{id}/publish publishes a draft: visitors see it at once. */
export const postPublishCourse = ({ id, version }: { id: number; version: number }) =>
  api
    .post(`v1/admin/courses/${id}/publish`, { json: { version } })
    .json<ApiResponse<AdminCourse>>();

export const usePublishCourse = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postPublishCourse,
    onSuccess: (response, { id }) => {
      client.setQueryData(courseKeys.detail(id), response);
      void client.invalidateQueries({ queryKey: [...courseKeys.all(), 'list'] });
    },
  });
};
