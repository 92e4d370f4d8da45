import { expect, test } from './fixtures';

// The runtime configuration (app-config.json) failing and coming back, as a visitor meets it:
// a missing config is tried again and then shown as maintenance, never a guessed API address;
// a remote whose address app-config.json changes recovers on Retry and on coming back, without a
// reload of the page.

const SHELL_PORT = Number(process.env.E2E_SHELL_PORT ?? 3100);
const CHECKOUT_ORIGIN = `http://localhost:${SHELL_PORT + 2}`;

test.describe('runtime configuration', { tag: ['@shell', '@local'] }, () => {
  test('app-config.json failing: tried again, then maintenance in Turkish; no guessed API; Retry recovers', async ({
    page,
  }) => {
    let configRequests = 0;
    const guessed: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('http://localhost:4000')) guessed.push(request.url());
    });
    await page.route('**/app-config.json', (route) => {
      configRequests += 1;
      return route.fulfill({ status: 503, body: 'down', contentType: 'text/plain' });
    });
    await page.goto('/#/user/cart');
    await expect(page.getByRole('heading', { name: 'Sitemiz kısa bir bakımda' })).toBeVisible();
    // index.html's early request, then the shell's three tries.
    expect(configRequests).toBeGreaterThanOrEqual(3);
    expect(guessed, 'no request to an API address the shell guessed').toEqual([]);

    await page.unroute('**/app-config.json');
    await page.getByRole('button', { name: 'Tekrar dene' }).click();
    await expect(page.getByRole('heading', { name: 'Sepetim', level: 1 })).toBeVisible();
  });

  for (const how of ['Retry', 'coming back'] as const) {
    test(`a remote that moved recovers on ${how}, once app-config.json names its new place`, async ({
      page,
    }) => {
      // The open page was given an address where checkout no longer is.
      await page.route('**/app-config.json', async (route) => {
        const response = await route.fetch();
        const config = (await response.json()) as { remotes: Record<string, string> };
        config.remotes.checkout = `${CHECKOUT_ORIGIN}/moved-away/mf-manifest.json`;
        await route.fulfill({ response, json: config });
      });
      await page.goto('/#/user/cart');
      const fallback = page.getByTestId('remote-fallback');
      await expect(fallback).toBeVisible();
      // app-config.json is corrected (the real one names where checkout is); no reload.
      await page.unroute('**/app-config.json');
      if (how === 'Retry') {
        await fallback.getByRole('button', { name: 'Tekrar dene' }).click();
      } else {
        await page.getByRole('banner').getByRole('link', { name: 'Ana Sayfa' }).click();
        await expect(page.getByRole('heading', { name: 'Online Eğitimler' })).toBeVisible();
        await page.evaluate(() => {
          window.location.hash = '#/user/cart';
        });
      }
      await expect(page.getByRole('heading', { name: 'Sepetim', level: 1 })).toBeVisible();
    });
  }
});
