#!/usr/bin/env node
// `npm run bench:home`: the first visit to the home page on a phone network, against the start-up targets in the README.
//  1. Cold home loads in headless Chromium, Slow 4G (150 ms RTT, 1.6 Mbps down, 750 Kbps up, by
//     CDP Network.emulateNetworkConditions) and a 4× CPU slowdown (Emulation.setCPUThrottlingRate),
//     at phone size (390×844): LCP, the time the first course card is painted, JavaScript bytes
//     transferred, request count, and how many times React and react-dom were fetched.
//  2. Lighthouse (mobile, its simulated throttling) on the home page and on a course detail page:
//     performance score, LCP, CLS and Total Blocking Time.
// Results are printed against the targets; the targets are reported, not asserted. Starts the
// platform itself like `npm start` (building what is missing) with an in-memory database on its
// own ports, and stops it afterwards.
//
// Environment: BENCH_SHELL_PORT (3180; remotes take the next six), BENCH_API_PORT (4180),
// BENCH_RUNS (3 cold loads; the median is printed), BENCH_LIGHTHOUSE_RUNS (3 Lighthouse runs
// per page, alternating; the median is printed), BENCH_LIGHTHOUSE=0 skips Lighthouse,
// CHROMIUM_PATH (/usr/bin/chromium). `-- --verbose` prints every run and the LCP element;
// `-- --waterfall` prints when each request of the last run started and ended.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
// Slow 4G and the CPU slowdown are bench:federation's too (scripts/lib/cold-load.mjs).
import { CPU_SLOWDOWN, coldLoad as coldLoadOf, median } from './lib/cold-load.mjs';
import { root, startPlatform } from './lib/platform.mjs';

const SHELL_PORT = Number(process.env.BENCH_SHELL_PORT ?? 3180);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4180);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const VERBOSE = process.argv.includes('--verbose');
const WATERFALL = process.argv.includes('--waterfall');
const SHELL = `http://localhost:${SHELL_PORT}`;
const CONTAINERS = ['shell', 'catalog', 'checkout', 'learning', 'content', 'account', 'admin'];
const dirOf = (name) => (name === 'shell' ? 'shell' : `mf-${name}`);

const TARGETS = {
  lcpMs: 2500,
  firstCardMs: 2500,
  jsKb: 210,
  performance: 80,
  cls: 0.1,
  tbtMs: 300,
};

// 1. The platform, like `npm start`, on the bench's ports with a fresh database.
const { stop: stopPlatform } = await startPlatform({ shellPort: SHELL_PORT, apiPort: API_PORT });

/** Files that are shared-library chunks (per every container's mf-stats.json) → library. */
const sharedFiles = new Map();
for (const [index, name] of CONTAINERS.entries()) {
  const stats = join(root, dirOf(name), 'dist', 'mf-stats.json');
  if (!existsSync(stats)) continue;
  for (const shared of JSON.parse(readFileSync(stats, 'utf8')).shared ?? []) {
    for (const file of [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])]) {
      sharedFiles.set(`${SHELL_PORT + index}/${file}`, shared.name);
    }
  }
}

/** One cold load of the home page (scripts/lib/cold-load.mjs), with what this bench adds. */
const coldLoad = async (browser) => {
  const { all, jsBytes, lcpMs, lcpElement, firstCardMs, jsRequests, requests } = await coldLoadOf(
    browser,
    `${SHELL}/`,
  );
  if (WATERFALL) {
    for (const r of all) {
      const at = (seconds) => (seconds === undefined ? '   –  ' : `${seconds.toFixed(2)}s`);
      console.log(
        `  ${at(r.start)} → ${at(r.end)} ${String(Math.round(r.bytes / 1024)).padStart(4)} KB  ${r.url.replace(/^https?:\/\/[^/]+/, (o) => `:${new URL(o).port}`).slice(0, 90)}`,
      );
    }
  }
  const js = all.filter((r) => r.type === 'Script' || /javascript/.test(r.mime ?? ''));
  const library = (r) => {
    const url = new URL(r.url);
    return sharedFiles.get(`${url.port}/${url.pathname.slice(1)}`);
  };
  const fetchesOf = (name) => js.filter((r) => library(r) === name).length;
  return {
    lcpMs,
    lcpElement,
    firstCardMs,
    jsKb: jsBytes / 1024,
    jsRequests,
    requests,
    react: fetchesOf('react'),
    reactDom: fetchesOf('react-dom'),
  };
};

const results = [];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (let run = 1; run <= RUNS; run += 1) {
    const result = await coldLoad(browser);
    results.push(result);
    if (VERBOSE) console.log(`run ${run}:`, result);
  }
} finally {
  await browser.close();
}

// 2. Lighthouse, mobile, simulated throttling (its defaults).
const lighthouseRuns = [];
if (process.env.BENCH_LIGHTHOUSE !== '0') {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const settings = await (
    await fetch(`http://localhost:${API_PORT}/v1/WebsiteSettings/getwebsiteparts`)
  ).json();
  const course = settings.data.onlineCourses[0] ?? settings.data.freeCourses[0];
  const pages = [
    ['home', `${SHELL}/`],
    ['course detail', `${SHELL}/#/courses/details/${course.nameSlug}`],
  ];
  // Runs alternate between the pages, so both see the same machine load.
  const runs = pages.map(([name]) => ({ name, runs: [] }));
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    for (const [index, [, url]] of pages.entries()) {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM_PATH,
        chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
      });
      try {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const audits = result.lhr.audits;
        runs[index].runs.push({
          performance: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
          lcpMs: audits['largest-contentful-paint'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
          tbtMs: audits['total-blocking-time'].numericValue,
          lcpElement:
            audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
              ?.snippet,
          runtimeError: result.lhr.runtimeError?.message,
        });
      } finally {
        chrome.kill();
      }
    }
  }
  for (const { name, runs: pageRuns } of runs) {
    const of = (key) => median(pageRuns.map((r) => r[key]));
    lighthouseRuns.push({
      name,
      performance: of('performance'),
      lcpMs: of('lcpMs'),
      cls: of('cls'),
      tbtMs: of('tbtMs'),
      each: pageRuns,
      lcpElement: pageRuns.at(-1)?.lcpElement,
      runtimeError: pageRuns.find((r) => r.runtimeError)?.runtimeError,
    });
  }
}
stopPlatform();

// 3. Results against the targets.
const verdict = (ok) => (ok ? 'ok  ' : 'MISS');
const row = (label, value, target, ok) =>
  console.log(
    `  ${verdict(ok)} ${label.padEnd(34)} ${String(value).padStart(10)}   target ${target}`,
  );
const pick = (key) => median(results.map((r) => r[key]));
console.log(
  `\nCold home load, ${RUNS} run(s), median — Slow 4G (150 ms, 1.6 Mbps / 750 Kbps), CPU ×${CPU_SLOWDOWN}, 390×844:`,
);
row('LCP', `${(pick('lcpMs') / 1000).toFixed(2)} s`, '≤ 2.5 s', pick('lcpMs') <= TARGETS.lcpMs);
row(
  'first course card',
  `${(pick('firstCardMs') / 1000).toFixed(2)} s`,
  '≤ 2.5 s',
  pick('firstCardMs') <= TARGETS.firstCardMs,
);
row(
  'JavaScript transferred',
  `${pick('jsKb').toFixed(1)} KB`,
  '≤ 210 KB',
  pick('jsKb') <= TARGETS.jsKb,
);
row('JavaScript requests', pick('jsRequests'), '–', true);
row('requests (all)', pick('requests'), '–', true);
const once = results.every((r) => r.react === 1 && r.reactDom === 1);
row('react / react-dom fetched', `${pick('react')} / ${pick('reactDom')}`, 'once each', once);
console.log(`  LCP element: ${results.at(-1)?.lcpElement}`);
for (const lh of lighthouseRuns) {
  console.log(
    `\nLighthouse mobile (simulated throttling), ${lh.name}, median of ${lh.each.length} run(s):`,
  );
  if (lh.runtimeError) console.log(`  error: ${lh.runtimeError}`);
  row('performance', lh.performance, '≥ 80', lh.performance >= TARGETS.performance);
  // The issue's LCP target is the measured cold load above; Lighthouse's LCP is a simulation
  // (it replays every request started before the observed LCP on its own model network).
  row('LCP (simulated)', `${(lh.lcpMs / 1000).toFixed(2)} s`, '–', true);
  row('CLS', lh.cls.toFixed(3), '≤ 0.1', lh.cls <= TARGETS.cls);
  row('Total Blocking Time', `${Math.round(lh.tbtMs)} ms`, '≤ 300 ms', lh.tbtMs <= TARGETS.tbtMs);
  console.log(
    `  each run: ${lh.each.map((r) => `${r.performance} / ${Math.round(r.tbtMs)} ms`).join(', ')} (performance / TBT)`,
  );
  if (lh.lcpElement) console.log(`  LCP element: ${lh.lcpElement}`);
}
process.exit(0);
