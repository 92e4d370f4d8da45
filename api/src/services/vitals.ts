import {
  VITALS_WINDOW_DAYS,
  WEB_VITAL_NAMES,
  webVitalRating,
  type AdminVitals,
  type VitalsReport,
} from '@lms/shared/contracts';
import type { VitalsRepository } from '../repositories/vitals';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of the window `GET /v1/admin/vitals` counts, seen from `now`. */
export const vitalsWindowStart = (now: Date) =>
  new Date(now.getTime() - VITALS_WINDOW_DAYS * DAY_MS);

/**
 * What real visitors feel: the shell's sampled Web Vitals reports are kept for
 * `VITALS_WINDOW_DAYS` days, and staff read the 75th percentile of each metric per route, the
 * figure the Web Vitals thresholds are meant for.
 */
export function createVitalsService(vitals: VitalsRepository) {
  return {
    async report(report: VitalsReport, now: Date) {
      await vitals.add(report, now);
    },

    async p75(now: Date): Promise<AdminVitals> {
      const since = vitalsWindowStart(now);
      const rows = await vitals.p75Since(since);
      return {
        since: since.toISOString(),
        rows: rows
          .map((row) => {
            // CLS is a score with three meaningful decimals; the others are milliseconds.
            const p75 =
              row.name === 'CLS' ? Math.round(row.p75 * 1000) / 1000 : Math.round(row.p75);
            return { ...row, p75, rating: webVitalRating(row.name, p75) };
          })
          .sort(
            (a, b) =>
              a.route.localeCompare(b.route) ||
              WEB_VITAL_NAMES.indexOf(a.name) - WEB_VITAL_NAMES.indexOf(b.name),
          ),
      };
    },

    /** Deletes the reports the window no longer counts. */
    prune: (now: Date) => vitals.prune(vitalsWindowStart(now)),
  };
}
export type VitalsService = ReturnType<typeof createVitalsService>;
