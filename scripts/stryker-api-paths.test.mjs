import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

// The API's mutation runs read @lms/shared from Stryker's sandbox through
// api/tsconfig.mutation.json (stryker.api.config.mjs): a specifier it does not map would be read
// from node_modules, the original files, and its mutants would meet no test. This keeps the map
// in step with what the API imports and with the package's exports.

const root = new URL('..', import.meta.url).pathname;
const read = (path) => readFileSync(join(root, path), 'utf8');

const sourcesUnder = (dir) =>
  readdirSync(join(root, dir), { recursive: true })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(dir, file));

test('api/tsconfig.mutation.json maps every @lms/shared specifier the API imports', () => {
  const used = new Set();
  for (const file of [...sourcesUnder('api/src'), ...sourcesUnder('api/test')]) {
    for (const [, specifier] of read(file).matchAll(/from '(@lms\/shared[^']*)'/g)) {
      used.add(specifier);
    }
  }
  assert.ok(used.has('@lms/shared/contracts'), 'the API imports the contracts');
  const { paths } = JSON.parse(read('api/tsconfig.mutation.json')).compilerOptions;
  const { exports } = JSON.parse(read('shared/package.json'));
  for (const specifier of used) {
    const exported = exports[`.${specifier.slice('@lms/shared'.length)}`];
    assert.ok(exported, `${specifier} is not among @lms/shared's exports`);
    assert.deepEqual(
      paths[specifier],
      [`../shared/${exported.slice(2)}`],
      `${specifier}: api/tsconfig.mutation.json should map it to the sandbox's shared/${exported.slice(2)}`,
    );
  }
});
