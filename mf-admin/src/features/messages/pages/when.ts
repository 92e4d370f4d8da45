import { useTranslation } from 'react-i18next';
import { formatDate } from '@lms/shared';

/** A moment as the reader's language writes a date and time (İstanbul's clock). */
export const useWhen = () => {
  const { i18n } = useTranslation('admin');
  const locale = i18n.language?.startsWith('en') ? 'en-GB' : 'tr-TR';
  return (iso: string | null) => formatDate(iso, true, locale);
};
