import type { ComponentType } from 'react';
import { RemoteArea, withRetry } from '@lms/shared';
import { ComingSoonPage } from '../pages/coming-soon-page';
import { loadRemoteRoutes, remoteRoutesIfLoaded, type RemoteName } from './remote-loader';

/**
 * A remote's page from its `./routes` module. The federation runtime keeps a loaded module and
 * forgets a failed one (remote-recovery-plugin.ts), so each call asks it afresh.
 */
const loadPage = async (remote: RemoteName, page: string): Promise<ComponentType> => {
  const routes = await withRetry(() => loadRemoteRoutes(remote));
  return routes.pages[page] ?? ComingSoonPage;
};

/** The page when its remote's routes have loaded already (at start-up, preload-route.ts). */
const loadedPage = (remote: RemoteName, page: string): ComponentType | undefined => {
  const routes = remoteRoutesIfLoaded(remote);
  return routes && (routes.pages[page] ?? ComingSoonPage);
};

/** Renders page `page` of `remote`: the remote's page, a "being prepared" page, or a fallback. */
export const RemotePage = ({ remote, page }: { remote: RemoteName; page: string }) => (
  <RemoteArea
    remote={remote}
    part={`routes#${page}`}
    load={() => loadPage(remote, page)}
    loaded={() => loadedPage(remote, page)}
    props={{}}
  />
);
