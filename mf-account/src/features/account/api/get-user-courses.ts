import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type UserCoursesResponse } from '@lms/shared';
import { accountKeys } from '../../../lib/query-keys';

export const getUserCourses = () =>
  api.get('v1/courses/getusercourses').json<UserCoursesResponse>();

export const userCoursesQuery = () =>
  queryOptions({ queryKey: accountKeys.courses(), queryFn: getUserCourses, staleTime: 0 });

export const useUserCourses = () => useQuery(userCoursesQuery());
