import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPrice, localeOf } from './format';

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
}

/**
 * The one way a page formats dates, numbers and prices: by the current interface language, so a
 * language switch re-renders every figure.
 */
export const useFormatters = (): Formatters => {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(locale);
    const percents = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    const months = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    return {
      locale,
      date: (value, withTime = false) => formatDate(value, withTime, locale),
      price: (amount) => formatPrice(amount, locale),
      number: (value) => numbers.format(value),
      percent: (value) => percents.format(value / 100),
      monthName: (monthIndex) => months.format(new Date(Date.UTC(2000, monthIndex, 1))),
    };
  }, [locale]);
};
