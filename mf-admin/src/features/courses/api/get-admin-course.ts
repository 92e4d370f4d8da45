import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminCourse } from '@lms/shared/contracts';
import { courseKeys } from './keys';

/** GET /v1/admin/courses/{id}: every field, with the version the next save names. */
export const getAdminCourse = (id: number) =>
  api.get(`v1/admin/courses/${id}`).json<ApiResponse<AdminCourse>>();

export const adminCourseQuery = (id: number) =>
  queryOptions({
    queryKey: courseKeys.detail(id),
    queryFn: () => getAdminCourse(id),
    staleTime: 0,
  });

export const useAdminCourse = (id: number) => useQuery(adminCourseQuery(id));
