import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The override of the served app-config.json for the composition the e2e suite starts
// (scripts/start.mjs reads APP_CONFIG_FILE on every request; README "Changing app-config.json
// under npm start"). A file of the suite's own, so a developer's app-config.local.json neither
// changes the tests nor is changed by them.

const SHELL_PORT = Number(process.env.E2E_SHELL_PORT ?? 3100);

export const APP_CONFIG_FILE = join(tmpdir(), `lms-e2e-app-config-${SHELL_PORT}.json`);

/** Serves `override` merged over app-config.json from the next request on. */
export const overrideAppConfig = (override: {
  remotes?: Record<string, string | null>;
  routes?: Record<string, string | null>;
}) => writeFile(APP_CONFIG_FILE, JSON.stringify(override));

/** Serves the composition's own app-config.json again. */
export const restoreAppConfig = () => rm(APP_CONFIG_FILE, { force: true });
