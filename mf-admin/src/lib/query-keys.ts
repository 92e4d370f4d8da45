/**
 * Query keys of the admin remote, rooted at its name so they never collide with another
 * remote's (architecture §3). Each area keys its queries under `[...adminKeys.all, '<area>']`.
 */
export const adminKeys = {
  all: ['admin'] as const,
};
