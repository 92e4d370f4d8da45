import { SearchOverlay } from '../features/search/components/search-overlay';
// The header may open search before any catalog page has loaded, so the strings come along.
import './namespace';

export default SearchOverlay;
