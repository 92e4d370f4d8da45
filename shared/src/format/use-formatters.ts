import { useTranslation } from 'react-i18next';
import { formatDuration } from './duration';
import { formatDate, formatPrice, localeOf } from './format';
import { cached, monthName, numberFormatOf, percentFormatOf } from './intl';

export interface Formatters {
  /** tr-TR or en-GB, after the interface language. */
  locale: string;
  date: (value: string | Date | null | undefined, withTime?: boolean) => string;
  /** A price in TL: "1.250,00 TL" in Turkish, "1,250.00 TL" in English. */
  price: (amount: number) => string;
  number: (value: number) => string;
  /** A share from 0 to 100 as "%40" in Turkish and "40%" in English. */
  percent: (value: number) => string;
  /** The long name of a month, January first. */
  monthName: (monthIndex: number) => string;
  /** A duration as staff typed it ("20 saat"), in the interface language ("20 hours"). */
  duration: (text: string) => string;
}

const formattersOf = cached((locale): Formatters => ({
  locale,
  date: (value, withTime = false) => formatDate(value, withTime, locale),
  price: (amount) => formatPrice(amount, locale),
  number: (value) => numberFormatOf(locale).format(value),
  percent: (value) => percentFormatOf(locale).format(value / 100),
  monthName: (monthIndex) => monthName(monthIndex, locale),
  duration: (text) => formatDuration(text, locale),
}));

/**
 * The one way a page formats dates, numbers and prices: by the current interface language, so a
 * language switch re-renders every figure. One set per locale, shared by every component.
 */
export const useFormatters = (): Formatters => {
  const { i18n } = useTranslation();
  return formattersOf(localeOf(i18n.language));
};
