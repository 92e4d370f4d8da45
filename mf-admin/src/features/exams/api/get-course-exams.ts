import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type AdminCourseExams, type ApiResponse } from '@lms/shared';
import { examKeys } from './exam-keys';

/** A course's exams (the current version of each) and its sections. */
export const getCourseExams = (courseId: number) =>
  api.get(`v1/admin/courses/${courseId}/exams`).json<ApiResponse<AdminCourseExams>>();

export const courseExamsQuery = (courseId: number) =>
  queryOptions({ queryKey: examKeys.course(courseId), queryFn: () => getCourseExams(courseId) });

export const useCourseExams = (courseId: number) => useQuery(courseExamsQuery(courseId));
