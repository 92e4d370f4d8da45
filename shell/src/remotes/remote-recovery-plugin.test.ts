import { RemoteTimeoutError, RemoteVersionSkewError } from '@lms/shared';
import { remoteRecoveryPlugin } from './remote-recovery-plugin';
import { skewOf } from './remote-loader';

type Hooks = Required<ReturnType<typeof remoteRecoveryPlugin>>;
const fetchMock = jest.fn();
const manifestUrl = 'http://cdn.test/content/mf-manifest.json';
const remoteInfo = { name: 'content' } as Parameters<Hooks['fetch']>[2];

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const plugin = (options: Partial<Parameters<typeof remoteRecoveryPlugin>[0]> = {}) =>
  remoteRecoveryPlugin({ forget: jest.fn(), timeoutMs: 50, ...options }) as Hooks;

describe('remoteRecoveryPlugin', () => {
  it('gives up on a manifest that never answers', async () => {
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    await expect(plugin().fetch(manifestUrl, {}, remoteInfo)).rejects.toBeInstanceOf(
      RemoteTimeoutError,
    );
  });

  it('fails on an error status and asks the server again instead of using a cached manifest', async () => {
    fetchMock.mockResolvedValue(new Response('Not found', { status: 404 }));
    await expect(plugin().fetch(manifestUrl, {}, remoteInfo)).rejects.toThrow('answered 404');
    expect(fetchMock).toHaveBeenCalledWith(
      manifestUrl,
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('refuses a remote that needs shared versions the shell does not provide', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ shared: [{ name: 'react-router-dom', requiredVersion: '^7.0.0' }] }),
    );
    const checkManifest = (_remote: string, manifest: Parameters<typeof skewOf>[0]) =>
      skewOf(manifest, { 'react-router-dom': '6.30.1' });
    const refused = plugin({ checkManifest }).fetch(manifestUrl, {}, remoteInfo);
    await expect(refused).rejects.toBeInstanceOf(RemoteVersionSkewError);
    await expect(refused).rejects.toThrow('react-router-dom: needs ^7.0.0, shell has 6.30.1');
  });

  it('gives the entry script a time limit', () => {
    expect(plugin().createScript({ url: 'x' } as never)).toEqual({ timeout: 50 });
  });

  it('forgets a remote whose load failed, and retries a chunk lost to a deploy once', async () => {
    const forget = jest.fn();
    const loadRemote = jest.fn().mockResolvedValue({ default: 'new release' });
    const hooks = plugin({ forget });
    const origin = { loadRemote } as never;

    const refused = await hooks.errorLoadRemote({
      id: 'checkout/routes',
      error: new Error('ScriptNetworkError'),
      lifecycle: 'onLoad',
      origin,
    } as never);
    expect(refused).toBeUndefined();
    expect(forget).toHaveBeenCalledWith('checkout');
    expect(loadRemote).not.toHaveBeenCalled();

    const gone = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
    const recovered = await hooks.errorLoadRemote({
      id: 'content/routes',
      error: gone,
      lifecycle: 'onLoad',
      origin,
    } as never);
    expect(forget).toHaveBeenCalledWith('content');
    expect(recovered).toEqual({ default: 'new release' });
  });
});

describe('skewOf', () => {
  it('lists what does not fit and accepts what does', () => {
    expect(
      skewOf(
        {
          shared: [
            { name: '@lms/shared', requiredVersion: '^1.0.0' },
            { name: 'react', requiredVersion: '^19.2.0' },
          ],
        },
        { '@lms/shared': '2.0.0', react: '19.2.3' },
      ),
    ).toEqual(['@lms/shared: needs ^1.0.0, shell has 2.0.0']);
  });
});
