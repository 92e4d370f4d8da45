import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { addToBasket, registerBuyer, signIn, type Buyer } from './support/checkout';
import { courseById } from './support/learning';
import { urls } from '../playwright.config';

// At phone width: both languages right, not found is not an error, forms that respect
// input, and a learner's progress at a glance.
test.use({ viewport: { width: 390, height: 844 } });

/** The free online taster course of the seed (api/src/seed/data/courses.ts). */
const TASTER = 145;

const inEnglish = () => window.localStorage.setItem('lms_language', 'en');

/** A fresh learner who took the free taster course (a free order, no payment). */
const tasterLearner = async (request: APIRequestContext): Promise<Buyer> => {
  const learner = await registerBuyer(request);
  await addToBasket(request, learner, TASTER);
  const made = await request.post(`${urls.api}/v1/orders/makepayment`, {
    headers: { authorization: `Bearer ${learner.token}` },
    data: [
      {
        courseId: TASTER,
        count: 1,
        paymentMethod: 0,
        participants: [
          { name: learner.user.name, surname: learner.user.surname, email: learner.email },
        ],
      },
    ],
  });
  expect(made.status(), await made.text()).toBe(200);
  return learner;
};

test('My Trainings writes dates the English way in English @learning', async ({
  page,
  request,
}) => {
  const learner = await tasterLearner(request);
  await signIn(page, learner);
  await page.addInitScript(inEnglish);
  await page.goto('/#/account/courses');
  const region = page.getByRole('region', { name: 'My Trainings' });
  await expect(region.getByText(/^Ends: \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  await expect(region).not.toContainText(
    /Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık/,
  );
  await expect(region.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '0%');
});

test('an unknown blog post is "not found", asked for once @learning', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/blogs/getbynameslug/')) asked.push(request.url());
  });
  await page.goto('/#/blog/detail/boyle-bir-yazi-yok');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Blog yazısı bulunamadı' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tüm yazılar' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ana sayfaya dön' })).toBeVisible();
  await expect(page.getByText(/tekrar deneyin/)).toHaveCount(0);
  // A retry would come within a second or so.
  await page.waitForTimeout(2_000);
  expect(asked).toHaveLength(1);
});

test('the contact phone "0532 123 45 67" is sent as ten digits @learning', async ({ page }) => {
  await page.goto('/#/contacts');
  const form = page.getByRole('form', { name: 'Mesaj Gönderin' });
  await form.getByLabel('Ad Soyad').fill('Ayşe Çınar');
  await form.getByLabel('E-posta adresi').fill('ayse.cinar@ornek.com.tr');
  await form.getByLabel('Telefon numarası').pressSequentially('0532 123 45 67');
  await expect(form.getByLabel('Telefon numarası')).toHaveValue('0532 123 45 67');
  await form.getByLabel('Konu').fill(`Telefon biçimi ${Date.now()}`);
  await form.getByLabel('Mesajınız').fill('Numaramı boşluklarla yazdım.');
  // What leaves the browser, read where it leaves (the API would normalise it too).
  const bodies: unknown[] = [];
  await page.route('**/v1/contacts', async (route) => {
    const request = route.request();
    if (request.method() === 'POST') {
      bodies.push(JSON.parse(request.postDataBuffer()?.toString('utf8') ?? 'null'));
    }
    await route.continue();
  });
  await form.getByRole('button', { name: 'Gönder' }).click();
  await expect.poll(() => bodies.length).toBe(1);
  expect(bodies[0]).toMatchObject({ phoneNumber: '5321234567' });
  await expect(page.getByRole('status').filter({ hasText: 'Mesajınız bize ulaştı' })).toBeVisible();
});

test('a learner sees how far they got and continues where they left off @learning', async ({
  page,
  request,
}) => {
  const learner = await tasterLearner(request);
  const course = await courseById(request, TASTER, learner.token);
  const [first] = course.courseTitles.flatMap((title) => title.courseVideos);
  expect(first?.fileUrl, 'the first video of the free course plays').toBeTruthy();
  // Played for a moment, then on to 12 s (the player saves the position the same way); the
  // server credits only the time that passed between the saves.
  const auth = { authorization: `Bearer ${learner.token}` };
  for (const data of [
    { courseVideoId: first!.id, timestamp: 0 },
    { courseVideoId: first!.id, currentTime: 12 },
  ]) {
    if ('currentTime' in data) await new Promise((resolve) => setTimeout(resolve, 1_500));
    const saved = await request.post(`${urls.api}/v1/courses`, { headers: auth, data });
    expect(saved.status(), await saved.text()).toBe(200);
  }

  await signIn(page, learner);
  await page.goto('/#/account/courses');
  const item = page.getByRole('listitem').filter({ hasText: course.name });
  const bar = item.getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-valuenow', /^[1-9]\d*$/);
  const percent = await bar.getAttribute('aria-valuenow');
  await expect(item.getByText(`%${percent} izlendi`)).toBeVisible();
  await expect(item.getByText('Sınavlar: 0/1 geçildi')).toBeVisible();

  await item.getByRole('link', { name: /^Devam et/ }).click();
  await expect(page).toHaveURL(
    new RegExp(`#/courses/videos/${course.nameSlug}\\?video=${first!.id}$`),
  );
  await expect(page.getByText('Kaldığınız yerden (0:12) devam ediliyor.')).toBeAttached();
  const video = page.locator('video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => Math.round(element.currentTime)))
    .toBeGreaterThanOrEqual(12);
});

test('search shows "see all N results" leading to the list filtered by the text @learning', async ({
  page,
  request,
}) => {
  const matching = await request.post(`${urls.api}/v1/courses/getcourselist`, {
    data: { page: 1, limit: 5, searchText: 'ihracat' },
  });
  const { totalItemCount } = (await matching.json()) as { totalItemCount: number };
  expect(totalItemCount).toBeGreaterThan(5);
  await page.goto('/');
  await page
    .getByRole('button', { name: /Ara|Ctrl\+K/ })
    .first()
    .click();
  const input = page.getByRole('combobox', { name: 'Ara' });
  await input.fill('ihracat');
  await expect(page.getByRole('option')).toHaveCount(5);
  await page.getByRole('button', { name: `Tüm ${totalItemCount} sonucu gör` }).click();
  await expect(page).toHaveURL(/#\/courses\/search\?searchText=ihracat$/);
  await expect(
    page.getByRole('heading', { level: 1, name: '“ihracat” için arama sonuçları' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: '“ihracat” için arama sonuçları' }).getByRole('listitem'),
  ).toHaveCount(totalItemCount);
});
