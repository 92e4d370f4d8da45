import { matchRoutes } from 'react-router-dom';
import type { Metric } from 'web-vitals';
import { getApiBaseUrl, type AppConfig } from '@lms/shared';
import type { VitalsReport, WebVital } from '@lms/shared/contracts';
import { ROUTES } from '../routes/route-table';
import { runtimeRoutes } from '../routes/runtime-routes';

/** The share of page views that report their Web Vitals when app-config.json names none. */
export const DEFAULT_VITALS_SAMPLE_RATE = 0.1;

/** The shell's own pages (app-routes.tsx), besides the remotes' and the mounted areas. */
const SHELL_PAGES = ['test', 'newsletter/confirm/:token', 'newsletter/unsubscribe/:token'];

// The compilation's hash, which webpack defines in a build (not under jest).
declare const __webpack_hash__: string | undefined;

/**
 * The route pattern a hash address shows, as the router matches it (`#/courses/details/x?add=1`
 * → `/courses/details/:nameSlug`, `#/admin/orders` → `/admin/*`, an unknown address `/*`):
 * never the address itself, which may hold a slug, an id or a token.
 */
export const routePatternOf = (hash: string, config: Pick<AppConfig, 'remotes' | 'routes'>) => {
  const pathname = `/${hash.replace(/^#?\/*/, '').split(/[?#]/)[0]}`;
  const patterns = [
    ...ROUTES.map((route) => route.path),
    ...runtimeRoutes(config).map(({ prefix }) => `${prefix}/*`),
    ...SHELL_PAGES,
    '*',
  ];
  const match = matchRoutes(
    patterns.map((path) => ({ path })),
    pathname,
  )?.at(-1);
  const path = match?.route.path ?? '*';
  return path === '/' ? '/' : `/${path.replace(/^\/+/, '')}`;
};

/** The sample rate app-config.json gives (`"vitals": {"sampleRate": 0.1}`), else the default. */
export const vitalsSampleRate = (config: Pick<AppConfig, 'vitals'>) => {
  const rate = config.vitals?.sampleRate;
  return typeof rate === 'number' && rate >= 0 && rate <= 1 ? rate : DEFAULT_VITALS_SAMPLE_RATE;
};

/** Sends a report as a beacon, which outlives the page; a fetch with keepalive where none. */
export const sendReport = (url: string, body: string) => {
  try {
    if (navigator.sendBeacon?.(url, body)) return;
  } catch {
    // A beacon refused (too large, blocked): try fetch.
  }
  // text/plain, as a beacon sends it: a simple request, no preflight on the way out of the page.
  void fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined);
};

interface ReporterOptions {
  url: string;
  /** The route pattern now. */
  currentRoute: () => string;
  /** The route pattern the page was loaded on (LCP and TTFB are the load's). */
  landingRoute: string;
  version?: string;
  send?: (url: string, body: string) => void;
}

/**
 * Keeps the latest value of each metric, and sends them together when the page is hidden (the
 * last moment a page is sure to have): LCP and TTFB with the route the page was loaded on, INP
 * and CLS with the route shown when they last grew. No user, token or address goes with them.
 */
export const createVitalsReporter = ({
  url,
  currentRoute,
  landingRoute,
  version,
  send = sendReport,
}: ReporterOptions) => {
  const pending = new Map<WebVital['name'], WebVital>();
  return {
    add(metric: Pick<Metric, 'name' | 'value' | 'rating'>) {
      if (!['LCP', 'INP', 'CLS', 'TTFB'].includes(metric.name)) return;
      const name = metric.name as WebVital['name'];
      const route = name === 'LCP' || name === 'TTFB' ? landingRoute : currentRoute();
      pending.set(name, { name, value: Math.max(0, metric.value), rating: metric.rating, route });
    },
    flush() {
      if (pending.size === 0) return;
      const report: VitalsReport = {
        metrics: [...pending.values()],
        ...(version ? { version } : {}),
      };
      pending.clear();
      send(url, JSON.stringify(report));
    },
  };
};

type WebVitals = Pick<typeof import('web-vitals'), 'onLCP' | 'onINP' | 'onCLS' | 'onTTFB'>;

/**
 * Reports this page view's Core Web Vitals to the API (`POST /v1/vitals/report`) when it is in
 * the sample (app-config.json's `vitals.sampleRate`, default 10 %). The library is loaded only
 * then, after start-up; it reads the load's entries from the browser's buffers. True when sampled.
 */
export const startVitalsReporting = async (
  config: AppConfig,
  {
    random = Math.random,
    load = () => import(/* webpackChunkName: "web-vitals" */ 'web-vitals') as Promise<WebVitals>,
  }: { random?: () => number; load?: () => Promise<WebVitals> } = {},
) => {
  if (!(random() < vitalsSampleRate(config))) return false;
  const { onLCP, onINP, onCLS, onTTFB } = await load();
  const routeNow = () => routePatternOf(window.location.hash, config);
  const reporter = createVitalsReporter({
    url: `${getApiBaseUrl()}/v1/vitals/report`,
    currentRoute: routeNow,
    landingRoute: routeNow(),
    version: typeof __webpack_hash__ === 'string' ? __webpack_hash__ : undefined,
  });
  const add = (metric: Metric) => reporter.add(metric);
  onTTFB(add);
  onLCP(add);
  // Every change, so that each value carries the route it grew on; sent when the page hides.
  onINP(add, { reportAllChanges: true });
  onCLS(add, { reportAllChanges: true });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') reporter.flush();
  });
  window.addEventListener('pagehide', () => reporter.flush());
  return true;
};
