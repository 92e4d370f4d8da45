import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { nextTcKimlikNo } from '@lms/shared/testing/people';
import { expect, test } from './fixtures';
import { STAFF } from './support/admin';
import { ownedCourseNames, payByCard, placeOrder, registerBuyer, signIn } from './support/checkout';
import { passExam, publishCourseWithVideo, watchVideoToEnd } from './support/course';
import { courseById } from './support/learning';
import { makeTestVideo, type TestVideo } from './support/media';
import { urls } from '../playwright.config';

// A buyer's rights after the sale. Orders are placed and paid through the API; the
// tests are about the account area. A course with a video is made by staff through the API
// (support/course.ts): every open seeded online course has none.
const PASSWORD = 'Guclu#Sifre1';

let video: TestVideo;
test.beforeAll(async () => {
  video = await makeTestVideo({ tr: 'Cayma hakkı', en: 'Right of withdrawal' });
});
test.afterAll(async () => {
  await video?.remove();
});

/** The order's card in My orders. */
const orderCard = (page: Page, trackingId: string) =>
  page.getByRole('listitem').filter({ hasText: trackingId });

test.describe('a buyer’s rights @account', () => {
  test('a learner downloads their data, then deletes the account; the order stays without them and the certificate still verifies', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    const course = await publishCourseWithVideo(request, video, 500);
    const citizenNumber = nextTcKimlikNo();
    const buyer = await registerBuyer(request, {
      name: 'Leyla',
      surname: 'Öztürkoğlu',
      citizenNumber,
    });
    const { trackingId, paymentUrl } = await placeOrder(request, buyer, course.id, [buyer], 0);
    await payByCard(request, paymentUrl!);

    // Watched, examined, certified.
    await signIn(page, buyer);
    await watchVideoToEnd(page, course, video.seconds);
    const code = await passExam(page, course);

    await page.goto('/#/account/privacy');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Verilerimi indir (JSON)' }).click();
    const file = JSON.parse(await readFile((await (await download).path())!, 'utf8')) as {
      profile: { email: string };
      orders: { trackingId: string }[];
      certificates: { code: string; holderName: string }[];
    };
    expect(file.profile.email).toBe(buyer.email);
    expect(file.orders.map((order) => order.trackingId)).toContain(trackingId);
    expect(file.certificates).toEqual([
      expect.objectContaining({ code, holderName: 'Leyla Öztürkoğlu' }),
    ]);

    await page.getByLabel('Şifreniz').fill(PASSWORD);
    await page.getByRole('button', { name: 'Hesabımı sil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hesabınız silinsin mi?' });
    await dialog.getByRole('button', { name: 'Evet, hesabımı sil' }).click();
    await expect(page).toHaveURL(/#\/$/);

    // The old token is refused, the old password no longer logs in.
    const auth = { authorization: `Bearer ${buyer.token}` };
    expect(
      (await request.get(`${urls.api}/v1/users/getuserprofile`, { headers: auth })).status(),
    ).toBe(401);
    const login = await request.post(`${urls.api}/v1/auth/login`, {
      data: { email: buyer.email, password: PASSWORD },
    });
    expect(login.status()).toBe(400);

    // The back office still has the order, without the person's address.
    const staff = await request.post(`${urls.api}/v1/auth/login`, {
      data: { email: STAFF.finance.email, password: STAFF.finance.password },
    });
    const order = await request.get(`${urls.api}/v1/admin/orders/${trackingId}`, {
      headers: { authorization: `Bearer ${(await staff.json()).data.token}` },
    });
    expect(order.status()).toBe(200);
    expect(await order.text()).not.toContain(buyer.email);

    // Anyone holding the certificate's code still finds it valid, with the name printed on it
    // and nothing else of the person's.
    const visitorContext = await browser.newContext({ baseURL: urls.shell, locale: 'tr-TR' });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/#/certificates/verify/${code}`);
    await expect(visitor.getByRole('status')).toHaveText(
      'Bu sertifika İhracat Akademisi tarafından verilmiştir ve geçerlidir.',
    );
    await expect(
      visitor.getByRole('heading', { level: 2, name: 'Leyla Öztürkoğlu' }),
    ).toBeVisible();
    await expect(visitor.getByText(course.name)).toBeVisible();
    // What the certificate says was completed, and when, is kept with it.
    await expect(visitor.getByText('Tamamlanma tarihi')).toBeVisible();
    await expect(visitor.locator('body')).not.toContainText(buyer.email);
    const verified = await request.get(`${urls.api}/v1/certificates/verify/${code}`);
    expect(verified.status()).toBe(200);
    const body = await verified.text();
    expect(body).not.toContain(buyer.email);
    expect(body).not.toContain(citizenNumber);
    await visitorContext.close();
  });

  test('a buyer withdraws from an unstarted online course: the refund is shown and the seat is gone', async ({
    page,
    request,
  }) => {
    const buyer = await registerBuyer(request);
    const unstarted = await placeOrder(request, buyer, 111, [buyer], 0);
    await payByCard(request, unstarted.paymentUrl!);

    await signIn(page, buyer);
    await page.goto('/#/account/orders');

    // Unstarted: ticked, withdrawn, refunded; the course is gone from the buyer's trainings.
    await orderCard(page, unstarted.trackingId)
      .getByRole('button', { name: 'Cayma hakkını kullan' })
      .click();
    const open = page.getByRole('dialog', { name: 'Cayma hakkı' });
    await open.getByRole('checkbox').check();
    await open.getByRole('button', { name: /^Cay ve .* iade al$/ }).click();
    await expect(open.getByRole('status')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(
      orderCard(page, unstarted.trackingId).getByText(/cayma talebiniz üzerine/),
    ).toBeVisible();
    const { name } = await courseById(request, 111);
    expect(await ownedCourseNames(request, buyer)).not.toContain(name);
  });

  test('starting a video of an online course closes its withdrawal, and My orders says why', async ({
    page,
    request,
  }) => {
    const course = await publishCourseWithVideo(request, video, 500);
    const buyer = await registerBuyer(request);
    const { trackingId, paymentUrl } = await placeOrder(request, buyer, course.id, [buyer], 0);
    await payByCard(request, paymentUrl!);
    await signIn(page, buyer);

    // Before any video is played, the seat may be withdrawn.
    await page.goto('/#/account/orders');
    await orderCard(page, trackingId).getByRole('button', { name: 'Cayma hakkını kullan' }).click();
    const before = page.getByRole('dialog', { name: 'Cayma hakkı' });
    await expect(before.getByRole('checkbox', { name: new RegExp(course.name) })).toBeEnabled();
    await expect(before.getByText(/dijital içerikte cayma hakkı/)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(before).toBeHidden();

    // The learner plays the video for a moment and pauses: the position is saved.
    await page.goto(`/#/courses/videos/${course.nameSlug}`);
    await page.getByRole('button', { name: course.videoTitle }).click();
    const player = page.locator('video');
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThanOrEqual(1);
    await player.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(1.2);
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/v1/courses') && response.request().method() === 'POST',
    );
    await player.evaluate((element: HTMLVideoElement) => element.pause());
    expect(((await (await saved).json()) as { data: number }).data).toBeGreaterThan(0);

    // Now the withdrawal dialog keeps the seat closed, and says why, in the buyer's language.
    await page.goto('/#/account/orders');
    await orderCard(page, trackingId).getByRole('button', { name: 'Cayma hakkını kullan' }).click();
    const after = page.getByRole('dialog', { name: 'Cayma hakkı' });
    await expect(after.getByRole('checkbox', { name: new RegExp(course.name) })).toBeDisabled();
    await expect(
      after.getByText(
        'Eğitimin videolarına ya da sınavına başlandı; dijital içerikte cayma hakkı başlanınca sona erer.',
      ),
    ).toBeVisible();
    await expect(after.getByRole('button', { name: 'Önce katılımcı seçiniz' })).toBeDisabled();
    expect(await ownedCourseNames(request, buyer)).toContain(course.name);
  });
});
