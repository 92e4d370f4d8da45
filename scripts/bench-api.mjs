#!/usr/bin/env node
// `npm run bench:api`: API throughput at 100 connections, measured with autocannon; with
// `-- --rate=500` latency under a fixed arrival rate instead, and with `-- --search` the highest
// rate that still meets p99 ≤ 50 ms (see "Open loop" below).
//  - GET /health (the framework's own ceiling, measured in the same run: the ratios use it),
//    the site settings, the course list, a course detail and a logged-in user's basket;
//  - req/s, p50, p99, errors and timeouts per call, the ratio to /health, the API's own time per
//    request (p99 and max, from its log line per request), and the issue's targets with ✓/✗. A missed target is reported, not a failure: the process exits non-zero
//    only when the bench itself breaks (the API does not start or dies, a setup call fails).
// Starts its own API on 127.0.0.1 (BENCH_API_PORT, default 4175): an embedded PGlite in memory,
// migrated and seeded, or the PostgreSQL of DATABASE_URL when it is set. Stops it afterwards.
//
//   BENCH_DURATION=10 (seconds per call)  BENCH_WARMUP=2  BENCH_CONNECTIONS=100
//   BENCH_CALLS=health,settings,list,detail,basket  LOG_LEVEL=info (the API's default)
//
// Open loop (`--rate=R` or BENCH_RATE=R; `--search` or BENCH_SEARCH=1): requests arrive evenly
// spaced at R per second over BENCH_RATE_CONNECTIONS (10) keep-alive connections, each timed
// from when it was due (scripts/lib/open-loop.mjs says how and why not autocannon's -R). Calls:
// GET /health (the reference), settings, course list, course page, logged-in basket (BENCH_CALLS). Target: p99 ≤ 50 ms and
// no errors. The search steps through BENCH_SEARCH_RATES (50,100,250,…,3000) per call, BENCH_DURATION
// (5 s in the search) each, and stops at the first rate that misses. The machine's load average
// (1 min) is printed next to every figure: other jobs share these cores.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openLoop } from './lib/open-loop.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_API_PORT ?? 4175);
const option = (name) =>
  process.argv.findLast((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
const RATE = Number(option('rate')?.split('=')[1] ?? process.env.BENCH_RATE ?? 0);
const SEARCH = Boolean(option('search')) || process.env.BENCH_SEARCH === '1';
const OPEN_LOOP = RATE > 0 || SEARCH;
const RATE_CONNECTIONS = Number(process.env.BENCH_RATE_CONNECTIONS ?? 10);
const SEARCH_RATES = (process.env.BENCH_SEARCH_RATES ?? '50,100,250,500,750,1000,1500,2000,3000')
  .split(',')
  .map(Number);
const OPEN_LOOP_P99_MS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? (SEARCH ? 5 : 10));
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const BASE = `http://127.0.0.1:${PORT}`;
const DEMO = { email: 'ayse.yilmaz@ornek.com.tr', password: 'Demo1234!' };
// What a browser sends: the answers are compressed as they would be for a visitor.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'tr' };

const TARGETS = {
  settings: { ratio: 0.4 },
  list: { ratio: 0.2 },
  p99Ms: 100,
};

const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite in memory';
const scratch = mkdtempSync(join(tmpdir(), 'lms-bench-api-'));
// The API's log goes to a file: reading it through a pipe would cost this process CPU that the
// measured server shares.
const logFile = join(scratch, 'api.log');
const logFd = openSync(logFile, 'w');

// Nothing else may answer on the port: the bench would measure it instead.
if (await fetch(`${BASE}/health`).catch(() => null)) {
  console.error(`bench:api: port ${PORT} is in use (set BENCH_API_PORT)`);
  process.exit(1);
}

// 1. Start the API. Rate limits are raised for this process only: one client address makes
// every request here, which a real crowd does not.
const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: join(root, 'api'),
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: BASE,
    ...(process.env.DATABASE_URL ? {} : { PGLITE_DIR: 'memory://' }),
    SEED_DEMO_USERS: '1',
    MAIL_OUTBOX_DIR: join(scratch, 'outbox'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    AUTH_RATE_LIMIT_LOGIN_IP: '1000000',
  },
  stdio: ['ignore', logFd, logFd],
});
closeSync(logFd);
let stopping = false;
const apiLog = () => readFileSync(logFile, 'utf8').slice(-4000);
const apiExited = new Promise((resolve) => api.once('exit', resolve));
api.once('exit', (code, signal) => {
  if (stopping) return;
  console.error(`\nThe API stopped during the bench (${signal ?? code}). Its last output:\n`);
  console.error(apiLog());
  process.exit(1);
});

async function stopApi() {
  stopping = true;
  if (api.exitCode === null && api.signalCode === null) {
    process.kill(api.pid, 'SIGTERM');
    const timer = setTimeout(() => process.kill(api.pid, 'SIGKILL'), 5000);
    await apiExited;
    clearTimeout(timer);
  }
  rmSync(scratch, { recursive: true, force: true });
}

async function fail(message) {
  console.error(`bench:api: ${message}`);
  await stopApi();
  process.exit(1);
}
process.once('SIGINT', () => fail('interrupted'));

// Ready when /health answers (the first start migrates and seeds the database).
const deadline = Date.now() + 120_000;
for (;;) {
  const health = await fetch(`${BASE}/health`).catch(() => null);
  if (health?.ok) break;
  if (Date.now() > deadline) await fail(`the API did not start within 120 s:\n${apiLog()}`);
  await new Promise((resolve) => setTimeout(resolve, 250));
}

// 2. What the calls need: a course to open, a logged-in demo user.
async function call(method, path, body, headers = {}) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json().catch(() => null);
  if (!response.ok || !json?.success) {
    await fail(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  }
  return json;
}

const LIST_BODY = { page: 1, limit: 12, courseType: 1, orderBy: 'courseEndDate' };
const listed = await call('POST', '/v1/courses/getcourselist', LIST_BODY);
const slug = listed.data[0]?.nameSlug;
if (!slug) await fail('the course list is empty: the database was not seeded');
const login = await call('POST', '/v1/auth/login', DEMO);
const token = login.data?.token;
if (!token) await fail(`the login answered no token: ${JSON.stringify(login.data)}`);

const json = { ...BROWSER, 'content-type': 'application/json' };
const CALLS = [
  { key: 'health', name: 'GET /health', path: '/health' },
  { key: 'settings', name: 'GET settings', path: '/v1/WebsiteSettings/getwebsiteparts' },
  {
    key: 'list',
    name: 'POST course list',
    path: '/v1/courses/getcourselist',
    method: 'POST',
    headers: json,
    body: JSON.stringify(LIST_BODY),
  },
  { key: 'detail', name: 'GET course detail', path: `/v1/courses/getcoursedetails/${slug}` },
  {
    key: 'basket',
    name: 'GET basket (logged in)',
    path: '/v1/userbaskets/getall',
    headers: { ...BROWSER, authorization: `Bearer ${token}` },
  },
];

// BENCH_CALLS=health,settings measures only those (the table's ratios need health).
const only =
  process.env.BENCH_CALLS?.split(',').map((key) => key.trim()) ??
  (OPEN_LOOP ? ['health', 'settings', 'list', 'detail', 'basket'] : undefined);
if (only) CALLS.splice(0, CALLS.length, ...CALLS.filter((target) => only.includes(target.key)));
if (!OPEN_LOOP && !CALLS.some((target) => target.key === 'health')) {
  await fail('BENCH_CALLS must name health');
}

const cannon = (target, duration) =>
  autocannon({
    url: `${BASE}${target.path}`,
    method: target.method ?? 'GET',
    headers: target.headers ?? BROWSER,
    body: target.body,
    connections: CONNECTIONS,
    duration,
    timeout: 10,
  });

/**
 * The API's own time per request during a run (from its one line per request, `responseTime`):
 * from reading the request to sending the answer. What autocannon measures beyond it was spent
 * before the server read the request or after it sent the answer, on connections and CPU that
 * the load generator shares with the API on this machine.
 */
function serverTimes(fromByte, path) {
  const text = readFileSync(logFile, 'utf8').slice(fromByte);
  const times = [];
  for (const row of text.split('\n')) {
    if (!row.includes('"responseTime"')) continue;
    try {
      const entry = JSON.parse(row);
      if (entry.req?.url === path) times.push(entry.responseTime);
    } catch {
      // A line cut at the end of the file.
    }
  }
  times.sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))];
  return times.length ? { p99: at(0.99), max: times.at(-1) } : null;
}

/** 1-minute load average, as printed next to every open-loop figure. */
const load = () => loadavg()[0].toFixed(1);
const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '–');
const openLoopPasses = (r) =>
  r.p99 <= OPEN_LOOP_P99_MS &&
  r.errors + r.non2xx + r.timeouts === 0 &&
  r.answeredPerS >= 0.95 * r.rate;

async function measureAt(target, rate, durationS) {
  const base = {
    url: `${BASE}${target.path}`,
    method: target.method ?? 'GET',
    headers: target.headers ?? BROWSER,
    body: target.body,
    connections: RATE_CONNECTIONS,
  };
  if (WARMUP > 0) await openLoop({ ...base, rate, durationS: WARMUP });
  const loadBefore = load();
  const result = await openLoop({ ...base, rate, durationS });
  return { ...result, load: `${loadBefore}→${load()}` };
}

async function runOpenLoop() {
  const how =
    `open loop: arrivals evenly spaced, over ${RATE_CONNECTIONS} keep-alive connections, ` +
    `latency from when each request was sent, waiting for a free connection included; ${DURATION} s per figure after ${WARMUP} s warm-up at the same rate`;
  console.log(
    `API bench: ${database}${process.env.API_INSTANCES ? `, API_INSTANCES=${process.env.API_INSTANCES}` : ''}; ${how}`,
  );
  const header = [
    'call',
    'rate',
    'answered/s',
    'p50',
    'p90',
    'p99',
    'max',
    'errors',
    'in flight',
    'gen. lag',
    'load 1 min',
    'target',
  ];
  const rows = [];
  const best = [];
  for (const target of CALLS) {
    const rates = SEARCH ? SEARCH_RATES : [RATE];
    let highest = null;
    for (const rate of rates) {
      process.stdout.write(`${target.name} at ${rate}/s … `);
      const r = await measureAt(target, rate, DURATION);
      const passed = openLoopPasses(r);
      process.stdout.write(`p99 ${ms(r.p99)} (load ${r.load})\n`);
      rows.push([
        target.name,
        String(rate),
        Math.round(r.answeredPerS).toLocaleString('en-US'),
        ms(r.p50),
        ms(r.p90),
        ms(r.p99),
        ms(r.max),
        `${r.errors + r.non2xx}${r.timeouts ? ` (+${r.timeouts} timeouts)` : ''}`,
        `${r.maxInFlight}${r.overloaded ? ' (stopped)' : ''}`,
        ms(r.maxLagMs),
        r.load,
        `${passed ? '✓' : '✗'} p99 ≤ ${OPEN_LOOP_P99_MS} ms, 0 errors`,
      ]);
      if (!passed) break;
      highest = { rate, p99: r.p99, load: r.load };
    }
    best.push([target.name, highest]);
  }
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${line(header)}\n${line(widths.map((width) => '-'.repeat(width)))}`);
  for (const row of rows) console.log(line(row));
  if (SEARCH) {
    console.log(
      `\nHighest rate tried with p99 ≤ ${OPEN_LOOP_P99_MS} ms and no errors (rates ${SEARCH_RATES.join(', ')}):`,
    );
    for (const [name, highest] of best) {
      console.log(
        `  ${name.padEnd(24)} ${highest ? `${highest.rate}/s (p99 ${ms(highest.p99)}, load ${highest.load})` : `below ${SEARCH_RATES[0]}/s`}`,
      );
    }
  }
  console.log(
    '\n"gen. lag": how late the generator sent its latest request (its own timer and CPU); ' +
      '"in flight": the most requests outstanding at once ("stopped": more than a second of ' +
      'arrivals outstanding, so the run stopped sending). GET /health is the framework alone, ' +
      'at the same rate in the same run.',
  );
}

if (OPEN_LOOP) {
  await runOpenLoop();
  await stopApi();
  process.exit(0);
}

// 3. Each call: a short warm-up, then the measured run.
const results = new Map();
for (const target of CALLS) {
  process.stdout.write(`${target.name} … `);
  if (WARMUP > 0) await cannon(target, WARMUP);
  const logStart = statSync(logFile).size;
  const result = await cannon(target, DURATION);
  result.server = serverTimes(logStart, target.path);
  results.set(target.key, result);
  process.stdout.write(`${Math.round(result.requests.average)} req/s\n`);
}
await stopApi();

// 4. The table.
const health = results.get('health').requests.average;
const mark = (passed) => (passed ? '✓' : '✗');
const rows = CALLS.map((target) => {
  const result = results.get(target.key);
  const rps = result.requests.average;
  const ratio = rps / health;
  const errors = result.errors + result.non2xx;
  const checks = [];
  const goal = TARGETS[target.key];
  if (goal?.ratio) checks.push(`${mark(ratio >= goal.ratio)} ≥ ${goal.ratio * 100} % of /health`);
  if (target.key !== 'health') {
    checks.push(`${mark(result.latency.p99 <= TARGETS.p99Ms)} p99 ≤ ${TARGETS.p99Ms} ms`);
  }
  checks.push(`${mark(errors === 0 && result.timeouts === 0)} 0 errors`);
  return [
    target.name,
    Math.round(rps).toLocaleString('en-US'),
    `${result.latency.p50} ms`,
    `${result.latency.p99} ms`,
    String(errors),
    String(result.timeouts),
    target.key === 'health' ? '100 %' : `${(ratio * 100).toFixed(0)} %`,
    result.server
      ? `${Math.round(result.server.p99)} / ${Math.round(result.server.max)} ms`
      : 'not logged',
    checks.join(', '),
  ];
});
const header = [
  'call',
  'req/s',
  'p50',
  'p99',
  'errors',
  'timeouts',
  'of /health',
  'in the API: p99 / max',
  'targets',
];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column].length)),
);
const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
console.log(
  `\nAPI bench: ${database}, ${CONNECTIONS} connections, ${DURATION} s per call ` +
    `(after ${WARMUP} s warm-up), Accept-Encoding: ${BROWSER['accept-encoding']}\n`,
);
console.log(line(header));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const row of rows) console.log(line(row));
process.exit(0);
