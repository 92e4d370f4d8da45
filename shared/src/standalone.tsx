import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter, Link, Route, Routes } from 'react-router-dom';
import { loadAppConfig } from './config/runtime-config';
import { initI18n } from './i18n';
import { PlatformProviders, ROUTER_FUTURE, createQueryClient } from './providers';
import { MessageOverlay } from './ui/overlays';

export interface StandaloneOptions {
  name: string;
  pages: Partial<Record<string, ComponentType>>;
  /** Route path for each page id, as in the shell's route table. */
  paths: Record<string, string>;
}

/**
 * Runs a remote on its own dev server with the shell's providers (architecture §1), so a team
 * can work on its pages without the rest of the platform.
 */
export const renderStandalone = async ({ name, pages, paths }: StandaloneOptions) => {
  await Promise.all([loadAppConfig(), initI18n({ localesBase: '/' })]);
  const entries = Object.entries(paths).filter(([id]) => pages[id]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <PlatformProviders client={createQueryClient()}>
        <HashRouter future={ROUTER_FUTURE}>
          <nav style={{ padding: '0.5rem 1rem', background: '#fff8e1', fontSize: 14 }}>
            <strong>{name}</strong> (standalone) ·{' '}
            {entries
              .filter(([, path]) => !path.includes(':'))
              .map(([id, path]) => (
                <Link key={id} to={`/${path.replace(/\/:.*$/, '')}`} style={{ marginRight: 12 }}>
                  {id}
                </Link>
              ))}
          </nav>
          <Routes>
            {entries.map(([id, path]) => {
              const Page = pages[id]!;
              return <Route key={id} path={path} element={<Page />} />;
            })}
          </Routes>
          <MessageOverlay />
        </HashRouter>
      </PlatformProviders>
    </StrictMode>,
  );
};
