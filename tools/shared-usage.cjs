// What a build provides of @lms/shared and what it imports from it, recorded in its
// mf-manifest.json (`metaData.lmsShared`) for `npm run check:release` (docs/decisions/0009):
// - every build: the @lms/shared it was built against (version, session-store version and fields);
// - a remote: the names it imports from @lms/shared (from webpack's module graph);
// - the shell, which provides @lms/shared to every remote: the names its copy exports.
const fs = require('node:fs');
const path = require('node:path');

const SHARED = '@lms/shared';

/**
 * @lms/shared in this build: its folder and version (from any of its modules), and the module of
 * its entry (src/index.ts), which production builds concatenate (then it is a root module).
 */
const sharedEntry = (compilation) => {
  let found;
  for (const outer of compilation.modules) {
    for (const module of [outer, outer.rootModule].filter(Boolean)) {
      const data = module.resourceResolveData;
      if (data?.descriptionFileData?.name !== SHARED) continue;
      found ??= { root: data.descriptionFileRoot, version: data.descriptionFileData.version };
      if (/^\.\/src\/index\.tsx?$/.test(data.relativePath ?? '')) return { ...found, module };
    }
  }
  return found;
};

/** The names this build imports from `@lms/shared` ("*" for a whole-namespace use). */
const importsOf = (compilation) => {
  const names = new Set();
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ConsumeSharedModule') continue;
    if (module.options?.shareKey !== SHARED) continue;
    for (const connection of compilation.moduleGraph.getIncomingConnections(module)) {
      const dependency = connection.dependency;
      if (!dependency || typeof dependency.getIds !== 'function') continue;
      const [name] = dependency.getIds(compilation.moduleGraph);
      names.add(name ?? '*');
    }
  }
  return [...names].sort();
};

/**
 * The persisted session as remotes rely on it: SESSION_VERSION and the fields of SessionState
 * (its data and its actions), read from the source the build used.
 */
const sessionOf = (root) => {
  let source = '';
  try {
    source = fs.readFileSync(path.join(root, 'src', 'session', 'session-store.ts'), 'utf8');
  } catch {
    return undefined;
  }
  const version = Number(/export const SESSION_VERSION = (\d+)/.exec(source)?.[1]);
  const body = /export interface SessionState \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
  const fields = [...body.matchAll(/^ {2}(\w+)\??:/gm)].map((match) => match[1]).sort();
  return { version, fields };
};

/** The `lmsShared` facts of a build; `provider`: the shell, whose exports remotes get. */
const sharedUsage = (compilation, { provider }) => {
  const entry = sharedEntry(compilation);
  if (!entry) return undefined;
  const facts = { version: entry.version, session: sessionOf(entry.root) };
  if (provider) {
    if (!entry.module) return { ...facts, exports: null };
    const exported = compilation.moduleGraph.getExportsInfo(entry.module).getProvidedExports();
    facts.exports = Array.isArray(exported) ? [...exported].sort() : null;
  } else {
    facts.imports = importsOf(compilation);
  }
  return facts;
};

module.exports = { sharedUsage, importsOf, sessionOf };
