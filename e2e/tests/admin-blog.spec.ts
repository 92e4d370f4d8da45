import { expect, test } from './fixtures';
import { STAFF } from './support/admin';
import { signIn } from './support/learning';
import { png } from './support/media';

// An editor publishes a blog post with a cover picture in the back office; the public
// blog list and the home carousel show it at once.

test('an editor publishes a blog post with a cover; it is on #/blogs and the home carousel @admin', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const tag = Date.now().toString(36).slice(-5);
  const title = `Şubat İhracat Gündemi ${tag}`;
  await signIn(page, request, STAFF.editor);

  await page.goto('/#/admin/blogs/new');
  await expect(page.getByRole('heading', { level: 2, name: 'Yeni blog yazısı' })).toBeVisible();
  await page.getByLabel('Başlık').fill(title);
  await expect(page.getByText(`Boş bırakırsanız: subat-ihracat-gundemi-${tag}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Yazı' }).fill('Gümrükte yeni dönem başlıyor.');
  await page.getByRole('radio', { name: 'Yayınla' }).check();
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page).toHaveURL(/#\/admin\/blogs\/\d+$/);
  await expect(page.getByText('Yayında', { exact: true })).toBeVisible();

  await page
    .getByLabel('Görsel dosyası')
    .setInputFiles({ name: 'kapak.png', mimeType: 'image/png', buffer: png(480) });
  await page.getByRole('button', { name: 'Görseli yükle' }).click();
  await expect(page.getByText('Kapak görseli kaydedildi.')).toBeVisible();
  const cover = page.getByRole('img', { name: `“${title}” yazısının kapak görseli` });
  await expect(cover).toBeVisible();
  const src = await cover.getAttribute('src');
  expect(src).toMatch(/\/media\/blogs\/\d+-[0-9a-f]{16}\.jpg$/);

  // The public list, and the home carousel after a fresh load, show the post with its cover.
  await page.goto('/#/blogs');
  const listed = page.getByRole('link', { name: new RegExp(title) }).first();
  await expect(listed).toBeVisible();
  await page.goto('/');
  const card = page.locator(`a[href$="/blog/detail/subat-ihracat-gundemi-${tag}"]`).first();
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', src!);
});
