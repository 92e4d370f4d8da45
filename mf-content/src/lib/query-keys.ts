/** Query keys of the content remote, rooted at its name so they never collide (architecture §3). */
export const contentKeys = {
  all: ['content'] as const,
  faqs: () => [...contentKeys.all, 'faqs'] as const,
  infoPage: (id: string) => [...contentKeys.all, 'info', id] as const,
  blogs: () => [...contentKeys.all, 'blogs'] as const,
  blogList: () => [...contentKeys.blogs(), 'list'] as const,
  blogDetail: (slug: string) => [...contentKeys.blogs(), 'detail', slug] as const,
  blogMostViewed: () => [...contentKeys.blogs(), 'mostViewed'] as const,
  galleries: () => [...contentKeys.all, 'galleries'] as const,
  galleryList: () => [...contentKeys.galleries(), 'list'] as const,
  galleryDetail: (id: string) => [...contentKeys.galleries(), 'detail', id] as const,
};
