import { issuesOf } from '../testing/issues';
import { ORDER_STATUSES } from './commerce';
import {
  WITHDRAWAL_CLOSED_REASONS,
  withdrawResultSchema,
  withdrawSchema,
  withdrawalSchema,
} from './withdrawal';

const seat = (courseId: unknown, email: unknown) => ({ courseId, email });

describe('withdrawing seats from an order (POST /v1/orders/withdraw/{trackingId})', () => {
  it('takes each seat by its course and the participant’s address, lower-cased', () => {
    expect(withdrawSchema.parse({ seats: [seat('109', ' Ali@Ornek.com.TR ')] })).toEqual({
      seats: [{ courseId: 109, email: 'ali@ornek.com.tr' }],
    });
  });

  it('takes one seat to 200, and refuses none or more', () => {
    const seats = (count: number) =>
      Array.from({ length: count }, (_, index) => seat(109, `kisi${index}@ornek.com.tr`));
    expect(issuesOf(withdrawSchema, { seats: seats(1) })).toEqual({});
    expect(issuesOf(withdrawSchema, { seats: seats(200) })).toEqual({});
    expect(issuesOf(withdrawSchema, { seats: [] })).toEqual({ seats: 'withdrawalSeatsRequired' });
    expect(issuesOf(withdrawSchema, { seats: seats(201) })).toEqual({
      seats: 'withdrawalSeatsRequired',
    });
  });

  it('names what is wrong in a seat', () => {
    expect(issuesOf(withdrawSchema, { seats: [seat(0, 'ali@ornek.com.tr')] })).toEqual({
      'seats.0.courseId': 'invalidId',
    });
    expect(issuesOf(withdrawSchema, { seats: [seat(109, 'ali@')] })).toEqual({
      'seats.0.email': 'emailIncorrect',
    });
    expect(issuesOf(withdrawSchema, { seats: [seat(109, `${'a'.repeat(250)}@x.co`)] })).toEqual({
      'seats.0.email': 'fieldTooLong',
    });
  });
});

describe('what the withdrawal page reads and the answer to a withdrawal', () => {
  const page = {
    trackingId: 'ORD234ABC567',
    until: '2026-12-04T09:31:00.000Z',
    seats: [
      {
        courseId: 109,
        courseName: 'Kur Riski Yönetimi',
        name: 'Ali',
        surname: 'Demir',
        email: 'ali@ornek.com.tr',
        amount: 3200,
        closedReason: null,
      },
    ],
  };

  it('reads each seat, open or closed for one of the five reasons', () => {
    expect(WITHDRAWAL_CLOSED_REASONS).toEqual([
      'notPaid',
      'contentStarted',
      'courseStarted',
      'periodOver',
      'refunded',
    ]);
    expect(withdrawalSchema.parse(page)).toEqual(page);
    for (const closedReason of WITHDRAWAL_CLOSED_REASONS) {
      const closed = { ...page, seats: [{ ...page.seats[0], closedReason }] };
      expect(withdrawalSchema.parse(closed)).toEqual(closed);
    }
    expect(
      withdrawalSchema.safeParse({ ...page, seats: [{ ...page.seats[0], closedReason: 'late' }] })
        .success,
    ).toBe(false);
    expect(withdrawalSchema.parse({ ...page, until: null })).toEqual({ ...page, until: null });
  });

  it('answers how many seats and how much were refunded, and the order’s status', () => {
    for (const status of ORDER_STATUSES) {
      const answer = { refunded: 1, refundedAmount: 3200, status };
      expect(withdrawResultSchema.parse({ ...answer, extra: true })).toEqual(answer);
    }
    expect(
      withdrawResultSchema.safeParse({ refunded: 1, refundedAmount: 3200, status: 'paid' }).success,
    ).toBe(false);
  });
});
