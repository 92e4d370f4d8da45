import { expect, test } from './fixtures';
import { uniqueEmail } from './support/account';
import { fetchCourse } from './support/catalog';
import { registerBuyer } from './support/checkout';

// "Satın Al" as a guest → login or signup → back on the course, with the course in the
// basket. Seeded paid course open for registration (api/src/seed/data/courses.ts).
const COURSE = 110;

test.describe('the purchase funnel @checkout', () => {
  test('a guest buys, logs in, and is back on the course with it in the basket, once', async ({
    page,
    request,
  }) => {
    const buyer = await registerBuyer(request);
    const course = await fetchCourse(request, COURSE);
    await page.goto(`/#/courses/details/${course.nameSlug}`);
    await page.getByRole('button', { name: 'Satın Al' }).click();

    const form = page.getByRole('form', { name: 'Giriş Yap' });
    await form.getByLabel('E-posta adresi').fill(buyer.email);
    await form.getByLabel('Şifre', { exact: true }).fill('Guclu#Sifre1');
    await form.getByRole('button', { name: 'Giriş Yap' }).click();

    await expect(page).toHaveURL(new RegExp(`#/courses/details/${course.nameSlug}$`));
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
    await expect(page.getByText('Eğitim sepetinize eklendi.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sepete git' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Sepetim/ })).toHaveAccessibleName(
      'Sepetim: 1 eğitim',
    );

    // A reload, and the back button: nothing is added twice and no error shows.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
    await page.goBack();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
    await expect(page.getByText('Sepete eklenemedi')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Sepetim/ })).toHaveAccessibleName(
      'Sepetim: 1 eğitim',
    );

    await page
      .getByRole('link', { name: /^Sepetim/ })
      .first()
      .click();
    await expect(page).toHaveURL(/#\/user\/cart$/);
    await expect(page.getByRole('link', { name: course.name })).toBeVisible();
  });

  test('a guest buys, signs up instead, and is back on the course with it in the basket', async ({
    page,
    request,
  }) => {
    const course = await fetchCourse(request, COURSE);
    const email = uniqueEmail('huni');
    await page.goto(`/#/courses/details/${course.nameSlug}`);
    await page.getByRole('button', { name: 'Satın Al' }).click();
    await page.getByRole('link', { name: 'Hemen üye olun' }).click();

    // A new account: its address is not verified yet, and it can still fill its basket.
    const form = page.locator('#signup-form');
    await form.getByLabel('Ad', { exact: true }).fill('Deniz');
    await form.getByLabel('Soyad').fill('Aydın');
    await form.getByLabel('T.C. Kimlik No').fill('10000000146');
    await form.getByLabel('Cep telefonu').fill('05321234567');
    await form.getByLabel('E-posta adresi').fill(email);
    await form.getByLabel('Şifre', { exact: true }).fill('Guclu#Sifre1');
    await form.getByLabel('Şifre tekrarı').fill('Guclu#Sifre1');
    await form.getByRole('checkbox', { name: /Kişisel Verilerin Korunması/ }).check();
    await form.getByRole('checkbox', { name: /Kayıt Sözleşmesi/ }).check();
    await form.getByRole('button', { name: 'Üye Ol' }).click();

    await expect(page).toHaveURL(new RegExp(`#/courses/details/${course.nameSlug}$`));
    await expect(page.getByText('Eğitim sepetinize eklendi.')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Sepetim/ })).toHaveAccessibleName(
      'Sepetim: 1 eğitim',
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
    await expect(page.getByText('Sepete eklenemedi')).toHaveCount(0);

    await page
      .getByRole('link', { name: /^Sepetim/ })
      .first()
      .click();
    await expect(page).toHaveURL(/#\/user\/cart$/);
    await expect(page.getByRole('link', { name: course.name })).toBeVisible();
    await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();
  });
});
