import i18next from 'i18next';
import { apiUrl } from './api-client';

/** The pages the API previews for social networks and messengers (api/src/routes/share.ts). */
export type SharedPage = 'blog' | 'course' | 'gallery' | 'info';

/**
 * The address to share for a page: a real path on the API with Open Graph tags, which sends a
 * person on to the hash route (`#/…` addresses show the home page in previews). Shared from the
 * English site it asks for the English preview (`?lang=en`): crawlers send no language of their
 * own.
 */
export const shareUrl = (page: SharedPage, slugOrId: string | number): string =>
  apiUrl(`share/${page}/${encodeURIComponent(String(slugOrId))}`) +
  (i18next.language?.startsWith('en') ? '?lang=en' : '');
