import {
  DEFAULT_API_BASE_URL,
  appConfigFailure,
  getApiBaseUrl,
  getAppConfig,
  loadAppConfig,
  reloadAppConfig,
  setAppConfig,
} from './runtime-config';

const good = {
  apiBaseUrl: 'https://api.example.org',
  remotes: { checkout: 'https://cdn.example.org/checkout/mf-manifest.json' },
};

const answers = (...bodies: (object | number | string)[]) =>
  jest.spyOn(window, 'fetch').mockImplementation(async () => {
    const body = bodies.length > 1 ? bodies.shift()! : bodies[0]!;
    if (typeof body === 'number') return new Response('', { status: body });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body));
  });

const env = process.env.NODE_ENV;
afterEach(() => {
  jest.restoreAllMocks();
  process.env.NODE_ENV = env;
  setAppConfig({ apiBaseUrl: DEFAULT_API_BASE_URL, remotes: {}, routes: {} });
});

describe('app-config.json', () => {
  it('is tried again when it fails, and used once it answers', async () => {
    const fetchSpy = answers(503, good);
    const config = await loadAppConfig('app-config.json', { delays: [0, 0] });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(config.remotes).toEqual(good.remotes);
    expect(getApiBaseUrl()).toBe('https://api.example.org');
    expect(appConfigFailure()).toBeNull();
  });

  it.each([
    ['missing', 404],
    ['not JSON', '<html>'],
    ['without an API address', { remotes: good.remotes }],
    ['with remotes that are not a map', { apiBaseUrl: good.apiBaseUrl, remotes: ['a'] }],
  ])(
    'when %s after the retries: a failure to show, and no guessed API address',
    async (_, body) => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const fetchSpy = answers(body);
      await loadAppConfig('app-config.json', { delays: [0, 0] });
      expect(fetchSpy).toHaveBeenCalledTimes(3);
      expect(appConfigFailure()).toEqual(expect.stringContaining('app-config.json'));
      expect(getApiBaseUrl()).not.toContain('localhost');
    },
  );

  it('falls back to the local API only in development, and says so', async () => {
    process.env.NODE_ENV = 'development';
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answers(404);
    await loadAppConfig('app-config.json', { delays: [0, 0] });
    expect(getApiBaseUrl()).toBe(DEFAULT_API_BASE_URL);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('app-config.json'));
  });

  it('is read again on demand: a moved remote is seen; a broken answer keeps what was there', async () => {
    answers(good);
    await loadAppConfig('app-config.json', { delays: [] });
    const moved = { ...good, remotes: { checkout: 'https://new.example.org/mf-manifest.json' } };
    answers(moved);
    expect((await reloadAppConfig())?.remotes).toEqual(moved.remotes);
    expect(getAppConfig().remotes).toEqual(moved.remotes);
    answers(500);
    expect(await reloadAppConfig()).toBeNull();
    expect(getAppConfig().remotes).toEqual(moved.remotes);
  });

  it('carries the problems the local server found in its override (development)', async () => {
    answers({ ...good, problems: ['app-config.local.json: Unexpected token'] });
    const config = await loadAppConfig('app-config.json', { delays: [] });
    expect(config.problems).toEqual(['app-config.local.json: Unexpected token']);
  });
});
