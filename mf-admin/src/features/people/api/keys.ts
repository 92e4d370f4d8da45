import { adminKeys } from '../../../lib/query-keys';

/** The people area's query keys. */
export const peopleKeys = {
  all: [...adminKeys.all, 'people'] as const,
  search: (params: Record<string, string>) => [...peopleKeys.all, 'search', params] as const,
  person: (id: number) => [...peopleKeys.all, 'person', id] as const,
  courses: () => [...peopleKeys.all, 'courses'] as const,
};
