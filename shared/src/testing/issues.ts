import type { z } from 'zod';

/**
 * What a schema says of an input, as a client would show it: each refused field's path
 * (`questions.0.points`, '' for the whole body) and its message key, the first one where a field
 * has several. `{}` when the input is accepted.
 */
export const issuesOf = (schema: z.ZodType, input: unknown): Record<string, string> => {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byPath: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    byPath[path] ??= issue.message;
  }
  return byPath;
};
