// The local override of the served app-config.json (`npm start`, APP_CONFIG_FILE, default
// app-config.local.json): merged over the defaults, or, when it is not valid, not used at all and
// every problem named — start.mjs prints them and, outside production, serves them in the config's
// `problems` so the shell shows them on the page.

/** `a` with `b` over it; a `null` in `b` removes the entry (`"admin": null`). */
const mergeMap = (a, b) =>
  Object.fromEntries(Object.entries({ ...a, ...(b ?? {}) }).filter(([, value]) => value !== null));

const isMap = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** What is wrong with a parsed override, each problem naming the field. */
const shapeProblems = (local, file) => {
  if (!isMap(local)) return [`${file}: must be a JSON object`];
  const problems = [];
  if ('apiBaseUrl' in local && typeof local.apiBaseUrl !== 'string') {
    problems.push(`${file}: apiBaseUrl must be a URL string`);
  }
  for (const [field, what] of [
    ['remotes', 'map a remote to its manifest URL (or null)'],
    ['routes', 'map a remote to its path prefix (or null)'],
  ]) {
    if (!(field in local)) continue;
    if (!isMap(local[field])) {
      problems.push(`${file}: ${field} must ${what}`);
      continue;
    }
    for (const [name, value] of Object.entries(local[field])) {
      if (value !== null && typeof value !== 'string') {
        problems.push(
          `${file}: ${field}.${name} must be ${field === 'remotes' ? 'a manifest URL' : 'a path prefix'} (or null)`,
        );
      }
    }
  }
  if ('vitals' in local) {
    const rate = isMap(local.vitals) ? local.vitals.sampleRate : undefined;
    if (typeof rate !== 'number' || rate < 0 || rate > 1) {
      problems.push(`${file}: vitals.sampleRate must be a number from 0 to 1`);
    }
  }
  return problems;
};

/**
 * The served config: `base` with the override `text` (the file's contents) over it, and the
 * problems that kept the override from being used ([] when it was used).
 */
export const mergeLocalConfig = (base, text, file) => {
  let local;
  try {
    local = JSON.parse(text);
  } catch (error) {
    return { config: base, problems: [`${file} is not valid JSON (${error.message})`] };
  }
  const problems = shapeProblems(local, file);
  if (problems.length > 0) return { config: base, problems };
  return {
    config: {
      ...base,
      ...local,
      remotes: mergeMap(base.remotes, local.remotes),
      routes: mergeMap(base.routes, local.routes),
    },
    problems: [],
  };
};
