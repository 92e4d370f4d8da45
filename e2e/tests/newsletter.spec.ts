import { expect, test } from './fixtures';
import { waitForMail } from './support/account';

test.describe('footer newsletter @shell', () => {
  test('validates, mails a confirmation link, confirms on the site, then knows the address', async ({
    page,
  }) => {
    const email = `bulten.${Date.now()}@ornek.com.tr`;
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    // The form's code loads once its place in the footer is on screen.
    await footer.getByRole('heading', { name: 'E-Bülten' }).scrollIntoViewIfNeeded();
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
    await expect(footer.getByRole('status')).toHaveText(
      'Aboneliğinizi onaylamanız için e-posta adresinize bir bağlantı gönderdik. Lütfen gelen kutunuzu kontrol edin.',
    );
    await expect(field).toHaveValue('');

    // Double opt-in: the mailed link leads to the site, which confirms the subscription.
    const mail = await waitForMail(email);
    expect(mail.subject).toBe('E-bülten aboneliğinizi onaylayın');
    const link = /https?:\/\/\S+#\/newsletter\/confirm\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'E-bülten aboneliği' })).toBeVisible();
    await expect(
      page.getByText('Aboneliğiniz onaylandı. E-bültenimize hoş geldiniz!'),
    ).toBeVisible();

    // Now the server knows it: the same address again gets its duplicate message.
    await page.getByRole('link', { name: 'Ana sayfaya dön' }).click();
    await field.fill(email);
    await submit.click();
    await expect(footer.getByRole('alert')).toHaveText(
      'Bu e-posta adresi bültenimize zaten kayıtlı.',
    );
    await expect(field).toHaveValue(email);
  });
});
