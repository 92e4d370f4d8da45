import { expect, test } from './fixtures';
import { urls } from '../playwright.config';

test('blog pictures carry no text that the date badge or a crop could cover', async ({
  request,
}) => {
  const posts = (await (await request.get(`${urls.api}/v1/blogs/getlist`)).json()).data as {
    fileUrl: string;
  }[];
  expect(posts.length).toBeGreaterThan(0);
  for (const { fileUrl } of posts) {
    const svg = await (await request.get(fileUrl)).text();
    expect(svg, fileUrl).not.toContain('<text');
  }
});

test('a gallery picture can be zoomed on a desktop screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/#/galleries');
  await page.getByRole('link', { name: 'Hazır Giyim Uygulama Atölyesi' }).click();
  const photos = page.getByRole('list', { name: 'Fotoğraflar' });
  // Every thumbnail keeps its size before it loads (no layout shift).
  for (const img of await photos.locator('img').all()) {
    await expect(img).toHaveAttribute('width', /\d+/);
    await expect(img).toHaveAttribute('height', /\d+/);
  }
  await photos.getByRole('button').first().click();
  const slide = page.locator('.yarl__slide_current img');
  await expect
    .poll(() => slide.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThanOrEqual(2400);
  const zoomIn = page.getByRole('button', { name: 'Yakınlaştır' });
  await expect(zoomIn).toBeEnabled();
  await zoomIn.click();
  await expect(page.getByRole('button', { name: 'Uzaklaştır' })).toBeEnabled();
});
