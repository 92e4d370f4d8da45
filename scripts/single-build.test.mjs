// The single build's wiring (`npm run build:single`, docs/decisions/0013): the module map it
// compiles in must offer every module each remote exposes, from that module's own file, and the
// loader it swaps in must offer what the shell imports of the federated loader. A remote that
// exposes a new module, or a page of a remote the map forgets, fails here before a build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const single = join(root, 'tools/single-build');
const { REMOTE_MODULES } = await tsImport(join(single, 'remote-modules.ts'), import.meta.url);
const { PAGE_ROUTES, REMOTE_NAMES } = await tsImport(
  join(root, 'shared/src/remote/page-routes.ts'),
  import.meta.url,
);

const remotes = readdirSync(root).filter((dir) => /^mf-[a-z]+$/.test(dir));

/** The file a loader of the map imports (from its source text), without its extension. */
const importedFile = (loader) => {
  const specifier = /import\(\s*(?:\/\*.*?\*\/\s*)?["'`]([^"'`]+)["'`]\s*\)/s.exec(
    String(loader),
  )?.[1];
  return specifier && resolve(single, specifier);
};

test('the map offers every exposed module of every remote, from its own file', () => {
  assert.ok(remotes.length >= 6, 'the remotes are found');
  for (const dir of remotes) {
    const { name, exposes } = require(join(root, dir, 'federation.config.cjs'));
    assert.deepEqual(
      Object.keys(REMOTE_MODULES[name] ?? {}).sort(),
      Object.keys(exposes).sort(),
      `${name}: the map's modules are the exposed ones`,
    );
    for (const [module, file] of Object.entries(exposes)) {
      assert.equal(
        importedFile(REMOTE_MODULES[name][module]),
        resolve(root, dir, file).replace(/\.tsx?$/, ''),
        `${name}/${module} imports ${file}`,
      );
    }
  }
  assert.deepEqual(
    Object.keys(REMOTE_MODULES).sort(),
    remotes.map((dir) => dir.slice(3)).sort(),
    'no remote in the map that is not in the repository',
  );
});

test('every page route has its remote’s route manifest in the map', () => {
  for (const [page, { remote }] of Object.entries(PAGE_ROUTES)) {
    assert.equal(typeof REMOTE_MODULES[remote]?.['./routes'], 'function', `${page} → ${remote}`);
  }
  for (const remote of REMOTE_NAMES) assert.ok(REMOTE_MODULES[remote]['./routes'], remote);
});

test('the single loader exports everything the federated loader does', () => {
  const exported = (file) =>
    [...readFileSync(file, 'utf8').matchAll(/^export const (\w+)/gm)].map((m) => m[1]).sort();
  assert.deepEqual(
    exported(join(single, 'remote-loader.ts')),
    exported(join(root, 'shell/src/remotes/remote-loader.ts')),
  );
});
