/**
 * Intl formatters are costly to build (the first one of a locale loads its data: about 100 ms of
 * a phone's main thread), so each kind is built once per locale, when first used.
 */
export const cached = <T>(build: (locale: string) => T) => {
  const byLocale = new Map<string, T>();
  return (locale: string): T => {
    let value = byLocale.get(locale);
    if (value === undefined) {
      value = build(locale);
      byLocale.set(locale, value);
    }
    return value;
  };
};

const DAY: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Istanbul',
};
export const dateFormatOf = cached((locale) => new Intl.DateTimeFormat(locale, DAY));
export const dateTimeFormatOf = cached(
  (locale) => new Intl.DateTimeFormat(locale, { ...DAY, hour: '2-digit', minute: '2-digit' }),
);
export const priceFormatOf = cached(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
export const numberFormatOf = cached((locale) => new Intl.NumberFormat(locale));
export const percentFormatOf = cached(
  (locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }),
);
export const monthFormatOf = cached(
  (locale) => new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }),
);

/** The long name of a month, January first, in a locale. */
export const monthName = (monthIndex: number, locale: string) =>
  monthFormatOf(locale).format(new Date(Date.UTC(2000, monthIndex, 1)));
