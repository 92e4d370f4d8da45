import { rmSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { APP_CONFIG_FILE } from './tests/support/app-config';

// The composed platform, built and served as `npm start` does, on ports of its own so a running
// `npm start` is left alone; a fresh in-memory database each run.
const SHELL_PORT = Number(process.env.E2E_SHELL_PORT ?? 3100);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);

// QA points the suite at a composition that is already running (staging): E2E_BASE_URL is the
// shell, E2E_API_URL its API; nothing is built or started, and tests tagged @local (they rebuild,
// stop or reach into this repository's own servers) are left out. README "Tests".
const BASE_URL = process.env.E2E_BASE_URL?.replace(/\/+$/, '') || undefined;
if (BASE_URL && !process.env.E2E_API_URL) {
  throw new Error('E2E_BASE_URL needs E2E_API_URL: the API the composition uses');
}

// No override left over from a run that was stopped: the composition starts as configured.
rmSync(APP_CONFIG_FILE, { force: true });

export const urls = {
  shell: BASE_URL ?? `http://localhost:${SHELL_PORT}`,
  api: BASE_URL ? process.env.E2E_API_URL!.replace(/\/+$/, '') : `http://localhost:${API_PORT}`,
};

const config = defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: urls.shell,
    locale: 'tr-TR',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `${urls.api}/health`,
    // The build runs first (REBUILD): the shell and six remotes, minutes on a busy 2-core machine.
    timeout: 1_200_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      SHELL_PORT: String(SHELL_PORT),
      API_PORT: String(API_PORT),
      PGLITE_DIR: 'memory://',
      // Where the payment provider sends the browser back (api/src/routes/orders.ts).
      PLATFORM_URL: urls.shell,
      // The API lets local shells on ports 3000–3199 in; E2E_SHELL_PORT may be elsewhere.
      CORS_ORIGINS: urls.shell,
      LOG_LEVEL: 'warn',
      // The suite's own app-config.json override, which resilience.spec changes while it runs
      // (a developer's app-config.local.json is not the suite's business).
      APP_CONFIG_FILE,
      // Every e2e login comes from 127.0.0.1: keep the per-IP auth limits out of the way.
      AUTH_RATE_LIMIT_LOGIN_IP: '1000',
      AUTH_RATE_LIMIT_REGISTER_IP: '1000',
      AUTH_RATE_LIMIT_RESET_IP: '1000',
      SUBSCRIBE_RATE_LIMIT_IP: '1000',
      // Test what the sources say now, never a stale dist/.
      REBUILD: process.env.E2E_SKIP_BUILD ? '' : '1',
    },
  },
});

// Against a running composition: no server of ours, and no test that needs one.
export default BASE_URL ? { ...config, webServer: undefined, grepInvert: /@local/ } : config;
