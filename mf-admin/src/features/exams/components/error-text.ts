import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * The text of a validation key: the exams' own (`exams.errors.*`), else the common catalogue's
 * (`invalidCharacters`, `fieldTooLong`, …), the same keys the API answers with.
 */
export const useErrorText = () => {
  const { t } = useTranslation('admin');
  return useCallback(
    (key: string | undefined) => (key ? t([`exams.errors.${key}`, `common:${key}`]) : undefined),
    [t],
  );
};

/**
 * Puts the API's `errors` (`{"questions.1.options": "examCorrectOptionMissing"}`) under their
 * fields; true when there were any, so the form shows them instead of one message on top.
 */
export const applyServerErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): boolean => {
  const errors = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
  if (!errors || typeof errors !== 'object') return false;
  const entries = Object.entries(errors as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== '_',
  );
  entries.forEach(([path, key], index) =>
    setError(path as Path<T>, { type: 'server', message: key }, { shouldFocus: index === 0 }),
  );
  return entries.length > 0;
};
