// Starts the platform like `npm start` (production build from dist/, building what is missing)
// with a fresh in-memory database on the given ports, for the benches that drive a browser.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Resolves once `scripts/start.mjs` prints "Platform ready"; `stop()` ends it (also when this
 * process exits).
 */
export async function startPlatform({ shellPort, apiPort, env = {} }) {
  const platform = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    env: {
      ...process.env,
      SHELL_PORT: String(shellPort),
      API_PORT: String(apiPort),
      PGLITE_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => platform.exitCode === null && platform.kill('SIGTERM');
  process.on('exit', stop);
  await new Promise((resolve, reject) => {
    platform.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Platform ready')) resolve();
    });
    platform.on('exit', (code) => reject(new Error(`the platform exited (${code})`)));
  });
  return { stop, shell: `http://localhost:${shellPort}`, api: `http://localhost:${apiPort}` };
}

/** The lower middle of the values (the median of an odd count). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
