import type { RemoteRoutes } from '../remote/route-manifest';

/**
 * The check every remote's `exposes/routes` passes: each page of its manifest has a preload, and
 * the preload resolves to the page's component (the shell starts it before the first render,
 * shell/src/remotes/preload-route.ts).
 */
export async function expectPreloadsMatchPages(routes: RemoteRoutes): Promise<void> {
  expect(Object.keys(routes.preload).sort()).toEqual(routes.routes.map(({ id }) => id).sort());
  for (const load of Object.values(routes.preload)) {
    // routesOf's preload resolves to the page's component (a function, or a memo object).
    const page = await load!();
    expect(['function', 'object']).toContain(typeof page);
    expect(page).not.toBeNull();
  }
}
