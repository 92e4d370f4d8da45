import { expect, test } from './fixtures';
import { pdfText } from '@lms/shared/testing/pdf';
import { attachmentOf, waitForMail } from './support/account';
import {
  addToBasket,
  courseName,
  payByCard,
  placeOrder,
  registerBuyer,
  signIn,
} from './support/checkout';
import { urls } from '../playwright.config';

// The buyer cannot pay without accepting this order's pre-information form and
// distance sales contract; the texts shown name the buyer, the course and the price, and the
// accepted copy is the order's (its PDF from My orders).
const COURSE = 110; // online, 2.750 TL

test('a buyer pays only after accepting the contracts that name them, the course and the price @checkout', async ({
  page,
  request,
}) => {
  const buyer = await registerBuyer(request);
  await addToBasket(request, buyer, COURSE);
  const name = await courseName(request, buyer, COURSE);
  await signIn(page, buyer);
  const orders: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/v1/orders/makepayment') && r.method() === 'POST') orders.push(r.url());
  });
  await page.goto('/#/user/cart');
  await page.getByRole('button', { name: 'Ödemeye geç' }).click();
  const payment = page.getByRole('dialog', { name: 'Ödeme yöntemi' });
  await payment.getByRole('radio', { name: /Havale \/ EFT/ }).check();
  const contract = payment.getByRole('region', { name: 'Mesafeli Satış Sözleşmesi' });
  await expect(contract).toContainText('Banka havalesi / EFT');
  await expect(contract).toContainText(`${buyer.user.name} ${buyer.user.surname}`);
  await expect(contract).toContainText(name);
  await expect(contract).toContainText('2.750,00');
  await expect(payment.getByRole('region', { name: 'Ön Bilgilendirme Formu' })).toContainText(
    'cayma hakkı sona erer',
  );

  const order = payment.getByRole('button', { name: 'Havale/EFT ile sipariş ver' });
  await order.click();
  await expect(payment.getByText(/okuyup onaylamanız gerekiyor/)).toBeVisible();
  expect(orders).toEqual([]);

  await payment.getByRole('checkbox', { name: /okudum, kabul ediyorum/ }).check();
  await order.click();
  await expect(page).toHaveURL(/#\/payment\/success\/eft\?trackingId=[A-Z0-9]{12}$/);
  const trackingId = new URL(page.url().replace('#/', '')).searchParams.get('trackingId')!;

  // The accepted copy is the order's: My orders offers it as a PDF.
  const pdf = await request.get(`${urls.api}/v1/orders/contracts/${trackingId}`, {
    headers: { authorization: `Bearer ${buyer.token}` },
  });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const accepted = pdfText(await pdf.body());
  expect(accepted).toContain(`${buyer.user.name} ${buyer.user.surname}`);
  expect(accepted).toContain(name);
  expect(accepted).toContain('2.750,00');
  await page.goto('/#/account/orders');
  await expect(page.getByRole('button', { name: 'Sözleşmeler (PDF)' })).toBeVisible();
});

test('in English, the contracts and the order mail are in English @checkout', async ({
  page,
  request,
}) => {
  const buyer = await registerBuyer(request, { language: 'en' });
  await addToBasket(request, buyer, COURSE);
  const basket = await request.get(`${urls.api}/v1/userbaskets/getall`, {
    headers: { authorization: `Bearer ${buyer.token}`, 'accept-language': 'en' },
  });
  const { data } = (await basket.json()) as { data: { course: { name: string } }[] };
  const name = data[0]!.course.name;
  expect(name).toBe('Business Correspondence and Negotiation in English');
  await signIn(page, buyer);
  await page.addInitScript(() => window.localStorage.setItem('lms_language', 'en'));
  await page.goto('/#/user/cart');
  await page.getByRole('button', { name: 'Proceed to payment' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment method' });
  await payment.getByRole('radio', { name: /Bank transfer/ }).check();
  const contract = payment.getByRole('region', { name: /Distance Sales/ });
  await expect(contract).toContainText(name);
  await expect(contract).toContainText('2,750.00');
  await expect(contract).not.toContainText('Mesafeli');
  await payment.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await payment.getByRole('button', { name: 'Order with bank transfer' }).click();
  await expect(page).toHaveURL(/#\/payment\/success\/eft\?trackingId=[A-Z0-9]{12}$/);
  const trackingId = new URL(page.url().replace('#/', '')).searchParams.get('trackingId')!;

  // The accepted copy, and the mail, are in English.
  const pdf = await request.get(`${urls.api}/v1/orders/contracts/${trackingId}`, {
    headers: { authorization: `Bearer ${buyer.token}` },
  });
  const accepted = pdfText(await pdf.body());
  expect(accepted).toContain(name);
  expect(accepted).toContain('2,750.00');
  expect(accepted).toMatch(/Distance Sales/);
  expect(accepted).not.toMatch(/Mesafeli/);
  const mail = await waitForMail(buyer.email, new RegExp(name));
  expect(mail.subject).not.toMatch(/Havale|Sipariş/);
});

test('in English, a card order’s completed mail and the contracts attached to it are in English @checkout', async ({
  request,
}) => {
  const buyer = await registerBuyer(request, { language: 'en' });
  const { trackingId, paymentUrl } = await placeOrder(request, buyer, COURSE, [buyer], 0, 'en');
  await payByCard(request, paymentUrl!);

  const mail = await waitForMail(buyer.email, new RegExp(`${trackingId}[\\s\\S]*enrolled`));
  expect(mail.subject).toContain(trackingId);
  expect(mail.subject).not.toMatch(/Sipariş|tamamlandı/);
  expect(mail.text).toContain('Business Correspondence and Negotiation in English');
  expect(mail.text).toContain('2,750.00 TL');
  expect((mail.attachments ?? []).map((file) => file.filename)).toEqual([
    `receipt-${trackingId}.pdf`,
    `contracts-${trackingId}.pdf`,
  ]);
  const accepted = pdfText(attachmentOf(mail, `contracts-${trackingId}.pdf`));
  expect(accepted).toMatch(/Distance Sales/);
  expect(accepted).toContain('Business Correspondence and Negotiation in English');
  expect(accepted).toContain('2,750.00');
  expect(accepted).not.toMatch(/Mesafeli/);
});
