import { expect, test } from './fixtures';

test.describe('footer newsletter', () => {
  test('validates, subscribes, and gives the server message for a duplicate', async ({ page }) => {
    const email = `bulten.${Date.now()}@ornek.com.tr`;
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const field = footer.getByLabel('E-posta adresi');
    const submit = footer.getByRole('button', { name: 'Abone Ol' });

    await submit.click();
    await expect(footer.getByRole('alert')).toHaveText('E-posta adresi zorunludur.');
    await field.fill('gecersiz@adres');
    await submit.click();
    await expect(footer.getByRole('alert')).toHaveText('Lütfen geçerli bir e-posta adresi girin.');
    await expect(field).toHaveValue('gecersiz@adres');

    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/v1/subscribers/subscribe'),
    );
    await field.fill(email);
    await submit.click();
    const request = await sent;
    expect(request.headers()['content-type']).toContain('application/json');
    await expect(footer.getByRole('status')).toHaveText('E-bültenimize başarıyla abone oldunuz.');
    await expect(field).toHaveValue('');

    // The server stored it: the same address again gets its duplicate message.
    await field.fill(email);
    await submit.click();
    await expect(footer.getByRole('alert')).toHaveText(
      'Bu e-posta adresi bültenimize zaten kayıtlı.',
    );
    await expect(field).toHaveValue(email);
  });
});
