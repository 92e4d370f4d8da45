import { runtimeRouteForHash, runtimeRoutes } from './runtime-routes';

const remotes = {
  catalog: 'http://localhost:3001/mf-manifest.json',
  admin: 'http://localhost:3006/mf-manifest.json',
};

describe('runtimeRoutes', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('mounts each remote app-config.json gives a prefix', () => {
    expect(runtimeRoutes({ remotes, routes: { admin: 'admin' } })).toEqual([
      { remote: 'admin', prefix: 'admin' },
    ]);
    expect(runtimeRoutes({ remotes, routes: { admin: '/back-office/' } })).toEqual([
      { remote: 'admin', prefix: 'back-office' },
    ]);
  });

  it('mounts nothing without routes, or for a remote app-config.json does not name', () => {
    expect(runtimeRoutes({ remotes })).toEqual([]);
    expect(
      runtimeRoutes({ remotes: { catalog: remotes.catalog }, routes: { admin: 'admin' } }),
    ).toEqual([]);
  });

  it("never takes a prefix of the shell's own routes, two segments, or one prefix twice", () => {
    for (const prefix of [
      'account',
      'courses',
      'login',
      'test',
      'newsletter',
      'a/b',
      'Admin',
      '',
    ]) {
      expect(runtimeRoutes({ remotes, routes: { admin: prefix } })).toEqual([]);
    }
    expect(
      runtimeRoutes({ remotes, routes: { admin: 'panel', catalog: 'panel' } }).map((r) => r.remote),
    ).toEqual(['admin']);
    expect(console.warn).toHaveBeenCalled();
  });
});

describe('runtimeRouteForHash', () => {
  const routes = [{ remote: 'admin', prefix: 'admin' }];
  it.each([
    ['#/admin', 'admin'],
    ['#/admin/', 'admin'],
    ['#/admin/audit?page=2', 'admin'],
    ['#/admin?x=1', 'admin'],
    ['#/administration', undefined],
    ['#/account/admin', undefined],
    ['', undefined],
  ])('%s → %s', (hash, remote) => {
    expect(runtimeRouteForHash(hash, routes)?.remote).toBe(remote);
  });
});
