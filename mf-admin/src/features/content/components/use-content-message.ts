import { useTranslation } from 'react-i18next';

/**
 * A field's error key (the API's catalogue key, from the shared schema or the API's answer) in
 * the reader's language: the content area's words first, then the courses area's and the common
 * ones.
 */
export const useContentMessage = () => {
  const { t } = useTranslation(['admin', 'common']);
  return (key: string) =>
    t([
      `admin:content.errors.${key}`,
      `admin:courses.errors.${key}`,
      `common:${key}`,
      'admin:courses.errors.invalidRequest',
    ]);
};

/** An error the API answered: its message, and its `errors` by field (message keys). */
export interface SaveError {
  message?: string;
  errors?: Record<string, string>;
}

export const saveErrorOf = (error: unknown): SaveError | null =>
  error && typeof error === 'object' ? (error as SaveError) : null;
