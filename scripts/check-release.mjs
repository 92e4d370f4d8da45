#!/usr/bin/env node
// `npm run check:release -- <remote>…` (all six without arguments; `-- <remote> --dist <folder>`
// checks a build output elsewhere, e.g. a CI artifact): before a built remote is
// uploaded, compares its dist/mf-manifest.json with what the shell provides — the version of each
// shared package, the federation runtime, and the modules the shell and the other remotes load —
// and fails with a message naming the remote and the package.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { satisfy } from '@module-federation/runtime-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = ['catalog', 'checkout', 'learning', 'content', 'account', 'admin'];

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

/** The version of `name` the shell provides: what its build resolves. */
const providedVersion = (name) => {
  if (name === '@lms/shared') return readJson(join(root, 'shared', 'package.json')).version;
  const base = name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
  // As node resolves it from shell/: its own node_modules first, then the workspace root's.
  const file = [join(root, 'shell', 'node_modules'), join(root, 'node_modules')]
    .map((dir) => join(dir, base, 'package.json'))
    .find(existsSync);
  return file ? readJson(file).version : 'none';
};

const minor = (version) => version.split('.').slice(0, 2).join('.');

export const problemsOf = (remote, manifest, provided = providedVersion) => {
  const problems = [];
  for (const { name, requiredVersion } of manifest.shared ?? []) {
    const version = provided(name);
    if (requiredVersion && requiredVersion !== '*' && !satisfy(version, requiredVersion)) {
      problems.push(`${name}: the remote needs ${requiredVersion}, the shell provides ${version}`);
    }
  }
  const runtime = manifest.metaData?.pluginVersion;
  const shellRuntime = provided('@module-federation/enhanced');
  if (runtime && minor(runtime) !== minor(shellRuntime)) {
    problems.push(
      `federation runtime: the remote was built with ${runtime}, the shell runs ${shellRuntime}`,
    );
  }
  const exposed = new Set((manifest.exposes ?? []).map((e) => e.name.replace(/^\.\//, '')));
  for (const name of REQUIRED_EXPOSES[remote] ?? []) {
    if (!exposed.has(name)) problems.push(`expose ./${name}: missing (the platform loads it)`);
  }
  return problems;
};

const args = process.argv.slice(2);
const distAt = args.indexOf('--dist');
const distOverride = distAt >= 0 ? args.splice(distAt, 2)[1] : undefined;
const remotes = args.length > 0 ? args : REMOTES;
if (distOverride !== undefined && remotes.length !== 1) {
  console.error('check:release: --dist <folder> checks one remote: name it');
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
    manifest = readJson(join(distOverride ?? join(root, `mf-${name}`, 'dist'), 'mf-manifest.json'));
  } catch {
    console.error(
      `✗ ${name}: no ${distOverride ?? `mf-${name}/dist`}/mf-manifest.json — build it first`,
    );
    failed = true;
    continue;
  }
  const problems = problemsOf(name, manifest);
  if (problems.length === 0) {
    console.log(`✓ ${name}: fits the shell`);
  } else {
    failed = true;
    console.error(`✗ ${name} does not fit the shell:\n  - ${problems.join('\n  - ')}`);
  }
}
process.exit(failed ? 1 : 0);
