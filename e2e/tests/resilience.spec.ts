import { expect, test } from './fixtures';

test.describe('resilience', () => {
  test('with the checkout remote unreachable, its area falls back while the rest works', async ({
    page,
  }) => {
    await page.route('**/app-config.json', async (route) => {
      const response = await route.fetch();
      const config = await response.json();
      // Nothing listens on port 9: the remote really cannot be reached.
      config.remotes.checkout = 'http://127.0.0.1:9/mf-manifest.json';
      await route.fulfill({ response, json: config });
    });
    await page.goto('/#/user/cart');
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toContainText('Bu bölüm şu anda yüklenemedi', { timeout: 20_000 });
    await expect(fallback.getByRole('button', { name: 'Tekrar dene' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ana Sayfa' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('© 2024');

    await page.getByRole('banner').getByRole('link', { name: 'Ana Sayfa' }).click();
    await expect(page.getByRole('heading', { name: 'Online Eğitimler' })).toBeVisible();
    await page.getByRole('link', { name: 'Sıkça Sorulan Sorular' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sıkça Sorulan Sorular' }),
    ).toBeVisible();
  });

  test('a failing settings call shows "Something\'s missing"', async ({ page }) => {
    await page.route('**/v1/WebsiteSettings/getwebsiteparts', (route) =>
      route.abort('connectionrefused'),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Bir şeyler eksik.' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('Lütfen internet bağlantınızı kontrol edin.')).toBeVisible();
  });
});
