// The single build's stand-in for shell/src/remotes/remote-loader.ts (webpack swaps the module,
// tools/single-build/webpack.config.cjs): the same exports, backed by the compiled-in module map
// instead of the federation runtime. Which remotes are there, and which prefixes they own, still
// comes from app-config.json, so the routes are the federated build's (docs/decisions/0007).
import type { AppConfig, RemoteRoutes } from '@lms/shared';
import { REMOTE_MODULES } from './remote-modules';

/** The remotes app-config.json names; a remote it leaves out is not loaded, as when federated. */
let configured = new Set<string>();

/** Each remote's `./routes` module once it has loaded. */
const loadedRoutes = new Map<string, RemoteRoutes>();

/** Nothing to forget: the code is part of this build and a failed chunk is asked for again. */
export const forgetRemote = (remote: string) => {
  loadedRoutes.delete(remote);
};

export const registerConfiguredRemotes = (config: Pick<AppConfig, 'remotes'>) => {
  configured = new Set(Object.keys(config.remotes));
};

/** Loads `remote/module` from the module map. */
export const loadRemoteModule = async (remote: string, module: string): Promise<unknown> => {
  const load = configured.has(remote) ? REMOTE_MODULES[remote]?.[module] : undefined;
  if (!load)
    throw new Error(`Remote module ${remote}/${module.replace(/^\.\//, '')} is unavailable`);
  return load();
};

export const loadRemoteRoutes = async (remote: string): Promise<RemoteRoutes> => {
  const mod = (await loadRemoteModule(remote, './routes')) as { default?: RemoteRoutes };
  const routes = mod.default;
  if (!Array.isArray(routes?.routes)) throw new Error(`${remote}/routes exports no routes`);
  loadedRoutes.set(remote, routes);
  return routes;
};

export const remoteRoutesIfLoaded = (remote: string) => loadedRoutes.get(remote);

/** One bundle is one release: there is never a newer one for an open tab to follow. */
export const runningReleases = (): ReadonlyMap<string, string> => new Map();

/** No remote has a manifest of its own in one bundle. */
export const manifestUrlOf = (_remote: string): string | undefined => undefined;

/** No manifest, so no release to read from one. */
export const releaseOf = (_manifest: unknown): string | undefined => undefined;

/** The federated loader's budget, kept so the two loaders export the same names. */
export const REMOTE_LOAD_BUDGET_MS = 7_000;

/** No shared scope to negotiate in one bundle: nothing is ever skewed. */
export const skewOf = (): string[] => [];

export const isChunkOfPage = (page: string) => (url: string) => url.includes(`page-${page}`);

/** Starts loading an exposed module (and the chunks it needs). */
export const preloadRemoteModule = async (remote: string, module: string) => {
  await loadRemoteModule(remote, module).catch(() => undefined);
};

/** Starts loading a remote's `./routes` module and, given the page, the page's chunks. */
export const preloadRemoteRoutes = async (remote: string, page?: string) => {
  try {
    const routes = await loadRemoteRoutes(remote);
    if (page) await (routes.preload as Record<string, (() => unknown) | undefined>)[page]?.();
  } catch {
    // The page's own load reports and recovers.
  }
};
