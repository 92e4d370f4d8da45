import type { CourseListFilter } from '@lms/shared';

/** Query keys of the catalog remote, rooted at its name (architecture §3). */
export const catalogKeys = {
  all: ['catalog'] as const,
  courseList: (filter: CourseListFilter) => ['catalog', 'courses', 'list', filter] as const,
  courseSearch: (text: string) => ['catalog', 'courses', 'search', text] as const,
};
