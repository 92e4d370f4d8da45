import type { APIRequestContext, Browser } from '@playwright/test';
import { buildRegistration } from '@lms/shared/testing/people';
import { urls } from '../playwright.config';
import { expect, test } from './fixtures';
import { STAFF } from './support/admin';
import { uniqueEmail } from './support/account';
import {
  expectBuyerListed,
  openPaymentAndAccept,
  addToBasket,
  payOnHostedPage,
  signIn,
  verifyAddress,
  type Buyer,
} from './support/checkout';

// Seeded course 110: 2,750 TL, 2,400 TL for İHKİB members (api/src/seed/data/courses.ts).
const COURSE = 110;

/** A verified corporate account through the API, with this tax number. */
const registerCompany = async (request: APIRequestContext, taxNumber: string): Promise<Buyer> => {
  const email = uniqueEmail('firma');
  const response = await request.post(`${urls.api}/v1/auth/register`, {
    data: {
      ...buildRegistration({ name: 'Zeynep', surname: 'Çelik', email }),
      isCorporate: true,
      taxNumber,
      taxOffice: 'Beşiktaş',
      companyName: 'Örnek Tekstil A.Ş.',
      address: 'Levent, İstanbul',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: Omit<Buyer, 'email'> };
  await verifyAddress(request, email);
  return { ...data, email };
};

/** Buys the course by card in a fresh browser as the buyer; returns the success page. */
const buyByCard = async (browser: Browser, buyer: Buyer, payable: string) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, buyer);
  await page.goto('/#/user/cart');
  await expectBuyerListed(page, buyer);
  await expect(page.getByTestId('payable')).toHaveText(payable);
  await (
    await openPaymentAndAccept(page)
  )
    .getByRole('button', { name: 'Güvenli ödeme sayfasına git' })
    .click();
  await payOnHostedPage(page, '5528 7900 0000 0008');
  await expect(page).toHaveURL(/#\/payment\/success\/[A-Z0-9]{12}$/);
  return { page, context };
};

test('a member company’s buyer pays the İHKİB member price, a non-member the list price @checkout', async ({
  browser,
  request,
}) => {
  // Staff put the member company's tax number on İHKİB's list (the back office's import).
  const memberTax = `7${Date.now().toString().slice(-9)}`;
  const login = await request.post(`${urls.api}/v1/auth/login`, { data: STAFF.finance });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const imported = await request.post(`${urls.api}/v1/admin/associations/ihkib/members/import`, {
    data: { csv: `${memberTax}\n` },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(imported.status(), await imported.text()).toBe(200);

  const member = await registerCompany(request, memberTax);
  const nonMember = await registerCompany(request, `8${Date.now().toString().slice(-9)}`);
  await addToBasket(request, member, COURSE);
  await addToBasket(request, nonMember, COURSE);

  const paid = await buyByCard(browser, member, '2.400,00 TL');
  await expect(paid.page.getByText('İHKİB üye fiyatı: kişi başı 2.400,00 TL')).toBeVisible();
  await paid.context.close();

  const listPrice = await buyByCard(browser, nonMember, '2.750,00 TL');
  await expect(listPrice.page.getByText(/üye fiyatı/)).toHaveCount(0);
  await listPrice.context.close();

  for (const [buyer, total] of [
    [member, 2400],
    [nonMember, 2750],
  ] as const) {
    const orders = await request.get(`${urls.api}/v1/orders/getmyorders`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    const [order] = ((await orders.json()) as { data: { status: string; total: number }[] }).data;
    expect(order).toMatchObject({ status: 'completed', total });
  }
});
