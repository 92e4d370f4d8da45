import { useTranslation } from 'react-i18next';

/**
 * A field's error key (the API's catalogue key, from the shared schema or the API's answer) in
 * the reader's language: the courses area's words first, then the common ones.
 */
export const useFieldMessage = () => {
  const { t } = useTranslation(['admin', 'common']);
  return (key: string) =>
    t([`admin:courses.errors.${key}`, `common:${key}`, 'admin:courses.errors.invalidRequest']);
};
