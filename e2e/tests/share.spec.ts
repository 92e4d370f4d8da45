import { expect, test } from './fixtures';
import { urls } from '../playwright.config';

test.use({ viewport: { width: 390, height: 844 } });

test('a share page carries og:title and leads to its hash route @content', async ({
  page,
  request,
}) => {
  // A seeded post (its picture has a 1200 px rendition of known size), not one a back-office
  // test published with an uploaded cover (whose preview is the stored JPEG itself).
  const posts: { url: string; title: string; fileUrl: string }[] = (
    await (await request.get(`${urls.api}/v1/blogs/getlist`)).json()
  ).data;
  const post = posts.find((p) => /\/images\/.+\.svg$/.test(p.fileUrl))!;
  expect(post, 'a seeded post').toBeTruthy();
  const shareAddress = `${urls.api}/share/blog/${post.url}`;

  // What Facebook, LinkedIn or WhatsApp read: a real page with the post's own preview.
  const preview = await request.get(shareAddress);
  expect(preview.status()).toBe(200);
  const html = await preview.text();
  expect(html).toContain(`<meta property="og:title" content="${post.title}">`);
  expect(html).toContain(`<meta property="og:url" content="${shareAddress}">`);
  // Facebook, LinkedIn and WhatsApp show no SVG: the preview picture is a 1200 px JPEG.
  const image = /<meta property="og:image" content="(https?:\/\/[^"]+\.jpg)">/.exec(html)?.[1];
  expect(image, 'og:image is a JPEG').toBeTruthy();
  expect(html).toContain('<meta property="og:image:width" content="1200">');
  const picture = await request.get(image!);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/jpeg');

  // A person who opens the shared link lands on the post in the platform.
  await page.goto(shareAddress);
  await expect(page).toHaveURL(`${urls.shell}/#/blog/detail/${post.url}`);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(page).toHaveTitle(`${post.title} — İhracat Akademisi`);

  // The post's share bar hands out the same address.
  const share = page.getByRole('region', { name: 'Paylaş' });
  await expect(share.getByRole('link', { name: 'WhatsApp ile gönder' })).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(`${post.title} ${shareAddress}`)}`,
  );
});

test('every route names the tab in the current language @content', async ({ page }) => {
  await page.goto('/#/faqs');
  await expect(page).toHaveTitle('Sıkça Sorulan Sorular — İhracat Akademisi');
  await page.goto('/#/courses/free');
  await expect(page).toHaveTitle('Ücretsiz Eğitimler — İhracat Akademisi');
  await page.evaluate(() => localStorage.setItem('lms_language', 'en'));
  await page.reload();
  await expect(page).toHaveTitle('Free Trainings — Export Academy');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /İhracat/);
});
