import { fromKurus, mayUse, type AdminDashboard, type StaffRole } from '@lms/shared/contracts';
import { courseNameIn } from '../i18n/content-locale';
import type { Locale } from '../i18n/messages';
import { istanbulPeriods } from '../lib/istanbul';
import type { DashboardRepository } from '../repositories/dashboard';
import type { PaybacksRepository } from '../repositories/paybacks';

const NEWEST_ENROLMENTS = 10;

/**
 * The back office's first page: what needs doing and how sales go. Sales and waiting
 * transfers are for the roles of the sales area; every staff role sees the newest enrolments.
 */
export function createDashboardService(
  dashboard: DashboardRepository,
  paybacks: PaybacksRepository,
) {
  /** Bank refunds whose money is still to be sent back: how many, and their total in TL. */
  const refundsOwed = async () => {
    const { count, kurus } = await paybacks.owed();
    return { count, total: fromKurus(kurus) };
  };
  return {
    async read(role: StaffRole, now: Date, locale: Locale): Promise<AdminDashboard> {
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
        refundsOwed: sales ? await refundsOwed() : null,
        openMessages: await dashboard.openMessages(),
        newestEnrolments: enrolments.map((row) => ({
          userId: row.userId,
          name: `${row.name} ${row.surname}`,
          email: row.email,
          courseId: row.courseId,
          courseName: courseNameIn(row.courseName, row.courseEn, locale),
          enrolledAt: row.enrolledAt.toISOString(),
        })),
      };
    },
  };
}
