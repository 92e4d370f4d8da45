import { preloadCurrentRoute } from './remotes/preload-route';

// The current route's remote starts loading now, while the shared chunks download.
void preloadCurrentRoute();
// The async boundary lets Module Federation negotiate shared singletons before React loads.
import('./bootstrap');
