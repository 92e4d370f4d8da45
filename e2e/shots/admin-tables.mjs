// The back office's five tables, which share ScrollRegion's table style: the courses list
// (DataTable), an order's lines and events, the staff list, a person's orders and courses, and the
// dashboard's Web Vitals table (its reports come from vitals.mjs). A transfer order is placed and confirmed first, so that the order
// and the person have rows.
import { call, login, order, self, shoot } from './lib.mjs';

const admin = await login('yonetici@ornek.com.tr');
const buyer = await login(process.argv[2] ?? 'ayse.yilmaz@ornek.com.tr');

const { trackingId } = await order(buyer, [
  { courseId: 113, count: 1, paymentMethod: 1, participants: [self(buyer)] },
]);
await call(admin, 'POST', `/v1/admin/orders/${trackingId}/confirm-transfer`);
await shoot('/tmp/shots/admin-tables', [
  ['courses', admin, '/admin/courses'],
  ['order', admin, `/admin/orders/${trackingId}`],
  ['staff', admin, '/admin/staff'],
  ['person', admin, `/admin/people/${buyer.user.id}`],
]);
