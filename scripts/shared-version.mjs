#!/usr/bin/env node
// The version of @lms/shared follows what the remotes rely on: its contracts and the shape of the
// session store (`lms_hk`). `shared/shape.json` records a fingerprint of those files for the
// current version.
//
//   node scripts/shared-version.mjs            check (part of `npm run lint`): fails when the
//                                              contracts or the session store changed without a
//                                              version bump, or a package requires another range
//   npm run shared:bump -- minor             a compatible change (a new field or contract)
//   npm run shared:bump -- major             an incompatible one (a renamed or removed field, a
//                                              new session shape): remotes built before it are
//                                              refused by the shell as "being updated"
//
// A bump sets the version, makes every workspace require `^<version>`, records the fingerprint and
// updates package-lock.json.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sharedDir = join(root, 'shared');
const recordFile = join(sharedDir, 'shape.json');
const NAME = '@lms/shared';

/** What other containers depend on: the contracts and the persisted session. */
const shapeFiles = () => [
  ...readdirSync(join(sharedDir, 'src', 'contracts'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort()
    .map((file) => join(sharedDir, 'src', 'contracts', file)),
  join(sharedDir, 'src', 'session', 'session-store.ts'),
];

/** Comments and layout do not change a contract: they are left out of the fingerprint. */
const normalise = (source) =>
  source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^(\/\/|\/\*\*?|\*\/?)/.test(line))
    .join('\n');

export const fingerprint = () => {
  const hash = createHash('sha256');
  for (const file of shapeFiles()) {
    hash.update(relative(root, file).replaceAll('\\', '/'));
    hash.update('\0');
    hash.update(normalise(readFileSync(file, 'utf8')));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
};

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file, value) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

const workspaces = () =>
  readJson(join(root, 'package.json')).workspaces.map((dir) => join(root, dir, 'package.json'));

const dependents = () =>
  workspaces().filter((file) => {
    const pkg = readJson(file);
    return Boolean(pkg.dependencies?.[NAME] ?? pkg.devDependencies?.[NAME]);
  });

const check = () => {
  const version = readJson(join(sharedDir, 'package.json')).version;
  const record = readJson(recordFile);
  const problems = [];
  if (record.version !== version) {
    problems.push(
      `shared/shape.json records ${record.version}, shared/package.json says ${version}`,
    );
  }
  if (record.fingerprint !== fingerprint()) {
    problems.push(
      `the contracts or the session store changed since ${NAME} ${record.version}: run ` +
        '`npm run shared:bump -- minor` for a compatible change, `-- major` for ' +
        'a renamed or removed field or a new session shape',
    );
  }
  for (const file of dependents()) {
    const pkg = readJson(file);
    const range = pkg.dependencies?.[NAME] ?? pkg.devDependencies?.[NAME];
    if (range !== `^${version}`) {
      problems.push(`${pkg.name} requires ${NAME} ${range}, expected ^${version}`);
    }
  }
  if (problems.length > 0) {
    console.error(`✗ ${NAME} version:\n  - ${problems.join('\n  - ')}`);
    process.exit(1);
  }
  console.log(`✓ ${NAME} ${version}: contracts and session shape recorded`);
};

const bump = (kind) => {
  const file = join(sharedDir, 'package.json');
  const pkg = readJson(file);
  const [major, minor, patch] = pkg.version.split('.').map(Number);
  const next = {
    major: `${major + 1}.0.0`,
    minor: `${major}.${minor + 1}.0`,
    patch: `${major}.${minor}.${patch + 1}`,
  }[kind];
  if (!next) throw new Error('bump needs one of: major, minor, patch');
  writeJson(file, { ...pkg, version: next });
  for (const dependent of dependents()) {
    const other = readJson(dependent);
    for (const field of ['dependencies', 'devDependencies']) {
      if (other[field]?.[NAME]) other[field][NAME] = `^${next}`;
    }
    writeJson(dependent, other);
  }
  writeJson(recordFile, { version: next, fingerprint: fingerprint() });
  execFileSync(
    'npm',
    ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  console.log(`${NAME} ${pkg.version} → ${next}`);
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command = 'check', kind] = process.argv.slice(2);
  if (command === 'bump') bump(kind);
  else check();
}
