import { setAppConfig, type AppConfig } from '@lms/shared';
import {
  createVitalsReporter,
  routePatternOf,
  sendReport,
  startVitalsReporting,
  vitalsSampleRate,
} from './report-vitals';

const CONFIG: AppConfig = {
  apiBaseUrl: 'http://api.test',
  remotes: { catalog: 'http://c/m.json', admin: 'http://a/m.json' },
  routes: { admin: 'admin' },
};

describe('routePatternOf', () => {
  it.each([
    ['', '/'],
    ['#/', '/'],
    ['#/courses/online?page=2', '/courses/:courseType'],
    ['#/courses/details/dis-ticaret-101?add=1', '/courses/details/:nameSlug'],
    ['#/payment/success/eft', '/payment/success/eft'],
    ['#/payment/success/PAY-12345', '/payment/success/:trackingId'],
    ['#/user/exam/42?title=S%C4%B1nav', '/user/exam/:userExamId'],
    ['#/resetpassword/4f9c2b7e1a', '/resetpassword/:hash'],
    ['#/account/orders/12', '/account/*'],
    ['#/admin/people/7', '/admin/*'],
    ['#/newsletter/confirm/tok3n', '/newsletter/confirm/:token'],
    ['#/no/such/page', '/*'],
  ])('%s → %s: the pattern, never a slug, an id, a token or a query', (hash, pattern) => {
    expect(routePatternOf(hash, CONFIG)).toBe(pattern);
  });

  it('knows a back office only where app-config.json mounts it', () => {
    expect(routePatternOf('#/admin/people/7', { ...CONFIG, routes: {} })).toBe('/*');
  });
});

describe('the sample', () => {
  it('is 10 % unless app-config.json says otherwise, from 0 to 1', () => {
    expect(vitalsSampleRate({})).toBe(0.1);
    expect(vitalsSampleRate({ vitals: { sampleRate: 1 } })).toBe(1);
    expect(vitalsSampleRate({ vitals: { sampleRate: 0 } })).toBe(0);
    expect(vitalsSampleRate({ vitals: { sampleRate: 7 } })).toBe(0.1);
  });

  it('leaves the library unloaded on a page view outside it', async () => {
    const load = jest.fn();
    expect(await startVitalsReporting(CONFIG, { random: () => 0.1, load })).toBe(false);
    expect(
      await startVitalsReporting(
        { ...CONFIG, vitals: { sampleRate: 0 } },
        { random: () => 0, load },
      ),
    ).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('reports the metrics of a page view inside it when the page is hidden', async () => {
    setAppConfig(CONFIG);
    window.location.hash = '#/courses/details/dis-ticaret-101?add=1';
    const callbacks: Record<
      string,
      (metric: { name: string; value: number; rating: string }) => void
    > = {};
    const on = (name: string) => (callback: (typeof callbacks)[string]) => {
      callbacks[name] = callback;
    };
    const beacon = jest.fn((_url: string, _body: string) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    try {
      const sampled = await startVitalsReporting(CONFIG, {
        random: () => 0.05,
        load: async () =>
          ({ onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onTTFB: on('TTFB') }) as never,
      });
      expect(sampled).toBe(true);
      callbacks.TTFB!({ name: 'TTFB', value: 180, rating: 'good' });
      callbacks.LCP!({ name: 'LCP', value: 1900, rating: 'good' });
      // The visitor moves on; the slow click happens on the cart.
      window.location.hash = '#/user/cart';
      callbacks.INP!({ name: 'INP', value: 260, rating: 'needs-improvement' });
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      expect(beacon).toHaveBeenCalledTimes(1);
      const [url, body] = beacon.mock.calls[0]!;
      expect(url).toBe('http://api.test/v1/vitals/report');
      expect(JSON.parse(body)).toEqual({
        metrics: [
          { name: 'TTFB', value: 180, rating: 'good', route: '/courses/details/:nameSlug' },
          { name: 'LCP', value: 1900, rating: 'good', route: '/courses/details/:nameSlug' },
          { name: 'INP', value: 260, rating: 'needs-improvement', route: '/user/cart' },
        ],
      });
      // Sent once: hiding again with nothing new sends nothing.
      document.dispatchEvent(new Event('visibilitychange'));
      expect(beacon).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
      Reflect.deleteProperty(navigator, 'sendBeacon');
      window.location.hash = '';
    }
  });
});

describe('a report', () => {
  it('keeps the latest value of each metric and sends nothing when there is none', () => {
    const send = jest.fn();
    const reporter = createVitalsReporter({
      url: 'http://api.test/v1/vitals/report',
      currentRoute: () => '/faqs',
      landingRoute: '/',
      version: 'abc123',
      send,
    });
    reporter.flush();
    expect(send).not.toHaveBeenCalled();
    reporter.add({ name: 'CLS', value: 0.01, rating: 'good' });
    reporter.add({ name: 'CLS', value: 0.3, rating: 'poor' });
    reporter.add({ name: 'FCP', value: 900, rating: 'good' });
    reporter.flush();
    expect(JSON.parse(send.mock.calls[0][1])).toEqual({
      metrics: [{ name: 'CLS', value: 0.3, rating: 'poor', route: '/faqs' }],
      version: 'abc123',
    });
  });

  it('goes by fetch with keepalive, as text/plain, where there is no beacon', () => {
    const fetchMock = jest.fn(() => Promise.resolve(new Response(null)));
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    Object.defineProperty(navigator, 'sendBeacon', { value: () => false, configurable: true });
    try {
      sendReport('http://api.test/v1/vitals/report', '{"metrics":[]}');
      expect(fetchMock).toHaveBeenCalledWith('http://api.test/v1/vitals/report', {
        method: 'POST',
        body: '{"metrics":[]}',
        keepalive: true,
        credentials: 'omit',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      });
    } finally {
      globalThis.fetch = realFetch;
      Reflect.deleteProperty(navigator, 'sendBeacon');
    }
  });
});
