#!/usr/bin/env node
// `npm run bench:routes`: Lighthouse mobile on every main route, against the route targets
// (performance ≥ 90, accessibility 100, CLS ≤ 0.05, TBT ≤ 200 ms; reported, not asserted).
//  - Lighthouse 12, mobile, its default simulated throttling (Slow 4G: 150 ms RTT, 1.6 Mbps down;
//    4× CPU slowdown), categories performance and accessibility, each route in a fresh Chromium
//    profile, BENCH_LIGHTHOUSE_RUNS (3) runs per route, alternating between the routes so each
//    sees the same machine load; the median of each figure is printed.
//  - Routes (the spec's hash routes, §2): home, a course list, a course page, the blog list, a
//    blog post, the gallery list, a gallery, the FAQ, contact; logged in as the demo learner
//    Ayşe Yılmaz: the cart (with a course in the basket) and My trainings. The session is written
//    where the shell keeps it (localStorage `lms_hk`, @lms/shared's session store) before the
//    audit, see scripts/lib/lighthouse.mjs.
//  - A table (route, performance, accessibility, LCP, CLS, TBT, JavaScript KB transferred), what
//    explains each miss (failing accessibility audits and their elements, layout-shift elements,
//    long tasks), and reports/bench-routes-<time>.json with every run; the last run's whole
//    Lighthouse report per route goes to reports/lighthouse/<route>.json.
// Starts the platform like `npm start` (production build from dist/; `nice npm run build` first)
// with an in-memory database on its own ports, and stops it afterwards.
//
// Environment: BENCH_SHELL_PORT (3200; remotes take the next six), BENCH_API_PORT (4200; not 4190, a port browsers and fetch refuse),
// BENCH_LIGHTHOUSE_RUNS (3), BENCH_ROUTES=home,cart (only those), CHROMIUM_PATH.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { audit, summarize } from './lib/lighthouse.mjs';
import { median, root, startPlatform } from './lib/platform.mjs';

const SHELL_PORT = Number(process.env.BENCH_SHELL_PORT ?? 3200);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4200);
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LEARNER = { email: 'ayse.yilmaz@ornek.com.tr', password: 'Demo1234!' };
const TARGETS = { performance: 90, accessibility: 100, cls: 0.05, tbtMs: 200 };

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const loadAtStart = load();

const platform = await startPlatform({ shellPort: SHELL_PORT, apiPort: API_PORT });
const { shell, api } = platform;

async function call(method, path, { body, token } = {}) {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json().catch(() => null) };
}
const must = async (method, path, options) => {
  const { status, json } = await call(method, path, options);
  if (status !== 200 || !json?.success) {
    throw new Error(`${method} ${path} answered ${status}: ${JSON.stringify(json)}`);
  }
  return json.data;
};

// What the routes need: a course, a blog post, a gallery, and the learner's session with a
// course in the basket.
const settings = await must('GET', '/v1/WebsiteSettings/getwebsiteparts');
const course = settings.onlineCourses[0] ?? settings.freeCourses[0];
const blogs = await must('GET', '/v1/blogs/getlist/');
const galleries = await must('GET', '/v1/galleries/gallery/getall');
const login = await must('POST', '/v1/auth/login', { body: LEARNER });
const token = login.token;
const owned = new Set(
  (await must('GET', '/v1/courses/getusercourses', { token })).map((c) => c.nameSlug),
);
let basket = await must('GET', '/v1/userbaskets/getall', { token });
for (const courseType of [2, 1, 3]) {
  if (basket.length > 0) break;
  const list = await must('POST', '/v1/courses/getcourselist', {
    body: { page: 1, limit: 12, courseType, orderBy: 'courseEndDate' },
  });
  for (const candidate of list.filter((c) => !owned.has(c.nameSlug))) {
    const added = await call('POST', '/v1/userbaskets', {
      body: { courseId: candidate.id },
      token,
    });
    if (added.status === 200) break;
  }
  basket = await must('GET', '/v1/userbaskets/getall', { token });
}
if (basket.length === 0) throw new Error('no course could be put in the basket');
const session = JSON.stringify({
  state: { token, user: login.user, constants: { homeVideo: false } },
  version: 2,
});

const ROUTES = [
  { key: 'home', name: 'home', hash: '' },
  { key: 'course-list', name: 'course list (online)', hash: '#/courses/online' },
  { key: 'course', name: 'course page', hash: `#/courses/details/${course.nameSlug}` },
  { key: 'blog-list', name: 'blog list', hash: '#/blogs' },
  { key: 'blog', name: 'blog post', hash: `#/blog/detail/${blogs[0].url}` },
  { key: 'gallery-list', name: 'gallery list', hash: '#/galleries' },
  { key: 'gallery', name: 'gallery', hash: `#/gallery/detail/${galleries[0].id}` },
  { key: 'faq', name: 'FAQ', hash: '#/faqs' },
  { key: 'contact', name: 'contact', hash: '#/contacts' },
  { key: 'cart', name: 'cart (logged in, 1 course)', hash: '#/user/cart', session: true },
  {
    key: 'my-trainings',
    name: 'My trainings (logged in)',
    hash: '#/account/courses',
    session: true,
  },
];
const only = process.env.BENCH_ROUTES?.split(',').map((key) => key.trim());
const routes = only ? ROUTES.filter((route) => only.includes(route.key)) : ROUTES;

const reports = join(root, 'reports');
mkdirSync(join(reports, 'lighthouse'), { recursive: true });
const runs = new Map(routes.map((route) => [route.key, []]));
try {
  for (let run = 1; run <= RUNS; run += 1) {
    for (const route of routes) {
      const lhr = await audit(`${shell}/${route.hash}`, {
        categories: ['performance', 'accessibility'],
        ...(route.session
          ? { storage: { lms_hk: session }, seedUrl: `${shell}/app-config.json` }
          : {}),
      });
      const summary = { ...summarize(lhr), load: load() };
      runs.get(route.key).push(summary);
      if (run === RUNS) {
        writeFileSync(join(reports, 'lighthouse', `${route.key}.json`), JSON.stringify(lhr));
      }
      console.log(
        `run ${run}/${RUNS} ${route.name.padEnd(28)} perf ${summary.performance}, a11y ${summary.accessibility}, ` +
          `TBT ${Math.round(summary.tbtMs)} ms, CLS ${summary.cls.toFixed(3)} (load ${summary.load})` +
          (summary.runtimeError ? ` error: ${summary.runtimeError}` : ''),
      );
      // A logged-in route that lands elsewhere (the login page) did not measure the route.
      if (route.session && !summary.finalUrl?.includes(route.hash)) {
        console.log(`  landed on ${summary.finalUrl}`);
      }
    }
  }
} finally {
  platform.stop();
}

// The table: medians per route, against the targets.
const results = routes.map((route) => {
  const each = runs.get(route.key);
  const of = (key) => median(each.map((r) => r[key]));
  return {
    key: route.key,
    name: route.name,
    url: `#${route.hash.slice(1) || '/'}`,
    performance: of('performance'),
    accessibility: of('accessibility'),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    jsKb: of('jsKb'),
    each,
  };
});
const mark = (ok) => (ok ? ' ' : '✗');
const header = ['route', 'perf', 'a11y', 'LCP', 'CLS', 'TBT', 'JS KB'];
const rows = results.map((r) => [
  r.name,
  `${r.performance}${mark(r.performance >= TARGETS.performance)}`,
  `${r.accessibility}${mark(r.accessibility >= TARGETS.accessibility)}`,
  `${(r.lcpMs / 1000).toFixed(2)} s`,
  `${r.cls.toFixed(3)}${mark(r.cls <= TARGETS.cls)}`,
  `${Math.round(r.tbtMs)} ms${mark(r.tbtMs <= TARGETS.tbtMs)}`,
  r.jsKb.toFixed(0),
]);
const widths = header.map((title, i) =>
  Math.max(title.length, ...rows.map((row) => row[i].length)),
);
const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
console.log(
  `\nLighthouse mobile (simulated Slow 4G, 4× CPU), median of ${RUNS} run(s) per route; ` +
    `load average ${loadAtStart} at the start, ${load()} at the end. ✗ = target missed ` +
    `(performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbtMs} ms)\n`,
);
console.log(line(header));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const row of rows) console.log(line(row));

// What explains each miss, from the last run's report.
for (const r of results) {
  const last = r.each.at(-1);
  const notes = [];
  if (r.accessibility < TARGETS.accessibility) {
    for (const failing of last.a11yFailing) {
      notes.push(`a11y ${failing.id}: ${failing.nodes.join(' · ').slice(0, 300)}`);
    }
  }
  if (r.cls > TARGETS.cls) {
    for (const shift of last.layoutShifts)
      notes.push(`shift ${shift.score?.toFixed?.(3)}: ${shift.node.slice(0, 200)}`);
  }
  if (r.tbtMs > TARGETS.tbtMs || r.performance < TARGETS.performance) {
    for (const task of last.longTasks)
      notes.push(`long task ${task.durationMs} ms at ${task.startMs} ms: ${task.url}`);
    notes.push(`LCP element: ${last.lcpElement ?? '–'}`);
  }
  if (notes.length) console.log(`\n${r.name}:\n  ${notes.join('\n  ')}`);
}

const file = join(reports, `bench-routes-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  JSON.stringify(
    {
      at: new Date().toISOString(),
      conditions: `Lighthouse mobile, simulated throttling (Slow 4G, 4× CPU), median of ${RUNS}`,
      loadAverage: { start: loadAtStart, end: load() },
      targets: TARGETS,
      routes: results,
    },
    null,
    2,
  ),
);
console.log(`\n${file}`);
process.exit(0);
