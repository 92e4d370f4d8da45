import type { QueryClient } from '@tanstack/react-query';
import { ROUTES } from '../routes/route-table';
import {
  RUNTIME_ROUTE_MODULE,
  runtimeRouteForHash,
  runtimeRoutes,
  type RuntimeRoute,
} from '../routes/runtime-routes';
import {
  loadRemoteModule,
  loadRemoteRoutes,
  preloadRemoteModule,
  preloadRemoteRoutes,
  registerConfiguredRemotes,
} from './remote-loader';

/** The path segments of a hash address, without its query (`#/a/b?x=1` → a, b). */
const hashSegments = (hash: string) =>
  hash
    .replace(/^#?\/*/, '')
    .split(/[?#]/)[0]!
    .split('/')
    .filter(Boolean);

/** The route of the route table that a hash address shows. */
export const routeForHash = (hash: string) => {
  const segments = hashSegments(hash);
  const route = ROUTES.find(({ path }) => {
    const pattern = path.split('/').filter(Boolean);
    if (pattern.at(-1) === '*') {
      const head = pattern.slice(0, -1);
      return segments.length >= head.length && head.every((p, i) => matches(p, segments[i]));
    }
    return pattern.length === segments.length && pattern.every((p, i) => matches(p, segments[i]));
  });
  return route;
};

/**
 * The parameters of a route's path in a hash address (`courses/details/:nameSlug`); a trailing
 * `*` (`account/*`) gives the rest of the address as `*`, as React Router names it.
 */
export const paramsForHash = (path: string, hash: string): Record<string, string> => {
  const segments = hashSegments(hash);
  return Object.fromEntries(
    path
      .split('/')
      .filter(Boolean)
      .flatMap((part, index) => {
        if (part === '*') return [['*', segments.slice(index).map(decodeURIComponent).join('/')]];
        return part.startsWith(':') && segments[index] !== undefined
          ? [[part.slice(1), decodeURIComponent(segments[index])]]
          : [];
      }),
  );
};

const matches = (pattern: string, segment: string | undefined) =>
  segment !== undefined && (pattern.startsWith(':') || pattern === segment);

/**
 * Runs in the entry chunk while the shared chunks download: takes the app-config.json that
 * index.html started loading, registers the remotes and preloads the current route's remote and
 * the chunks of its page.
 * Without that early config (a page without the inline script) nothing happens here and
 * bootstrap registers the remotes as before.
 */
export const preloadCurrentRoute = async () => {
  const early = (window as { __lmsEarly?: Record<string, unknown> }).__lmsEarly?.[
    'app-config.json'
  ] as Promise<{ remotes?: Record<string, string>; routes?: Record<string, string> }> | undefined;
  const config = await early?.catch(() => undefined);
  if (!config?.remotes) return;
  registerConfiguredRemotes({ remotes: config.remotes });
  const route = routeForHash(window.location.hash);
  if (route) {
    await preloadRemoteRoutes(route.remote, route.id);
    return;
  }
  // Only the remote whose prefix the address is under: another one's code is not fetched.
  const mounted = runtimeRouteForHash(
    window.location.hash,
    runtimeRoutes({ remotes: config.remotes, routes: config.routes }),
  );
  if (mounted) await preloadRemoteModule(mounted.remote, RUNTIME_ROUTE_MODULE);
};

/**
 * Runs at bootstrap, before the first render: loads the current route's `./routes` module, the
 * page's code and the API reads of the page's first render (into the query cache). Bootstrap
 * waits for it, for a while, so the first render shows the page itself, in one commit, rather than
 * the layout with a spinner and then the page. Failures are left to the real load.
 */
export const preloadCurrentPage = async (
  queryClient: QueryClient,
  mounted: RuntimeRoute[] = [],
) => {
  const route = routeForHash(window.location.hash);
  if (!route) {
    const app = runtimeRouteForHash(window.location.hash, mounted);
    if (app) await loadRemoteModule(app.remote, RUNTIME_ROUTE_MODULE).catch(() => undefined);
    return;
  }
  try {
    const routes = await loadRemoteRoutes(route.remote);
    const params = paramsForHash(route.path, window.location.hash);
    await Promise.all([
      routes.preload[route.id]?.(),
      routes.prefetch?.[route.id]?.({ params, queryClient }),
    ]);
  } catch {
    // The page's own load reports and recovers.
  }
};
