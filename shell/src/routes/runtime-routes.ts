// A subpath, not the @lms/shared singleton: the entry chunk reads these routes (preload-route.ts)
// before Module Federation has set up the shared scope.
import type { AppConfig } from '@lms/shared';
import { ROUTES } from './route-table';

/** A remote mounted on a path prefix named at run time: `#/<prefix>/*` shows its `./App`. */
export interface RuntimeRoute {
  remote: string;
  prefix: string;
}

/** The exposed module the shell mounts on a remote's prefix: a component, its default export. */
export const RUNTIME_ROUTE_MODULE = './App';

/** One path segment: lower-case letters, digits and hyphens (`admin`, `back-office`). */
const PREFIX = /^[a-z0-9][a-z0-9-]*$/;

/** The first segments the shell's own route table and pages use: never given to a remote. */
const RESERVED = new Set(
  [...ROUTES.map((route) => route.path), 'test', 'newsletter/confirm/:token']
    .map((path) => path.split('/')[0]!)
    .filter((segment) => segment !== '' && !segment.startsWith(':')),
);

/**
 * The path prefixes app-config.json gives remotes (`routes`, docs/decisions/0007): each one a
 * single segment that the shell does not use itself, of a remote that `remotes` names, and
 * each prefix once (the first remote naming it keeps it). Anything else is left out, with a
 * warning, and its address is the not-found page.
 */
const warned = new Set<string>();
const warnOnce = (message: string) => {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
};

export const runtimeRoutes = (config: Pick<AppConfig, 'remotes' | 'routes'>): RuntimeRoute[] => {
  const taken = new Set<string>();
  return Object.entries(config.routes ?? {}).flatMap(([remote, value]) => {
    const prefix = typeof value === 'string' ? value.replace(/^[#/]+|\/+$/g, '') : '';
    const problem = !Object.hasOwn(config.remotes, remote)
      ? 'is not among the remotes'
      : !PREFIX.test(prefix)
        ? 'is not one lower-case path segment'
        : RESERVED.has(prefix)
          ? "is one of the shell's own routes"
          : taken.has(prefix)
            ? 'is given to another remote already'
            : null;
    if (problem) {
      warnOnce(`[routes] "${remote}": "${String(value)}" is not mounted: it ${problem}`);
      return [];
    }
    taken.add(prefix);
    return [{ remote, prefix }];
  });
};

/** The runtime route a hash address is under (`#/admin/audit?x=1` → admin's). */
export const runtimeRouteForHash = (hash: string, routes: RuntimeRoute[]) => {
  const first = hash.replace(/^#?\/*/, '').split(/[/?#]/)[0] ?? '';
  return routes.find((route) => route.prefix === first);
};
