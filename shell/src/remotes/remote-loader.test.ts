import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { reloadAppConfig } from '@lms/shared';
import { forgetRemote, loadRemoteModule, registerConfiguredRemotes } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
jest.mock('@lms/shared', () => ({ reloadAppConfig: jest.fn() }));

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
