import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { buildRegistration } from '@lms/shared/testing/people';
import { urls } from '../../playwright.config';
import { verifyTokenOf, waitForMail } from './account';

export interface Buyer {
  token: string;
  user: { id: number; name: string; surname: string; email: string };
  email: string;
}

let counter = 0;
const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${(counter += 1)}@ornek.com.tr`;

/** Opens the verification link of the signup mail through the API (PUT /v1/auth/verify-email). */
export const verifyAddress = async (request: APIRequestContext, email: string) => {
  const token = verifyTokenOf(await waitForMail(email, /#\/verify-email\//));
  const response = await request.put(`${urls.api}/v1/auth/verify-email`, { data: { token } });
  expect(response.status(), await response.text()).toBe(200);
};

/**
 * A fresh account through the API (POST /v1/auth/register), so every run starts clean; its
 * address verified from the signup mail unless asked otherwise (seats bought for an unverified
 * address are held until it is verified).
 */
export const registerBuyer = async (
  request: APIRequestContext,
  {
    verified = true,
    language = 'tr',
    name = 'Zeynep',
    surname = 'Çelik',
    citizenNumber,
  }: {
    verified?: boolean;
    language?: 'tr' | 'en';
    name?: string;
    surname?: string;
    /** A valid one of its own unless given (`buildRegistration`). */
    citizenNumber?: string;
  } = {},
): Promise<Buyer> => {
  const email = uniqueEmail('alici');
  const response = await request.post(`${urls.api}/v1/auth/register`, {
    // The account's language is the site's at signup: its mails and PDFs come in it.
    headers: { 'accept-language': language },
    data: buildRegistration({ name, surname, email, ...(citizenNumber ? { citizenNumber } : {}) }),
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: Omit<Buyer, 'email'> };
  if (verified) await verifyAddress(request, email);
  return { ...data, email };
};

/** Puts the session into localStorage (lms_hk, version 2) before the page's scripts run. */
export const signIn = async (page: Page, buyer: Buyer) => {
  const session = JSON.stringify({
    state: {
      token: buyer.token,
      user: {
        id: buyer.user.id,
        name: buyer.user.name,
        surname: buyer.user.surname,
        email: buyer.user.email,
      },
      constants: { homeVideo: true },
    },
    version: 2,
  });
  await page.addInitScript(
    ({ value, api }) => {
      if (window.location.origin !== api) window.localStorage.setItem('lms_hk', value);
    },
    { value: session, api: urls.api },
  );
};

/** Adds a course the way the course detail's buy button does (POST /v1/userbaskets). */
export const addToBasket = async (request: APIRequestContext, buyer: Buyer, courseId: number) => {
  const response = await request.post(`${urls.api}/v1/userbaskets`, {
    data: { courseId },
    headers: { authorization: `Bearer ${buyer.token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
};

export const courseName = async (request: APIRequestContext, buyer: Buyer, courseId: number) => {
  const response = await request.get(`${urls.api}/v1/userbaskets/getall`, {
    headers: { authorization: `Bearer ${buyer.token}` },
  });
  const { data } = (await response.json()) as {
    data: { courseId: number; course: { name: string } }[];
  };
  return data.find((item) => item.courseId === courseId)!.course.name;
};

/** The buyer's courses as the API sees them (GET /v1/courses/getusercourses). */
export const ownedCourseNames = async (request: APIRequestContext, buyer: Buyer) => {
  const response = await request.get(`${urls.api}/v1/courses/getusercourses`, {
    headers: { authorization: `Bearer ${buyer.token}` },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { name: string }[] };
  return data.map((course) => course.name);
};

/** The list under "my courses" (account area). */
export const myCourses = async (page: Page) => {
  await page.goto('/#/account/courses');
  return page.getByRole('region', { name: 'Eğitimlerim' });
};

/** In the cart: the logged-in buyer is listed as the first participant. */
export const expectBuyerListed = async (page: Page, buyer: Buyer) => {
  await expect(page.getByRole('cell', { name: buyer.email, exact: true })).toBeVisible();
};

/**
 * From the cart to the payment dialog, paying by card or by transfer, with this order's
 * pre-information form and distance sales contract read and accepted. Returns the
 * dialog, whose pay button is the caller's to press.
 */
export const openPaymentAndAccept = async (page: Page, method: 'card' | 'transfer' = 'card') => {
  await page.getByRole('button', { name: 'Ödemeye geç' }).click();
  const payment = page.getByRole('dialog', { name: 'Ödeme yöntemi' });
  if (method === 'transfer') await payment.getByRole('radio', { name: /Havale \/ EFT/ }).check();
  // The texts name the method: tick once those of this method are shown.
  await expect(payment.getByRole('region', { name: 'Mesafeli Satış Sözleşmesi' })).toContainText(
    method === 'transfer' ? 'Banka havalesi / EFT' : 'Kredi kartı',
  );
  await payment.getByRole('checkbox', { name: /okudum, kabul ediyorum/ }).check();
  return payment;
};

/**
 * The headers of an API makepayment whose contracts the buyer accepted: the order's texts are
 * read (POST /v1/orders/contracts, the same body) and their hash sent, as the cart does.
 */
export const contractsAccepted = async (
  request: APIRequestContext,
  buyer: Buyer,
  body: unknown[],
  language: 'tr' | 'en' = 'tr',
) => {
  // The texts come in the language the buyer reads the site in, as the cart asks for them.
  const headers = { authorization: `Bearer ${buyer.token}`, 'accept-language': language };
  const response = await request.post(`${urls.api}/v1/orders/contracts`, { headers, data: body });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { hash: string } };
  return { ...headers, 'Contracts-Accepted': data.hash };
};

/** Adds a participant through the cart's dialog and waits for it to close. */
export const addParticipant = async (page: Page, name: string, surname: string, email: string) => {
  await page.getByRole('button', { name: 'Katılımcı ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Katılımcı ekle' });
  await dialog.getByLabel('Ad', { exact: true }).fill(name);
  await dialog.getByLabel('Soyad').fill(surname);
  await dialog.getByLabel('E-posta').fill(email);
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
};

/** Removes a participant from the cart's list. */
export const removeParticipant = async (page: Page, email: string) => {
  await page.getByRole('button', { name: `${email} katılımcısını sil` }).click();
  await expect(page.getByRole('cell', { name: email, exact: true })).toHaveCount(0);
};

/** Fills the simulated provider's card form and its 3-D Secure step. */
export const payOnHostedPage = async (page: Page, cardNumber: string) => {
  await expect(page).toHaveURL(new RegExp(`^${urls.api}/payments/simulated/pay`));
  await page.getByLabel('Kart üzerindeki ad soyad').fill('Zeynep Çelik');
  await page.getByLabel('Kart numarası').fill(cardNumber);
  await page.getByLabel('Son kullanma tarihi (AA/YY)').fill('12/30');
  await page.getByLabel('Güvenlik kodu (CVC)').fill('123');
  await page.getByRole('button', { name: /^Ödemeyi yap/ }).click();
  await expect(page.getByRole('heading', { name: '3-D Secure doğrulama' })).toBeVisible();
  await page.getByLabel('Doğrulama kodu').fill('123456');
  await page.getByRole('button', { name: 'Onayla' }).click();
};

const run = promisify(execFile);

/** The back-office command a staff member runs when the transfer arrives. */
export const confirmTransfer = async (reference: string) => {
  const { stdout } = await run(
    'npm',
    ['run', '--silent', '-w', '@lms/api', 'admin', '--', 'confirm-transfer', reference],
    { cwd: join(__dirname, '../../..'), env: { ...process.env, API_URL: urls.api } },
  );
  return stdout;
};

const seat = (person: Buyer) => ({
  name: person.user.name,
  surname: person.user.surname,
  email: person.email,
});

/** The buyer's checkout of one course for these people, through the API, contracts accepted. */
export const placeOrder = async (
  request: APIRequestContext,
  buyer: Buyer,
  courseId: number,
  people: Buyer[],
  paymentMethod: 0 | 1,
  language: 'tr' | 'en' = 'tr',
) => {
  await addToBasket(request, buyer, courseId);
  const data = [{ courseId, count: 1, paymentMethod, participants: people.map(seat) }];
  const response = await request.post(`${urls.api}/v1/orders/makepayment`, {
    headers: await contractsAccepted(request, buyer, data, language),
    data,
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as { trackingId: string; paymentUrl: string | null };
};

/** Pays on the simulated provider's hosted page as its form posts would (test card, 3-D Secure). */
export const payByCard = async (request: APIRequestContext, paymentUrl: string) => {
  const session = new URL(paymentUrl).searchParams.get('session')!;
  const card = await request.post(`${urls.api}/payments/simulated/card`, {
    form: {
      session,
      cardHolder: 'Zeynep Çelik',
      cardNumber: '5528 7900 0000 0008',
      expiry: '12/39',
      cvc: '123',
      action: 'pay',
    },
  });
  const attempt = /name="attempt" value="([^"]+)"/.exec(await card.text())![1]!;
  await request.post(`${urls.api}/payments/simulated/confirm`, {
    form: { session, attempt, code: '123456', action: 'confirm' },
    maxRedirects: 0,
  });
};
