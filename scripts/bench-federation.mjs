#!/usr/bin/env node
/* global window -- code run in the page */
// `npm run bench:federation`: what Module Federation costs a visitor here, measured against the
// same code built as one bundle (`npm run build:single`, docs/decisions/0013).
//  1. Builds what is missing (the federated dist/ folders as `npm start` does, dist-single/ with
//     `npm run build:single`), then starts one API (embedded database in memory, seeded, demo
//     accounts) and both builds' static servers with the same app-config.json (scripts/start.mjs
//     with SINGLE_PORT).
//  2. Cold loads (scripts/lib/cold-load.mjs: fresh context, no cache, Slow 4G, CPU ×4, phone
//     screen) of the home page, a course page and the cart (signed in as a demo learner), the two
//     builds interleaved (which goes first alternates by run). For each build and page: JavaScript
//     transferred, requests, LCP, the first course card and Total Blocking Time, median of the runs.
//  3. The time to rebuild one remote (mf-checkout) against the time to rebuild the single bundle.
// Prints a table and writes reports/bench-federation.json.
//
// Environment: BENCH_SHELL_PORT (3150; the remotes take the next six, the single build the one
// after), BENCH_API_PORT (4150), BENCH_RUNS (5), BENCH_REBUILD=0 skips step 3, CHROMIUM_PATH.
// `-- --verbose` prints every run.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { CONDITIONS, coldLoad, median } from './lib/cold-load.mjs';
import { startPlatform } from './lib/platform.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SHELL_PORT = Number(process.env.BENCH_SHELL_PORT ?? 3150);
const SINGLE_PORT = SHELL_PORT + 7;
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4150);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const VERBOSE = process.argv.includes('--verbose');
const API = `http://localhost:${API_PORT}`;
const BUILDS = {
  federated: `http://localhost:${SHELL_PORT}`,
  single: `http://localhost:${SINGLE_PORT}`,
};
/** A demo learner of the seed (README "Demo accounts"). */
const DEMO = { email: 'ayse.yilmaz@ornek.com.tr', password: 'Demo1234!' };

/** Runs a command; resolves with the seconds it took, rejects when it fails. */
const timed = (command, args, cwd) =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve((performance.now() - started) / 1000)
        : reject(new Error(`${command} ${args.join(' ')} failed (${code})`)),
    );
  });

// 1. Builds and servers.
if (!existsSync(join(root, 'dist-single', 'index.html'))) {
  console.log('[bench] building the single bundle …');
  await timed('npm', ['run', 'build:single'], root);
}
// The federated build and, on SINGLE_PORT, the single bundle, with one API (scripts/lib/platform.mjs).
const { stop: stopPlatform } = await startPlatform({
  shellPort: SHELL_PORT,
  apiPort: API_PORT,
  env: { SINGLE_PORT: String(SINGLE_PORT) },
});

const json = async (url, init) => {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
};
const settings = await json(`${API}/v1/WebsiteSettings/getwebsiteparts`);
const course = settings.data.onlineCourses[0] ?? settings.data.freeCourses[0];
const login = await json(`${API}/v1/auth/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(DEMO),
});
// The session as the shell keeps it (localStorage `lms_hk`, version 2), so the cart opens signed in.
const session = JSON.stringify({
  state: { token: login.data.token, user: login.data.user, constants: { homeVideo: true } },
  version: 2,
});
const signedIn = (page) =>
  page.addInitScript((value) => window.localStorage.setItem('lms_hk', value), session);
const headingShown = (page) => page.locator('main h1').first().waitFor({ timeout: 90_000 });

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'course', path: `/#/courses/details/${course.nameSlug}`, ready: headingShown },
  { name: 'cart', path: '/#/user/cart', ready: headingShown, before: signedIn },
];

// 2. Cold loads, interleaved.
const runs = [];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (let run = 0; run < RUNS; run += 1) {
    for (const page of PAGES) {
      const order = run % 2 === 0 ? ['federated', 'single'] : ['single', 'federated'];
      for (const build of order) {
        const { all, ...result } = await coldLoad(browser, `${BUILDS[build]}${page.path}`, page);
        // Each JavaScript file and its bytes, to see where a difference comes from.
        const scripts = all
          .filter((r) => r.type === 'Script' || /javascript/.test(r.mime ?? ''))
          .map((r) => ({ url: r.url, bytes: r.bytes }));
        runs.push({ run, page: page.name, build, ...result, scripts });
        if (VERBOSE) console.log(run + 1, page.name, build, result, `${all.length} requests`);
      }
    }
  }
} finally {
  await browser.close();
  stopPlatform();
}

const METRICS = ['jsBytes', 'requests', 'lcpMs', 'firstCardMs', 'tbtMs'];
const results = PAGES.map(({ name }) => ({
  page: name,
  ...Object.fromEntries(
    Object.keys(BUILDS).map((build) => {
      const mine = runs.filter((r) => r.page === name && r.build === build);
      return [build, Object.fromEntries(METRICS.map((m) => [m, median(mine.map((r) => r[m]))]))];
    }),
  ),
}));

// 3. Rebuild times, one after the other (never two builds at once on a small machine).
let rebuild = null;
if (process.env.BENCH_REBUILD !== '0') {
  console.log('[bench] rebuilding mf-checkout, then the single bundle …');
  const remoteSeconds = await timed(
    'npx',
    ['webpack', '--mode', 'production'],
    join(root, 'mf-checkout'),
  );
  const singleSeconds = await timed('npm', ['run', 'build:single'], root);
  rebuild = { remote: 'mf-checkout', remoteSeconds, singleSeconds };
}

// 4. Report.
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => (value ? `${(value / 1000).toFixed(2)} s` : '–');
const ratio = (a, b) => (b ? `${(a / b).toFixed(2)}×` : '–');
console.log(
  `\nFederated against single bundle, median of ${RUNS} cold loads each, ${CONDITIONS}:\n`,
);
const header = ['page', 'build', 'JS transferred', 'requests', 'LCP', 'first course card', 'TBT'];
const rows = results.flatMap((r) => [
  ...['federated', 'single'].map((build) => [
    r.page,
    build,
    kb(r[build].jsBytes),
    String(r[build].requests),
    ms(r[build].lcpMs),
    ms(r[build].firstCardMs),
    `${Math.round(r[build].tbtMs)} ms`,
  ]),
  [
    r.page,
    'ratio',
    ratio(r.federated.jsBytes, r.single.jsBytes),
    ratio(r.federated.requests, r.single.requests),
    ratio(r.federated.lcpMs, r.single.lcpMs),
    ratio(r.federated.firstCardMs, r.single.firstCardMs),
    '',
  ],
]);
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));
if (rebuild) {
  console.log(
    `\nRebuild: ${rebuild.remote} alone ${rebuild.remoteSeconds.toFixed(1)} s, the single bundle ${rebuild.singleSeconds.toFixed(1)} s`,
  );
}
const home = results.find((r) => r.page === 'home');
const within = (key) => home.federated[key] <= 1.1 * home.single[key];
console.log(
  `\nTarget (federated home within 1.10× of the single bundle): JS ${ratio(home.federated.jsBytes, home.single.jsBytes)} ${within('jsBytes') ? 'ok' : 'MISS'}, LCP ${ratio(home.federated.lcpMs, home.single.lcpMs)} ${within('lcpMs') ? 'ok' : 'MISS'}`,
);
mkdirSync(join(root, 'reports'), { recursive: true });
const report = join(root, 'reports', 'bench-federation.json');
writeFileSync(
  report,
  `${JSON.stringify({ at: new Date().toISOString(), conditions: CONDITIONS, runs: RUNS, results, rebuild, each: runs }, null, 2)}\n`,
);
console.log(`\nWritten: ${report}`);
process.exit(0);
