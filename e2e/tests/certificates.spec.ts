import { expect, test } from './fixtures';
import { STAFF } from './support/admin';
import { payByCard, placeOrder, registerBuyer, signIn } from './support/checkout';
import { passExam, publishCourseWithVideo, watchVideoToEnd } from './support/course';
import { signIn as signInAs } from './support/learning';
import { makeTestVideo, type TestVideo } from './support/media';
import { urls } from '../playwright.config';

// A certificate earned through a seat that is refunded is withdrawn with it; its
// verification says "revoked" with the date, never "valid". The course (a video and an exam) is
// made by staff through the API, the learner earns the certificate in the pages, finance refunds
// in the back office.

let video: TestVideo;
test.beforeAll(async () => {
  video = await makeTestVideo({ tr: 'Sertifika', en: 'Certificate' });
});
test.afterAll(async () => {
  await video?.remove();
});

const VALID = 'Bu sertifika İhracat Akademisi tarafından verilmiştir ve geçerlidir.';

test('after a refund, the certificate verifies as revoked, with its date @learning', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const course = await publishCourseWithVideo(request, video, 500);
  const buyer = await registerBuyer(request, { name: 'Murat', surname: 'Karadağ' });
  const { trackingId, paymentUrl } = await placeOrder(request, buyer, course.id, [buyer], 0);
  await payByCard(request, paymentUrl!);

  await signIn(page, buyer);
  await watchVideoToEnd(page, course, video.seconds);
  const code = await passExam(page, course);
  await page.goto(`/#/certificates/verify/${code}`);
  await expect(page.getByRole('status')).toHaveText(VALID);
  await page.goto('/#/account/certificates');
  const mine = page
    .getByRole('list', { name: 'Sertifikalarım' })
    .getByRole('listitem')
    .filter({ hasText: code });
  await expect(mine.getByRole('link', { name: /^LinkedIn profiline ekle: / })).toBeVisible();

  // Finance refunds the whole order; the learner had started it, so the back office asks first.
  const finance = await browser.newContext({ baseURL: urls.shell, locale: 'tr-TR' });
  const staff = await finance.newPage();
  await signInAs(staff, request, STAFF.finance);
  await staff.goto(`/#/admin/orders/${trackingId}`);
  await staff.getByRole('button', { name: 'Tümünü iade et' }).click();
  const dialog = staff.getByRole('dialog', { name: 'İade' });
  await dialog.getByRole('button', { name: 'İade et' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yine de iade et' }).click();
  await expect(staff.getByRole('status')).toHaveText(/^İade yapıldı/);
  await finance.close();

  // The public verification page: revoked, on the day the API gives, and not valid.
  const verified = await request.get(`${urls.api}/v1/certificates/verify/${code}`);
  const { revokedAt } = ((await verified.json()) as { data: { revokedAt: string | null } }).data;
  expect(Date.now() - Date.parse(revokedAt!)).toBeLessThan(60_000);
  const day = new Intl.DateTimeFormat('tr-TR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(revokedAt!));
  await page.goto(`/#/certificates/verify/${code}`);
  await expect(page.getByRole('status')).toHaveText(
    `Bu sertifika ${day} tarihinde İhracat Akademisi tarafından iptal edilmiştir ve geçerli değildir.`,
  );
  await expect(page.getByText(VALID)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Murat Karadağ' })).toBeVisible();

  // The learner's own list says so too, and no longer offers it for a LinkedIn profile.
  await page.goto('/#/account/certificates');
  await expect(mine.getByText(`İptal edildi: ${day}`)).toBeVisible();
  await expect(mine.getByRole('link', { name: /^LinkedIn profiline ekle: / })).toHaveCount(0);
});

test('a learner cannot join the exam until the video is watched, not even through the API @learning', async ({
  page,
  request,
}) => {
  const course = await publishCourseWithVideo(request, video, 500);
  const buyer = await registerBuyer(request);
  const { paymentUrl } = await placeOrder(request, buyer, course.id, [buyer], 0);
  await payByCard(request, paymentUrl!);
  await signIn(page, buyer);

  await page.goto(`/#/courses/videos/${course.nameSlug}`);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: course.exam.title }) });
  await expect(
    card.getByText('Sınav, eğitimin videoları izlendiğinde açılır: 1 video kaldı.'),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: /^Sınava/ })).toHaveCount(0);
  const join = () =>
    request.post(`${urls.api}/v1/exams/joincourseexam/${course.exam.id}`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
  const refused = await join();
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'Sınav, eğitimin videoları izlendiğinde açılır. İzlemeniz gereken video sayısı: 1.',
  );

  // Played to its end, the video opens the exam.
  await watchVideoToEnd(page, course, video.seconds);
  await page.reload();
  await expect(card.getByRole('button', { name: 'Sınava Başla' })).toBeVisible();
  await expect(card.getByText(/videoları izlendiğinde açılır/)).toHaveCount(0);
});
