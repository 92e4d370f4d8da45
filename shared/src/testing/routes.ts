import type { RemoteRoutes } from '../remote/remote-widget';

/**
 * The check every remote's `exposes/routes` passes: each page has a preload, and the preload
 * loads a module that holds the page's component (the shell starts it before the first render,
 * shell/src/routes/preload-route.ts).
 */
export async function expectPreloadsMatchPages(routes: RemoteRoutes): Promise<void> {
  expect(Object.keys(routes.preload ?? {}).sort()).toEqual(Object.keys(routes.pages).sort());
  for (const load of Object.values(routes.preload ?? {})) {
    const page = (await load!()) as Record<string, unknown>;
    expect(Object.values(page).some((value) => typeof value === 'function')).toBe(true);
  }
}
