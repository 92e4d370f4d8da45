import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter, Link, Route, Routes } from 'react-router-dom';
import { loadAppConfig } from './config/runtime-config';
import { initI18n } from './i18n';
import { PlatformProviders, ROUTER_FUTURE, createQueryClient } from './providers';
import { MessageOverlay } from './ui/overlays';
import type { RouteEntry } from './remote/route-manifest';

export interface StandaloneOptions {
  name: string;
  /**
   * The remote's route manifest (its `exposes/routes`): the pages and paths the shell shows; or,
   * for a remote the shell mounts on a path prefix (app-config.json `routes`), its app on
   * `<prefix>/*`.
   */
  routes: (Omit<RouteEntry, 'id'> & { id: string })[];
}

/**
 * Runs a remote on its own dev server with the shell's providers (architecture §1), so a team
 * can work on its pages without the rest of the platform.
 */
export const renderStandalone = async ({ name, routes }: StandaloneOptions) => {
  await Promise.all([loadAppConfig(), initI18n({ localesBase: '/' })]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <PlatformProviders client={createQueryClient()}>
        <HashRouter future={ROUTER_FUTURE}>
          <nav style={{ padding: '0.5rem 1rem', background: '#fff8e1', fontSize: 14 }}>
            <strong>{name}</strong> (standalone) ·{' '}
            {routes
              .filter(({ path }) => !path.includes(':'))
              .map(({ id, path }) => (
                <Link
                  key={id}
                  to={`/${path.replace(/^\/|\/?\*$/g, '')}`}
                  style={{ marginRight: 12 }}
                >
                  {id}
                </Link>
              ))}
          </nav>
          <Routes>
            {routes.map(({ id, path, Component }) => (
              <Route key={id} path={path} element={<Component />} />
            ))}
          </Routes>
          <MessageOverlay />
        </HashRouter>
      </PlatformProviders>
    </StrictMode>,
  );
};
