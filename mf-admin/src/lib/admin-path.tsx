import { createContext, useCallback, useContext, type ReactNode } from 'react';

/**
 * Where the back office is mounted, e.g. `/admin`. The shell mounts the remote under the path
 * prefix app-config.json gives it (docs/decisions/0007-runtime-route-prefixes.md), so pages build
 * their links with `useAdminPath`, never with a written-out `/admin`.
 */
const AdminBaseContext = createContext('/admin');

export const AdminBaseProvider = ({ base, children }: { base: string; children: ReactNode }) => (
  <AdminBaseContext.Provider value={base}>{children}</AdminBaseContext.Provider>
);

/** The back office's base path (`/admin`). */
export const useAdminBase = () => useContext(AdminBaseContext);

/** Makes a back-office address: `adminPath('courses/12')` → `/admin/courses/12`. */
export const useAdminPath = () => {
  const base = useAdminBase();
  return useCallback(
    (path = '') => {
      const rest = path.replace(/^\/+/, '');
      return rest ? `${base}/${rest}` : base;
    },
    [base],
  );
};

/**
 * The base of a splat route from the current pathname and its `*` parameter:
 * (`/admin/courses/12`, `courses/12`) → `/admin`.
 */
export const baseOf = (pathname: string, splat: string | undefined) => {
  const rest = splat ?? '';
  const head = rest && pathname.endsWith(rest) ? pathname.slice(0, -rest.length) : pathname;
  return head.replace(/\/+$/, '') || '/';
};
