import { issuesOf } from '../testing/issues';
import {
  ROUTE_PATTERN,
  adminVitalsSchema,
  vitalsReportSchema,
  webVitalRating,
  webVitalSchema,
} from './vitals';

const metric = (overrides: Record<string, unknown> = {}) => ({
  name: 'LCP',
  value: 1840,
  rating: 'good',
  route: '/courses/details/:nameSlug',
  ...overrides,
});

describe('Web Vitals ratings (web.dev thresholds)', () => {
  it.each([
    ['LCP', 2500, 2501, 4000, 4001],
    ['INP', 200, 201, 500, 501],
    ['CLS', 0.1, 0.11, 0.25, 0.26],
    ['TTFB', 800, 801, 1800, 1801],
  ] as const)('rates %s good up to %s, poor above %s', (name, good, fair, fairest, poor) => {
    expect(webVitalRating(name, 0)).toBe('good');
    expect(webVitalRating(name, good)).toBe('good');
    expect(webVitalRating(name, fair)).toBe('needs-improvement');
    expect(webVitalRating(name, fairest)).toBe('needs-improvement');
    expect(webVitalRating(name, poor)).toBe('poor');
  });
});

describe('a route pattern, never an address', () => {
  it("takes the shell's route patterns", () => {
    for (const route of [
      '/',
      '/*',
      '/courses/details/:nameSlug',
      '/account/*',
      '/user/cart',
      '/a/b/c/d/e/f',
      '/blog-detail/:id',
    ]) {
      expect(ROUTE_PATTERN.test(route)).toBe(true);
    }
  });

  it('refuses an address with an id, a query, an upper-case word or too many segments', () => {
    for (const route of [
      '',
      'courses',
      '/courses/details/dis-ticaret-2',
      '/courses?page=2',
      '/Courses',
      '/a/b/c/d/e/f/g',
      '/:1d',
      '//',
      '/courses/',
      `/${'a'.repeat(41)}`,
      '/x*',
    ]) {
      expect(ROUTE_PATTERN.test(route)).toBe(false);
    }
  });
});

describe('a Web Vitals report (POST /v1/vitals/report)', () => {
  it('takes one to four metrics and the build', () => {
    const report = {
      metrics: [metric(), metric({ name: 'INP', value: 0, rating: 'poor', route: '/' })],
      version: '3f2a1c4e.8b_7-d',
    };
    expect(vitalsReportSchema.parse(report)).toEqual(report);
    const four = ['LCP', 'INP', 'CLS', 'TTFB'].map((name) => metric({ name, value: 3_600_000 }));
    expect(issuesOf(vitalsReportSchema, { metrics: four })).toEqual({});
    expect(issuesOf(vitalsReportSchema, { metrics: [metric()], version: 'v'.repeat(64) })).toEqual(
      {},
    );
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no metrics', { metrics: [] }, 'metrics', 'invalidRequest'],
    [
      'five metrics',
      { metrics: Array.from({ length: 5 }, () => metric()) },
      'metrics',
      'invalidRequest',
    ],
    ['metrics not a list', { metrics: metric() }, 'metrics', 'invalidRequest'],
    ['a build with a slash', { metrics: [metric()], version: 'a/b' }, 'version', 'invalidRequest'],
    ['a build of 65', { metrics: [metric()], version: 'v'.repeat(65) }, 'version', 'fieldTooLong'],
    [
      'an unknown metric',
      { metrics: [metric({ name: 'FID' })] },
      'metrics.0.name',
      'invalidWebVital',
    ],
    [
      'an unknown rating',
      { metrics: [metric({ rating: 'bad' })] },
      'metrics.0.rating',
      'invalidWebVital',
    ],
    ['a value below 0', { metrics: [metric({ value: -1 })] }, 'metrics.0.value', 'invalidNumber'],
    [
      'a value over an hour',
      { metrics: [metric({ value: 3_600_001 })] },
      'metrics.0.value',
      'invalidNumber',
    ],
    [
      'a value as text',
      { metrics: [metric({ value: '1840' })] },
      'metrics.0.value',
      'invalidNumber',
    ],
    [
      'an address for a route',
      { metrics: [metric({ route: '/courses/details/ihracat-101' })] },
      'metrics.0.route',
      'invalidRoutePattern',
    ],
  ])('refuses %s', (_, report, path, message) => {
    expect(issuesOf(vitalsReportSchema, report)).toEqual({ [path]: message });
  });

  it('documents a valid report as its OpenAPI example', () => {
    const { examples } = vitalsReportSchema.meta() as { examples: unknown[] };
    expect(examples).toHaveLength(1);
    expect(vitalsReportSchema.parse(examples[0])).toEqual(examples[0]);
  });

  it('refuses any other field, in the report or a metric: no user, no address, no token', () => {
    expect(vitalsReportSchema.safeParse({ metrics: [metric()], userId: 7 }).success).toBe(false);
    expect(webVitalSchema.safeParse(metric({ url: 'https://x' })).success).toBe(false);
  });

  it("reads the back office's p75 per route whole", () => {
    const vitals = {
      since: '2026-11-21T00:00:00.000Z',
      rows: [{ route: '/', name: 'LCP', p75: 2100, count: 40, rating: 'good' }],
    };
    expect(adminVitalsSchema.parse(vitals)).toEqual(vitals);
    const fractional = { ...vitals, rows: [{ ...vitals.rows[0], count: 1.5 }] };
    expect(adminVitalsSchema.safeParse(fractional).success).toBe(false);
  });
});
