import type { OrderItem, PaymentMethodValue } from '@lms/shared/contracts';
import { fromKurus, priceLine, toKurus } from '@lms/shared/contracts';
import type { ParticipantRow } from '../db/schema';
import type { MessageKey } from '../i18n/messages';
import { DomainError } from '../lib/domain-error';
import type { CourseRow } from '../repositories/baskets';
import type { NewOrderLine, OrderLine, OrderRow } from '../repositories/orders';

/**
 * The rules of a purchase as pure functions (decision 0006: services decide): what a course
 * costs, whether it can be bought, what an order request means and how it is priced. The
 * checkout service (services/checkout.ts) applies them inside its transactions.
 */

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * The discount per participant: the difference to the member price when the buyer's company is a
 * member of the course's association (`memberOf` is that association's name), else 0.
 * The catalogue has no other discount campaigns; this is the one place to add them.
 */
export const discountOf = (
  course: Pick<CourseRow, 'id' | 'price' | 'ihkibPrice'>,
  memberOf?: string | null,
): number => {
  if (!memberOf || course.ihkibPrice === null || course.ihkibPrice >= course.price) return 0;
  return fromKurus(toKurus(course.price) - toKurus(Math.max(0, course.ihkibPrice)));
};

/** The association whose member price a line gets, or null when it pays the list price. */
export const memberPriceOf = (
  course: Pick<CourseRow, 'id' | 'price' | 'ihkibPrice'>,
  memberOf?: string | null,
): string | null => (discountOf(course, memberOf) > 0 ? memberOf! : null);

/** Why a course cannot be bought now, or null (a draft; spec §4: cancelled or expired). */
export const purchaseBlocker = (course: CourseRow, now: Date): MessageKey | null => {
  // A draft is not for sale (nor shown): as if it did not exist.
  if (course.publishedAt === null) return 'basketCourseNotFound';
  if (course.isCancelled) return 'courseIsCancelled';
  const closes = [course.registerEndDate, course.courseEndDate].filter(
    (date): date is Date => date !== null,
  );
  if (closes.some((date) => date.getTime() < now.getTime())) return 'registrationClosed';
  return null;
};

/** The same people, by e-mail address, in any order. */
export const sameParticipants = (a: ParticipantRow[], b: ParticipantRow[]) =>
  a.length === b.length &&
  [...a]
    .map((p) => p.email)
    .sort()
    .join() ===
    [...b]
      .map((p) => p.email)
      .sort()
      .join();

/** Trimmed names and a lower-case address: how a participant is stored and compared. */
export const cleanParticipant = (person: ParticipantRow): ParticipantRow => ({
  name: person.name.trim(),
  surname: person.surname.trim(),
  email: normaliseEmail(person.email),
});

/** A list with one address twice is refused (the same person cannot take two seats). */
export const refuseDuplicateParticipants = (people: ParticipantRow[]) => {
  if (new Set(people.map((person) => person.email)).size !== people.length) {
    throw new DomainError('invalid', 'duplicateParticipant');
  }
};

/** What a makepayment payload asks for: which courses, how paid, for whom. */
export interface OrderRequest {
  /** The course ids, in the payload's order. */
  requested: number[];
  method: PaymentMethodValue;
  /** Each course's participants, cleaned. */
  people: Map<number, ParticipantRow[]>;
}

/** Reads a makepayment payload: each course once, one payment method, no one listed twice. */
export function readOrderRequest(payload: OrderItem[]): OrderRequest {
  const requested = payload.map((item) => item.courseId);
  if (new Set(requested).size !== requested.length) {
    throw new DomainError('invalid', 'duplicateOrderItem');
  }
  const methods = new Set(payload.map((item) => item.paymentMethod));
  if (methods.size !== 1) throw new DomainError('invalid', 'mixedPaymentMethods');
  const people = new Map(
    payload.map((item) => [item.courseId, item.participants.map(cleanParticipant)]),
  );
  for (const list of people.values()) refuseDuplicateParticipants(list);
  return { requested, method: payload[0]!.paymentMethod, people };
}

/**
 * Only an account whose address is proven may enrol other people: otherwise a fresh
 * account could make the site mail strangers in its name.
 */
export function refuseUnprovenForOthers(
  buyer: { email: string; emailVerifiedAt: Date | null },
  request: OrderRequest,
) {
  if (buyer.emailVerifiedAt) return;
  const own = normaliseEmail(buyer.email);
  const others = [...request.people.values()].some((list) =>
    list.some((person) => person.email !== own),
  );
  if (others) throw new DomainError('forbidden', 'verifyEmailToEnrolOthers');
}

/** Whether an open order is this request again: same method, courses and participants. */
export const isRepeatOf = (order: OrderRow, lines: OrderLine[], request: OrderRequest) =>
  (order.paymentMethod ?? request.method) === request.method &&
  lines.length === request.requested.length &&
  lines.every(
    (line) =>
      request.people.has(line.courseId) &&
      sameParticipants(line.participants, request.people.get(line.courseId)!),
  );

/**
 * The basket's courses by id, when the request names exactly the basket's courses: a checkout of
 * part of the basket, or of a course that is not in it, is refused.
 */
export function basketCourses(rows: { course: CourseRow }[], request: OrderRequest) {
  if (rows.length === 0) throw new DomainError('invalid', 'emptyBasketMessage');
  const courseById = new Map(rows.map((row) => [row.course.id, row.course]));
  const { requested } = request;
  if (requested.length !== courseById.size || requested.some((id) => !courseById.has(id))) {
    throw new DomainError('conflict', 'basketChanged');
  }
  return courseById;
}

/** Every requested course can be bought now (not cancelled, registration open). */
export function refuseUnpurchasable(courses: Iterable<CourseRow>, now: Date) {
  for (const course of courses) {
    const blocker = purchaseBlocker(course, now);
    if (blocker) {
      throw new DomainError('invalid', 'courseNotPurchasable', {
        course: course.name,
        reason: blocker,
      });
    }
  }
}

/**
 * An order's lines and totals from server prices only: the payload never carries amounts.
 * `memberPrices` names, per course, the association of which the buyer's company is a member.
 */
export function priceOrder(
  request: OrderRequest,
  courseById: Map<number, CourseRow>,
  memberPrices: Map<number, string> = new Map(),
) {
  const lines: NewOrderLine[] = request.requested.map((courseId) => {
    const course = courseById.get(courseId)!;
    const memberOf = memberPrices.get(courseId);
    const discount = discountOf(course, memberOf);
    const participants = request.people.get(courseId)!;
    const line = priceLine({
      price: course.price,
      discountPrice: discount,
      quantity: participants.length,
    });
    return {
      courseId: course.id,
      quantity: line.quantity,
      unitPrice: course.price,
      discount,
      priceWithoutTax: line.withoutTax,
      tax: line.tax,
      total: line.payable,
      memberAssociation: memberPriceOf(course, memberOf),
      participants,
    };
  });
  const payableKurus = lines.reduce((sum, line) => sum + toKurus(line.total), 0);
  const netKurus = lines.reduce((sum, line) => sum + toKurus(line.priceWithoutTax), 0);
  return { lines, payableKurus, netKurus, free: payableKurus === 0 };
}
