import { z } from 'zod';
import { issuesOf } from '../testing/issues';
import {
  IDEMPOTENCY_KEY_HEADER,
  MAX_PARTICIPANTS,
  OPEN_ORDER_STATUSES,
  ORDER_STATUSES,
  addToBasketSchema,
  basketParticipantsSchema,
  checkPartySchema,
  deleteBasketItemSchema,
  idempotencyKeySchema,
  isFreeTotal,
  makePaymentSchema,
  netOfGrossKurus,
  participantSchema,
  paymentMethodField,
  priceLine,
  priceTotals,
  toKurus,
  trackingIdParam,
} from './commerce';

describe('cart prices (spec §9): gross prices, 20 % VAT, exact to the kuruş', () => {
  it('splits a gross price into the price without tax and the tax', () => {
    expect(priceLine({ price: 1200, discountPrice: 0, quantity: 1 })).toEqual({
      unitPayable: 1200,
      unitPriceWithoutTax: 1000,
      quantity: 1,
      withoutTax: 1000,
      tax: 200,
      payable: 1200,
    });
  });

  it('takes the discount off the unit price, and multiplies by the participants', () => {
    const line = priceLine({ price: 3200, discountPrice: 200, quantity: 3 });
    expect(line.unitPayable).toBe(3000);
    expect(line.payable).toBe(9000);
    expect(line.withoutTax).toBe(7500);
    expect(line.tax).toBe(1500);
  });

  it('never lets the discount push a price below zero, and counts at least one participant', () => {
    expect(priceLine({ price: 100, discountPrice: 150, quantity: 0 })).toMatchObject({
      unitPayable: 0,
      quantity: 1,
      payable: 0,
      tax: 0,
    });
    expect(priceLine({ price: 100, discountPrice: -5, quantity: 1 }).payable).toBe(100);
  });

  it('rounds the VAT split half up to the kuruş, and without tax + tax is always the payable', () => {
    // 3200 / 1.2 = 2666.666… → 2666.67; tax 533.33
    expect(priceLine({ price: 3200, discountPrice: 0, quantity: 1 })).toMatchObject({
      withoutTax: 2666.67,
      tax: 533.33,
      payable: 3200,
    });
    // 0.03 TL: 3 kuruş / 1.2 = 2.5 → 3 kuruş (half up); tax 0
    expect(netOfGrossKurus(3)).toBe(3);
    for (const price of [0.01, 0.07, 19.99, 1450, 1749.99, 2750.55, 24500]) {
      for (const quantity of [1, 2, 3, 7]) {
        const line = priceLine({ price, discountPrice: 0, quantity });
        expect(toKurus(line.withoutTax) + toKurus(line.tax)).toBe(toKurus(line.payable));
        expect(toKurus(line.payable)).toBe(toKurus(price) * quantity);
      }
    }
  });

  it('avoids floating-point drift: 0.1 + 0.2 TL lines sum to exactly 0.30', () => {
    const totals = priceTotals([
      { price: 0.1, discountPrice: 0, quantity: 1 },
      { price: 0.2, discountPrice: 0, quantity: 1 },
    ]);
    expect(totals.payable).toBe(0.3);
  });

  it('sums the cart from its lines: without tax, tax, payable', () => {
    expect(
      priceTotals([
        { price: 3200, discountPrice: 0, quantity: 2 },
        { price: 1450, discountPrice: 250, quantity: 1 },
        { price: 0, discountPrice: 0, quantity: 4 },
      ]),
    ).toEqual({ withoutTax: 6333.33, tax: 1266.67, payable: 7600 });
    expect(priceTotals([])).toEqual({ withoutTax: 0, tax: 0, payable: 0 });
  });
});

const ayla = { name: 'Ayla', surname: 'Demir', email: 'ayla@ornek.com.tr' };
const item = (overrides: Record<string, unknown> = {}) => ({
  courseId: 3,
  count: 1,
  paymentMethod: 0,
  participants: [ayla],
  ...overrides,
});

describe('a participant (spec §4): name, surname and address', () => {
  it('takes a participant trimmed', () => {
    expect(
      participantSchema.parse({ name: ' Ayla ', surname: 'Demir ', email: ' ayla@ornek.com.tr' }),
    ).toEqual(ayla);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no name', { name: '' }, 'name', 'nameRequired'],
    ['a link for a name', { name: 'www.ornek.com' }, 'name', 'nameNoLinks'],
    ['no surname', { surname: ' ' }, 'surname', 'surnameRequired'],
    ['a link for a surname', { surname: 'http://x.co' }, 'surname', 'nameNoLinks'],
    ['no address', { email: '' }, 'email', 'emailRequired'],
    ['a wrong address', { email: 'ayla@ornek' }, 'email', 'emailIncorrect'],
    ['an address of 255', { email: `${'a'.repeat(245)}@ornek.com` }, 'email', 'emailIncorrect'],
  ])('refuses %s', (_, overrides, path, message) => {
    expect(issuesOf(participantSchema, { ...ayla, ...overrides })).toEqual({ [path]: message });
  });
});

describe('a basket and its order (spec §3, makepayment)', () => {
  it('adds and removes a basket line by id', () => {
    expect(addToBasketSchema.parse({ courseId: 3 })).toEqual({ courseId: 3 });
    expect(issuesOf(addToBasketSchema, { courseId: 0 })).toEqual({ courseId: 'invalidId' });
    expect(deleteBasketItemSchema.parse({ id: 9 })).toEqual({ id: 9 });
    expect(issuesOf(deleteBasketItemSchema, { id: 'x' })).toEqual({ id: 'invalidId' });
  });

  it('orders each course once, by card (0) or transfer (1), for 1 to 50 participants', () => {
    expect(makePaymentSchema.parse([item(), item({ courseId: 4, paymentMethod: 1 })])).toEqual([
      item(),
      item({ courseId: 4, paymentMethod: 1 }),
    ]);
    const fifty = Array.from({ length: MAX_PARTICIPANTS }, (_, i) => ({
      ...ayla,
      email: `k${i}@ornek.com.tr`,
    }));
    expect(issuesOf(makePaymentSchema, [item({ participants: fifty })])).toEqual({});
    expect(issuesOf(makePaymentSchema, [])).toEqual({ '': 'emptyBasketMessage' });
    expect(issuesOf(makePaymentSchema, [item({ participants: [] })])).toEqual({
      '0.participants': 'emtptyParticipantsError',
    });
    expect(
      Object.keys(issuesOf(makePaymentSchema, [item({ participants: [...fifty, ayla] })])),
    ).toEqual(['0.participants']);
    for (const wrong of [
      { count: 2 },
      { paymentMethod: 2 },
      { paymentMethod: '0' },
      { courseId: 0 },
    ]) {
      expect(makePaymentSchema.safeParse([item(wrong)]).success).toBe(false);
    }
    expect(issuesOf(makePaymentSchema, [item({ participants: [{ ...ayla, name: '' }] })])).toEqual({
      '0.participants.0.name': 'nameRequired',
    });
  });

  it('keeps up to 50 participants with the basket, none too', () => {
    const fifty = Array.from({ length: MAX_PARTICIPANTS }, () => ayla);
    expect(basketParticipantsSchema.parse({ participants: [] })).toEqual({ participants: [] });
    expect(issuesOf(basketParticipantsSchema, { participants: fifty })).toEqual({});
    expect(basketParticipantsSchema.safeParse({ participants: [...fifty, ayla] }).success).toBe(
      false,
    );
    expect(issuesOf(basketParticipantsSchema, { participants: [{ ...ayla, email: 'x' }] })).toEqual(
      {
        'participants.0.email': 'emailIncorrect',
      },
    );
  });

  it('checks one participant of one course', () => {
    expect(checkPartySchema.parse({ courseId: 3, partyEmail: 'ayla@ornek.com.tr' })).toEqual({
      courseId: 3,
      partyEmail: 'ayla@ornek.com.tr',
    });
    expect(issuesOf(checkPartySchema, { courseId: 0, partyEmail: 'ayla' })).toEqual({
      courseId: 'invalidId',
      partyEmail: 'emailCorrect',
    });
  });
});

describe('a free order (spec §9: a total of 0 or less)', () => {
  it('is free at 0 TL, not at a kuruş', () => {
    expect(isFreeTotal(priceTotals([{ price: 0, discountPrice: 0, quantity: 3 }]))).toBe(true);
    expect(isFreeTotal({ withoutTax: 0, tax: 0, payable: -1 })).toBe(true);
    expect(isFreeTotal(priceTotals([{ price: 0.01, discountPrice: 0, quantity: 1 }]))).toBe(false);
  });
});

describe('orders: their statuses, the attempt key and the tracking id', () => {
  it('knows the statuses, and which can still be paid', () => {
    expect(ORDER_STATUSES).toEqual([
      'pending',
      'awaiting_transfer',
      'completed',
      'failed',
      'expired',
      'refunded',
      'cancelled',
    ]);
    expect(OPEN_ORDER_STATUSES).toEqual(['pending', 'awaiting_transfer']);
  });

  it('takes an attempt key of 8 to 64 letters, digits and hyphens, in the Idempotency-Key header', () => {
    expect(IDEMPOTENCY_KEY_HEADER).toBe('Idempotency-Key');
    for (const key of ['0b6f6a1e-6f0c-4c1e-9d1e-3f1c2a9b8d7e', 'abcdefgh', 'k'.repeat(64)]) {
      expect(idempotencyKeySchema.parse(key)).toBe(key);
    }
    for (const key of [
      'abcdefg',
      'abc_defgh',
      'abcd efgh',
      'k'.repeat(65),
      '',
      'x_abcdefgh',
      'abcdefgh_x',
    ]) {
      expect(issuesOf(idempotencyKeySchema, key)).toEqual({ '': 'invalidIdempotencyKey' });
    }
  });

  it('finds an order by a tracking id of 6 to 32 capitals and digits', () => {
    for (const trackingId of ['ABC123', 'X'.repeat(32)]) {
      expect(trackingIdParam.parse({ trackingId })).toEqual({ trackingId });
    }
    for (const trackingId of [
      'ABC12',
      'abc123',
      'ABC-123',
      'X'.repeat(33),
      'ABC12Ç',
      'x-ABCDEF',
      'ABCDEF-x',
    ]) {
      expect(issuesOf(trackingIdParam, { trackingId })).toEqual({ trackingId: 'orderNotFound' });
    }
  });
});

describe('a payment method (spec §9)', () => {
  it('is card (0) or bank transfer (1), and anything else is refused with the given key', () => {
    const method = z.object({ method: paymentMethodField('invalidPaymentMethod') });
    expect(method.parse({ method: 0 })).toEqual({ method: 0 });
    expect(method.parse({ method: 1 })).toEqual({ method: 1 });
    for (const value of [2, -1, '0', null]) {
      expect(issuesOf(method, { method: value })).toEqual({ method: 'invalidPaymentMethod' });
    }
  });
});
