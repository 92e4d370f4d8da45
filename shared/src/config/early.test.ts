import { earlyFetch, takeEarly } from './early';

const early = () => window as unknown as { __lmsEarly?: Record<string, unknown> };

afterEach(() => {
  delete early().__lmsEarly;
});

describe('early requests from index.html', () => {
  it('hands each one out once, so a later load fetches afresh', async () => {
    const config = Promise.resolve({ apiBaseUrl: 'http://api', remotes: {} });
    early().__lmsEarly = { 'app-config.json': config };
    expect(takeEarly('app-config.json')).toBe(config);
    expect(takeEarly('app-config.json')).toBeUndefined();
  });

  it('uses the started request and fetches again only when it failed or is missing', async () => {
    const started = new Response('{"a":1}');
    early().__lmsEarly = { 'locales/tr.json': Promise.resolve(started) };
    const fetchSpy = jest
      .spyOn(window, 'fetch')
      .mockImplementation(async () => new Response('{"b":2}'));
    try {
      expect(await earlyFetch('locales/tr.json')).toBe(started);
      expect(fetchSpy).not.toHaveBeenCalled();

      early().__lmsEarly = { 'locales/en.json': Promise.reject(new Error('offline')) };
      expect(await (await earlyFetch('locales/en.json')).json()).toEqual({ b: 2 });
      expect(await (await earlyFetch('locales/en.json')).json()).toEqual({ b: 2 });
      expect(fetchSpy).toHaveBeenCalledTimes(2);
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
