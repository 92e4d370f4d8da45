import { urls } from '../playwright.config';
import { expect, test } from './fixtures';
import { STAFF } from './support/admin';
import { signIn } from './support/learning';
import { png } from './support/media';

// An editor changes the footer's telephone in the back office and the site shows it;
// a message sent on the contact page arrives in the back office's inbox and is marked handled.

test('an editor changes the footer telephone, and the public footer shows it @admin', async ({
  page,
  request,
}) => {
  const token = await signIn(page, request, STAFF.editor);
  const headers = { Authorization: `Bearer ${token}` };
  const before = (await (await request.get(`${urls.api}/v1/admin/settings`, { headers })).json())
    .data.settings as Record<string, unknown>;
  const phone = `0212 ${String(Date.now()).slice(-3)} 44 55`;

  try {
    await page.goto('/#/admin/settings');
    const field = page.getByLabel('Telefon', { exact: true });
    await expect(field).toHaveValue(String(before.telephone));
    await field.fill(phone);
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Kaydedildi.' })).toBeVisible();

    // A visitor's next page load (the API's cached settings were replaced by the save).
    await page.goto('/#/');
    await page.reload();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone}`);
  } finally {
    await request.put(`${urls.api}/v1/admin/settings`, { headers, data: before });
  }
});

test('a contact message is in the inbox and can be marked handled @admin', async ({
  page,
  request,
}) => {
  await signIn(page, request, STAFF.editor);
  const title = `Kurumsal teklif ${Date.now()}`;

  await page.goto('/#/contacts');
  const form = page.getByRole('form', { name: 'Mesaj Gönderin' });
  await form.getByLabel('Ad Soyad').fill('Şule Güneş');
  await form.getByLabel('E-posta adresi').fill('sule.gunes@ornek.com.tr');
  await form.getByLabel('Telefon numarası').fill('0532 123 45 67');
  await form.getByLabel('Konu').fill(title);
  await form.getByLabel('Mesajınız').fill('Ekibimiz için dış ticaret eğitimi istiyoruz.');
  await form.getByRole('button', { name: 'Gönder' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mesajınız bize ulaştı' })).toBeVisible();

  await page.goto('/#/admin/messages');
  const message = page.getByRole('article', { name: title });
  await expect(message).toContainText('Şule Güneş');
  await message.getByLabel(`Not (“${title}”)`).fill('Telefonla arandı, teklif gönderildi.');
  await message.getByRole('button', { name: 'Yanıtlandı olarak işaretle' }).click();
  await expect(message).toHaveCount(0);

  await page.getByRole('button', { name: 'Yanıtlananlar' }).click();
  const handled = page.getByRole('article', { name: title });
  await expect(handled).toContainText('editor@ornek.com.tr');
  await expect(handled).toContainText('Telefonla arandı, teklif gönderildi.');
});

test("an editor replaces a banner's picture; its words and link stay @admin", async ({
  page,
  request,
}) => {
  const token = await signIn(page, request, STAFF.editor);
  const headers = { Authorization: `Bearer ${token}` };
  const title = `Yaz dönemi ${Date.now().toString(36).slice(-5)}`;
  // Set-up through the API: a banner with words and a link.
  const made = await request.post(`${urls.api}/v1/admin/banners`, {
    headers,
    multipart: { file: { name: 'afis.png', mimeType: 'image/png', buffer: png(1000, 500) } },
  });
  expect(made.status(), await made.text()).toBe(200);
  const banner = (await made.json()).data as { id: number };
  const words = { title, subtitle: 'Kayıtlar açık', button: 'İncele' };
  const text = { tr: words, en: { title: 'Summer term', subtitle: 'Open', button: 'See' } };
  await request.put(`${urls.api}/v1/admin/banners/${banner.id}`, {
    headers,
    data: { link: '#/blogs', text },
  });

  try {
    await page.goto('/#/admin/banners');
    const picture = page.getByRole('img', { name: `“${title}” afişinin resmi` });
    const before = await picture.getAttribute('src');
    expect(before).toBeTruthy();
    await page.getByRole('button', { name: `“${title}” düzenle` }).click();
    const replace = page.getByRole('region', { name: 'Resmi değiştir' });
    await replace.getByLabel('Yeni afiş resmi').setInputFiles({
      name: 'yeni.png',
      mimeType: 'image/png',
      buffer: png(1000, 500, [200, 40, 40]),
    });
    await replace.getByRole('button', { name: 'Resmi değiştir' }).click();
    await expect(replace.getByRole('status')).toContainText('Afişin resmi değiştirildi');
    await expect(picture).not.toHaveAttribute('src', before!);
    await expect(page.getByRole('textbox', { name: 'Bağlantı', exact: true })).toHaveValue(
      '#/blogs',
    );
  } finally {
    await request.delete(`${urls.api}/v1/admin/banners/${banner.id}`, { headers });
  }
});
