import { apiUrl } from './api-client';

/** The pages the API previews for social networks and messengers (api/src/routes/share.ts). */
export type SharedPage = 'blog' | 'course' | 'gallery' | 'info';

/**
 * The address to share for a page: a real path on the API with Open Graph tags, which sends a
 * person on to the hash route (`#/…` addresses show the home page in previews).
 */
export const shareUrl = (page: SharedPage, slugOrId: string | number): string =>
  apiUrl(`share/${page}/${encodeURIComponent(String(slugOrId))}`);
