import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { STAFF } from './support/admin';
import {
  ownedCourseNames,
  payByCard,
  placeOrder,
  registerBuyer,
  type Buyer,
} from './support/checkout';
import { signIn } from './support/learning';
import { urls } from '../playwright.config';

// Finance confirms a bank transfer and refunds a seat from the back office's order page.
// Orders are placed and paid through the API: these tests are about the back office.

const TRANSFER_COURSE = 113;
const CARD_COURSE = 111;

const bearer = (buyer: Buyer) => ({ authorization: `Bearer ${buyer.token}` });

const myOrderStatus = async (request: APIRequestContext, buyer: Buyer, trackingId: string) => {
  const response = await request.get(`${urls.api}/v1/orders/getmyorders`, {
    headers: bearer(buyer),
  });
  const { data } = (await response.json()) as { data: { trackingId: string; status: string }[] };
  return data.find((order) => order.trackingId === trackingId)?.status;
};

test.describe('orders in the back office @admin', () => {
  test('finance confirms a bank transfer on the order page: the buyer’s order and the participant’s courses change', async ({
    page,
    request,
  }) => {
    const [buyer, colleague] = await Promise.all([registerBuyer(request), registerBuyer(request)]);
    const order = await placeOrder(request, buyer, TRANSFER_COURSE, [buyer, colleague], 1);
    const coursesBefore = await ownedCourseNames(request, colleague);

    await signIn(page, request, STAFF.finance);
    await page.goto(`/#/admin/orders?buyer=${encodeURIComponent(buyer.email)}`);
    await page.getByRole('link', { name: order.trackingId }).click();
    await expect(page.getByRole('heading', { name: `Sipariş ${order.trackingId}` })).toBeVisible();
    await page.getByRole('button', { name: 'Havaleyi onayla' }).click();
    await page
      .getByRole('dialog', { name: 'Havaleyi onayla' })
      .getByRole('button', { name: 'Havaleyi onayla' })
      .click();
    await expect(page.getByRole('status')).toHaveText(/onaylandı/);
    await expect(page.getByText('Tamamlandı', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Katılımcılar ve kayıtlar' }).getByText('Hesabına tanımlı'),
    ).toHaveCount(2);

    expect(await myOrderStatus(request, buyer, order.trackingId)).toBe('completed');
    const coursesAfter = await ownedCourseNames(request, colleague);
    expect(coursesAfter.length).toBe(coursesBefore.length + 1);
  });

  test('finance refunds one seat of a card order: it leaves that participant’s courses and shows in the payment events', async ({
    page,
    request,
  }) => {
    const [buyer, colleague] = await Promise.all([registerBuyer(request), registerBuyer(request)]);
    const order = await placeOrder(request, buyer, CARD_COURSE, [buyer, colleague], 0);
    await payByCard(request, order.paymentUrl!);
    expect(await myOrderStatus(request, buyer, order.trackingId)).toBe('completed');
    const owned = await ownedCourseNames(request, colleague);
    expect(owned).toHaveLength(1);

    await signIn(page, request, STAFF.finance);
    await page.goto(`/#/admin/orders/${order.trackingId}`);
    // Both are called Zeynep Çelik: the address tells the seats apart.
    await page.getByRole('checkbox', { name: `(${colleague.email})` }).check();
    await page.getByRole('button', { name: 'Seçileni iade et (1)' }).click();
    await page
      .getByRole('dialog', { name: 'İade' })
      .getByRole('button', { name: 'İade et' })
      .click();
    await expect(page.getByRole('status')).toHaveText(/^İade yapıldı/);
    await expect(
      page.getByRole('table', { name: 'Ödeme olayları' }).getByRole('cell', { name: 'İade' }),
    ).toBeVisible();

    expect(await ownedCourseNames(request, colleague)).toEqual([]);
    expect(await ownedCourseNames(request, buyer)).toEqual(owned);
  });

  test('finance marks a withdrawn transfer order’s refund paid back: the dashboard’s figure drops', async ({
    page,
    request,
  }) => {
    const buyer = await registerBuyer(request);
    const order = await placeOrder(request, buyer, TRANSFER_COURSE, [buyer], 1);
    const token = await signIn(page, request, STAFF.finance);
    const confirmed = await request.post(
      `${urls.api}/v1/admin/orders/${order.trackingId}/confirm-transfer`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    const withdrawn = await request.post(`${urls.api}/v1/orders/withdraw/${order.trackingId}`, {
      headers: bearer(buyer),
      data: { seats: [{ courseId: TRANSFER_COURSE, email: buyer.email }] },
    });
    expect(withdrawn.status(), await withdrawn.text()).toBe(200);

    await page.goto('/#/admin');
    const tile = page.getByRole('region', { name: 'Geri ödeme bekleyen iadeler' });
    const owed = Number(await tile.locator('p').first().textContent());
    expect(owed).toBeGreaterThan(0);
    await tile.getByRole('link', { name: 'Geri ödeme bekleyen siparişleri göster' }).click();
    await page.getByRole('link', { name: order.trackingId }).click();
    const events = page.getByRole('table', { name: 'Ödeme olayları' });
    await expect(events.getByText('İade (alıcı caydı)')).toBeVisible();
    await events.getByRole('button', { name: 'Geri ödendi olarak işaretle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Geri ödendi olarak işaretle' });
    await dialog.getByLabel(/Banka referansı ya da not/).fill('EFT-E2E-0001');
    await dialog.getByRole('button', { name: 'Geri ödendi olarak işaretle' }).click();
    await expect(page.getByRole('status')).toHaveText(/geri ödendi olarak işaretlendi/);
    await expect(events.getByText(/Referans: EFT-E2E-0001/)).toBeVisible();

    await page.goto('/#/admin');
    await expect(tile.locator('p').first()).toHaveText(String(owed - 1));
  });
});
