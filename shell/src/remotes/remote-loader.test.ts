import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { reloadAppConfig } from '@lms/shared';
import {
  forgetRemote,
  loadRemoteModule,
  registerConfiguredRemotes,
  releaseOf,
  runningReleases,
} from './remote-loader';
import { remoteRecoveryPlugin } from './remote-recovery-plugin';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  getInstance: jest.fn(),
  satisfy: jest.fn(() => true),
}));
jest.mock('./remote-recovery-plugin', () => ({ remoteRecoveryPlugin: jest.fn(() => ({})) }));
jest.mock('@lms/shared', () => ({
  reloadAppConfig: jest.fn(),
  RemoteTimeoutError: class RemoteTimeoutError extends Error {
    override name = 'RemoteTimeoutError';
  },
}));

const OLD = 'https://old.example.org/checkout/mf-manifest.json';
const MOVED = 'https://new.example.org/checkout/mf-manifest.json';
const CATALOG = 'https://cdn.example.org/catalog/mf-manifest.json';
const config = (checkout: string) => ({
  apiBaseUrl: 'https://api.example.org',
  remotes: { checkout, catalog: CATALOG },
});

const reload = reloadAppConfig as jest.Mock;
const register = registerRemotes as jest.Mock;

beforeEach(() => {
  jest.clearAllMocks();
  (loadRemote as jest.Mock).mockResolvedValue({ default: 'module' });
  registerConfiguredRemotes(config(OLD));
  register.mockClear();
});

describe('a remote that failed (Retry, or coming back to it)', () => {
  it('is loaded from where app-config.json says it is now, without a reload of the page', async () => {
    reload.mockResolvedValue(config(MOVED));
    forgetRemote('checkout');
    register.mockClear();
    await loadRemoteModule('checkout', './routes');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith([{ name: 'checkout', entry: MOVED }], { force: true });
    expect(loadRemote).toHaveBeenCalledWith('checkout/routes');
    // Forgotten again (it failed again): it still loads from the new place.
    forgetRemote('checkout');
    expect(register).toHaveBeenLastCalledWith([{ name: 'checkout', entry: MOVED }], {
      force: true,
    });
  });

  it('keeps its address when app-config.json cannot be read, and leaves the other remotes alone', async () => {
    reload.mockResolvedValue(null);
    forgetRemote('checkout');
    register.mockClear();
    await loadRemoteModule('checkout', './routes');
    expect(register).not.toHaveBeenCalled();
    expect(loadRemote).toHaveBeenCalledWith('checkout/routes');
  });

  it('is the only reason to read app-config.json again: a remote that works does not', async () => {
    await loadRemoteModule('catalog', './routes');
    await loadRemoteModule('catalog', './routes');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('the time a load has', () => {
  afterEach(() => jest.useRealTimers());

  it('ends a load whose chunks never arrive within its budget, with a timeout (no retry helps)', async () => {
    jest.useFakeTimers();
    (loadRemote as jest.Mock).mockReturnValue(new Promise(() => undefined));
    const load = loadRemoteModule('learning', './routes', 7_000);
    const failed = expect(load).rejects.toMatchObject({ name: 'RemoteTimeoutError' });
    await jest.advanceTimersByTimeAsync(6_999);
    let settled = false;
    void load.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await failed;
  });

  it("joins a load under way: a cold deep link's page load counts from the start-up preload", async () => {
    let arrive: (value: unknown) => void = () => undefined;
    (loadRemote as jest.Mock).mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const preload = loadRemoteModule('content', './routes');
    const page = loadRemoteModule('content', './routes');
    expect(page).toBe(preload);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    arrive({ default: 'routes' });
    await expect(page).resolves.toEqual({ default: 'routes' });
    // Once settled, the next load is a load of its own.
    await loadRemoteModule('content', './routes');
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});

describe('the release a tab runs', () => {
  it("is what the loaded manifest's buildVersion names, and is dropped when the remote is forgotten", async () => {
    const manifest = { metaData: { buildInfo: { buildVersion: 'b7e2c1d0a9f3' } } };
    expect(releaseOf(manifest)).toBe('b7e2c1d0a9f3');
    expect(releaseOf({ metaData: {} })).toBeUndefined();
    const plugin = remoteRecoveryPlugin as unknown as jest.Mock;
    registerConfiguredRemotes(config('https://elsewhere.example.org/checkout/mf-manifest.json'));
    const { checkManifest } = plugin.mock.calls.at(-1)[0] as {
      checkManifest: (remote: string, manifest: unknown) => Promise<string[]>;
    };
    await expect(checkManifest('checkout', manifest)).resolves.toEqual([]);
    expect(runningReleases().get('checkout')).toBe('b7e2c1d0a9f3');
    forgetRemote('checkout');
    expect(runningReleases().has('checkout')).toBe(false);
  });
});
