/** Dates in Turkish locale: day, long month name, year, optionally hours and minutes (spec §9). */
export const formatDate = (
  value: string | Date | null | undefined,
  withTime = false,
  locale = 'tr-TR',
) => {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    timeZone: 'Europe/Istanbul',
  }).format(date);
};

const priceFormat = new Intl.NumberFormat('tr-TR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Prices in TL with Turkish separators: 1250 → "1.250,00 TL" (spec §1). */
export const formatPrice = (amount: number) => `${priceFormat.format(amount)} TL`;

export const isFree = (price: number) => price <= 0;

/** Turkish month names, January first, for filters built from dates. */
export const turkishMonthName = (monthIndex: number) =>
  new Intl.DateTimeFormat('tr-TR', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, monthIndex, 1)),
  );
