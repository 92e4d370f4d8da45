import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@lms/shared';
import type { AdminCourseListQuery, AdminCourseListResponse } from '@lms/shared/contracts';
import { courseKeys } from './keys';

/** GET /v1/admin/courses: a page of courses by search, type and state. */
export const getAdminCourses = (query: AdminCourseListQuery) => {
  const searchParams: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') searchParams[key] = String(value);
  }
  return api.get('v1/admin/courses', { searchParams }).json<AdminCourseListResponse>();
};

export const adminCoursesQuery = (query: AdminCourseListQuery) =>
  queryOptions({
    queryKey: courseKeys.list(query),
    queryFn: () => getAdminCourses(query),
    // The page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAdminCourses = (query: AdminCourseListQuery) => useQuery(adminCoursesQuery(query));
