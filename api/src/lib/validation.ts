import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { isZodSchema } from './http';

type Issue = z.core.$ZodIssue;

/**
 * Contract fields read `z.string().min(1, 'emailRequired')`, so a field that is missing
 * altogether fails zod's type check with a generic text instead of the "required" key. For
 * such top-level fields, re-check the body with '' in their place and borrow that key.
 */
function withRequiredKeys(schema: z.ZodType, data: unknown, issues: Issue[]): void {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return;
  const body = data as Record<string, unknown>;
  const missing = issues.filter(
    (issue) =>
      issue.code === 'invalid_type' &&
      issue.path.length === 1 &&
      typeof issue.path[0] === 'string' &&
      body[issue.path[0]] === undefined,
  );
  if (missing.length === 0) return;
  const filled = { ...body, ...Object.fromEntries(missing.map((issue) => [issue.path[0], ''])) };
  const retry = schema.safeParse(filled);
  if (retry.success) return;
  for (const issue of missing) {
    const replacement = retry.error.issues.find((other) => other.path[0] === issue.path[0]);
    // zod types issues as readonly; they are plain objects owned by this failed parse.
    if (replacement) (issue as { message: string }).message = replacement.message;
  }
}

/** Validates route parts with zod schemas; a failure reaches the error handler as the ZodError. */
export const zodValidatorCompiler: FastifySchemaCompiler<unknown> =
  ({ schema }) =>
  (data) => {
    if (!isZodSchema(schema)) return { value: data };
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    withRequiredKeys(schema, data, result.error.issues);
    return { error: result.error };
  };
