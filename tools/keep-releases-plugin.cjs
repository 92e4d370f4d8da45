// A page opened before a deploy still asks for the chunks of the release it started with. A
// production build therefore keeps the files of the last KEEP releases in dist/ instead of
// wiping the folder (output.clean), and deletes only what no kept release uses.
const fs = require('node:fs');
const path = require('node:path');

const LEDGER = 'releases.json';

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
      releases.push({ builtAt: new Date().toISOString(), hash: compilation.hash, files });
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

module.exports = { KeepReleasesPlugin, LEDGER };
