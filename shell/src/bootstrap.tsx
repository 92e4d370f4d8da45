import i18next from 'i18next';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  PlatformProviders,
  appConfigFailure,
  basketViewQuery,
  createQueryClient,
  initI18n,
  loadAppConfig,
  setRemoteModuleLoader,
  siteSettingsQuery,
  useSessionStore,
} from '@lms/shared';
import { App } from './app';
import { ConfigProblems, MaintenancePage } from './pages/maintenance-page';
import { warmFormatters } from './lib/warm-formatters';
import { preloadCurrentPage } from './remotes/preload-route';
import { forgetRemote, loadRemoteModule, registerConfiguredRemotes } from './remotes/remote-loader';
import { runtimeRoutes } from './routes/runtime-routes';
import { startVitalsReporting } from './vitals/report-vitals';

/** How long the first render waits for the current page (a slow remote or API renders without). */
const FIRST_RENDER_WAIT_MS = 1_500;

const start = async () => {
  const [config] = await Promise.all([loadAppConfig(), initI18n()]);
  if (appConfigFailure()) {
    // No configuration, no API address to guess: a maintenance state, not a broken site.
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <PlatformProviders client={createQueryClient()}>
          <MaintenancePage onRetry={() => window.location.reload()} />
        </PlatformProviders>
      </StrictMode>,
    );
    return;
  }
  registerConfiguredRemotes(config);
  setRemoteModuleLoader(loadRemoteModule, { forget: forgetRemote });
  const queryClient = createQueryClient();
  // The first render waits for the current page's code and first reads, and for the site
  // settings every page shows, for a while: on a phone, one commit of the whole page instead of
  // the layout with a spinner and then the page. Data already in the cache also keeps the
  // queries from changing while React renders, which would make it redo the render in one
  // blocking task.
  const { token } = useSessionStore.getState();
  const firstReads = Promise.race([
    Promise.all([
      preloadCurrentPage(queryClient, runtimeRoutes(config)),
      queryClient.prefetchQuery(siteSettingsQuery()),
      // The header's basket count, on every page of a signed-in visitor.
      token ? queryClient.prefetchQuery(basketViewQuery(token)) : undefined,
    ]),
    new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
  ]);
  warmFormatters(window.location.hash, i18next.language);
  await firstReads;
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the first page in slices and lets the browser breathe between
  // them, instead of one long task (Total Blocking Time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <PlatformProviders client={queryClient}>
          <ConfigProblems problems={config.problems} />
          <App />
        </PlatformProviders>
      </StrictMode>,
    );
  });
  // A sample of page views reports what the visitor felt (LCP, INP, CLS, TTFB); the library
  // reads the load's entries from the browser's buffers, so it can come after the first render.
  void startVitalsReporting(config).catch(() => undefined);
};

void start();
