import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { problemsOf } from './check-release.mjs';

const run = promisify(execFile);
const script = fileURLToPath(new URL('./check-release.mjs', import.meta.url));

const SESSION = { version: 2, fields: ['constants', 'setSession', 'token', 'user'] };

/** What a deployed shell says it provides (its mf-manifest.json). */
const shellManifest = ({ shared = '2.7.0', exports = ['Button', 'useSessionStore'] } = {}) => ({
  name: 'shell',
  metaData: {
    pluginVersion: '2.9.2',
    lmsShared: { version: shared, exports, session: SESSION },
  },
  shared: [
    { name: '@lms/shared', version: shared },
    { name: 'react', version: '18.3.1' },
  ],
});

/** A built checkout: what it requires and what it imports of @lms/shared. */
const checkoutManifest = ({
  requiredVersion = '^2.0.0',
  imports = ['Button'],
  session = SESSION,
} = {}) => ({
  name: 'checkout',
  metaData: { pluginVersion: '2.9.2', lmsShared: { version: '2.7.0', imports, session } },
  shared: [
    { name: '@lms/shared', requiredVersion },
    { name: 'react', requiredVersion: '^18.2.0' },
  ],
  exposes: [{ name: 'routes' }],
});

test('a remote that fits the deployed shell passes', () => {
  assert.deepEqual(problemsOf('checkout', checkoutManifest(), shellManifest()), []);
});

test('seen 1: a remote built after a bump the deployed shell does not have fails, naming the package and the versions', () => {
  // The source tree says 2.8.0; the deployed shell provides 2.7.0: the shell's word counts.
  const problems = problemsOf(
    'checkout',
    checkoutManifest({ requiredVersion: '^2.8.0' }),
    shellManifest({ shared: '2.7.0' }),
  );
  assert.deepEqual(problems, ['@lms/shared: the remote needs ^2.8.0, the shell provides 2.7.0']);
});

test('seen 2: a remote importing an export the shell does not provide fails, naming the export', () => {
  const problems = problemsOf(
    'checkout',
    checkoutManifest({ imports: ['Button', 'probeBadge'] }),
    shellManifest(),
  );
  assert.deepEqual(problems, [
    '@lms/shared export probeBadge: the remote imports it, the shell provides @lms/shared 2.7.0 without it',
  ]);
});

test('seen 2: a session-store field the shell does not have, or another session version, fails naming it', () => {
  const problems = problemsOf(
    'checkout',
    checkoutManifest({
      session: { version: 2, fields: [...SESSION.fields, 'probeField'].sort() },
    }),
    shellManifest(),
  );
  assert.deepEqual(problems, [
    "@lms/shared session field probeField: the remote was built with it, the shell's session store (version 2) has no such field",
  ]);
  assert.deepEqual(
    problemsOf(
      'checkout',
      checkoutManifest({ session: { ...SESSION, version: 3 } }),
      shellManifest(),
    ),
    ['@lms/shared session version: the remote was built for version 3, the shell stores version 2'],
  );
});

test('a remote built before its imports were recorded is told to rebuild', () => {
  const manifest = checkoutManifest();
  delete manifest.metaData.lmsShared;
  assert.deepEqual(problemsOf('checkout', manifest, shellManifest()), [
    '@lms/shared: the remote does not record what it imports (built before check:release read it): rebuild it',
  ]);
});

test('--against reads the deployed composition: its app-config.json and the shell manifest next to it', async () => {
  const dist = mkdtempSync(join(tmpdir(), 'check-release-'));
  const server = createServer((request, response) => {
    const body =
      request.url === '/site/app-config.json'
        ? { apiBaseUrl: 'https://api', remotes: {} }
        : request.url === '/site/mf-manifest.json'
          ? shellManifest({ shared: '2.6.0', exports: ['Button'] })
          : undefined;
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body ?? {}));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${server.address().port}/site/app-config.json`;
    writeFileSync(
      join(dist, 'mf-manifest.json'),
      JSON.stringify(checkoutManifest({ requiredVersion: '^2.7.0', imports: ['probeBadge'] })),
    );
    const failed = await run('node', [script, 'checkout', '--dist', dist, '--against', url]).then(
      () => assert.fail('the check passed'),
      (error) => error,
    );
    assert.equal(failed.code, 1);
    assert.match(
      failed.stderr,
      /@lms\/shared: the remote needs \^2\.7\.0, the shell provides 2\.6\.0/,
    );
    assert.match(failed.stderr, /@lms\/shared export probeBadge/);
    assert.match(failed.stderr, new RegExp(`checked against ${url.replaceAll('.', '\\.')}`));

    writeFileSync(
      join(dist, 'mf-manifest.json'),
      JSON.stringify(checkoutManifest({ requiredVersion: '^2.0.0', imports: ['Button'] })),
    );
    const passed = await run('node', [script, 'checkout', '--dist', dist, '--against', url]);
    assert.match(passed.stdout, /✓ checkout: fits the shell/);
  } finally {
    server.close();
    rmSync(dist, { recursive: true, force: true });
  }
});
