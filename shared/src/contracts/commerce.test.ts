import { netOfGrossKurus, priceLine, priceTotals, toKurus } from './commerce';

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
