/** Query keys of the catalog remote, rooted at its name (architecture §3). */
export const catalogKeys = {
  all: ['catalog'] as const,
};
