#!/usr/bin/env node
// `npm run check:release -- <remote>… [--dist <folder>] [--against <app-config URL>]` from the
// repository's root. The check itself is @lms/tools' (tools/check-release.mjs), so a remote runs
// the same one from its own folder (`npm run check:release`, docs/decisions/0012).
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { main } from '../tools/check-release.mjs';

export { problemsOf } from '../tools/check-release.mjs';

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  await main();
}
