import { expect, test } from './fixtures';
import { urls } from '../playwright.config';
import { registerUser } from './support/account';
import { STAFF } from './support/admin';
import { signIn } from './support/learning';

// An admin disables a staff account in the back office, and that account's open
// session gets 401 on its very next call. The account and its session are set up through the API.

test('an admin disables a staff account; its open session gets 401 on its next call @admin', async ({
  page,
  request,
}) => {
  const person = await registerUser(request, { name: 'Kemal', surname: 'Işık' });
  const login = await request.post(`${urls.api}/v1/auth/login`, {
    data: { email: person.email, password: person.password },
  });
  const personAuth = {
    Authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`,
  };
  const adminToken = await signIn(page, request, STAFF.admin);
  const granted = await request.post(`${urls.api}/v1/admin/staff/invitations`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { email: person.email, role: 'finance' },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  // The open session works, in the back office too.
  expect((await request.get(`${urls.api}/v1/admin/people`, { headers: personAuth })).status()).toBe(
    200,
  );

  await page.goto('/#/admin/staff');
  const row = page.getByRole('row').filter({ hasText: person.email });
  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: 'Kemal Işık hesabını devre dışı bırak' }).click();
  await expect(
    page.getByText('Hesap devre dışı bırakıldı; oturumları sonlandırıldı.'),
  ).toBeVisible();
  await expect(row).toContainText('Devre dışı');

  for (const path of ['/v1/users/getuserprofile', '/v1/admin/people']) {
    const next = await request.get(`${urls.api}${path}`, { headers: personAuth });
    expect(next.status(), path).toBe(401);
  }
});
