import type { AdminCourseListQuery } from '@lms/shared/contracts';

/** The courses area's query keys, rooted at the remote's name (decision 0002). */
export const courseKeys = {
  all: () => ['admin', 'courses'] as const,
  list: (query: AdminCourseListQuery) => ['admin', 'courses', 'list', query] as const,
  detail: (id: number) => ['admin', 'courses', 'detail', id] as const,
  instructors: () => ['admin', 'instructors'] as const,
};
