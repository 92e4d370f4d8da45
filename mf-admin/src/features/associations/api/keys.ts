import { adminKeys } from '../../../lib/query-keys';

/** Query keys of the association member lists. */
export const associationKeys = {
  all: () => [...adminKeys.all, 'associations'] as const,
  list: () => [...associationKeys.all(), 'list'] as const,
  members: (code: string) => [...associationKeys.all(), 'members', code] as const,
};
