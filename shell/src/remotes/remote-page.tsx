import type { ComponentType } from 'react';
import { RemoteArea, withRetry, type RemoteRoutes } from '@lms/shared';
import { ComingSoonPage } from '../pages/coming-soon-page';
import { loadRemoteModule, type RemoteName } from './remote-loader';

/**
 * A remote's page from its `./routes` module. The federation runtime keeps a loaded module and
 * forgets a failed one (remote-recovery-plugin.ts), so each call asks it afresh.
 */
const loadPage = async (remote: RemoteName, page: string): Promise<ComponentType> => {
  const mod = await withRetry(() => loadRemoteModule(remote, './routes'));
  const routes = (mod as { default?: RemoteRoutes }).default;
  if (!routes?.pages) throw new Error(`${remote}/routes exports no pages`);
  return routes.pages[page] ?? ComingSoonPage;
};

/** Renders page `page` of `remote`: the remote's page, a "being prepared" page, or a fallback. */
export const RemotePage = ({ remote, page }: { remote: RemoteName; page: string }) => (
  <RemoteArea
    remote={remote}
    part={`routes#${page}`}
    load={() => loadPage(remote, page)}
    props={{}}
  />
);
