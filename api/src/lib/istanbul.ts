/**
 * İstanbul's calendar as instants: the dashboard's "today" and "this month" and the
 * audit log's date filters are whole İstanbul days. İstanbul keeps UTC+3 all year (since 2016),
 * so a fixed offset is exact; this is the one place that knows it.
 */
export const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;

/** A span of time: `from` included, `to` excluded. */
export interface Period {
  from: Date;
  to: Date;
}

/** The instant İstanbul's day `day` of month `month` (0-based) of `year` starts; both may overflow. */
const startOf = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month, day) - ISTANBUL_OFFSET_MS);

/** The İstanbul calendar day of an instant, as `YYYY-MM-DD`. */
export const istanbulDate = (at: Date): string =>
  new Date(at.getTime() + ISTANBUL_OFFSET_MS).toISOString().slice(0, 10);

/** The whole İstanbul day of a calendar date (`YYYY-MM-DD`), or null when it is not one. */
export function istanbulDay(day: string): Period | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const from = startOf(year, month, date);
  // 2026-02-30 would roll over into March: not a date.
  if (istanbulDate(from) !== day) return null;
  return { from, to: startOf(year, month, date + 1) };
}

/** `now`'s day and month in İstanbul. */
export function istanbulPeriods(now: Date): { today: Period; month: Period } {
  const local = new Date(now.getTime() + ISTANBUL_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  return {
    today: { from: startOf(y, m, d), to: startOf(y, m, d + 1) },
    month: { from: startOf(y, m, 1), to: startOf(y, m + 1, 1) },
  };
}
