import { issuesOf } from '../testing/issues';
import {
  ADMIN_ORDERS_MAX_PAGE,
  adminOrderDetailSchema,
  adminOrderStatusSchema,
  adminOrdersPageSchema,
  adminOrdersQuerySchema,
  adminPaybackParamSchema,
  adminPaybackResultSchema,
  adminPaybackSchema,
  adminRefundResultSchema,
  adminRefundSchema,
  trackingIdParamSchema,
} from './admin-orders';
import { ORDER_STATUSES } from './commerce';

describe("the orders back office's filters (GET /v1/admin/orders)", () => {
  it('takes no filter, and an empty parameter as none', () => {
    expect(adminOrdersQuerySchema.parse({})).toEqual({});
    const empty = {
      status: '',
      method: '',
      from: '',
      to: '',
      course: '',
      buyer: '',
      refund: '',
      page: '',
    };
    expect(adminOrdersQuerySchema.parse(empty)).toEqual({});
  });

  it('filters by each status, and refuses another', () => {
    for (const status of ORDER_STATUSES) {
      expect(adminOrdersQuerySchema.parse({ status })).toEqual({ status });
    }
    for (const status of ['paid', 'COMPLETED', ' completed']) {
      expect(issuesOf(adminOrdersQuerySchema, { status })).toEqual({
        status: 'invalidOrderStatus',
      });
    }
  });

  it('filters by card (0) or bank transfer (1), and refuses another method', () => {
    expect(adminOrdersQuerySchema.parse({ method: '0' })).toEqual({ method: 0 });
    expect(adminOrdersQuerySchema.parse({ method: '1' })).toEqual({ method: 1 });
    for (const method of ['2', '-1', '0.5', 'kart']) {
      expect(issuesOf(adminOrdersQuerySchema, { method })).toEqual({
        method: 'invalidPaymentMethod',
      });
    }
  });

  it('takes whole days that exist, from before to, one day included', () => {
    expect(adminOrdersQuerySchema.parse({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(adminOrdersQuerySchema.parse({ from: '2028-02-29', to: '2028-02-29' })).toEqual({
      from: '2028-02-29',
      to: '2028-02-29',
    });
    for (const day of [
      '2026-02-30',
      '2026-13-01',
      '2026-11-00',
      '2026/11/01',
      '2026-1-01',
      'x026-11-01',
      'bugün',
    ]) {
      expect(issuesOf(adminOrdersQuerySchema, { from: day })).toEqual({ from: 'invalidDate' });
      expect(issuesOf(adminOrdersQuerySchema, { to: day })).toEqual({ to: 'invalidDate' });
    }
    expect(issuesOf(adminOrdersQuerySchema, { from: '2026-12-01', to: '2026-11-30' })).toEqual({
      to: 'invalidDateRange',
    });
    expect(issuesOf(adminOrdersQuerySchema, { from: '2026-11-01T10' })).toEqual({
      from: 'fieldTooLong',
    });
  });

  it('finds a course or a buyer by a part of it, trimmed, up to 120 characters', () => {
    expect(adminOrdersQuerySchema.parse({ course: ' Dış Ticaret ', buyer: ' ayse@ ' })).toEqual({
      course: 'Dış Ticaret',
      buyer: 'ayse@',
    });
    const longest = 'ı'.repeat(120);
    expect(adminOrdersQuerySchema.parse({ course: longest, buyer: longest })).toEqual({
      course: longest,
      buyer: longest,
    });
    expect(
      issuesOf(adminOrdersQuerySchema, { course: `${longest}ı`, buyer: `${longest}ı` }),
    ).toEqual({
      course: 'fieldTooLong',
      buyer: 'fieldTooLong',
    });
    expect(Object.keys(issuesOf(adminOrdersQuerySchema, { course: '  ', buyer: '  ' }))).toEqual([
      'course',
      'buyer',
    ]);
  });

  it('filters the refunds still owed, and pages from 1 to the last page', () => {
    expect(adminOrdersQuerySchema.parse({ refund: 'owed', page: '2' })).toEqual({
      refund: 'owed',
      page: 2,
    });
    expect(issuesOf(adminOrdersQuerySchema, { refund: 'paid' })).toEqual({
      refund: 'invalidRefundFilter',
    });
    expect(adminOrdersQuerySchema.parse({ page: String(ADMIN_ORDERS_MAX_PAGE) })).toEqual({
      page: ADMIN_ORDERS_MAX_PAGE,
    });
    for (const page of ['0', '2.5', 'son', String(ADMIN_ORDERS_MAX_PAGE + 1)]) {
      expect(issuesOf(adminOrdersQuerySchema, { page })).toEqual({ page: 'pageInvalid' });
    }
  });
});

describe("an order's path, refunds and paybacks", () => {
  it('finds an order by a tracking id of 4 to 40 letters and digits', () => {
    for (const trackingId of ['ABCD', 'Ab12Cd34', 'x'.repeat(40)]) {
      expect(trackingIdParamSchema.parse({ trackingId })).toEqual({ trackingId });
    }
    for (const trackingId of ['ABC', 'AB-CD', 'ABÇD', 'AB CD', 'AB-CDEF', 'ABCD-EF']) {
      expect(issuesOf(trackingIdParamSchema, { trackingId })).toEqual({
        trackingId: 'orderNotFound',
      });
    }
    expect(issuesOf(trackingIdParamSchema, { trackingId: 'x'.repeat(41) })).toEqual({
      trackingId: 'fieldTooLong',
    });
  });

  it('refunds the whole order, or the seats named, with their addresses in lower case', () => {
    expect(adminRefundSchema.parse({})).toEqual({});
    expect(adminRefundSchema.parse({ confirmStarted: true })).toEqual({ confirmStarted: true });
    expect(
      adminRefundSchema.parse({ seats: [{ courseId: '3', email: ' Ayse@Example.COM ' }] }),
    ).toEqual({ seats: [{ courseId: 3, email: 'ayse@example.com' }] });
    const seat = { courseId: 3, email: 'a@b.co' };
    expect(issuesOf(adminRefundSchema, { seats: Array.from({ length: 200 }, () => seat) })).toEqual(
      {},
    );
    expect(issuesOf(adminRefundSchema, { seats: [] })).toEqual({ seats: 'refundSeatsRequired' });
    expect(issuesOf(adminRefundSchema, { seats: Array.from({ length: 201 }, () => seat) })).toEqual(
      { seats: 'refundSeatsRequired' },
    );
    expect(issuesOf(adminRefundSchema, { seats: [{ courseId: 0, email: 'ayse' }] })).toEqual({
      'seats.0.courseId': 'invalidId',
      'seats.0.email': 'emailIncorrect',
    });
    expect(issuesOf(adminRefundSchema, { confirmStarted: 'evet' })).toHaveProperty(
      'confirmStarted',
    );
  });

  it('marks a refund paid back with a bank reference of at most 200 characters', () => {
    expect(adminPaybackSchema.parse({ reference: ' EFT 123 ' })).toEqual({ reference: 'EFT 123' });
    expect(issuesOf(adminPaybackSchema, { reference: 'r'.repeat(200) })).toEqual({});
    expect(issuesOf(adminPaybackSchema, { reference: ' ' })).toEqual({
      reference: 'paybackReferenceRequired',
    });
    expect(issuesOf(adminPaybackSchema, { reference: 'r'.repeat(201) })).toEqual({
      reference: 'paybackReferenceTooLong',
    });
    expect(adminPaybackParamSchema.parse({ trackingId: 'ABCD1234', eventId: '7' })).toEqual({
      trackingId: 'ABCD1234',
      eventId: 7,
    });
    expect(issuesOf(adminPaybackParamSchema, { trackingId: 'AB', eventId: '0' })).toEqual({
      trackingId: 'orderNotFound',
      eventId: 'paybackRefundNotFound',
    });
    for (const trackingId of ['AB-CDEF', 'ABCD-EF']) {
      expect(issuesOf(adminPaybackParamSchema, { trackingId, eventId: '7' })).toEqual({
        trackingId: 'orderNotFound',
      });
    }
  });
});

describe('what the orders back office answers', () => {
  const row = {
    trackingId: 'ABCD1234',
    status: 'completed',
    paymentMethod: 1,
    referenceCode: 'VKF-ABCD1234',
    buyerName: 'Ayşe Yılmaz',
    buyerEmail: 'ayse@example.com',
    courses: ['Dış Ticaret'],
    seats: 1,
    subtotal: 2500,
    tax: 500,
    total: 3000,
    refundedAmount: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
    completedAt: null,
  };

  it('reads a page, an order, a refund, a status and a payback whole', () => {
    const page = { items: [row, { ...row, paymentMethod: null }], total: 2, page: 1, pageSize: 25 };
    const paidBack = { at: '2026-11-03T10:00:00.000Z', by: 'Mali İşler', reference: 'EFT 123' };
    const detail = {
      ...row,
      buyerId: 7,
      buyerPhone: null,
      companyName: 'Örnek A.Ş.',
      failureMessage: null,
      expiresAt: '2026-11-04T10:00:00.000Z',
      refundedAt: null,
      lines: [
        {
          courseId: 3,
          courseName: 'Dış Ticaret',
          quantity: 1,
          priceWithoutTax: 2500,
          tax: 500,
          total: 3000,
        },
      ],
      seatList: [
        {
          courseId: 3,
          courseName: 'Dış Ticaret',
          name: 'Ayşe',
          surname: 'Yılmaz',
          email: 'ayse@example.com',
          state: 'claimed',
          refundable: 3000,
          refundedAt: null,
        },
      ],
      events: [
        {
          id: 1,
          at: 'x',
          provider: 'transfer',
          status: 'refund',
          amount: 3000,
          manual: true,
          withdrawal: false,
          paidBack,
        },
        {
          id: 2,
          at: 'y',
          provider: 'iyzico',
          status: 'success',
          amount: null,
          manual: false,
          withdrawal: true,
          paidBack: null,
        },
      ],
      mails: [{ at: 'x', recipient: 'ayse@example.com', subject: 'Siparişiniz' }],
      canConfirmTransfer: false,
      canCancel: false,
      canRefund: true,
      receiptPath: '/v1/orders/ABCD1234/receipt',
    };
    const refund = {
      refunded: 3000,
      refundedAmount: 3000,
      status: 'refunded',
      revokedCertificates: 1,
    };
    expect(adminOrdersPageSchema.parse(page)).toEqual(page);
    expect(adminOrderDetailSchema.parse(detail)).toEqual(detail);
    expect(adminRefundResultSchema.parse(refund)).toEqual(refund);
    expect(adminOrderStatusSchema.parse({ trackingId: 'ABCD1234', status: 'cancelled' })).toEqual({
      trackingId: 'ABCD1234',
      status: 'cancelled',
    });
    expect(adminPaybackResultSchema.parse({ id: 1, paidBack })).toEqual({ id: 1, paidBack });
  });

  it('refuses a seat state the page does not know', () => {
    const seat = {
      courseId: 3,
      courseName: 'x',
      name: 'a',
      surname: 'b',
      email: 'c',
      refundable: 0,
      refundedAt: null,
    };
    for (const state of ['claimed', 'held', 'refunded', 'none']) {
      expect(adminOrderDetailSchema.shape.seatList.safeParse([{ ...seat, state }]).success).toBe(
        true,
      );
    }
    expect(
      adminOrderDetailSchema.shape.seatList.safeParse([{ ...seat, state: 'lost' }]).success,
    ).toBe(false);
  });
});
