import {
  getInstance,
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
  satisfy,
} from '@module-federation/enhanced/runtime';
import type { AppConfig, RemoteRoutes } from '@lms/shared';
import { remoteRecoveryPlugin } from './remote-recovery-plugin';
import { providedShared, usageSkewOf } from './shared-usage-skew';

let remotes: { name: string; entry: string }[] = [];
/** The app-config.json remotes registered last (the entry chunk registers them before bootstrap). */
let registered = '';

/** Remotes forgotten after a failure: their next load reads app-config.json again first. */
const stale = new Set<string>();

/**
 * Drops what the runtime holds of a remote (module, manifest, entry, chunk list), so the next
 * load fetches its manifest again and uses the release it names, from the address app-config.json
 * names by then (a remote that moved recovers on Retry or coming back, without a reload).
 */
export const forgetRemote = (remote: string) => {
  stale.add(remote);
  loadedRoutes.delete(remote);
  running.delete(remote);
  for (const request of loading.keys())
    if (request.startsWith(`${remote}/`)) loading.delete(request);
  const entry = remotes.find((r) => r.name === remote);
  if (entry) registerRemotes([entry], { force: true });
  // The remote's webpack runtime lists the chunks it has; a new release starts a list of its own.
  delete (globalThis as Record<string, unknown>)[`webpackChunklms_${remote}`];
};

/** Each remote's `./routes` module once it has loaded, until the remote is forgotten. */
const loadedRoutes = new Map<string, RemoteRoutes>();

/** A remote's `./routes` module (its route manifest, preloads and prefetches), loaded once. */
export const loadRemoteRoutes = async (remote: string): Promise<RemoteRoutes> => {
  const mod = (await loadRemoteModule(remote, './routes')) as { default?: RemoteRoutes };
  const routes = mod.default;
  if (!Array.isArray(routes?.routes)) throw new Error(`${remote}/routes exports no routes`);
  loadedRoutes.set(remote, routes);
  return routes;
};

/** A remote's `./routes` module if it has loaded already, without waiting. */
export const remoteRoutesIfLoaded = (remote: string) => loadedRoutes.get(remote);

/** The release (`buildVersion` of its manifest) each remote loaded in this tab runs. */
const running = new Map<string, string>();

/** The releases loaded in this tab, by remote (release-follow.ts looks for newer ones). */
export const runningReleases = (): ReadonlyMap<string, string> => running;

/** Where app-config.json says a remote's manifest is. */
export const manifestUrlOf = (remote: string) => remotes.find((r) => r.name === remote)?.entry;

/** The release a manifest names (tools/keep-releases-plugin.cjs stamps the build's content hash). */
export const releaseOf = (manifest: unknown): string | undefined => {
  const version = (manifest as { metaData?: { buildInfo?: { buildVersion?: unknown } } })?.metaData
    ?.buildInfo?.buildVersion;
  return typeof version === 'string' && version ? version : undefined;
};

/** The version of each shared package the shell provides, as the runtime registered it. */
const providedVersions = (): Record<string, string> => {
  const shared = getInstance()?.options.shared ?? {};
  return Object.fromEntries(
    Object.entries(shared).flatMap(([name, versions]) =>
      versions[0]?.version ? [[name, versions[0].version]] : [],
    ),
  );
};

/** What a remote needs that the shell does not provide: "pkg: needs range, shell has version". */
export const skewOf = (
  manifest: { shared?: { name: string; requiredVersion?: string }[] },
  provided: Record<string, string>,
): string[] =>
  (manifest.shared ?? []).flatMap(({ name, requiredVersion }) => {
    const version = provided[name];
    if (!version || !requiredVersion || requiredVersion === '*') return [];
    return satisfy(version, requiredVersion)
      ? []
      : [`${name}: needs ${requiredVersion}, shell has ${version}`];
  });

/** Registers the remotes named in app-config.json; no remote URL is compiled in (architecture §2). */
export const registerConfiguredRemotes = (config: Pick<AppConfig, 'remotes'>) => {
  const next = JSON.stringify(config.remotes);
  // Registered already by the entry chunk: registering again would drop what it preloaded.
  if (next === registered) return;
  registered = next;
  remotes = Object.entries(config.remotes).map(([name, entry]) => ({ name, entry }));
  registerPlugins([
    remoteRecoveryPlugin({
      forget: forgetRemote,
      checkManifest: async (remote, manifest) => {
        const release = releaseOf(manifest);
        if (release) running.set(remote, release);
        const skew = skewOf(manifest, providedVersions());
        const used = manifest.metaData?.lmsShared;
        if (skew.length > 0 || !used?.imports) return skew;
        return usageSkewOf(used, await providedShared());
      },
    }),
  ]);
  registerRemotes(remotes, { force: true });
};

/**
 * Reads app-config.json again for a remote that failed, and registers it at its new address if
 * it moved. Only that remote: the others keep what they have loaded. @lms/shared is imported
 * here, not at the top: this module is part of the entry chunk, before the shared modules load.
 */
const refreshEntry = async (remote: string) => {
  const { reloadAppConfig } = await import('@lms/shared');
  const entry = (await reloadAppConfig())?.remotes[remote];
  const known = remotes.find((r) => r.name === remote);
  if (!entry || !known || known.entry === entry) return;
  const moved = { name: remote, entry };
  remotes = remotes.map((r) => (r === known ? moved : r));
  registerRemotes([moved], { force: true });
};

/**
 * The whole load of a module ends within this time: its manifest, its remote entry and the chunks
 * the module needs. A manifest or entry that hangs fails sooner (REMOTE_TIMEOUT_MS); chunks
 * have only the remote's own webpack timeout, which a retry after a ChunkLoadError doubles. With
 * the shell's start before it, the area's fallback comes within 10 s even for a first page whose
 * remote hangs on its chunks (architecture §2).
 */
export const REMOTE_LOAD_BUDGET_MS = 7_000;

/** Loads under way, by request: the start-up preload and the page's own load are one load. */
const loading = new Map<string, Promise<unknown>>();

const withinBudget = <T>(load: Promise<T>, request: string, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      void import('@lms/shared').then(({ RemoteTimeoutError }) =>
        reject(new RemoteTimeoutError(request, ms)),
      );
    }, ms);
    load.then(resolve, reject).finally(() => clearTimeout(timer));
  });

const loadOnce = async (remote: string, request: string): Promise<unknown> => {
  if (stale.delete(remote)) await refreshEntry(remote);
  const loaded = await loadRemote(request);
  if (loaded == null) throw new Error(`Remote module ${request} is unavailable`);
  return loaded;
};

/**
 * Loads `remote/module` within REMOTE_LOAD_BUDGET_MS; failures and recovery are handled by
 * remoteRecoveryPlugin. A load already under way for the same module is joined, not repeated.
 */
export const loadRemoteModule = (
  remote: string,
  module: string,
  budgetMs = REMOTE_LOAD_BUDGET_MS,
): Promise<unknown> => {
  const request = `${remote}/${module.replace(/^\.\//, '')}`;
  const under = loading.get(request);
  if (under) return under;
  const load = withinBudget(loadOnce(remote, request), request, budgetMs);
  loading.set(request, load);
  const done = () => {
    if (loading.get(request) === load) loading.delete(request);
  };
  load.then(done, done);
  return load;
};

/**
 * Whether a remote's chunk belongs to page `page` or to the `./routes` module that lists it.
 * Remotes name a page's lazy chunk `page-<id>`, its own lazy parts `page-<id>_<part>`, and a chunk
 * split out of several lazy chunks after all of them (`page-a~page-b`; tools/webpack.base.cjs).
 */
export const isChunkOfPage = (page: string) => (url: string) => {
  const name = (url.split('?')[0]!.split('/').pop() ?? '').replace(/\.[0-9a-f]{8}\.js$/, '');
  return name
    .split('~')
    .some(
      (part) =>
        part === '__federation_expose_routes' ||
        part === `page-${page}` ||
        part.startsWith(`page-${page}_`),
    );
};

/** Starts loading an exposed module of a remote and its chunks, without running it. */
export const preloadRemoteModule = async (remote: string, module: string) => {
  if (!remotes.some((r) => r.name === remote)) return;
  await preloadRemote([
    { nameOrAlias: remote, exposes: [module], resourceCategory: 'sync', share: false },
  ]).catch(() => undefined);
};

/**
 * Starts loading a remote's `./routes` module and the chunks it needs at once (manifest, remote
 * entry, the module's chunks), without running it; failures are left to the real load. Given the
 * page, the page's own chunks load too, so they do not wait for the routes module to run.
 */
export const preloadRemoteRoutes = async (remote: string, page?: string) => {
  if (!remotes.some((r) => r.name === remote)) return;
  await preloadRemote([
    page
      ? {
          nameOrAlias: remote,
          exposes: ['./routes'],
          resourceCategory: 'all',
          share: false,
          filter: isChunkOfPage(page),
        }
      : { nameOrAlias: remote, exposes: ['./routes'], resourceCategory: 'sync', share: false },
  ]).catch(() => undefined);
};
