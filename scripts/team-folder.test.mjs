// A remote's folder is enough to build, test, typecheck and check a release (docs/decisions/0012):
// a copy of mf-checkout outside this repository, with @lms/shared and @lms/tools installed from the
// tarballs `npm pack` makes, runs its own `npm run typecheck`, `npm test`, `npm run build` and
// `npm run check:release -- --against <app-config URL>` there.
//
// No network: the third-party packages are linked from this repository's node_modules (what a
// team's own `npm install` would put there), and the two @lms tarballs are unpacked beside them.
// Slow (a production build and the remote's jest suite): `npm run test:team-folder`.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const REMOTE = 'mf-checkout';
const exec = promisify(execFile);
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Runs npm in `cwd` without the repository's workspaces in sight; what it printed on failure. */
const npm = async (cwd, args, env = {}) => {
  try {
    return await exec('npm', args, {
      cwd,
      env: { ...process.env, ...env, npm_config_workspaces: '', npm_config_workspace: '' },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    throw new Error(
      `npm ${args.join(' ')} failed in ${cwd}:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`,
    );
  }
};

/**
 * Installs a packed tarball as npm does once its dependencies are in place: its files in
 * node_modules/<name>, its commands in node_modules/.bin. (npm itself would fetch the registry's
 * metadata of every dependency, and it treats links to this repository's packages as missing.)
 */
const install = async (tarball, modules) => {
  const unpacked = mkdtempSync(join(dirname(tarball), 'unpacked-'));
  await exec('tar', ['-xzf', tarball, '-C', unpacked]);
  const pkg = readJson(join(unpacked, 'package', 'package.json'));
  const target = join(modules, ...pkg.name.split('/'));
  mkdirSync(dirname(target), { recursive: true });
  renameSync(join(unpacked, 'package'), target);
  for (const [command, file] of Object.entries(pkg.bin ?? {})) {
    chmodSync(join(target, file), 0o755);
    symlinkSync(join(target, file), join(modules, '.bin', command));
  }
};

let work;
let team;

before(async () => {
  // Outside the repository: nothing above the copy resolves to this repository's packages.
  work = realpathSync(mkdtempSync(join(tmpdir(), 'lms-team-')));
  team = join(work, REMOTE);
  const packs = join(work, 'packs');
  mkdirSync(packs);
  await npm(root, [
    'pack',
    '--workspace=@lms/shared',
    '--workspace=@lms/tools',
    '--pack-destination',
    packs,
  ]);
  const tarballs = readdirSync(packs).map((file) => join(packs, file));
  assert.equal(tarballs.length, 2, `two tarballs packed: ${readdirSync(packs)}`);

  cpSync(join(root, REMOTE), team, {
    recursive: true,
    filter: (source) => !/(^|[\\/])(node_modules|dist)$/.test(relative(root, source)),
  });
  // The third-party packages, linked one by one from this repository: the remote's own (the
  // versions npm nested in mf-checkout/node_modules) before the hoisted ones; never its @lms
  // packages, which are the workspaces themselves, nor its bin links (they include lms-check-release).
  const modules = join(team, 'node_modules');
  mkdirSync(join(modules, '.bin'), { recursive: true });
  const link = (from, name) => {
    if (!existsSync(join(modules, name))) {
      symlinkSync(join(from, name), join(modules, name), 'junction');
    }
  };
  for (const from of [join(root, REMOTE, 'node_modules'), join(root, 'node_modules')]) {
    if (!existsSync(from)) continue;
    for (const name of readdirSync(from)) {
      if (name === '@lms' || name.startsWith('.')) continue;
      if (!name.startsWith('@')) {
        link(from, name);
        continue;
      }
      // A scope is a folder of packages, linked package by package.
      mkdirSync(join(modules, name), { recursive: true });
      for (const scoped of readdirSync(join(from, name))) link(from, join(name, scoped));
    }
    for (const name of existsSync(join(from, '.bin')) ? readdirSync(join(from, '.bin')) : []) {
      if (name !== 'lms-check-release') link(from, join('.bin', name));
    }
  }
  for (const tarball of tarballs) await install(tarball, modules);
});

after(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

test('the packed @lms/shared and @lms/tools are installed in the copy, not linked to this repository', () => {
  for (const name of ['shared', 'tools']) {
    const installed = join(team, 'node_modules', '@lms', name);
    const real = realpathSync(installed);
    assert.ok(real.startsWith(work + sep), `${installed} is a copy (it is ${real})`);
  }
  const shared = join(team, 'node_modules', '@lms', 'shared');
  assert.ok(existsSync(join(shared, 'src', 'index.ts')), '@lms/shared ships its source');
  assert.ok(existsSync(join(shared, 'locales', 'tr.json')), '@lms/shared ships its strings');
  assert.ok(
    !existsSync(join(shared, 'src', 'providers.test.ts')),
    '@lms/shared leaves its own tests out',
  );
});

test('typecheck, test and build run in the remote folder alone', async () => {
  await npm(team, ['run', 'typecheck']);
  const tests = await npm(team, ['test', '--', '--ci']);
  assert.match(tests.stderr, /Tests:\s+\d+ passed, \d+ total/);
  await npm(team, ['run', 'build']);
  const manifest = readJson(join(team, 'dist', 'mf-manifest.json'));
  assert.equal(manifest.name, 'checkout');
  assert.ok(
    manifest.metaData.lmsShared.imports.includes('useSessionStore'),
    'the build records what it imports of @lms/shared',
  );
});

test('check:release runs in the remote folder against a deployed app-config.json', async () => {
  const manifest = readJson(join(team, 'dist', 'mf-manifest.json'));
  const { lmsShared } = manifest.metaData;
  // A deployed shell that provides what this build uses, and one that lacks an export it imports.
  const shell = (exports) => ({
    name: 'shell',
    metaData: {
      pluginVersion: manifest.metaData.pluginVersion,
      lmsShared: { version: lmsShared.version, exports, session: lmsShared.session },
    },
    shared: manifest.shared.map(({ name, version }) => ({ name, version })),
  });
  const sites = {
    '/fits': shell(lmsShared.imports),
    '/older': shell(lmsShared.imports.filter((name) => name !== 'useSessionStore')),
  };
  const server = createServer((request, response) => {
    const [, site, file] = /^(\/\w+)\/(.+)$/.exec(request.url ?? '') ?? [];
    const body =
      file === 'app-config.json' ? { remotes: {} } : file === 'mf-manifest.json' && sites[site];
    if (!body) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  try {
    const fits = await npm(team, [
      'run',
      'check:release',
      '--',
      '--against',
      `${base}/fits/app-config.json`,
    ]);
    assert.match(fits.stdout, /✓ checkout: fits the shell/);
    await assert.rejects(
      npm(team, ['run', 'check:release', '--', '--against', `${base}/older/app-config.json`]),
      /@lms\/shared export useSessionStore: the remote imports it/,
    );
  } finally {
    server.close();
  }
});
