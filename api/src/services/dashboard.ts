import { mayUse, type AdminDashboard, type StaffRole } from '@lms/shared/contracts';
import type { DashboardRepository } from '../repositories/dashboard';

/** İstanbul keeps UTC+3 all year (since 2016). */
const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The start of `now`'s day and month in İstanbul, and of the next ones. */
export function istanbulPeriods(now: Date) {
  const local = new Date(now.getTime() + ISTANBUL_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  const at = (year: number, month: number, day: number) =>
    new Date(Date.UTC(year, month, day) - ISTANBUL_OFFSET_MS);
  return {
    today: { from: at(y, m, d), to: at(y, m, d + 1) },
    month: { from: at(y, m, 1), to: at(y, m + 1, 1) },
  };
}

const NEWEST_ENROLMENTS = 10;

/**
 * The back office's first page (issue 34): what needs doing and how sales go. Sales and waiting
 * transfers are for the roles of the sales area; every staff role sees the newest enrolments.
 */
export function createDashboardService(dashboard: DashboardRepository) {
  return {
    async read(role: StaffRole, now: Date): Promise<AdminDashboard> {
      const periods = istanbulPeriods(now);
      const sales = mayUse(role, 'sales');
      const enrolments = await dashboard.newestEnrolments(NEWEST_ENROLMENTS);
      return {
        sales: sales
          ? {
              today: await dashboard.sales(periods.today.from, periods.today.to),
              month: await dashboard.sales(periods.month.from, periods.month.to),
            }
          : null,
        transfersAwaiting: sales ? await dashboard.transfersAwaiting(now) : null,
        openMessages: await dashboard.openMessages(),
        newestEnrolments: enrolments.map((row) => ({
          userId: row.userId,
          name: `${row.name} ${row.surname}`,
          email: row.email,
          courseId: row.courseId,
          courseName: row.courseName,
          enrolledAt: row.enrolledAt.toISOString(),
        })),
      };
    },
  };
}
