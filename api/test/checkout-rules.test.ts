import assert from './support/assert';
import { describe, it } from 'node:test';
import type { OrderItem } from '@lms/shared/contracts';
import type { CourseRow } from '../src/repositories/baskets';
import type { OrderLine, OrderRow } from '../src/repositories/orders';
import { DomainError } from '../src/lib/domain-error';
import {
  basketCourses,
  discountOf,
  isRepeatOf,
  memberPriceOf,
  priceOrder,
  purchaseBlocker,
  readOrderRequest,
  refuseUnprovenForOthers,
  refuseUnpurchasable,
} from '../src/services/checkout-rules';

/**
 * The purchase rules (services/checkout-rules.ts) without a database: what a makepayment payload
 * may ask, what a course costs a member, when a course cannot be bought and what an order costs.
 * checkout.test.ts and member-price.test.ts drive the same rules through the API; this file
 * states each edge (a day before and after, a price equal to the member price) where the
 * answer changes, and runs in a second, so mutation testing asks it first.
 */

const NOW = new Date('2026-05-10T12:00:00Z');
const before = (ms: number) => new Date(NOW.getTime() - ms);
const later = (ms: number) => new Date(NOW.getTime() + ms);

const course = (fields: Partial<CourseRow> = {}): CourseRow =>
  ({
    id: 1,
    name: 'Dış Ticaret',
    price: 1200,
    ihkibPrice: null,
    isCancelled: false,
    publishedAt: before(86_400_000),
    registerEndDate: null,
    courseEndDate: null,
    ...fields,
  }) as CourseRow;

const person = (email: string, name = 'Ayşe') => ({ name, surname: 'Yılmaz', email });

const item = (courseId: number, emails: string[], paymentMethod = 1): OrderItem =>
  ({ courseId, paymentMethod, participants: emails.map((e) => person(e)) }) as OrderItem;

/** The message key of the DomainError `run` throws. */
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof DomainError, String(error));
    return { kind: error.kind, key: error.messageKey, params: error.params };
  }
  assert.fail('expected a refusal');
};

describe('the member price', () => {
  it('is the difference to the list price, for a member of the association only', () => {
    const c = course({ price: 1200, ihkibPrice: 1000.5 });
    assert.equal(discountOf(c, 'İHKİB'), 199.5);
    assert.equal(memberPriceOf(c, 'İHKİB'), 'İHKİB');
    assert.equal(discountOf(c, null), 0);
    assert.equal(discountOf(c, ''), 0);
    assert.equal(memberPriceOf(c, null), null);
  });

  it('is no discount when the course has none, or it is not lower than the list price', () => {
    assert.equal(discountOf(course({ ihkibPrice: null }), 'İHKİB'), 0);
    assert.equal(discountOf(course({ price: 1200, ihkibPrice: 1200 }), 'İHKİB'), 0);
    assert.equal(memberPriceOf(course({ price: 1200, ihkibPrice: 1200 }), 'İHKİB'), null);
    assert.equal(discountOf(course({ price: 1200, ihkibPrice: 1300 }), 'İHKİB'), 0);
  });

  it('of a negative member price is the whole list price, never more', () => {
    assert.equal(discountOf(course({ price: 1200, ihkibPrice: -5 }), 'İHKİB'), 1200);
    assert.equal(discountOf(course({ price: 1200, ihkibPrice: 0 }), 'İHKİB'), 1200);
  });
});

describe('a course that cannot be bought', () => {
  it('a draft does not exist; a cancelled course says so', () => {
    assert.equal(purchaseBlocker(course({ publishedAt: null }), NOW), 'basketCourseNotFound');
    assert.equal(purchaseBlocker(course({ isCancelled: true }), NOW), 'courseIsCancelled');
    assert.equal(purchaseBlocker(course(), NOW), null);
  });

  it('registration closes after its end date or the course end date, not before', () => {
    assert.equal(
      purchaseBlocker(course({ registerEndDate: before(1) }), NOW),
      'registrationClosed',
    );
    assert.equal(purchaseBlocker(course({ courseEndDate: before(1) }), NOW), 'registrationClosed');
    assert.equal(
      purchaseBlocker(course({ registerEndDate: later(1), courseEndDate: before(1) }), NOW),
      'registrationClosed',
    );
    assert.equal(purchaseBlocker(course({ registerEndDate: NOW }), NOW), null);
    assert.equal(
      purchaseBlocker(course({ registerEndDate: later(1), courseEndDate: later(1) }), NOW),
      null,
    );
  });

  it('is refused with its name and the reason, the others pass', () => {
    refuseUnpurchasable([course(), course({ id: 2 })], NOW);
    const refused = refusal(() =>
      refuseUnpurchasable([course(), course({ id: 2, name: 'Gümrük', isCancelled: true })], NOW),
    );
    assert.deepEqual(refused, {
      kind: 'invalid',
      key: 'courseNotPurchasable',
      params: { course: 'Gümrük', reason: 'courseIsCancelled' },
    });
  });
});

describe('reading a makepayment payload', () => {
  it('keeps the courses in order, the one method, and cleaned participants per course', () => {
    const request = readOrderRequest([
      { ...item(7, []), participants: [{ name: ' Ali ', surname: ' Kaya ', email: ' A@X.com ' }] },
      item(3, ['b@x.com', 'c@x.com']),
    ]);
    assert.deepEqual(request.requested, [7, 3]);
    assert.equal(request.method, 1);
    assert.deepEqual(request.people.get(7), [{ name: 'Ali', surname: 'Kaya', email: 'a@x.com' }]);
    assert.deepEqual(
      request.people.get(3)?.map((p) => p.email),
      ['b@x.com', 'c@x.com'],
    );
  });

  it('refuses a course twice, two methods, and one address twice in a course', () => {
    // Each is a 400 with its message (the kind decides the status).
    assert.deepEqual(
      refusal(() => readOrderRequest([item(1, ['a@x.com']), item(1, ['b@x.com'])])),
      { kind: 'invalid', key: 'duplicateOrderItem', params: {} },
    );
    assert.deepEqual(
      refusal(() => readOrderRequest([item(1, ['a@x.com'], 1), item(2, ['a@x.com'], 2)])),
      { kind: 'invalid', key: 'mixedPaymentMethods', params: {} },
    );
    assert.deepEqual(
      refusal(() => readOrderRequest([item(1, ['a@x.com', ' A@x.COM'])])),
      { kind: 'invalid', key: 'duplicateParticipant', params: {} },
    );
    // The same person in two courses is two seats, not a duplicate.
    readOrderRequest([item(1, ['a@x.com']), item(2, ['a@x.com'])]);
  });

  it('lets an unproven account buy for itself only', () => {
    const own = readOrderRequest([item(1, ['me@x.com'])]);
    const others = readOrderRequest([item(1, ['me@x.com']), item(2, ['you@x.com'])]);
    refuseUnprovenForOthers({ email: ' Me@X.com', emailVerifiedAt: null }, own);
    refuseUnprovenForOthers({ email: 'me@x.com', emailVerifiedAt: NOW }, others);
    assert.deepEqual(
      refusal(() => refuseUnprovenForOthers({ email: 'me@x.com', emailVerifiedAt: null }, others)),
      { kind: 'forbidden', key: 'verifyEmailToEnrolOthers', params: {} },
    );
    // Someone else beside the buyer in the same course counts too.
    const besideMe = readOrderRequest([item(1, ['me@x.com', 'you@x.com'])]);
    assert.equal(
      refusal(() => refuseUnprovenForOthers({ email: 'me@x.com', emailVerifiedAt: null }, besideMe))
        .key,
      'verifyEmailToEnrolOthers',
    );
  });
});

describe('an open order that is this request again', () => {
  const request = readOrderRequest([item(1, ['a@x.com', 'b@x.com']), item(2, ['a@x.com'])]);
  const order = (paymentMethod: number | null) => ({ paymentMethod }) as OrderRow;
  const line = (courseId: number, emails: string[]) =>
    ({ courseId, participants: emails.map((e) => person(e)) }) as OrderLine;
  const same = [line(1, ['b@x.com', 'a@x.com']), line(2, ['a@x.com'])];

  it('has the same method, the same courses and the same people in any order', () => {
    assert.equal(isRepeatOf(order(1), same, request), true);
    assert.equal(isRepeatOf(order(null), same, request), true);
    const listedOtherwise = readOrderRequest([
      item(1, ['b@x.com', 'a@x.com']),
      item(2, ['a@x.com']),
    ]);
    assert.equal(
      isRepeatOf(order(1), [line(1, ['a@x.com', 'b@x.com']), same[1]!], listedOtherwise),
      true,
    );
  });

  it('is not when the method, a course, the count of courses or a participant differs', () => {
    assert.equal(isRepeatOf(order(2), same, request), false);
    assert.equal(isRepeatOf(order(1), [same[0]!], request), false);
    assert.equal(isRepeatOf(order(1), [same[0]!, line(3, ['a@x.com'])], request), false);
    assert.equal(isRepeatOf(order(1), [line(1, ['a@x.com', 'c@x.com']), same[1]!], request), false);
    assert.equal(isRepeatOf(order(1), [line(1, ['a@x.com']), same[1]!], request), false);
    assert.equal(
      isRepeatOf(order(1), [line(1, ['a@x.com', 'b@x.com', 'c@x.com']), same[1]!], request),
      false,
    );
  });
});

describe('the basket a request names', () => {
  const rows = [{ course: course({ id: 1 }) }, { course: course({ id: 2 }) }];

  it('is the whole basket, in any order', () => {
    const byId = basketCourses(
      rows,
      readOrderRequest([item(2, ['a@x.com']), item(1, ['a@x.com'])]),
    );
    assert.deepEqual([...byId.keys()], [1, 2]);
  });

  it('refuses an empty basket, part of the basket and a course not in it', () => {
    assert.deepEqual(
      refusal(() => basketCourses([], readOrderRequest([item(1, ['a@x.com'])]))),
      { kind: 'invalid', key: 'emptyBasketMessage', params: {} },
    );
    assert.deepEqual(
      refusal(() => basketCourses(rows, readOrderRequest([item(1, ['a@x.com'])]))),
      { kind: 'conflict', key: 'basketChanged', params: {} },
    );
    assert.equal(
      refusal(() =>
        basketCourses(rows, readOrderRequest([item(1, ['a@x.com']), item(3, ['a@x.com'])])),
      ).key,
      'basketChanged',
    );
  });
});

describe('pricing an order', () => {
  it('prices each line from the server price per participant, the member price where it applies', () => {
    const request = readOrderRequest([item(1, ['a@x.com', 'b@x.com']), item(2, ['a@x.com'])]);
    const byId = new Map([
      [1, course({ id: 1, price: 1200, ihkibPrice: 1000 })],
      [2, course({ id: 2, price: 600, ihkibPrice: 500 })],
    ]);
    const { lines, payableKurus, netKurus, free } = priceOrder(
      request,
      byId,
      new Map([[1, 'İHKİB']]),
    );
    assert.deepEqual(
      lines.map((l) => [
        l.courseId,
        l.quantity,
        l.unitPrice,
        l.discount,
        l.total,
        l.memberAssociation,
      ]),
      [
        [1, 2, 1200, 200, 2000, 'İHKİB'],
        [2, 1, 600, 0, 600, null],
      ],
    );
    assert.deepEqual(
      lines[0]?.participants.map((p) => p.email),
      ['a@x.com', 'b@x.com'],
    );
    assert.equal(lines[0]!.priceWithoutTax + lines[0]!.tax, 2000);
    assert.equal(payableKurus, 260_000);
    assert.equal(
      netKurus,
      lines.reduce((sum, l) => sum + Math.round(l.priceWithoutTax * 100), 0),
    );
    assert.ok(netKurus < payableKurus);
    assert.equal(free, false);
  });

  it('is free when every line costs nothing', () => {
    const request = readOrderRequest([item(1, ['a@x.com'])]);
    const priced = priceOrder(request, new Map([[1, course({ price: 0 })]]));
    assert.equal(priced.free, true);
    assert.equal(priced.payableKurus, 0);
    assert.equal(priced.lines[0]!.memberAssociation, null);
  });
});
