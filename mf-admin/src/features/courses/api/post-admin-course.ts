import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminCourse, AdminCourseCreate } from '@lms/shared/contracts';
import { courseKeys } from './keys';

/** POST /v1/admin/courses: a new course, saved as a draft. */
export const postAdminCourse = (payload: AdminCourseCreate) =>
  api.post('v1/admin/courses', { json: payload }).json<ApiResponse<AdminCourse>>();

export const useCreateCourse = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postAdminCourse,
    onSuccess: (response) => {
      client.setQueryData(courseKeys.detail(response.data.id), response);
      void client.invalidateQueries({ queryKey: [...courseKeys.all(), 'list'] });
    },
  });
};
