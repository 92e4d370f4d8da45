import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminCourseCancelled } from '@lms/shared/contracts';
import { courseKeys } from './keys';

/** POST /v1/admin/courses/{id}/cancel cancels a course: its page says so, it cannot be bought, its open orders are cancelled. */
export const postCancelCourse = ({ id, version }: { id: number; version: number }) =>
  api
    .post(`v1/admin/courses/${id}/cancel`, { json: { version } })
    .json<ApiResponse<AdminCourseCancelled>>();

export const useCancelCourse = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postCancelCourse,
    onSuccess: (response, { id }) => {
      client.setQueryData(courseKeys.detail(id), { ...response, data: response.data.course });
      void client.invalidateQueries({ queryKey: [...courseKeys.all(), 'list'] });
    },
  });
};
