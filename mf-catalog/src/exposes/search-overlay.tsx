import { registerNamespace } from '@lms/shared';
import en from '../locales/en.json';
import tr from '../locales/tr.json';
import { SearchOverlay } from '../features/search/components/search-overlay';

// The header may open search before any catalog page has loaded, so the strings come along.
registerNamespace('catalog', { tr, en });

export default SearchOverlay;
