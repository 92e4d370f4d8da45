import { cached } from './intl';

/** The units a course duration is written in, by the words staff type (Turkish or English). */
const UNIT_WORDS: Record<string, Intl.NumberFormatOptions['unit']> = {
  dakika: 'minute',
  minute: 'minute',
  minutes: 'minute',
  saat: 'hour',
  hour: 'hour',
  hours: 'hour',
  gün: 'day',
  day: 'day',
  days: 'day',
  hafta: 'week',
  week: 'week',
  weeks: 'week',
  ay: 'month',
  month: 'month',
  months: 'month',
};

const unitFormatOf = cached((key) => {
  const [locale, unit] = key.split('|');
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' });
});

/**
 * A duration as staff typed it ("20 saat", "3 gün", "1,5 hours") in `locale`'s words: "20 hours"
 * in English, "20 saat" in Turkish. Text that is not a number and a known unit is shown as typed.
 */
export function formatDuration(text: string, locale: string): string {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*([\p{L}]+)\.?\s*$/u.exec(text);
  const unit = match && UNIT_WORDS[match[2]!.toLocaleLowerCase('tr-TR')];
  if (!match || !unit) return text;
  const amount = Number(match[1]!.replace(',', '.'));
  return unitFormatOf(`${locale}|${unit}`).format(amount);
}
