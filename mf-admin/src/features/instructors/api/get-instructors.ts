import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { Instructor } from '@lms/shared/contracts';
import { courseKeys } from '../../courses/api/keys';

/** GET /v1/admin/instructors: every instructor, with how many courses name them. */
export const getInstructors = () =>
  api.get('v1/admin/instructors').json<ApiResponse<Instructor[]>>();

export const instructorsQuery = () =>
  queryOptions({ queryKey: courseKeys.instructors(), queryFn: getInstructors, staleTime: 0 });

export const useInstructors = () => useQuery(instructorsQuery());
