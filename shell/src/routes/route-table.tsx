// A subpath, not the @lms/shared singleton: the entry chunk reads this table (preload-route.ts)
// before Module Federation has set up the shared scope.
import { pageRoutes, type PageRoute } from '@lms/shared/page-routes';

export type { PageRoute };

/**
 * Every remote page of spec §2: its path, the remote that owns it and its guard, from
 * `PAGE_ROUTES` in @lms/shared (shared/src/remote/page-routes.ts), where a page id is a type. A
 * route's page is in its remote's manifest, `mf-<remote>/src/exposes/routes.tsx`, under the same
 * id. The shell's own pages (newsletter confirmation, `test`, not found) are in app-routes.tsx.
 * react-router ranks static segments above parameters (payment/success/eft before :trackingId);
 * `routeForHash` (preload-route.ts) relies on this order for the same.
 */
export const ROUTES: PageRoute[] = pageRoutes();
