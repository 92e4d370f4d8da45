import { count, gte, lt, sql } from 'drizzle-orm';
import type { VitalsReport, WebVitalName } from '@lms/shared/contracts';
import type { Db } from '../db';
import { webVitals } from '../db/schema';

/** The rows of real visits' measurements (`web_vitals`). It decides nothing. */
export function createVitalsRepository(db: Db) {
  return {
    /** Stores a report's metrics, one row each, in one statement. */
    async add(report: VitalsReport, receivedAt: Date) {
      await db.insert(webVitals).values(
        report.metrics.map((metric) => ({
          route: metric.route,
          name: metric.name,
          value: metric.value,
          rating: metric.rating,
          version: report.version ?? null,
          receivedAt,
        })),
      );
    },

    /**
     * The 75th percentile (linear between the two nearest reports, as PostgreSQL's
     * `percentile_cont`) and the number of reports per route and metric, of reports received
     * since `since`.
     */
    async p75Since(since: Date) {
      const rows = await db
        .select({
          route: webVitals.route,
          name: webVitals.name,
          p75: sql<number>`percentile_cont(0.75) within group (order by ${webVitals.value})`.mapWith(
            Number,
          ),
          count: count(),
        })
        .from(webVitals)
        .where(gte(webVitals.receivedAt, since))
        .groupBy(webVitals.route, webVitals.name)
        .orderBy(webVitals.route, webVitals.name);
      return rows as { route: string; name: WebVitalName; p75: number; count: number }[];
    },

    /** Deletes reports received before `before`; how many went. */
    async prune(before: Date) {
      const gone = await db
        .delete(webVitals)
        .where(lt(webVitals.receivedAt, before))
        .returning({ id: webVitals.id });
      return gone.length;
    },
  };
}
export type VitalsRepository = ReturnType<typeof createVitalsRepository>;
