import { expect, test } from './fixtures';
import { loginThroughForm } from './support/account';

// An editor creates a course in the back office and publishes it; a visitor then finds
// it in the course list and by search. Before publishing, visitors do not see it.

const EDITOR = { email: 'editor@ornek.com.tr', password: 'Demo1234!' };

test('an editor creates and publishes a course; a visitor finds it in the list and by search @admin', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36).slice(-5);
  const name = `Şeffaf Gümrük Çözümleri ${tag}`;

  await loginThroughForm(page, EDITOR.email, EDITOR.password);
  await page.goto('/#/admin/courses/new');
  await expect(page.getByRole('heading', { level: 2, name: 'Yeni eğitim' })).toBeVisible();
  await page.getByLabel('Eğitimin adı').fill(name);
  await expect(page.getByText(`Boş bırakırsanız: seffaf-gumruk-cozumleri-${tag}`)).toBeVisible();
  await page.getByLabel('Fiyat (TL, KDV hariç)').fill('1250');
  await page.getByLabel('Başlangıç tarihi').fill('2029-03-01T09:00');
  await page.getByLabel('Bitiş tarihi').fill('2029-12-20T17:00');
  // The end before the start is refused under the field, and nothing is saved.
  await page.getByLabel('Son kayıt tarihi').fill('2030-01-01T09:00');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(
    page.getByText('Kayıt bitiş tarihi eğitimin bitişinden sonra olamaz.'),
  ).toBeVisible();
  await page.getByLabel('Son kayıt tarihi').fill('2029-02-20T09:00');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page).toHaveURL(/#\/admin\/courses\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText('Taslak', { exact: true })).toBeVisible();

  // A draft is not there for visitors.
  const visitor = await browser.newPage();
  await visitor.goto(`/#/courses/details/seffaf-gumruk-cozumleri-${tag}`);
  await expect(visitor.getByText('Sayfa Bulunamadı').first()).toBeVisible();

  await page.getByRole('button', { name: 'Yayınla' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eğitim yayınlansın mı?' });
  await dialog.getByRole('button', { name: 'Yayınla' }).click();
  await expect(page.getByText('Yayında', { exact: true })).toBeVisible();

  // The visitor finds it in the online courses (latest end date first) and by search.
  await visitor.goto('/#/courses/online');
  await expect(visitor.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  // Search from the list page (the home page would first show the visitor its intro video).
  await visitor.keyboard.press('Control+k');
  const input = visitor.getByRole('combobox', { name: 'Ara' });
  await input.fill(`SEFFAF gumruk çözümleri ${tag}`);
  await expect(visitor.getByRole('option', { name: new RegExp(name) })).toBeVisible();
  await visitor.getByRole('option', { name: new RegExp(name) }).click();
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await visitor.close();
});
