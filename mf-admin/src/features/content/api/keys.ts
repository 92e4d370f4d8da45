/** The content area's query keys (blog posts, galleries), rooted at the remote's name (0002). */
export const contentKeys = {
  blogs: () => ['admin', 'blogs'] as const,
  blog: (id: number) => ['admin', 'blogs', 'detail', id] as const,
  galleries: () => ['admin', 'galleries'] as const,
  gallery: (id: number) => ['admin', 'galleries', 'detail', id] as const,
};
