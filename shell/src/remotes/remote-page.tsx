import type { ComponentType } from 'react';
import { RemoteArea, pageComponent, withRetry } from '@lms/shared';
import { PAGE_ROUTES, type PageId, type RemoteName } from '@lms/shared/page-routes';
import { ComingSoonPage } from '../pages/coming-soon-page';
import { loadRemoteRoutes, remoteRoutesIfLoaded } from './remote-loader';

/**
 * A remote's page from its `./routes` module. The federation runtime keeps a loaded module and
 * forgets a failed one (remote-recovery-plugin.ts), so each call asks it afresh.
 */
const loadPage = async (remote: RemoteName, page: PageId): Promise<ComponentType> => {
  const routes = await withRetry(() => loadRemoteRoutes(remote));
  return pageComponent(routes, page) ?? ComingSoonPage;
};

/** The page when its remote's routes have loaded already (at start-up, preload-route.ts). */
const loadedPage = (remote: RemoteName, page: PageId): ComponentType | undefined => {
  const routes = remoteRoutesIfLoaded(remote);
  return routes && (pageComponent(routes, page) ?? ComingSoonPage);
};

/**
 * Renders page `page` from the remote `PAGE_ROUTES` names for it: the remote's page, a fallback,
 * or a "being prepared" page when the remote's release does not have it yet.
 */
export const RemotePage = ({ page }: { page: PageId }) => {
  const { remote } = PAGE_ROUTES[page];
  return (
    <RemoteArea
      remote={remote}
      part={`routes#${page}`}
      load={() => loadPage(remote, page)}
      loaded={() => loadedPage(remote, page)}
      props={{}}
    />
  );
};
