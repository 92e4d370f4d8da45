/**
 * Message catalogues of the product areas, one file each (`auth.ts`, `courses.ts`, …), each
 * `export default defineArea({ …tr }, { …en })`. Add an area with one import and two spreads.
 */
import platform from './platform';

export const areaCatalogues = {
  tr: { ...platform.tr },
  en: { ...platform.en },
};
