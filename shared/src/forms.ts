// Form validation over the shared zod contracts, for react-hook-form (`@lms/shared/forms`):
// kept out of the singleton entry, like the contracts themselves, so only forms load it.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** An issue of a failed schema check, as zod reports it. */
export interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
}

/** The part of a zod schema a form needs. */
export interface FormSchema<Out> {
  safeParse(
    value: unknown,
  ): { success: true; data: Out } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

/** Each field's first message key (spec §5: one message under a field at a time). */
export const firstMessageByField = (issues: readonly SchemaIssue[]): Record<string, string> => {
  const messages: Record<string, string> = {};
  for (const issue of issues) messages[String(issue.path[0] ?? '')] ??= issue.message;
  return messages;
};

/** A react-hook-form resolver that validates with a contract schema; errors are message keys. */
export const schemaResolver =
  <V extends FieldValues>(schema: FormSchema<unknown>): Resolver<V> =>
  async (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data as V, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(firstMessageByField(result.error.issues))) {
      errors[field] = { type: 'validate', message };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
