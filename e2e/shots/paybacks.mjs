// Refund paybacks: the dashboard's refunds owed, the owed filter, the payback form, a refund paid
// back, and the buyer's My orders. Two transfer orders are paid and withdrawn first.
import { call, login, order, self, shoot } from './lib.mjs';

const finance = await login('muhasebe@ornek.com.tr');
const buyer = await login(process.argv[2] ?? 'ayse.yilmaz@ornek.com.tr');

const withdrawnTransfer = async (courseId) => {
  const { trackingId } = await order(buyer, [
    { courseId, count: 1, paymentMethod: 1, participants: [self(buyer)] },
  ]);
  await call(finance, 'POST', `/v1/admin/orders/${trackingId}/confirm-transfer`);
  await call(buyer, 'POST', `/v1/orders/withdraw/${trackingId}`, {
    seats: [{ courseId, email: buyer.user.email }],
  });
  return trackingId;
};
const owed = await withdrawnTransfer(113);
const sent = await withdrawnTransfer(111);
const detail = await call(finance, 'GET', `/v1/admin/orders/${sent}`);
const refund = detail.events.find((event) => event.manual);
await call(finance, 'POST', `/v1/admin/orders/${sent}/paybacks/${refund.id}`, {
  reference: 'EFT-2026-11-27-0042',
});

await shoot('/tmp/shots/paybacks', [
  ['dashboard', finance, '/admin'],
  ['orders-refund-owed', finance, '/admin/orders?refund=owed'],
  [
    'order-payback-form',
    finance,
    `/admin/orders/${owed}`,
    (page) => page.locator('table button').first().click(),
  ],
  ['order-paid-back', finance, `/admin/orders/${sent}`],
  ['my-orders', buyer, '/account/orders'],
]);
