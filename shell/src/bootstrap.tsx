import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  PlatformProviders,
  createQueryClient,
  initI18n,
  loadAppConfig,
  setRemoteModuleLoader,
} from '@lms/shared';
import { App } from './app';
import { preloadCurrentPage } from './remotes/preload-route';
import { forgetRemote, loadRemoteModule, registerConfiguredRemotes } from './remotes/remote-loader';

const start = async () => {
  const [config] = await Promise.all([loadAppConfig(), initI18n()]);
  registerConfiguredRemotes(config);
  setRemoteModuleLoader(loadRemoteModule, { forget: forgetRemote });
  const queryClient = createQueryClient();
  void preloadCurrentPage(queryClient);
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the first page in slices and lets the browser breathe between
  // them, instead of one long task (issue 12, Total Blocking Time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <PlatformProviders client={queryClient}>
          <App />
        </PlatformProviders>
      </StrictMode>,
    );
  });
};

void start();
