import { expect, test } from './fixtures';
import { urls } from '../playwright.config';

test('blog pictures carry no text that the date badge or a crop could cover @content', async ({
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

test('gallery covers come as WebP renditions in a srcset, sized before they load @content', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/#/galleries');
  const card = page.getByRole('article').filter({ hasText: 'Hazır Giyim Uygulama Atölyesi' });
  const img = card.locator('picture img');
  await expect(img).toHaveAttribute('width', '600');
  await expect(img).toHaveAttribute('height', '400');
  const srcset = (await card.locator('picture source[type="image/webp"]').getAttribute('srcset'))!;
  expect(srcset).toMatch(/\/renditions\/800\/galleries\/[a-z0-9-]+\.webp 800w/);
  await expect
    .poll(() => img.evaluate((element: HTMLImageElement) => element.currentSrc))
    .toMatch(/\/renditions\/\d+\/galleries\/.+\.webp$/);
  const chosen = await img.evaluate((element: HTMLImageElement) => element.currentSrc);
  const response = await request.get(chosen);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');
  expect(response.headers()['cache-control']).toBe('public, max-age=604800');
  // A width outside the list is refused, never rendered.
  const refused = await request.get(chosen.replace(/\/renditions\/\d+\//, '/renditions/2401/'));
  expect(refused.status()).toBe(400);
});

test('a gallery picture can be zoomed on a desktop screen up to its 2400 px rendition @content', async ({
  page,
}) => {
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
  // The viewer picks the rendition the shown size needs (not the 2400 px one on open)…
  await expect(slide.first()).toHaveAttribute('src', /\/renditions\/\d+\/galleries\/.+\.webp$/);
  const zoomIn = page.getByRole('button', { name: 'Yakınlaştır' });
  await expect(zoomIn).toBeEnabled();
  while (await zoomIn.isEnabled()) await zoomIn.click();
  await expect(page.getByRole('button', { name: 'Uzaklaştır' })).toBeEnabled();
  // …and zoomed in, the largest one (rendered on its first request; the viewer keeps the
  // smaller one on screen until it has loaded).
  await expect
    .poll(
      () =>
        slide.evaluateAll((imgs: HTMLImageElement[]) =>
          Math.max(
            0,
            ...imgs
              .filter((img) => /\/renditions\/2400\/galleries\/.+\.webp$/.test(img.currentSrc))
              .map((img) => img.naturalWidth),
          ),
        ),
      { timeout: 20_000 },
    )
    .toBe(2400);
});
