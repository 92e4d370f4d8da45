import type { OrderParticipantSummary } from '../contracts';
import { dateFormatOf, dateTimeFormatOf, monthName, priceFormatOf } from './intl';

/** Dates in Turkish locale: day, long month name, year, optionally hours and minutes (spec §9). */
export const formatDate = (
  value: string | Date | null | undefined,
  withTime = false,
  locale = 'tr-TR',
) => {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return (withTime ? dateTimeFormatOf : dateFormatOf)(locale).format(date);
};

/** Prices in TL, Turkish separators by default: 1250 → "1.250,00 TL" (spec §1); en-GB "1,250.00 TL". */
export const formatPrice = (amount: number, locale = 'tr-TR') =>
  `${priceFormatOf(locale).format(amount)} TL`;

/** The number and date locale of an interface language: tr-TR, or en-GB for English. */
export const localeOf = (language: string | undefined) =>
  language?.startsWith('en') ? 'en-GB' : 'tr-TR';

export const isFree = (price: number) => price <= 0;

/** Turkish month names, January first, for filters built from dates. */
export const turkishMonthName = (monthIndex: number) => monthName(monthIndex, 'tr-TR');

/** Who gets an ordered course, on one line: "Ali Demir (ali@ornek.com.tr), Can Öz (can@…)". */
export const formatParticipants = (people: OrderParticipantSummary[]) =>
  people.map((person) => `${person.name} ${person.surname} (${person.email})`).join(', ');
