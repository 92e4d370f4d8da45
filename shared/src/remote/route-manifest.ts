import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType } from 'react';
import { PAGE_ROUTES, type PageId, type PageIdOf, type RemoteName } from './page-routes';

/**
 * A thenable that has already settled. React.lazy reads a value handed to `then` at once, so a
 * component loaded before its first render renders in that render, with no loading frame.
 */
export const settled = <T>(value: T): Promise<T> =>
  ({ then: (resolve: (settledValue: T) => void) => resolve(value) }) as unknown as Promise<T>;

/** One page of a remote's route manifest: its id, its path (from `PAGE_ROUTES`), its component. */
export interface RouteEntry<Id extends PageId = PageId> {
  id: Id;
  path: string;
  Component: ComponentType;
}

/** What a page's prefetch gets: the route's parameters and the query client the page reads. */
export interface PagePrefetchContext {
  params: Readonly<Record<string, string | undefined>>;
  queryClient: QueryClient;
}

/**
 * What a remote's `./routes` module default-exports: its route manifest. The shell's route table
 * and the remote's standalone bootstrap both read it (docs/decisions/0004-route-manifests.md).
 */
export interface RemoteRoutes<Id extends PageId = PageId> {
  routes: RouteEntry<Id>[];
  /** Starts downloading a page's code before it renders (the shell calls it at start-up). */
  preload: Partial<Record<Id, () => Promise<unknown>>>;
  /**
   * Starts the API reads a page's first render needs, beside its code, into the query cache
   * the page reads (the shell calls it at start-up, for the page opened first).
   */
  prefetch?: Partial<Record<Id, (context: PagePrefetchContext) => Promise<unknown>>>;
}

/** The route manifest of remote `R`: only the page ids `PAGE_ROUTES` gives it. */
export type RemoteRoutesOf<R extends RemoteName> = RemoteRoutes<PageIdOf<R>>;

/** The component of page `id` in a remote's manifest, if the remote has it. */
export const pageComponent = (routes: RemoteRoutes, id: PageId): ComponentType | undefined =>
  routes.routes.find((route) => route.id === id)?.Component;

/**
 * A remote's route manifest from one loader per page it owns (each page's chunk named
 * `page-<id>`, resolving to the page's component); every page `PAGE_ROUTES` gives the remote must
 * be there. A page preloaded before the shell's first render (shell preload-route.ts) renders in
 * that render; otherwise it loads when shown. webpack loads a chunk once, and a failed load is
 * tried again by the next call.
 */
export const routesOf = <R extends RemoteName>(
  _remote: R,
  loaders: Record<PageIdOf<R>, () => Promise<ComponentType>>,
): Pick<RemoteRoutesOf<R>, 'routes' | 'preload'> => {
  const routes: RouteEntry<PageIdOf<R>>[] = [];
  const preload: RemoteRoutesOf<R>['preload'] = {};
  for (const id of Object.keys(loaders) as PageIdOf<R>[]) {
    const load = loaders[id];
    let loaded: ComponentType | undefined;
    let loading: Promise<ComponentType> | undefined;
    const start = () => {
      loading ??= load().then(
        (component) => (loaded = component),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    };
    preload[id] = start;
    const Component = lazy(() =>
      loaded ? settled({ default: loaded }) : start().then((component) => ({ default: component })),
    );
    routes.push({ id, path: PAGE_ROUTES[id].path, Component });
  }
  return { routes, preload };
};
