import { z } from 'zod';
import { textField } from './fields';

/** The Core Web Vitals (and TTFB) the shell reports from real visits, as web-vitals names them. */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/** web-vitals' ratings: at most the first threshold is good, above the second poor. */
export const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type WebVitalRating = (typeof WEB_VITAL_RATINGS)[number];

/**
 * The Web Vitals thresholds (web.dev, the same as web-vitals' `*Thresholds`): good up to the
 * first value, poor above the second. Milliseconds, except CLS, which has no unit.
 */
export const WEB_VITAL_THRESHOLDS: Readonly<Record<WebVitalName, readonly [number, number]>> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
};

/** The rating of a value of a metric by `WEB_VITAL_THRESHOLDS`. */
export const webVitalRating = (name: WebVitalName, value: number): WebVitalRating => {
  const [good, poor] = WEB_VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
};

/** A report's largest body in bytes: four metrics take about 400. */
export const VITALS_REPORT_MAX_BYTES = 2048;

/** One path segment of a route pattern: a fixed word (`details`) or a parameter (`:nameSlug`). */
const SEGMENT = '(?:[a-z][a-z-]{0,39}|:[A-Za-z][A-Za-z0-9]{0,39})';

/**
 * A route pattern of the shell's route table, never an address: `/`,
 * `/courses/details/:nameSlug`, `/account/*`, `/*` (not found). Fixed words have no digits, so
 * an id cannot pass for one, and there is no query string.
 */
export const ROUTE_PATTERN = new RegExp(`^/(?:${SEGMENT}(?:/${SEGMENT}){0,5}(?:/\\*)?|\\*)?$`);

const routePatternField = textField({ max: 200 }).regex(ROUTE_PATTERN, 'invalidRoutePattern');

/** One measured metric of a page view. */
export const webVitalSchema = z.strictObject({
  name: z.enum(WEB_VITAL_NAMES, 'invalidWebVital'),
  /** Milliseconds (CLS: a score); an hour is far past any real value. */
  value: z.number('invalidNumber').min(0).max(3_600_000),
  rating: z.enum(WEB_VITAL_RATINGS, 'invalidWebVital'),
  /** The route the page showed when the metric was taken (a visit may move between routes). */
  route: routePatternField,
});
export type WebVital = z.infer<typeof webVitalSchema>;

/**
 * `POST /v1/vitals/report`: what a sampled page view measured (sent with `sendBeacon`, so its
 * content type may be text/plain). Nothing else: no user, no address, no token; any other field
 * makes the report malformed.
 */
export const vitalsReportSchema = z
  .strictObject({
    metrics: z.array(webVitalSchema, 'invalidRequest').min(1).max(WEB_VITAL_NAMES.length),
    /** The shell's build (its webpack hash), to tell releases apart. */
    version: textField({ max: 64 })
      .regex(/^[A-Za-z0-9._-]*$/, 'invalidRequest')
      .optional(),
  })
  .meta({
    examples: [
      {
        metrics: [
          { name: 'LCP', value: 1840, rating: 'good', route: '/courses/details/:nameSlug' },
          { name: 'TTFB', value: 210, rating: 'good', route: '/courses/details/:nameSlug' },
        ],
        version: '3f2a1c4e8b7d4e21',
      },
    ],
  });
export type VitalsReport = z.infer<typeof vitalsReportSchema>;

/** How many days of reports `GET /v1/admin/vitals` counts (older ones are deleted). */
export const VITALS_WINDOW_DAYS = 7;

/** The 75th percentile of one metric on one route over the window. */
export const vitalsRowSchema = z.object({
  route: z.string(),
  name: z.enum(WEB_VITAL_NAMES),
  /** Milliseconds, whole (CLS: three decimals). */
  p75: z.number(),
  /** The reports it is taken over. */
  count: z.number().int(),
  /** `webVitalRating` of the p75. */
  rating: z.enum(WEB_VITAL_RATINGS),
});
export type VitalsRow = z.infer<typeof vitalsRowSchema>;

/** `GET /v1/admin/vitals`: what real visitors felt over the last `VITALS_WINDOW_DAYS` days. */
export const adminVitalsSchema = z.object({
  /** The start of the window (ISO time); reports before it are not counted. */
  since: z.string(),
  /** By route, then LCP, INP, CLS, TTFB. */
  rows: z.array(vitalsRowSchema),
});
export type AdminVitals = z.infer<typeof adminVitalsSchema>;
