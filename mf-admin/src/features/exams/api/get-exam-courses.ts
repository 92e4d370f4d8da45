import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type AdminExamCourse, type ApiResponse } from '@lms/shared';
import { examKeys } from './exam-keys';

/** Every course, with how many sections and exams it has: where exams are chosen from. */
export const getExamCourses = () =>
  api.get('v1/admin/exam-courses').json<ApiResponse<AdminExamCourse[]>>();

export const examCoursesQuery = () =>
  queryOptions({ queryKey: examKeys.courses(), queryFn: getExamCourses });

export const useExamCourses = () => useQuery(examCoursesQuery());
