#!/usr/bin/env node
/* global window, document, webVitals -- code run in the page */
// `npm run bench:inp`: Interaction to Next Paint of the interactions visitors feel, measured with
// the web-vitals library (its attribution build, injected before any script of the page) in
// headless Chromium with the CPU slowed down 4× (Emulation.setCPUThrottlingRate), at phone size:
//   search     Ctrl+K, then typing "dış ticaret" in the search overlay, one key every 120 ms
//   lightbox   a click on a gallery's second picture, which opens the lightbox
//   participant  logged in with a course in the basket: "Katılımcı ekle" in the cart opens the dialog
//   exam       a learner with an exam open: choosing an option, then "Sonraki Soru"
// Each is loaded anew for every run (the page loads unthrottled; the throttling starts before the
// interaction), and INP is the page's worst interaction, as web-vitals reports it when the page
// is hidden. The median of the runs is printed against the target (≤ 200 ms) with the machine's
// load, the slowest interaction's parts (input delay, processing, presentation) and its longest
// script (long animation frames), and written to reports/bench-inp.json.
// Starts the platform itself like the other bench scripts (scripts/lib/platform.mjs), with the
// shell's own sampled reporting off (app-config's vitals.sampleRate 0), and stops it afterwards.
//
// Environment: BENCH_SHELL_PORT (3210; remotes take the next six), BENCH_API_PORT (4210; not 4190, a port browsers and fetch refuse),
// BENCH_RUNS (3), CHROMIUM_PATH. `-- --verbose` prints every run.
import { mkdirSync, readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { median, root, startPlatform } from './lib/platform.mjs';

const SHELL_PORT = Number(process.env.BENCH_SHELL_PORT ?? 3210);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4210);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const VERBOSE = process.argv.includes('--verbose');
const SHELL = `http://localhost:${SHELL_PORT}`;
const API = `http://localhost:${API_PORT}`;
const CPU_SLOWDOWN = 4;
const TARGET_MS = 200;
const PASSWORD = 'Demo1234!';

// web-vitals' attribution build as a script: `webVitals.onINP(…)` on the page.
const webVitalsDir = dirname(createRequire(join(root, 'shell/package.json')).resolve('web-vitals'));
const WEB_VITALS = readFileSync(join(webVitalsDir, 'web-vitals.attribution.iife.js'), 'utf8');
const webVitalsVersion = JSON.parse(
  readFileSync(join(webVitalsDir, '..', 'package.json'), 'utf8'),
).version;

/** Runs in the page after the library: keeps every INP value web-vitals reports. */
const observeInp = () => {
  window.__inp = [];
  webVitals.onINP(
    (metric) => {
      const a = metric.attribution ?? {};
      const frames = (a.longAnimationFrameEntries ?? []).flatMap((frame) => frame.scripts ?? []);
      const longest = frames.sort((x, y) => y.duration - x.duration)[0];
      window.__inp.push({
        value: metric.value,
        target: a.interactionTarget,
        type: a.interactionType,
        inputDelay: a.inputDelay,
        processing: a.processingDuration,
        presentation: a.presentationDelay,
        script: longest
          ? `${Math.round(longest.duration)} ms ${longest.invokerType ?? ''} ${longest.invoker ?? ''} ${(longest.sourceURL ?? '').replace(/^https?:\/\/[^/]+/, '')}${longest.sourceFunctionName ? ` ${longest.sourceFunctionName}` : ''}`.trim()
          : '',
      });
    },
    // Every interaction that grows the page's INP, down to 16 ms (the library's floor).
    { reportAllChanges: true, durationThreshold: 16 },
  );
};

/** Makes the page report what it has, as it would when hidden. */
const hidePage = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

const call = async (method, path, { token, body } = {}) => {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = await response.json().catch(() => ({}));
  return { status: response.status, data: json.data, json };
};

const login = async (email) => {
  const { status, data, json } = await call('POST', '/v1/auth/login', {
    body: { email, password: PASSWORD },
  });
  if (status !== 200) throw new Error(`login ${email}: ${status} ${JSON.stringify(json)}`);
  return data;
};

/** The session in localStorage as the shell keeps it (`lms_hk`), and Turkish. */
const sessionScript = (session) => ({
  value: JSON.stringify({
    state: {
      token: session?.token ?? null,
      user: session?.user ?? null,
      constants: { homeVideo: true },
    },
    version: 2,
  }),
});

// 1. The platform, with the shell's own Web Vitals sample off (this script measures itself).
const configDir = mkdtempSync(join(tmpdir(), 'bench-inp-'));
const appConfigFile = join(configDir, 'app-config.local.json');
writeFileSync(appConfigFile, JSON.stringify({ vitals: { sampleRate: 0 } }));
const { stop: stopPlatform } = await startPlatform({
  shellPort: SHELL_PORT,
  apiPort: API_PORT,
  env: { APP_CONFIG_FILE: appConfigFile },
});

// 2. What the interactions need: a gallery, a buyer with a course in the basket, an open exam.
const galleries = await call('GET', '/v1/galleries/gallery/getall');
const gallery = galleries.data[0];
const buyer = await login('kurumsal@ornek.com.tr');
// A paid online course open for registration (the one e2e's card payment buys).
const PAID_COURSE = 109;
const added = await call('POST', '/v1/userbaskets', {
  token: buyer.token,
  body: { courseId: PAID_COURSE },
});
if (![200, 409].includes(added.status)) {
  throw new Error(`basket: ${added.status} ${JSON.stringify(added.json)}`);
}
// The demo learner whose videos are watched: the exam of her course 101 is open to her.
const learner = await login('deniz.aydin@ornek.com.tr');
const course = await call('GET', '/v1/courses/getcoursedetails/101', { token: learner.token });
const exam = course.data.courseTitles.flatMap((title) => title.courseExams)[0];
const joined = await call('POST', `/v1/exams/joincourseexam/${exam.id}`, { token: learner.token });
if (joined.status !== 200)
  throw new Error(`join exam: ${joined.status} ${JSON.stringify(joined.json)}`);

const SCENARIOS = [
  {
    name: 'search',
    label: 'typing a search (Ctrl+K, "dış ticaret")',
    path: '/',
    ready: (page) => page.locator('a[href^="#/courses/details/"]').first().waitFor(),
    act: async (page) => {
      await page.keyboard.press('Control+k');
      const input = page.getByRole('combobox', { name: 'Ara' });
      await input.waitFor();
      await input.pressSequentially('dış ticaret', { delay: 120 });
      await page.getByRole('option').first().waitFor();
    },
  },
  {
    name: 'lightbox',
    label: 'opening the gallery lightbox',
    path: `/gallery/detail/${gallery.id}`,
    ready: (page) =>
      page.getByRole('list', { name: 'Fotoğraflar' }).getByRole('button').nth(1).waitFor(),
    act: async (page) => {
      await page.getByRole('list', { name: 'Fotoğraflar' }).getByRole('button').nth(1).click();
      await page.locator('.yarl__counter').waitFor();
    },
  },
  {
    name: 'participant',
    label: 'opening the participant dialog (cart)',
    session: buyer,
    path: '/user/cart',
    ready: (page) => page.getByRole('button', { name: 'Katılımcı ekle' }).waitFor(),
    act: async (page) => {
      await page.getByRole('button', { name: 'Katılımcı ekle' }).click();
      await page.getByRole('dialog', { name: 'Katılımcı ekle' }).waitFor();
    },
  },
  {
    name: 'exam',
    label: 'answering an exam question',
    session: learner,
    path: `/user/exam/${joined.data.id}?title=${encodeURIComponent(exam.title)}`,
    ready: (page) => page.getByRole('radiogroup').waitFor(),
    act: async (page) => {
      const question = await page.locator('[role="radiogroup"]').getAttribute('aria-labelledby');
      const text = (await page.locator(`[id="${question}"]`).innerText()).trim();
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: /Sonraki Soru|Sınavı Bitir/ }).click();
      // The next question (or the result) replaces this one.
      await page.getByRole('heading', { name: text, exact: true }).waitFor({ state: 'detached' });
    },
  },
];

const measure = async (browser, scenario) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    locale: 'tr-TR',
  });
  await context.addInitScript(({ value }) => {
    window.localStorage.setItem('lms_hk', value);
    window.localStorage.setItem('lms_language', 'tr');
  }, sessionScript(scenario.session));
  // Playwright runs an init script in a scope of its own: the library's `var` is made global.
  await context.addInitScript({ content: `${WEB_VITALS}\nwindow.webVitals = webVitals;` });
  await context.addInitScript(observeInp);
  const page = await context.newPage();
  try {
    await page.goto(`${SHELL}/#${scenario.path}`);
    await scenario.ready(page);
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.waitForTimeout(500);
    await scenario.act(page);
    // The last interaction's entry comes after its next paint.
    await page.waitForTimeout(1_000);
    await page.evaluate(hidePage);
    await page.waitForTimeout(300);
    const reported = await page.evaluate(() => window.__inp);
    const worst = reported.reduce((a, b) => (b.value > a.value ? b : a), { value: 0 });
    return { ...worst, interactions: reported.length, load: loadavg()[0] };
  } finally {
    await context.close();
  }
};

// 3. Runs alternate between the interactions, so that each sees the same machine load.
const runs = Object.fromEntries(SCENARIOS.map((s) => [s.name, []]));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (let run = 1; run <= RUNS; run += 1) {
    for (const scenario of SCENARIOS) {
      const result = await measure(browser, scenario);
      runs[scenario.name].push(result);
      if (VERBOSE) console.log(`run ${run} ${scenario.name}:`, result);
    }
  }
} finally {
  await browser.close();
  stopPlatform();
}

// 4. The table, and the JSON beside the other reports.
const rows = SCENARIOS.map((scenario) => {
  const each = runs[scenario.name];
  const inpMs = median(each.map((r) => r.value));
  const slowest = each.reduce((a, b) => (b.value > a.value ? b : a));
  return {
    name: scenario.name,
    interaction: scenario.label,
    inpMs: Math.round(inpMs),
    runsMs: each.map((r) => Math.round(r.value)),
    ok: inpMs <= TARGET_MS,
    load: each.map((r) => Number(r.load.toFixed(1))),
    slowest: {
      target: slowest.target,
      type: slowest.type,
      inputDelayMs: Math.round(slowest.inputDelay ?? 0),
      processingMs: Math.round(slowest.processing ?? 0),
      presentationMs: Math.round(slowest.presentation ?? 0),
      script: slowest.script,
    },
  };
});
console.log(
  `\nINP, median of ${RUNS} run(s) — Chromium, CPU ×${CPU_SLOWDOWN}, 390×844, web-vitals ${webVitalsVersion}:`,
);
for (const row of rows) {
  console.log(
    `  ${row.ok ? 'ok  ' : 'MISS'} ${row.interaction.padEnd(44)} ${String(row.inpMs).padStart(5)} ms   target ≤ ${TARGET_MS} ms   runs ${row.runsMs.join(', ')} ms   load ${row.load.join(', ')}`,
  );
}
console.log(
  '\nThe slowest run of each: target, input delay / processing / presentation, longest script',
);
for (const row of rows) {
  const s = row.slowest;
  console.log(
    `  ${row.name.padEnd(12)} ${s.type ?? ''} ${s.target ?? ''} — ${s.inputDelayMs} / ${s.processingMs} / ${s.presentationMs} ms${s.script ? ` — ${s.script}` : ''}`,
  );
}
const reports = join(root, 'reports');
mkdirSync(reports, { recursive: true });
const file = join(reports, 'bench-inp.json');
writeFileSync(
  file,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      conditions: {
        browser: 'Chromium (headless)',
        cpuSlowdown: CPU_SLOWDOWN,
        viewport: '390x844',
        runs: RUNS,
        webVitals: webVitalsVersion,
        cores: (await import('node:os')).cpus().length,
      },
      targetMs: TARGET_MS,
      interactions: rows,
    },
    null,
    2,
  )}\n`,
);
console.log(`\n${file.replace(`${root}/`, '')} written`);
process.exit(0);
