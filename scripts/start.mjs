#!/usr/bin/env node
// `npm start`: builds what is missing, starts the API (embedded PostgreSQL, seeded) and serves
// the shell and the five remotes from their dist/ folders. Ctrl+C stops everything.
//
// Environment:
//   HOST            interface to listen on (default 127.0.0.1)
//   PUBLIC_HOST     host name the browser uses (default localhost)
//   SHELL_PORT      shell port; remotes use the next five ports (default 3000 → 3001–3005)
//   API_PORT        port of the local API (default 4000)
//   API_URL         use this API instead of starting one (e.g. https://api.example.org)
//   PGLITE_DIR / DATABASE_URL   passed to the API (see api/README.md)
//   REBUILD=1       build every package even when dist/ exists
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from './static-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const host = process.env.HOST ?? '127.0.0.1';
const publicHost = process.env.PUBLIC_HOST ?? 'localhost';
const shellPort = Number(process.env.SHELL_PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);
const apiUrl = process.env.API_URL ?? `http://${publicHost}:${apiPort}`;

export const REMOTES = ['catalog', 'checkout', 'learning', 'content', 'account'];
const packages = [{ name: 'shell', dir: 'shell', port: shellPort }].concat(
  REMOTES.map((name, i) => ({ name, dir: `mf-${name}`, port: shellPort + 1 + i })),
);

const children = [];
const servers = [];
let stopping = false;

const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const server of servers) server.close();
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// 1. Build what is missing.
for (const pkg of packages) {
  const dist = join(
    root,
    pkg.dir,
    'dist',
    pkg.name === 'shell' ? 'index.html' : 'mf-manifest.json',
  );
  if (existsSync(dist) && !process.env.REBUILD) continue;
  console.log(`[start] building @lms/${pkg.dir} …`);
  const result = spawnSync('npx', ['webpack', '--mode', 'production'], {
    cwd: join(root, pkg.dir),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) {
    console.error(`[start] build of @lms/${pkg.dir} failed`);
    process.exit(1);
  }
}

// 2. The API, unless another one is named.
const waitFor = async (url, timeoutMs) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
};

if (!process.env.API_URL) {
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(root, 'api'),
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(apiPort),
      HOST: host,
      PUBLIC_URL: apiUrl,
      // Links in mails and payment redirects point back to this shell.
      PLATFORM_URL: process.env.PLATFORM_URL ?? `http://${publicHost}:${shellPort}`,
      // The README's demo accounts (ignored by the API under NODE_ENV=production).
      SEED_DEMO_USERS: process.env.SEED_DEMO_USERS ?? '1',
    },
  });
  children.push(api);
  api.on('exit', (code) => {
    if (!stopping) {
      console.error(`[start] the API stopped (exit ${code})`);
      stop(1);
    }
  });
}

// 3. The shell and the remotes.
const remoteUrl = (pkg) => `http://${publicHost}:${pkg.port}/mf-manifest.json`;
const appConfig = {
  apiBaseUrl: apiUrl,
  remotes: Object.fromEntries(
    packages.filter((p) => p.name !== 'shell').map((p) => [p.name, remoteUrl(p)]),
  ),
};
for (const pkg of packages) {
  const overrides = pkg.name === 'shell' ? { '/app-config.json': appConfig } : {};
  servers.push(
    await serveStatic({ root: join(root, pkg.dir, 'dist'), port: pkg.port, host, overrides }),
  );
}

if (!(await waitFor(`${apiUrl}/health`, 120_000))) {
  console.error(`[start] the API at ${apiUrl} did not answer`);
  stop(1);
} else {
  console.log(
    `\n  Platform ready: http://${publicHost}:${shellPort}/\n  API: ${apiUrl}\n  Ctrl+C stops everything.\n`,
  );
}
