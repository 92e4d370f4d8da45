import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type CourseListFilter, type CourseListResponse } from '@lms/shared';
import { catalogKeys } from '../../../lib/query-keys';

export const COURSE_PAGE_SIZE = 20;

export const getCourseList = (filter: CourseListFilter) =>
  api.post('v1/courses/getcourselist', { json: filter }).json<CourseListResponse>();

export const courseListQuery = (filter: CourseListFilter) =>
  queryOptions({ queryKey: catalogKeys.courseList(filter), queryFn: () => getCourseList(filter) });

export const useCourseList = (filter: CourseListFilter) =>
  useQuery({ ...courseListQuery(filter), placeholderData: keepPreviousData });
