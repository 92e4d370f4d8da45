// A page opened before a deploy still asks for the chunks of the release it started with. A
// production build therefore keeps the files of the last KEEP releases in dist/ instead of
// wiping the folder (output.clean), and deletes only what no kept release uses.
//
// A release is what a build ships, named by its version: a hash of the contents of its files
// (the manifest, the stats and the ledger left out, as they carry the version). Rebuilding
// without a change gives the same version, so it is not counted again (docs/decisions/0001).
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const LEDGER = 'releases.json';
const UNVERSIONED = new Set(['mf-manifest.json', 'mf-stats.json', LEDGER]);

/** Versions already computed, so the manifest and the ledger name a build alike. */
const versions = new WeakMap();

/** The version of a build: 12 hex digits of a hash of its files' names and contents. */
const releaseVersion = (compilation) => {
  const known = versions.get(compilation);
  if (known) return known;
  const hash = crypto.createHash('sha256');
  for (const asset of compilation
    .getAssets()
    .filter(({ name }) => !UNVERSIONED.has(name))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    hash.update(asset.name).update('\0').update(asset.source.buffer()).update('\0');
  }
  const version = hash.digest('hex').slice(0, 12);
  versions.set(compilation, version);
  return version;
};

/**
 * The federation plugin's `manifest.additionalData`: mf-manifest.json and mf-stats.json carry
 * the build's version as `metaData.buildInfo.buildVersion` (instead of package.json's version),
 * so the shell and check:release can tell releases apart.
 */
const stampBuildVersion = ({ stats, compilation }) => {
  stats.metaData = stats.metaData ?? {};
  stats.metaData.buildInfo = {
    ...stats.metaData.buildInfo,
    buildVersion: releaseVersion(compilation),
  };
  return stats;
};

class KeepReleasesPlugin {
  /** @param {{ keep?: number }} [options] releases whose files stay (this one included) */
  constructor({ keep = 3 } = {}) {
    this.keep = keep;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('KeepReleasesPlugin', (compilation) => {
      const dir = compiler.outputPath;
      const ledgerFile = path.join(dir, LEDGER);
      let releases = [];
      try {
        releases = JSON.parse(fs.readFileSync(ledgerFile, 'utf8')).releases ?? [];
      } catch {
        // first release into this folder
      }
      const files = compilation
        .getAssets()
        .map((asset) => asset.name)
        .sort();
      const version = releaseVersion(compilation);
      // A rebuild of a release already listed moves it to the end instead of adding one.
      // (Ledgers written before versions named a release by its webpack hash.)
      releases = releases.filter((release) => (release.version ?? release.hash) !== version);
      releases.push({ builtAt: new Date().toISOString(), version, files });
      const kept = releases.slice(-this.keep);
      const keptFiles = new Set(kept.flatMap((release) => release.files));
      for (const release of releases.slice(0, -this.keep)) {
        for (const file of release.files) {
          if (keptFiles.has(file)) continue;
          fs.rmSync(path.join(dir, file), { force: true });
        }
      }
      fs.writeFileSync(ledgerFile, `${JSON.stringify({ releases: kept }, null, 2)}\n`);
    });
  }
}

module.exports = { KeepReleasesPlugin, LEDGER, releaseVersion, stampBuildVersion };
