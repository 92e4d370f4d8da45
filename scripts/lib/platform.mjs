// The platform as the bench scripts start it: `scripts/start.mjs` (building what is missing) on
// the bench's own ports, with a fresh in-memory database, stopped when the script exits.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts the platform and resolves once it says it is ready; `stop()` ends it (also at exit).
 * `env` is added to the environment (APP_CONFIG_FILE, LOG_LEVEL, …).
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
  return { stop };
}

/** The middle value (the upper one of an even count). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
