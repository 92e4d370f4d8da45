import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// QA runs one team's e2e tests against a composition that is already running (README "Tests"):
// what Playwright would run, listed without running it.
const run = promisify(execFile);
const e2e = join(dirname(fileURLToPath(import.meta.url)), '..', 'e2e');

const list = async (args, env = {}) => {
  const { stdout } = await run('npx', ['playwright', 'test', '--list', ...args], {
    cwd: e2e,
    env: { ...process.env, E2E_BASE_URL: '', E2E_API_URL: '', ...env },
  });
  return stdout;
};

test('--grep @checkout lists the checkout team’s specs and no other team’s', async () => {
  const out = await list(['--grep', '@checkout']);
  assert.match(out, /checkout\.spec\.ts/);
  assert.match(out, /contracts\.spec\.ts/);
  assert.doesNotMatch(out, /catalog\.spec\.ts|learning\.spec\.ts|admin\.spec\.ts/);
});

test('E2E_BASE_URL runs against a running composition, leaving out the tests that need our servers', async () => {
  const env = {
    E2E_BASE_URL: 'https://staging.example.org',
    E2E_API_URL: 'https://api.example.org',
  };
  const all = await list([], env);
  assert.doesNotMatch(
    all,
    /release\.spec\.ts|resilience\.spec\.ts|start\.spec\.ts|config\.spec\.ts/,
  );
  assert.match(all, /checkout\.spec\.ts/);
  assert.match(await list([]), /resilience\.spec\.ts/);
  await assert.rejects(list([], { E2E_BASE_URL: 'https://staging.example.org' }), /E2E_API_URL/);
});

test('every e2e test names its team with a tag, so one team can run its own', async () => {
  const teams = '@catalog|@checkout|@learning|@content|@account|@admin|@shell';
  const tests = (out) => out.split('\n').filter((line) => /\.spec\.ts:\d+/.test(line));
  assert.ok(tests(await list([])).length > 50);
  // Playwright's grep reads both the title and the `tag` option.
  // With none left, Playwright lists nothing and exits with "No tests found".
  const untagged = await list(['--grep-invert', teams]).catch((error) => error.stdout);
  assert.match(untagged, /Total: 0 tests/);
  assert.deepEqual(tests(untagged), []);
});
