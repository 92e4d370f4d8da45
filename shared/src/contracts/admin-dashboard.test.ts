import { adminDashboardSchema } from './admin-dashboard';

// GET /v1/admin/dashboard: a figure the caller's role may not read is null.
const figures = { orders: 3, subtotal: 5333.33, tax: 1066.67, total: 6400 };
const enrolment = {
  userId: 7,
  name: 'Ali Demir',
  email: 'ali@ornek.com.tr',
  courseId: 109,
  courseName: 'Kur Riski Yönetimi',
  enrolledAt: '2026-11-28T09:00:00.000Z',
};
const full = {
  sales: { today: figures, month: { ...figures, orders: 40 } },
  transfersAwaiting: 2,
  refundsOwed: { count: 1, total: 3200 },
  openMessages: 4,
  newestEnrolments: [enrolment],
};

describe('the back office dashboard', () => {
  it('reads the finance figures whole for the admin and finance', () => {
    expect(adminDashboardSchema.parse(full)).toEqual(full);
  });

  it('reads them as null for an editor, with the enrolments still there', () => {
    const editor = {
      sales: null,
      transfersAwaiting: null,
      refundsOwed: null,
      openMessages: null,
      newestEnrolments: [enrolment],
    };
    expect(adminDashboardSchema.parse(editor)).toEqual(editor);
  });

  it('counts orders, transfers, refunds, messages and people in whole numbers', () => {
    const fractional = [
      { ...full, sales: { ...full.sales, today: { ...figures, orders: 1.5 } } },
      { ...full, transfersAwaiting: 0.5 },
      { ...full, refundsOwed: { count: 1.5, total: 10 } },
      { ...full, openMessages: 2.5 },
      { ...full, newestEnrolments: [{ ...enrolment, userId: 7.5 }] },
      { ...full, newestEnrolments: [{ ...enrolment, courseId: 109.5 }] },
    ];
    for (const dashboard of fractional) {
      expect(adminDashboardSchema.safeParse(dashboard).success).toBe(false);
    }
  });
});
