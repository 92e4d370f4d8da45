import { basketKey } from '@lms/shared';
import { checkoutKeys } from './query-keys';

// What the cache keeps apart: one entry per order, per contracts body and language, all under the
// remote's own root (architecture §3), and the basket under the key @lms/shared's views read.
describe("checkout's query keys", () => {
  it('keeps each order’s status apart, under the remote’s root', () => {
    expect(checkoutKeys.order('ORD-1')).toEqual(['checkout', 'order', 'ORD-1']);
    expect(checkoutKeys.order('ORD-2')).not.toEqual(checkoutKeys.order('ORD-1'));
  });

  it('keeps the contracts of each body apart in each language', () => {
    const items = [{ courseId: 109 }];
    expect(checkoutKeys.contracts(items, 'tr')).toEqual(['checkout', 'contracts', 'tr', items]);
    expect(checkoutKeys.contracts(items, 'en')).not.toEqual(checkoutKeys.contracts(items, 'tr'));
  });

  it("fills the basket entry that the header's count and the catalog read", () => {
    expect(checkoutKeys.basket()).toBe(basketKey);
  });
});
