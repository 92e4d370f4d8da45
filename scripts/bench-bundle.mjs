#!/usr/bin/env node
// `npm run bench:bundle`: what the home page's JavaScript costs, measured in real Chromium.
//  - gzip size of every JS file the home page downloads, grouped as shell, each remote and the
//    shared libraries (per the containers' mf-stats.json);
//  - how many copies of react-dom were downloaded (must be 1);
//  - how long one remote takes to build alone (mf-checkout).
// Starts the platform itself on spare ports (builds what is missing) and stops it afterwards.
// (Not 4190: browsers and fetch refuse that port.)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SHELL_PORT = Number(process.env.BENCH_SHELL_PORT ?? 3170);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4170);
const CONTAINERS = ['shell', 'catalog', 'checkout', 'learning', 'content', 'account', 'admin'];
const dirOf = (name) => (name === 'shell' ? 'shell' : `mf-${name}`);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// 1. Time one remote built alone.
const started = performance.now();
const build = spawnSync('npx', ['webpack', '--mode', 'production'], {
  cwd: join(root, 'mf-checkout'),
  stdio: 'ignore',
});
const buildSeconds = (performance.now() - started) / 1000;
if (build.status !== 0) throw new Error('mf-checkout build failed');

// 2. Start the platform on spare ports.
const platform = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
  env: {
    ...process.env,
    SHELL_PORT: String(SHELL_PORT),
    API_PORT: String(API_PORT),
    PGLITE_DIR: 'memory://',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  platform.stdout.on('data', (chunk) => {
    if (String(chunk).includes('Platform ready')) resolve();
  });
  platform.on('exit', (code) => reject(new Error(`platform exited (${code})`)));
});

// Which files are shared-library chunks, per the build stats of every container.
const sharedFiles = new Map();
for (const name of CONTAINERS) {
  const stats = join(root, dirOf(name), 'dist', 'mf-stats.json');
  if (!existsSync(stats)) continue;
  for (const shared of JSON.parse(readFileSync(stats, 'utf8')).shared ?? []) {
    for (const file of [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])]) {
      sharedFiles.set(`${name}/${file}`, shared.name);
    }
  }
}
const portToContainer = new Map(CONTAINERS.map((name, i) => [SHELL_PORT + i, name]));

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
const downloads = [];
try {
  const page = await browser.newPage();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    downloads.push({ url, body });
  });
  await page.goto(`http://localhost:${SHELL_PORT}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: /Online Eğitimler/ }).waitFor();
  await page.waitForLoadState('networkidle');
} finally {
  await browser.close();
  platform.kill('SIGTERM');
}

const groups = new Map();
const perFile = [];
let reactDomCopies = 0;
for (const { url, body } of downloads) {
  const container = portToContainer.get(Number(url.port)) ?? url.host;
  const file = url.pathname.slice(1);
  const library = sharedFiles.get(`${container}/${file}`);
  const group = library ? `shared: ${library}` : container;
  const gz = gzipSync(body).length;
  const entry = groups.get(group) ?? { files: 0, raw: 0, gz: 0 };
  entry.files += 1;
  entry.raw += body.length;
  entry.gz += gz;
  groups.set(group, entry);
  perFile.push({ name: `${container}/${file}`, group, gz });
  const license = join(root, dirOf(container), 'dist', `${file}.LICENSE.txt`);
  if (existsSync(license) && /react-dom-client\.production/.test(readFileSync(license, 'utf8'))) {
    reactDomCopies += 1;
  }
}

const total = [...groups.values()].reduce((sum, g) => sum + g.gz, 0);
console.log('\nHome page JavaScript (gzip), by owner:');
for (const [group, g] of [...groups.entries()].sort((a, b) => b[1].gz - a[1].gz)) {
  console.log(
    `  ${group.padEnd(36)} ${String(g.files).padStart(2)} files  ${kb(g.gz).padStart(10)}  (raw ${kb(g.raw)})`,
  );
}
console.log(
  `  ${'TOTAL'.padEnd(36)} ${String(downloads.length).padStart(2)} files  ${kb(total).padStart(10)}`,
);
if (process.argv.includes('--files')) {
  console.log('\nBy file (gzip):');
  for (const f of perFile.sort((a, b) => b.gz - a.gz)) {
    console.log(`  ${f.name.padEnd(44)} ${kb(f.gz).padStart(10)}  ${f.group}`);
  }
}
console.log(`\nreact-dom copies downloaded: ${reactDomCopies}`);
console.log(`mf-checkout built alone in ${buildSeconds.toFixed(1)} s`);
// The home page's JavaScript target (≤ 210 KB as transferred, brotli) is checked by bench:home.
if (reactDomCopies !== 1) process.exitCode = 1;
