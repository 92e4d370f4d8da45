import { adminKeys } from '../../../lib/query-keys';

/** Query keys of the site's content in the back office. */
export const siteKeys = {
  all: () => [...adminKeys.all, 'site'] as const,
  settings: () => [...siteKeys.all(), 'settings'] as const,
  faqs: () => [...siteKeys.all(), 'faqs'] as const,
  pages: () => [...siteKeys.all(), 'pages'] as const,
  banners: () => [...siteKeys.all(), 'banners'] as const,
};
