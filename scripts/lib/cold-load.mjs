/* global window, document, requestAnimationFrame, MutationObserver -- code run in the page */
// A cold page load on a phone network in headless Chromium, measured the way `bench:home` and
// `bench:federation` measure it: a fresh browser context with the HTTP cache disabled, Slow 4G
// (CDP Network.emulateNetworkConditions), a 4× CPU slowdown (Emulation.setCPUThrottlingRate) and a
// 390×844 phone screen. It records LCP, when the first course card is painted, Total Blocking Time
// (long tasks after the first contentful paint, 50 ms each left out, as Lighthouse counts them),
// and every request with the bytes it transferred.

/** Slow 4G as DevTools and Lighthouse define it. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'tr-TR',
};
/** Words for a report: what the loads above ran under. */
export const CONDITIONS = `Slow 4G (150 ms, 1.6 Mbps / 750 Kbps), CPU ×${CPU_SLOWDOWN}, 390×844, cold (no cache)`;

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Runs in the page before any script: LCP, the first painted course card and long tasks. */
export const observeInPage = () => {
  const marks = { lcp: 0, lcpElement: '', firstCard: 0, longTasks: [] };
  window.__benchMarks = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      marks.lcp = entry.startTime;
      const el = entry.element;
      marks.lcpElement = el
        ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} ${entry.url || (el.textContent ?? '').slice(0, 40)}`
        : entry.url;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      marks.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  const check = () => {
    if (marks.firstCard) return;
    if (document.querySelector('a[href^="#/courses/details/"]')) {
      // The card is in the DOM now; it is on screen at the next frame.
      requestAnimationFrame(() => {
        marks.firstCard ||= performance.now();
      });
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
};

/** Reads the marks at the end: the last LCP entry from the buffer, and the first contentful paint. */
const readMarks = () =>
  new Promise((resolve) => {
    const marks = window.__benchMarks;
    marks.fcp =
      performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint')
        ?.startTime ?? 0;
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      if (last) {
        marks.lcp = last.startTime;
        marks.lcpElement = last.url || last.element?.tagName.toLowerCase() || marks.lcpElement;
      }
      resolve(marks);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve(marks), 3_000);
  });

/** Total Blocking Time: what each long task after the first contentful paint spends over 50 ms. */
export const totalBlockingTime = (longTasks, fcp) =>
  longTasks
    .filter((task) => task.start + task.duration > fcp)
    .reduce((sum, task) => {
      const start = Math.max(task.start, fcp);
      return sum + Math.max(0, task.start + task.duration - start - 50);
    }, 0);

/**
 * One cold load of `url` in a new context of `browser`.
 * @param {object} options
 * @param {(page: import('@playwright/test').Page) => Promise<void>} options.ready  resolves when
 *   the page shows what it is measured for (default: a course card is painted)
 * @param {(page: import('@playwright/test').Page) => Promise<void>} [options.before]  runs before
 *   the load (an init script that signs in, say)
 */
export const coldLoad = async (browser, url, { ready, before } = {}) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const requests = new Map();
  let t0 = 0;
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type, timestamp }) => {
    t0 ||= timestamp;
    requests.set(requestId, { url: request.url, type, bytes: 0, start: timestamp - t0 });
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const entry = requests.get(requestId);
    if (entry) Object.assign(entry, { type, mime: response.mimeType });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) => {
    const entry = requests.get(requestId);
    if (entry) Object.assign(entry, { bytes: encodedDataLength, end: timestamp - t0 });
  });
  await page.addInitScript(observeInPage);
  if (before) await before(page);
  try {
    await page.goto(url);
    await (ready
      ? ready(page)
      : page.waitForFunction(() => window.__benchMarks?.firstCard > 0, null, { timeout: 90_000 }));
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    const marks = await page.evaluate(readMarks);
    const all = [...requests.values()];
    const js = all.filter((r) => r.type === 'Script' || /javascript/.test(r.mime ?? ''));
    return {
      lcpMs: marks.lcp,
      lcpElement: marks.lcpElement,
      firstCardMs: marks.firstCard,
      tbtMs: totalBlockingTime(marks.longTasks, marks.fcp),
      jsBytes: js.reduce((sum, r) => sum + r.bytes, 0),
      jsRequests: js.length,
      requests: all.length,
      all,
    };
  } finally {
    await context.close();
  }
};
