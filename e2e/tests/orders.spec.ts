import { expect, test } from './fixtures';
import { registerUser, uniqueEmail, verifyTokenOf, waitForMail } from './support/account';
import {
  addParticipant,
  addToBasket,
  courseName,
  openPaymentAndAccept,
  ownedCourseNames,
  payOnHostedPage,
  registerBuyer,
  removeParticipant,
  signIn,
  type Buyer,
} from './support/checkout';
import { urls } from '../playwright.config';

// Seeded courses open for registration (api/src/seed/data/courses.ts).
const TRANSFER_COURSE = 110;
const CARD_COURSE = 109;
const DECLINED_COURSE = 122;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test.describe('orders you can trust @checkout', () => {
  test('a double-clicked bank transfer order for two courses sends one order and shows the bank details and reference', async ({
    page,
    request,
  }) => {
    const buyer = await registerBuyer(request);
    await addToBasket(request, buyer, TRANSFER_COURSE);
    await addToBasket(request, buyer, CARD_COURSE);
    await signIn(page, buyer);
    const orders: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/v1/orders/makepayment') && r.method() === 'POST')
        orders.push(r.headers()['idempotency-key'] ?? '');
    });

    await page.goto('/#/user/cart');
    await expect(page.getByRole('link', { name: 'Sepetim: 2 eğitim' })).toBeVisible();
    await expect(page.getByRole('cell', { name: buyer.email, exact: true })).toBeVisible();
    const payment = await openPaymentAndAccept(page, 'transfer');
    await payment.getByRole('button', { name: 'Havale/EFT ile sipariş ver' }).dblclick();

    await expect(page).toHaveURL(/#\/payment\/success\/eft\?trackingId=[A-Z0-9]{12}$/);
    await expect(page.getByTestId('iban')).toHaveText(/^TR\d{2}/);
    await expect(page.getByTestId('reference-code')).toHaveText(/^IA[2-9A-Z]{8}$/);
    await expect(page.getByTestId('amount-to-transfer')).toHaveText(/\d TL$/);
    await expect(page.getByTestId('order-status')).toHaveText('Havale/EFT bekleniyor');
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatch(/^[0-9a-f-]{36}$/);
    // The basket was emptied by the order: the badge says so at once.
    await expect(page.getByRole('link', { name: /^Sepetim/ })).toHaveAccessibleName(
      'Sepetim: 0 eğitim',
    );
  });

  test('the success address of a declined card order does not say it was paid', async ({
    page,
    request,
  }) => {
    const buyer = await registerBuyer(request);
    await addToBasket(request, buyer, DECLINED_COURSE);
    await signIn(page, buyer);
    await page.goto('/#/user/cart');
    await expect(page.getByRole('cell', { name: buyer.email, exact: true })).toBeVisible();
    await (
      await openPaymentAndAccept(page)
    )
      .getByRole('button', { name: 'Güvenli ödeme sayfasına git' })
      .click();
    await payOnHostedPage(page, '4111 1111 1111 1129');
    await expect(page).toHaveURL(/#\/payment\/fail\/[A-Z0-9]{12}$/);
    const trackingId = page.url().split('/').at(-1)!;

    await page.goto(`/#/payment/success/${trackingId}`);
    await expect(
      page.getByRole('heading', { name: 'Ödeme başarısız oldu', level: 2 }),
    ).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Başarısız');
    await expect(page.getByText(/Ödemeniz alındı/)).toHaveCount(0);
    await expect(page.getByText('Ödenen tutar')).toHaveCount(0);

    // A made-up number is not found.
    await page.goto('/#/payment/success/UYDURMA12345');
    await expect(page.getByRole('heading', { name: 'Sipariş bulunamadı', level: 2 })).toBeVisible();
  });

  test('a guest on a result page is sent to log in, then back to it', async ({ page, request }) => {
    const user = await registerUser(request);
    await page.goto('/#/payment/success/UYDURMA12345');
    await expect(page).toHaveURL(/#\/login\?returnUrl=%2Fpayment%2Fsuccess%2FUYDURMA12345$/);
    const form = page.getByRole('form', { name: 'Giriş Yap' });
    await form.getByLabel('E-posta adresi').fill(user.email);
    await form.getByLabel('Şifre', { exact: true }).fill(user.password);
    await form.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page).toHaveURL(/#\/payment\/success\/UYDURMA12345$/);
    await expect(page.getByRole('heading', { name: 'Sipariş bulunamadı', level: 2 })).toBeVisible();
  });

  test('bought by card for two colleagues, not for yourself: the order and its receipt are yours, the course is theirs', async ({
    page,
    request,
    browser,
  }) => {
    const buyer: Buyer = await registerBuyer(request);
    await addToBasket(request, buyer, CARD_COURSE);
    const name = await courseName(request, buyer, CARD_COURSE);
    const colleagues = [
      { name: 'Kerem', surname: 'Arslan', email: uniqueEmail('kerem') },
      { name: 'Selin', surname: 'Koç', email: uniqueEmail('selin') },
    ];
    await signIn(page, buyer);
    await page.goto('/#/user/cart');
    await removeParticipant(page, buyer.email);
    for (const c of colleagues) await addParticipant(page, c.name, c.surname, c.email);
    await expect(page.getByTestId('seats-sentence')).toHaveText(
      'Sepetteki her eğitim 2 kişiye verilecek: Kerem Arslan ve Selin Koç; siz bu kişiler arasında değilsiniz, eğitimler size tanımlanmayacak.',
    );

    // The list is kept with the basket: a reload finds it as it was.
    await page.reload();
    for (const c of colleagues)
      await expect(page.getByRole('cell', { name: c.email, exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: buyer.email, exact: true })).toHaveCount(0);
    await expect(page.getByTestId('payable')).toHaveText('6.400,00 TL');

    await (
      await openPaymentAndAccept(page)
    )
      .getByRole('button', { name: 'Güvenli ödeme sayfasına git' })
      .click();
    await payOnHostedPage(page, '5528 7900 0000 0008');
    await expect(page).toHaveURL(/#\/payment\/success\/[A-Z0-9]{12}$/);
    const trackingId = page.url().split('/').at(-1)!;
    await expect(page.getByText('Ödemeniz alındı, siparişiniz tamamlandı.')).toBeVisible();

    // My orders: the order, who gets the course, the totals and the receipt.
    await page.goto('/#/account/orders');
    const order = page.getByRole('listitem', { name: new RegExp(`Sipariş ${trackingId}`) });
    await expect(order.getByText('Tamamlandı')).toBeVisible();
    await expect(order.getByText(/Bu eğitimi alacak kişiler/)).toContainText(
      colleagues.map((c) => `${c.name} ${c.surname} (${c.email})`).join(', '),
    );
    await expect(order.getByText('6.400,00 TL')).toBeVisible();
    const download = page.waitForEvent('download');
    await order.getByRole('button', { name: 'Makbuz (PDF)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`makbuz-${trackingId}.pdf`);

    expect(await ownedCourseNames(request, buyer)).not.toContain(name);

    // Each colleague signs up with that address, verifies it from the mail, and has the course.
    for (const c of colleagues) {
      const user = await registerUser(request, {
        name: c.name,
        surname: c.surname,
        email: c.email,
      });
      const token = verifyTokenOf(await waitForMail(c.email, /#\/verify-email\//));
      const context = await browser.newContext({ baseURL: urls.shell, locale: 'tr-TR' });
      const colleaguePage = await context.newPage();
      await colleaguePage.goto(`/#/verify-email/${token}`);
      await expect(colleaguePage.getByText(/E-posta adresiniz doğrulandı/)).toBeVisible();
      await context.close();

      const login = await request.post(`${urls.api}/v1/auth/login`, {
        data: { email: user.email, password: user.password },
      });
      const { data } = (await login.json()) as { data: { token: string } };
      const courses = await request.get(`${urls.api}/v1/courses/getusercourses`, {
        headers: bearer(data.token),
      });
      const list = (await courses.json()) as { data: { name: string }[] };
      expect(list.data.map((course) => course.name)).toContain(name);
    }
  });
});
