#!/usr/bin/env node
// `npm start`: builds what is missing, starts the API (embedded PostgreSQL, seeded) and serves
// the shell and the six remotes from their dist/ folders. Ctrl+C stops everything. When the API
// exits on its own, it is started again after a short wait (doubling up to 10 s); after five quick
// failures in a row `npm start` gives up. The shell and the remotes keep serving meanwhile.
//
// Environment:
//   HOST            interface to listen on (default 127.0.0.1)
//   PUBLIC_HOST     host name the browser uses (default localhost)
//   SHELL_PORT      shell port; remotes use the next six ports (default 3000 → 3001–3006)
//   API_PORT        port of the local API (default 4000)
//   API_URL         use this API instead of starting one (e.g. https://api.example.org)
//   API_INSTANCES   API processes sharing API_PORT (node:cluster); more than one needs
//                   DATABASE_URL (see docs/deploy.md)
//   PGLITE_DIR / DATABASE_URL / TRUST_PROXY / …   passed to the API (see api/README.md); the API
//                   is told the shell's origin (PLATFORM_URL, CORS_ORIGINS), whatever the port
//   REBUILD=1       build every package even when dist/ exists
//   BUILD_CONCURRENCY  packages built at once (default 2)
//   REMOTE_<NAME>_URL  a remote's manifest URL in the served app-config.json (e.g.
//                   REMOTE_CHECKOUT_URL=https://cdn.example.org/checkout/mf-manifest.json)
//   APP_CONFIG_FILE JSON merged over the served app-config.json on every request, so it can be
//                   edited while running (default app-config.local.json in the repository root);
//                   a null removes a remote or a route (`{"remotes":{"admin":null},"routes":{"admin":null}}`)
//   SINGLE_PORT     also serve the single build (dist-single/, `npm run build:single`, docs/decisions/
//                   0013) on this port, with the same app-config.json and API (it is not built here)
//   NODE_ENV=production  the static servers add HSTS to their security headers (CSP made from
//                   the served app-config.json, X-Frame-Options, Referrer-Policy, …; docs/deploy.md)
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeLocalConfig } from './local-config.mjs';
import { serveStatic } from './static-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const host = process.env.HOST ?? '127.0.0.1';
const publicHost = process.env.PUBLIC_HOST ?? 'localhost';
const shellPort = Number(process.env.SHELL_PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);
const apiUrl = process.env.API_URL || `http://${publicHost}:${apiPort}`;
const singlePort = process.env.SINGLE_PORT ? Number(process.env.SINGLE_PORT) : null;

export const REMOTES = ['catalog', 'checkout', 'learning', 'content', 'account', 'admin'];
const packages = [{ name: 'shell', dir: 'shell', port: shellPort }].concat(
  REMOTES.map((name, i) => ({ name, dir: `mf-${name}`, port: shellPort + 1 + i })),
);

// Ports that browsers and fetch() refuse to connect to (the Fetch standard's "bad ports", those
// above 1023): a platform started on one would look up while no page or health check reaches it.
const REFUSED_PORTS = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669,
  6697, 10080,
]);
const refused = [...packages.map((pkg) => pkg.port), apiPort, singlePort].filter((port) =>
  REFUSED_PORTS.has(port),
);
if (refused.length > 0) {
  console.error(`[start] browsers refuse port ${refused.join(', ')}: choose other ports`);
  process.exit(2);
}

const servers = [];
/** The API process of the moment (it is replaced when it restarts). */
let api = null;
let stopping = false;

const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  // Also when the process ends on its own before the timer (the servers closed, the API gone).
  process.exitCode = code;
  for (const server of servers) server.close();
  if (api && api.exitCode === null && api.signalCode === null) api.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// 1. Build what is missing, two packages at a time (one per core of a small machine; each
// build is mostly one thread).
const BUILDS_AT_ONCE = Math.max(1, Number(process.env.BUILD_CONCURRENCY ?? 2));
const toBuild = packages.filter((pkg) => {
  const dist = join(
    root,
    pkg.dir,
    'dist',
    pkg.name === 'shell' ? 'index.html' : 'mf-manifest.json',
  );
  return !existsSync(dist) || Boolean(process.env.REBUILD);
});
const buildOne = (pkg) =>
  new Promise((done) => {
    console.log(`[start] building @lms/${pkg.dir} …`);
    const child = spawn('npx', ['webpack', '--mode', 'production'], {
      cwd: join(root, pkg.dir),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', () => done(false));
    child.on('exit', (code) => done(code === 0));
  });
const failedBuilds = [];
const queue = [...toBuild];
await Promise.all(
  Array.from({ length: Math.min(BUILDS_AT_ONCE, queue.length) }, async () => {
    while (queue.length > 0) {
      const pkg = queue.shift();
      if (!(await buildOne(pkg))) failedBuilds.push(pkg.dir);
    }
  }),
);
if (failedBuilds.length > 0) {
  console.error(`[start] build of ${failedBuilds.map((dir) => `@lms/${dir}`).join(', ')} failed`);
  process.exit(1);
}

// 2. The API, unless another one is named.
const waitFor = async (url, timeoutMs) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      // Each try has its own limit: a connection the API accepts while it is still starting
      // must not hold the whole wait.
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
};

// The browser calls the API from the shell's origin; the API allows exactly the origins it is
// told, so this works on any SHELL_PORT.
const shellPorts = [shellPort, ...(singlePort ? [singlePort] : [])];
const shellOrigins = shellPorts.map((port) => `http://${publicHost}:${port}`);
if (publicHost === 'localhost')
  shellOrigins.push(...shellPorts.map((port) => `http://127.0.0.1:${port}`));
const corsOrigins = [process.env.CORS_ORIGINS, ...shellOrigins].filter(Boolean).join(',');

const RESTART = { firstDelayMs: 500, maxDelayMs: 10_000, maxInARow: 5, stableAfterMs: 30_000 };
let restartsInARow = 0;

const startApi = () => {
  const startedAt = Date.now();
  api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(root, 'api'),
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(apiPort),
      HOST: host,
      PUBLIC_URL: apiUrl,
      // Links in mails and payment redirects point back to this shell.
      PLATFORM_URL: process.env.PLATFORM_URL || shellOrigins[0],
      CORS_ORIGINS: corsOrigins,
      // The README's demo accounts (ignored by the API under NODE_ENV=production).
      SEED_DEMO_USERS: process.env.SEED_DEMO_USERS ?? '1',
    },
  });
  console.log(`[start] API started (pid ${api.pid})`);
  api.on('exit', (code, signal) => {
    if (stopping) return;
    const how = signal ? `signal ${signal}` : `exit ${code}`;
    // A crash after a good run starts the count afresh; quick failures in a row are bounded.
    if (Date.now() - startedAt > RESTART.stableAfterMs) restartsInARow = 0;
    if (restartsInARow >= RESTART.maxInARow) {
      console.error(
        `[start] the API stopped (${how}) ${restartsInARow + 1} times in a row; giving up`,
      );
      stop(1);
      return;
    }
    const delay = Math.min(RESTART.firstDelayMs * 2 ** restartsInARow, RESTART.maxDelayMs);
    restartsInARow += 1;
    console.error(
      `[start] the API stopped (${how}); restarting it in ${delay} ms (the site keeps serving)`,
    );
    setTimeout(() => stopping || startApi(), delay);
  });
};
if (!process.env.API_URL) startApi();

// 3. The shell and the remotes. The served app-config.json is made on every request: the local
// remotes, then REMOTE_<NAME>_URL, then the file APP_CONFIG_FILE, which can be edited while running.
const remoteUrl = (pkg) =>
  process.env[`REMOTE_${pkg.name.toUpperCase()}_URL`] ||
  `http://${publicHost}:${pkg.port}/mf-manifest.json`;
const baseConfig = {
  apiBaseUrl: apiUrl,
  remotes: Object.fromEntries(
    packages.filter((p) => p.name !== 'shell').map((p) => [p.name, remoteUrl(p)]),
  ),
  // The path prefix each remote that is mounted as a whole owns (docs/decisions/0007).
  routes: { admin: 'admin' },
};
const appConfigFile = resolve(root, process.env.APP_CONFIG_FILE ?? 'app-config.local.json');
const production = process.env.NODE_ENV === 'production';
// Read on every request to the shell (its Content-Security-Policy follows the config):
// a broken file is reported once in the terminal, not on every request; outside production the
// served config also carries the problems, and the shell shows them on the page.
let lastConfigProblems = '';
const appConfig = () => {
  if (!existsSync(appConfigFile)) return baseConfig;
  const { config, problems } = mergeLocalConfig(
    baseConfig,
    readFileSync(appConfigFile, 'utf8'),
    relative(root, appConfigFile) || appConfigFile,
  );
  const reported = problems.join('\n');
  if (reported && reported !== lastConfigProblems) {
    console.error(
      `[start] the local configuration override is not used (the defaults are served):\n  - ${problems.join('\n  - ')}`,
    );
  }
  lastConfigProblems = reported;
  return problems.length > 0 && !production ? { ...config, problems } : config;
};
for (const pkg of packages) {
  const overrides = pkg.name === 'shell' ? { '/app-config.json': appConfig } : {};
  servers.push(
    await serveStatic({ root: join(root, pkg.dir, 'dist'), port: pkg.port, host, overrides }),
  );
}
// The single build, beside the federated one: same config, same API, its own port.
const singleDist = join(root, 'dist-single');
if (singlePort && !existsSync(join(singleDist, 'index.html'))) {
  console.error('[start] SINGLE_PORT is set but dist-single/ is missing: npm run build:single');
} else if (singlePort) {
  servers.push(
    await serveStatic({
      root: singleDist,
      port: singlePort,
      host,
      overrides: { '/app-config.json': appConfig },
    }),
  );
}

if (!(await waitFor(`${apiUrl}/health`, 120_000))) {
  console.error(`[start] the API at ${apiUrl} did not answer`);
  stop(1);
} else {
  console.log(
    `\n  Platform ready: http://${publicHost}:${shellPort}/\n${singlePort ? `  Single build: http://${publicHost}:${singlePort}/\n` : ''}  API: ${apiUrl}\n  Ctrl+C stops everything.\n`,
  );
}
