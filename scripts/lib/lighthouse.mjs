/* global window -- code run in the page */
// One Lighthouse audit in a fresh headless Chromium (Debian's, with the project's flags):
// mobile, Lighthouse's default simulated throttling (Slow 4G, 4× CPU). With `storage`, the
// given localStorage entries are written on the page's origin first (through Playwright over
// the same Chromium's DevTools port) and Lighthouse is told to keep them, which is how a
// logged-in visit is audited: the shell restores its session from localStorage (`lms_hk`).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

/**
 * @param {string} url
 * @param {{ categories?: string[], storage?: Record<string, string>, seedUrl?: string }} options
 *   seedUrl: a light page on the same origin to write the storage from (not the app itself, so
 *   the audited load stays cold).
 * @returns {Promise<import('lighthouse').RunnerResult['lhr']>}
 */
export async function audit(url, { categories = ['performance'], storage, seedUrl } = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    if (storage) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const context = browser.contexts()[0];
      const page = await context.newPage();
      await page.goto(seedUrl ?? new URL('/', url).href);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      }, storage);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      // Lighthouse clears the origin's storage (and the cache) before a navigation unless told
      // not to; the cache was cleared above.
      disableStorageReset: Boolean(storage),
    });
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** The figures the route bench reports, and what explains a miss. */
export function summarize(lhr) {
  const audits = lhr.audits;
  const script = audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  );
  const failing = Object.values(lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => ({
      id: a.id,
      nodes: (a.details?.items ?? []).slice(0, 5).map((item) => item.node?.snippet ?? ''),
    }));
  const shifts = (audits['layout-shifts'] ?? audits['layout-shift-elements'])?.details?.items ?? [];
  const longTasks = audits['long-tasks']?.details?.items ?? [];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility:
      lhr.categories.accessibility === undefined
        ? null
        : Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    jsKb: (script?.transferSize ?? 0) / 1024,
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
    runtimeError: lhr.runtimeError?.message,
    lcpElement:
      audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    a11yFailing: failing,
    layoutShifts: shifts.slice(0, 5).map((item) => ({
      score: item.score,
      node: item.node?.snippet ?? item.node?.selector ?? '',
    })),
    longTasks: longTasks.slice(0, 5).map((task) => ({
      url: task.url,
      startMs: Math.round(task.startTime),
      durationMs: Math.round(task.duration),
    })),
  };
}
