import { RemoteVersionSkewError, SESSION_VERSION, failureKind } from '@lms/shared';
import { remoteRecoveryPlugin } from './remote-recovery-plugin';
import { providedShared, usageSkewOf } from './shared-usage-skew';

type Hooks = Required<ReturnType<typeof remoteRecoveryPlugin>>;
const fetchMock = jest.fn();
const manifestUrl = 'http://cdn.test/checkout/mf-manifest.json';
const remoteInfo = { name: 'checkout' } as Parameters<Hooks['fetch']>[2];

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

/** The plugin as the shell registers it: the manifest compared with this page's @lms/shared. */
const plugin = () =>
  remoteRecoveryPlugin({
    forget: jest.fn(),
    checkManifest: async (_remote, manifest) =>
      usageSkewOf(manifest.metaData?.lmsShared, await providedShared()),
  }) as Hooks;

/** A checkout built against a newer @lms/shared minor (what its mf-manifest.json records). */
const checkout = (imports: string[], fields = ['clearSession', 'token', 'user']) =>
  Response.json({
    name: 'checkout',
    metaData: {
      lmsShared: { version: '2.9.0', imports, session: { version: SESSION_VERSION, fields } },
    },
  });

describe('a remote that uses what the shell’s @lms/shared does not provide', () => {
  it('loads when every export and session field it uses is provided', async () => {
    fetchMock.mockResolvedValue(checkout(['Button', 'useSessionStore', '*']));
    await expect(plugin().fetch(manifestUrl, {}, remoteInfo)).resolves.toBeInstanceOf(Response);
  });

  it('is refused as being updated, naming the export, instead of crashing with "is not a function"', async () => {
    fetchMock.mockResolvedValue(checkout(['Button', 'probeBadge']));
    const refused = Promise.resolve(plugin().fetch(manifestUrl, {}, remoteInfo));
    await expect(refused).rejects.toBeInstanceOf(RemoteVersionSkewError);
    await expect(refused).rejects.toThrow(
      "@lms/shared export probeBadge: the remote imports it, the shell's copy lacks it",
    );
    // "Being updated", the fallback without a Retry (a retry cannot help until the shell is).
    expect(failureKind(await refused.catch((error: unknown) => error))).toBe('updating');
  });

  it('is refused when it was built with a session field the shell’s store lacks', async () => {
    fetchMock.mockResolvedValue(checkout(['useSessionStore'], ['probeField', 'token']));
    await expect(plugin().fetch(manifestUrl, {}, remoteInfo)).rejects.toThrow(
      "@lms/shared session field probeField: the remote reads it, the shell's store lacks it",
    );
  });

  it('asks every time: a retry after the shell is deployed with the export loads', async () => {
    fetchMock.mockResolvedValueOnce(checkout(['probeBadge']));
    const hooks = plugin();
    await expect(hooks.fetch(manifestUrl, {}, remoteInfo)).rejects.toThrow('probeBadge');
    fetchMock.mockResolvedValueOnce(checkout(['Button']));
    await expect(hooks.fetch(manifestUrl, {}, remoteInfo)).resolves.toBeInstanceOf(Response);
  });
});

describe('usageSkewOf', () => {
  const provided = {
    exports: ['Button', 'useSessionStore'],
    session: { version: 2, fields: ['token', 'user'] },
  };

  it('lets a remote built before usage was recorded through (the range check covers it)', () => {
    expect(usageSkewOf(undefined, provided)).toEqual([]);
  });

  it('names another session version', () => {
    expect(
      usageSkewOf({ imports: [], session: { version: 3, fields: ['token'] } }, provided),
    ).toEqual(['@lms/shared session version: the remote was built for 3, the shell stores 2']);
  });
});

describe('providedShared', () => {
  it('reads the exports and the session store of the @lms/shared this page runs', async () => {
    const shared = await providedShared();
    expect(shared.exports).toEqual(expect.arrayContaining(['RemoteFallback', 'useSessionStore']));
    expect(shared.exports).not.toContain('default');
    expect(shared.session).toEqual({
      version: SESSION_VERSION,
      fields: expect.arrayContaining(['token', 'user', 'setSession', 'clearSession']),
    });
  });
});
