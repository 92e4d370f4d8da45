import { formatDate, formatPrice, localeOf } from '@lms/shared';
import type { PageId } from '@lms/shared/page-routes';
import { routeForHash } from '../remotes/preload-route';

/**
 * Pages whose first screen shows no date and no price (nor does the layout around them): they
 * never build a formatter, so they skip the warm-up below.
 */
const PAGES_WITHOUT_FORMATS: ReadonlySet<PageId> = new Set<PageId>([
  'contacts',
  'faqs',
  'galleryDetail',
  'info',
  'login',
  'signup',
  'forgotPassword',
  'resetPassword',
  'verifyEmail',
]);

/** Whether the page at this address shows a date or a price on its first screen. */
export const pageFormats = (hash: string) => {
  const id = routeForHash(hash)?.id;
  return !id || !PAGES_WITHOUT_FORMATS.has(id);
};

/**
 * The page's first Intl formatter loads the locale's data: 16–29 ms of a desktop's main thread
 * (four times that on a phone; 150 ms in a 4× CPU profile of the contact page, which shows none)
 * inside the first render that shows a date or a price. Built while the first reads are on the
 * network, the formatters are cached (shared/src/format/intl.ts) before the page's long tasks
 * begin; a page that shows none does not pay for them.
 */
export const warmFormatters = (hash: string, language: string) => {
  if (!pageFormats(hash)) return false;
  const locale = localeOf(language);
  formatDate(new Date(0), false, locale);
  formatPrice(0, locale);
  return true;
};
