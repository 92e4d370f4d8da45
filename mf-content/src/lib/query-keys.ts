/** Query keys of the content remote, rooted at its name so they never collide (architecture §3). */
export const contentKeys = {
  all: ['content'] as const,
  faqs: () => [...contentKeys.all, 'faqs'] as const,
  infoPage: (id: string) => [...contentKeys.all, 'info', id] as const,
};
