import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, test } from 'node:test';

const require = createRequire(import.meta.url);
const {
  KeepReleasesPlugin,
  releaseVersion,
  stampBuildVersion,
} = require('../tools/keep-releases-plugin.cjs');

let dir;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

/** A build whose output is `files` (name → contents), written to dir as webpack would. */
const compilationOf = (files) => ({
  getAssets: () =>
    Object.entries(files).map(([name, text]) => ({
      name,
      source: { buffer: () => Buffer.from(text) },
    })),
});

const build = (files, keep = 3) => {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  let afterEmit;
  new KeepReleasesPlugin({ keep }).apply({
    outputPath: dir,
    hooks: { afterEmit: { tap: (_name, fn) => (afterEmit = fn) } },
  });
  afterEmit(compilationOf(files));
};

const release = (n) => ({
  'remoteEntry.js': `entry ${n}`,
  [`page-cart.${n}000000.js`]: `cart ${n}`,
  'mf-manifest.json': `{"built":${Math.random()}}`,
});

test("a build's version is a hash of what it ships, the same for the same output", () => {
  const a = releaseVersion(compilationOf(release(1)));
  assert.match(a, /^[0-9a-f]{12}$/);
  // The manifest (which carries the version) does not change it.
  assert.equal(releaseVersion(compilationOf(release(1))), a);
  assert.notEqual(releaseVersion(compilationOf(release(2))), a);
});

test('KEEP_RELEASES counts releases: rebuilds without a change do not push out older chunks', () => {
  dir = mkdtempSync(join(tmpdir(), 'keep-releases-'));
  build(release(1));
  build(release(2));
  build(release(3));
  build(release(3));
  build(release(3));
  build(release(3));
  assert.ok(existsSync(join(dir, 'page-cart.1000000.js')), 'release 1 is still one of three');
  const ledger = JSON.parse(readFileSync(join(dir, 'releases.json'), 'utf8'));
  assert.equal(ledger.releases.length, 3);
  assert.equal(new Set(ledger.releases.map((r) => r.version)).size, 3);
  build(release(4));
  assert.ok(!existsSync(join(dir, 'page-cart.1000000.js')), 'a fourth release prunes the first');
  assert.ok(existsSync(join(dir, 'page-cart.2000000.js')));
});

test('the manifest and stats name the build by its version (buildVersion)', () => {
  const compilation = compilationOf(release(5));
  const stats = stampBuildVersion({
    stats: { metaData: { buildInfo: { buildVersion: '0.1.0', buildName: 'x' } } },
    compilation,
  });
  assert.equal(stats.metaData.buildInfo.buildVersion, releaseVersion(compilation));
  assert.equal(stats.metaData.buildInfo.buildName, 'x');
});
