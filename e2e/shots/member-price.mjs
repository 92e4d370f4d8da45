// The member price: the back office's member list import, the cart's member line and the course
// page's note, for the demo corporate account on İHKİB's list.
import { writeFileSync } from 'node:fs';
import { call, login, shoot } from './lib.mjs';

const finance = await login('muhasebe@ornek.com.tr');
const corporate = await login('kurumsal@ornek.com.tr');
await call(finance, 'POST', '/v1/admin/associations/ihkib/members/import', {
  csv: 'Vergi No\n1234567890\n9876543210\n',
});
await call(corporate, 'POST', '/v1/userbaskets', { courseId: 110 }).catch(() => undefined);
const csvFile = '/tmp/member-shots.csv';
writeFileSync(csvFile, 'Vergi No;Firma\n1111111111;Bir A.Ş.\n2222222222;İki Ltd.\n12345;Kısa\n');

await shoot('/tmp/shots/member-price', [
  [
    'admin-members',
    finance,
    '/admin/members',
    async (page) => {
      await page.locator('input[type=file]').setInputFiles(csvFile);
      await page.locator('form button[type=submit]').click();
    },
  ],
  ['cart-member-line', corporate, '/user/cart'],
  ['course-member-note', null, '/courses/details/ingilizce-ticari-yazisma-ve-muzakere'],
]);
