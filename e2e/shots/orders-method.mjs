// The back office's order list filtered by payment method (bank transfer), and the buyer's My
// orders with that order: the method is read as the orders table stores it (0 card, 1 transfer).
import { login, order, self, shoot } from './lib.mjs';

const admin = await login('yonetici@ornek.com.tr');
const buyer = await login(process.argv[2] ?? 'ayse.yilmaz@ornek.com.tr');

await order(buyer, [{ courseId: 113, count: 1, paymentMethod: 1, participants: [self(buyer)] }]);
await shoot('/tmp/shots/orders-method', [
  [
    'admin-orders-transfer',
    admin,
    '/admin/orders',
    async (page) => {
      await page.locator('select[name="method"]').selectOption('1');
      await page.locator('form button[type="submit"]').first().click();
      await page.waitForTimeout(1500);
    },
  ],
  ['my-orders', buyer, '/account/orders'],
]);
