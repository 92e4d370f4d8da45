import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminCourse, AdminCourseUpdate } from '@lms/shared/contracts';
import { courseKeys } from './keys';

/** PUT /v1/admin/courses/{id}: every field, at the version read (a newer one answers 409). */
export const putAdminCourse = ({ id, payload }: { id: number; payload: AdminCourseUpdate }) =>
  api.put(`v1/admin/courses/${id}`, { json: payload }).json<ApiResponse<AdminCourse>>();

export const useUpdateCourse = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putAdminCourse,
    onSuccess: (response) => {
      client.setQueryData(courseKeys.detail(response.data.id), response);
      void client.invalidateQueries({ queryKey: [...courseKeys.all(), 'list'] });
    },
  });
};
