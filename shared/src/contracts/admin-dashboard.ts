import { z } from 'zod';

/** Paid orders of a period and what they brought in (net, VAT, total), in TL. */
export const salesFiguresSchema = z.object({
  orders: z.number().int(),
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

/** One of the newest enrolments: who got which course, when. */
export const dashboardEnrolmentSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  courseId: z.number().int(),
  courseName: z.string(),
  enrolledAt: z.string(),
});
export type DashboardEnrolment = z.infer<typeof dashboardEnrolmentSchema>;

/**
 * `GET /v1/admin/dashboard`: the back office's first page. A figure the caller's role
 * may not read is null (sales and transfers are finance's and the admin's).
 */
export const adminDashboardSchema = z.object({
  /** Today and this month, as days and months run in İstanbul; completed paid orders. */
  sales: z.object({ today: salesFiguresSchema, month: salesFiguresSchema }).nullable(),
  /** Bank-transfer orders waiting for their money. */
  transfersAwaiting: z.number().int().nullable(),
  /**
   * Refunds whose money staff must still send back by bank (a bank-transfer order refunded or
   * withdrawn from): how many, and what they add up to in TL.
   */
  refundsOwed: z.object({ count: z.number().int(), total: z.number() }).nullable(),
  /** Contact messages nobody has handled yet. */
  openMessages: z.number().int().nullable(),
  /** The ten newest enrolments, newest first. */
  newestEnrolments: z.array(dashboardEnrolmentSchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
