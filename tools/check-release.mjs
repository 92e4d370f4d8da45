#!/usr/bin/env node
// `npm run check:release -- <remote>… [--dist <folder>] [--against <app-config URL>]` (all six
// without remotes named), or `npm run check:release [-- --against <URL>]` in a remote's own folder
// (`lms-check-release`, its package's bin; in this repository or in the remote's own repository):
// before a built remote is uploaded, compares what it requires and imports
// (its dist/mf-manifest.json, or the one in --dist, e.g. a CI artifact) with what the shell it
// will run in provides, and fails naming the package, the export or the session field:
// - the shell: the freshly built one (shell/dist/mf-manifest.json of this repository), or, with
//   --against, the deployed one: the mf-manifest.json next to the app-config.json the URL names;
// - the version of each shared package and of the federation runtime, the names the shell's
//   @lms/shared exports and its session store (version and fields), all as the shell's build
//   recorded them (shared-usage.cjs); and the modules the platform loads from the remote.
// docs/decisions/0001, 0009 and 0012.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { satisfy } from '@module-federation/runtime-core';

const REMOTES = ['catalog', 'checkout', 'learning', 'content', 'account', 'admin'];
const SHARED = '@lms/shared';

/** The modules loaded from each remote at run time (RemotePage, RemoteWidget, loadRemoteModule). */
const REQUIRED_EXPOSES = {
  catalog: ['routes', 'SearchOverlay'],
  checkout: ['routes'],
  learning: ['routes', 'CourseLearning'],
  content: ['routes', 'ShareBar', 'ContactForm'],
  account: ['routes'],
  // Mounted on its path prefix (app-config.json `routes`, shell runtime-routes.ts).
  admin: ['App'],
};

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Where it runs: in a remote's folder (its package is `@lms/mf-<name>`), that remote and its
 * dist/; elsewhere (the repository's root) the remotes named, each in its mf-<name>/dist.
 */
const placeOf = (cwd) => {
  let pkg;
  try {
    pkg = readJson(join(cwd, 'package.json'));
  } catch {
    pkg = {};
  }
  const remote = /^@lms\/mf-(.+)$/.exec(pkg.name ?? '')?.[1];
  if (remote)
    return { remote, dist: () => join(cwd, 'dist'), shellDist: join(cwd, '..', 'shell', 'dist') };
  return { dist: (name) => join(cwd, `mf-${name}`, 'dist'), shellDist: join(cwd, 'shell', 'dist') };
};

const minor = (version) => version.split('.').slice(0, 2).join('.');

/** What the remote imports of @lms/shared that the shell's copy lacks, and session mismatches. */
const sharedProblems = (remote, shell) => {
  const used = remote.metaData?.lmsShared;
  const provided = shell.metaData?.lmsShared;
  if (!used?.imports) {
    return [
      `${SHARED}: the remote does not record what it imports (built before check:release read it): rebuild it`,
    ];
  }
  if (!provided?.exports) {
    return [`${SHARED}: the shell does not record what it exports: rebuild and deploy the shell`];
  }
  const problems = [];
  const exported = new Set(provided.exports);
  for (const name of used.imports) {
    if (name === '*') continue;
    if (!exported.has(name)) {
      problems.push(
        `${SHARED} export ${name}: the remote imports it, the shell provides ${SHARED} ${provided.version} without it`,
      );
    }
  }
  const built = used.session;
  const stored = provided.session;
  if (built && stored) {
    if (built.version !== stored.version) {
      problems.push(
        `${SHARED} session version: the remote was built for version ${built.version}, the shell stores version ${stored.version}`,
      );
    } else {
      const fields = new Set(stored.fields);
      for (const field of built.fields.filter((f) => !fields.has(f))) {
        problems.push(
          `${SHARED} session field ${field}: the remote was built with it, the shell's session store (version ${stored.version}) has no such field`,
        );
      }
    }
  }
  return problems;
};

/**
 * Everything in the remote's manifest that the shell's manifest does not provide, one message
 * each, naming the package, the export or the field.
 */
export const problemsOf = (remote, manifest, shell) => {
  const problems = [];
  const provided = Object.fromEntries((shell.shared ?? []).map((s) => [s.name, s.version]));
  for (const { name, requiredVersion } of manifest.shared ?? []) {
    const version = provided[name] ?? 'none';
    if (requiredVersion && requiredVersion !== '*' && !satisfy(version, requiredVersion)) {
      problems.push(`${name}: the remote needs ${requiredVersion}, the shell provides ${version}`);
    }
  }
  const runtime = manifest.metaData?.pluginVersion;
  const shellRuntime = shell.metaData?.pluginVersion;
  if (runtime && shellRuntime && minor(runtime) !== minor(shellRuntime)) {
    problems.push(
      `federation runtime: the remote was built with ${runtime}, the shell runs ${shellRuntime}`,
    );
  }
  problems.push(...sharedProblems(manifest, shell));
  const exposed = new Set((manifest.exposes ?? []).map((e) => e.name.replace(/^\.\//, '')));
  for (const name of REQUIRED_EXPOSES[remote] ?? []) {
    if (!exposed.has(name)) problems.push(`expose ./${name}: missing (the platform loads it)`);
  }
  return problems;
};

/** The shell's manifest: the deployed one next to app-config.json, or the built one. */
const shellManifest = async (against, shellDist) => {
  if (!against) {
    const file = join(shellDist, 'mf-manifest.json');
    if (!existsSync(file)) {
      throw new Error(
        'no shell/dist/mf-manifest.json: build the shell, or name the deployed one with --against <app-config URL>',
      );
    }
    return { manifest: readJson(file), where: 'shell/dist' };
  }
  const config = await fetch(against, { cache: 'no-store' });
  if (!config.ok) throw new Error(`${against} answered ${config.status}`);
  await config.json();
  const url = new URL('mf-manifest.json', against).href;
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`the shell's ${url} answered ${response.status}`);
  return { manifest: await response.json(), where: against };
};

export const main = async () => {
  const args = process.argv.slice(2);
  const place = placeOf(process.cwd());
  const distAt = args.indexOf('--dist');
  const distOverride = distAt >= 0 ? args.splice(distAt, 2)[1] : undefined;
  const againstAt = args.indexOf('--against');
  const against = againstAt >= 0 ? args.splice(againstAt, 2)[1] : undefined;
  const remotes = args.length > 0 ? args : place.remote ? [place.remote] : REMOTES;
  if (distOverride !== undefined && remotes.length !== 1) {
    console.error('check:release: --dist <folder> checks one remote: name it');
    process.exit(1);
  }
  let shell;
  try {
    shell = await shellManifest(against, place.shellDist);
  } catch (error) {
    console.error(`check:release: ${error.message}`);
    process.exit(1);
  }
  let failed = false;
  for (const remote of remotes) {
    const name = remote.replace(/^mf-/, '');
    if (!REMOTES.includes(name)) {
      console.error(`check:release: unknown remote "${remote}" (one of ${REMOTES.join(', ')})`);
      failed = true;
      continue;
    }
    let manifest;
    try {
      manifest = readJson(join(distOverride ?? place.dist(name), 'mf-manifest.json'));
    } catch {
      const where = distOverride ?? (place.remote ? 'dist' : `mf-${name}/dist`);
      console.error(`✗ ${name}: no ${where}/mf-manifest.json — build it first`);
      failed = true;
      continue;
    }
    const problems = problemsOf(name, manifest, shell.manifest);
    if (problems.length === 0) {
      console.log(`✓ ${name}: fits the shell (checked against ${shell.where})`);
    } else {
      failed = true;
      console.error(
        `✗ ${name} does not fit the shell (checked against ${shell.where}):\n  - ${problems.join('\n  - ')}`,
      );
    }
  }
  process.exit(failed ? 1 : 0);
};

// Run as a script: `node tools/check-release.mjs`, or the bin's link in node_modules/.bin.
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  await main();
}
