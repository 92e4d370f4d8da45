import { Suspense, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteBoundary, RemoteFallback, Spinner, withRetry, type RemoteRoutes } from '@lms/shared';
import { ComingSoonPage } from '../pages/coming-soon-page';
import { loadRemoteModule, type RemoteName } from './remote-loader';

const routeModules = new Map<RemoteName, Promise<RemoteRoutes>>();

/** Loads a remote's `./routes` once per page life; a failure is forgotten so retry works. */
const loadRoutes = (remote: RemoteName): Promise<RemoteRoutes> => {
  const cached = routeModules.get(remote);
  if (cached) return cached;
  const loading = withRetry(() => loadRemoteModule(remote, './routes')).then((mod) => {
    const routes = (mod as { default?: RemoteRoutes }).default;
    if (!routes?.pages) throw new Error(`${remote}/routes exports no pages`);
    return routes;
  });
  routeModules.set(remote, loading);
  loading.catch(() => routeModules.delete(remote));
  return loading;
};

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per page and attempt, made outside render so React keeps its state. */
const lazyPage = (remote: RemoteName, page: string, attempt: number) => {
  const key = `${remote}:${page}:${attempt}`;
  let Page = lazyPages.get(key);
  if (!Page) {
    Page = lazy(async () => {
      const routes = await loadRoutes(remote);
      const Found = routes.pages[page] ?? ComingSoonPage;
      // A remote's page is often lazy itself, and lazy cannot resolve to lazy: wrap it.
      return { default: () => <Found /> };
    });
    lazyPages.set(key, Page);
  }
  return Page;
};

/** Renders page `page` of `remote`: the remote's page, a "being prepared" page, or a fallback. */
export const RemotePage = ({ remote, page }: { remote: RemoteName; page: string }) => {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(remote, page, attempt) as LazyExoticComponent<ComponentType>;
  return (
    <RemoteBoundary
      resetKey={`${remote}:${page}:${attempt}`}
      fallback={() => <RemoteFallback onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<Spinner label={t('loading')} />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
};
