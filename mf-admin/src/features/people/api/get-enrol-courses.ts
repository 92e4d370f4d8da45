import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { EnrolCourseOption } from '@lms/shared/contracts';
import { peopleKeys } from './keys';

/** The courses staff may enrol someone in (GET /v1/admin/people/courses). */
export const getEnrolCourses = () =>
  api.get('v1/admin/people/courses').json<ApiResponse<EnrolCourseOption[]>>();

export const enrolCoursesQuery = () =>
  queryOptions({ queryKey: peopleKeys.courses(), queryFn: getEnrolCourses });

export const useEnrolCourses = () => useQuery(enrolCoursesQuery());
