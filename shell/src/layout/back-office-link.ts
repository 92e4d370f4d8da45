import { useMemo } from 'react';
import { getAppConfig, useSessionStore } from '@lms/shared';
import { runtimeRoutes } from '../routes/runtime-routes';

/** The remote that is the back office, wherever app-config.json mounts it. */
export const BACK_OFFICE_REMOTE = 'admin';

/**
 * Where the user menu's "Yönetim" / "Back office" goes: the back office's prefix, for a staff
 * member (the session's user has a role) while app-config.json mounts it; otherwise nothing.
 * What each role may do there is the back office's business and the server's.
 */
export const useBackOfficeLink = (): string | null => {
  const role = useSessionStore((s) => (s.user as { role?: string | null } | null)?.role ?? null);
  const route = useMemo(
    () => runtimeRoutes(getAppConfig()).find((r) => r.remote === BACK_OFFICE_REMOTE),
    [],
  );
  return role && route ? `/${route.prefix}` : null;
};
