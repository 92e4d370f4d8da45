import type { CourseSeed } from './data/courses';

/**
 * The seed's course calendar is written as seen on this day. Seeding moves every course date by
 * the whole weeks between this day and the seeding day, so a fresh database always has past,
 * running and upcoming courses (and weekdays stay weekdays).
 */
export const SEED_CALENDAR_DAY = '2026-11-23';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days to add to the seed calendar: a multiple of 7, zero on SEED_CALENDAR_DAY's week. */
export const seedShiftDays = (now: Date = new Date()): number => {
  const anchor = Date.parse(`${SEED_CALENDAR_DAY}T00:00:00Z`);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.floor((today - anchor) / DAY_MS / 7) * 7;
};

/** A YYYY-MM-DD day moved by `days`. */
export const shiftDay = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The seed courses with their days moved to the seeding day's calendar. */
export const datedCourses = (seeds: CourseSeed[], now: Date = new Date()): CourseSeed[] => {
  const days = seedShiftDays(now);
  if (days === 0) return seeds;
  return seeds.map((course) => ({
    ...course,
    start: shiftDay(course.start, days),
    end: shiftDay(course.end, days),
    ...(course.registerEnd ? { registerEnd: shiftDay(course.registerEnd, days) } : {}),
  }));
};
