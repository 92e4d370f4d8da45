import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/** The field errors of a refused save (`{ errors: { field: key } }`), or none. */
export const fieldErrorsOf = (error: unknown): Record<string, string> =>
  (error as { errors?: Record<string, string> } | null)?.errors ?? {};

/** A refusal's translated message, for an error that names no field. */
export const messageOf = (error: unknown) =>
  error && typeof error === 'object' && 'message' in error ? String(error.message) : '';

/**
 * Puts the server's field errors on the form's fields; what was typed stays as it was. Returns
 * whether any field was named (else the caller shows the message).
 */
export const showServerErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): boolean => {
  const errors = Object.entries(fieldErrorsOf(error));
  for (const [field, key] of errors) {
    setError(field as FieldPath<T>, { type: 'server', message: key });
  }
  return errors.length > 0;
};
