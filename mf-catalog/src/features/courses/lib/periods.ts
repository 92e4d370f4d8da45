import type { CoursePeriod } from '@lms/shared';

export interface MonthOption {
  month: number;
  name: string;
}

export interface YearGroup {
  year: number;
  months: MonthOption[];
}

const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The İstanbul year and month (1–12) of an ISO date; null for a missing or bad date. */
export const periodOf = (iso: string | null | undefined): CoursePeriod | null => {
  if (!iso) return null;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const local = new Date(time + ISTANBUL_OFFSET_MS);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1 };
};

export const monthName = (month: number, locale = 'tr-TR') =>
  new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );

/**
 * Years newest first, each with its months ascending and named (Turkish by default), as the
 * course list's filter shows them (spec §2 "Course list").
 */
export const groupPeriods = (periods: CoursePeriod[], locale = 'tr-TR'): YearGroup[] => {
  const byYear = new Map<number, Set<number>>();
  for (const { year, month } of periods) {
    if (!byYear.has(year)) byYear.set(year, new Set());
    byYear.get(year)!.add(month);
  }
  return [...byYear.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, months]) => ({
      year,
      months: [...months]
        .sort((a, b) => a - b)
        .map((month) => ({ month, name: monthName(month, locale) })),
    }));
};

/** The same grouping built straight from course end dates. */
export const groupEndDates = (dates: (string | null)[], locale = 'tr-TR'): YearGroup[] =>
  groupPeriods(
    dates.map(periodOf).filter((period): period is CoursePeriod => period !== null),
    locale,
  );
