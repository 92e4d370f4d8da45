import { lazy, type ComponentType } from 'react';
import type { RemoteRoutes } from './remote-widget';

/**
 * A thenable that has already settled. React.lazy reads a value handed to `then` at once, so a
 * component loaded before its first render renders in that render, with no loading frame.
 */
export const settled = <T>(value: T): Promise<T> =>
  ({ then: (resolve: (settledValue: T) => void) => resolve(value) }) as unknown as Promise<T>;

/**
 * The `pages` and `preload` of a remote's `./routes` module from one loader per page (its chunk
 * named `page-<id>`, resolving to the page's component). A page preloaded before the shell's
 * first render (shell preload-route.ts) renders in that render; otherwise it loads when shown.
 * webpack loads a chunk once, and a failed load is tried again by the next call.
 */
export const pagesOf = (
  loaders: Record<string, () => Promise<ComponentType>>,
): Required<Pick<RemoteRoutes, 'pages' | 'preload'>> => {
  const pages: RemoteRoutes['pages'] = {};
  const preload: NonNullable<RemoteRoutes['preload']> = {};
  for (const [id, load] of Object.entries(loaders)) {
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
    pages[id] = lazy(() =>
      loaded ? settled({ default: loaded }) : start().then((component) => ({ default: component })),
    );
  }
  return { pages, preload };
};
