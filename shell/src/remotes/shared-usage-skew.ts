/**
 * What a remote uses of @lms/shared that this page's copy does not provide. Every remote gets the
 * shell's copy (a singleton), so a remote built against a newer minor that imports a new export,
 * or reads a session field the shell's store lacks, would crash at run time ("x is not a
 * function"); its build records what it uses (`metaData.lmsShared` in its mf-manifest.json,
 * tools/shared-usage.cjs) and the shell refuses it as "being updated" instead, as check:release
 * does before a deploy (docs/decisions/0009).
 */

/** What a remote's build recorded of its use of @lms/shared. */
export interface SharedUsage {
  version?: string;
  imports?: string[];
  session?: { version: number; fields: string[] };
}

/** What the @lms/shared of this page provides: its exports and its session store. */
export interface ProvidedShared {
  exports: string[];
  session: { version: number; fields: string[] };
}

const SHARED = '@lms/shared';

/** One message per export or session field the remote needs and the shell lacks. */
export const usageSkewOf = (used: SharedUsage | undefined, provided: ProvidedShared): string[] => {
  if (!used?.imports) return [];
  const exported = new Set(provided.exports);
  const problems = used.imports
    .filter((name) => name !== '*' && !exported.has(name))
    .map((name) => `${SHARED} export ${name}: the remote imports it, the shell's copy lacks it`);
  const built = used.session;
  if (!built) return problems;
  if (built.version !== provided.session.version) {
    return [
      ...problems,
      `${SHARED} session version: the remote was built for ${built.version}, the shell stores ${provided.session.version}`,
    ];
  }
  const fields = new Set(provided.session.fields);
  return [
    ...problems,
    ...built.fields
      .filter((field) => !fields.has(field))
      .map(
        (field) =>
          `${SHARED} session field ${field}: the remote reads it, the shell's store lacks it`,
      ),
  ];
};

/**
 * The @lms/shared every remote gets: imported through the share scope, as a remote's import is.
 * The shell shares with `loaded-first` (tools/webpack.base.cjs), so this loads no remote entry.
 */
export const providedShared = async (): Promise<ProvidedShared> => {
  const shared = await import('@lms/shared');
  return {
    exports: Object.keys(shared).filter((name) => name !== 'default' && name !== '__esModule'),
    session: {
      version: shared.SESSION_VERSION,
      fields: Object.keys(shared.useSessionStore.getState()),
    },
  };
};
