import type { APIRequestContext } from '@playwright/test';
import { urls } from '../playwright.config';
import { expect, test } from './fixtures';
import {
  CORPORATE_DEMO,
  DEMO,
  loginThroughForm,
  registerUser,
  resetHashOf,
  storedSession,
  uniqueEmail,
  waitForMail,
} from './support/account';

test.describe('signup @account', () => {
  test('an individual signs up, with every rule checked first, and lands on my courses', async ({
    page,
  }) => {
    const email = uniqueEmail('bireysel');
    await page.goto('/#/signup');
    const form = page.locator('#signup-form');
    await form.getByRole('button', { name: 'Üye Ol' }).click();
    for (const text of [
      'Ad zorunludur.',
      'Soyad zorunludur.',
      'T.C. Kimlik No zorunludur ve yalnızca rakamlardan oluşmalıdır.',
      'Geçerli bir telefon numarası zorunludur.',
      'E-posta adresi zorunludur.',
      'Şifre zorunludur.',
      'Şifre tekrarı zorunludur.',
      'Kişisel verilerin korunması metnini onaylamanız gerekiyor.',
      'Kayıt sözleşmesini onaylamanız gerekiyor.',
    ]) {
      await expect(form.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(form.getByRole('alert')).toHaveCount(9);
    await expect(form.getByLabel('Ad', { exact: true })).toBeFocused();

    await form.getByLabel('Ad', { exact: true }).fill('Deniz');
    await form.getByLabel('Soyad').fill('Aydın');
    const citizen = form.getByLabel('T.C. Kimlik No');
    await citizen.pressSequentially('1000a0000146');
    await expect(citizen, 'digits-only input blocks letters').toHaveValue('10000000146');
    await form.getByLabel('Cep telefonu').pressSequentially('05321234567');
    await expect(form.getByLabel('Cep telefonu')).toHaveValue('0532 123 4567');
    await form.getByLabel('E-posta adresi').fill(email);
    await form.getByLabel('Şifre', { exact: true }).fill('Guclu#Sifre1');
    await form.getByLabel('Şifre tekrarı').fill('Guclu#Sifre2');
    await form.getByRole('checkbox', { name: /Kişisel Verilerin Korunması/ }).check();
    await form.getByRole('button', { name: 'Üye Ol' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'Şifreler eşleşmiyor.' })).toBeVisible();
    await expect(form.getByRole('alert').filter({ hasText: 'Kayıt sözleşmesini' })).toBeVisible();

    await form.getByLabel('Şifre tekrarı').fill('Guclu#Sifre1');
    await form.getByRole('checkbox', { name: /Kayıt Sözleşmesi/ }).check();
    await form.getByRole('button', { name: 'Üye Ol' }).click();

    await expect(page).toHaveURL(/#\/account\/courses$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Deniz Aydın' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Gösterilecek eğitim bulunamadı.' }),
    ).toBeVisible();
    expect((await storedSession(page))?.state.token).toBeTruthy();
  });

  test('a corporation signs up; the individual tab clears the corporate fields', async ({
    page,
  }) => {
    const email = uniqueEmail('kurum');
    await page.goto('/#/signup');
    await page.getByRole('tab', { name: 'Kurumsal' }).click();
    const form = page.locator('#signup-form');
    await form.getByLabel('Vergi numarası').fill('9876543210');
    await form.getByLabel('Vergi dairesi').fill('Kozyatağı');
    await form.getByLabel('Şirket adı').fill('Ege Örme Tekstil A.Ş.');
    await form.getByLabel('Şirket adresi').fill('Atatürk Cad. No: 5, Kadıköy / İstanbul');

    await page.getByRole('tab', { name: 'Bireysel' }).click();
    await expect(form.getByLabel('Vergi numarası')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Kurumsal' }).click();
    await expect(form.getByLabel('Vergi numarası')).toHaveValue('');
    await expect(form.getByLabel('Şirket adı')).toHaveValue('');

    await form.getByLabel('Ad', { exact: true }).fill('Mert');
    await form.getByLabel('Soyad').fill('Öztürk');
    await form.getByLabel('T.C. Kimlik No').fill('10000000146');
    await form.getByLabel('Cep telefonu').fill('02161234567');
    await form.getByLabel('E-posta adresi').fill(email);
    await form.getByLabel('Şifre', { exact: true }).fill('Guclu#Sifre1');
    await form.getByLabel('Şifre tekrarı').fill('Guclu#Sifre1');
    await form.getByRole('checkbox', { name: /Kişisel Verilerin Korunması/ }).check();
    await form.getByRole('checkbox', { name: /Kayıt Sözleşmesi/ }).check();
    await form.getByRole('button', { name: 'Üye Ol' }).click();
    for (const text of ['Vergi numarası zorunludur.', 'Şirket adresi zorunludur.']) {
      await expect(form.getByRole('alert').filter({ hasText: text })).toBeVisible();
    }

    await form.getByLabel('Vergi numarası').fill('9876543210');
    await form.getByLabel('Vergi dairesi').fill('Kozyatağı');
    await form.getByLabel('Şirket adı').fill('Ege Örme Tekstil A.Ş.');
    await form.getByLabel('Şirket adresi').fill('Atatürk Cad. No: 5, Kadıköy / İstanbul');
    await form.getByRole('button', { name: 'Üye Ol' }).click();
    await expect(page).toHaveURL(/#\/account\/courses$/);

    await page.getByRole('link', { name: 'Hesap Bilgilerim' }).first().click();
    await expect(page.getByLabel('Şirket adı')).toHaveValue('Ege Örme Tekstil A.Ş.');
    await expect(page.getByLabel('Vergi numarası')).toHaveValue('9876543210');
  });

  test('the same e-mail cannot sign up twice', async ({ page }) => {
    await page.goto('/#/signup');
    const form = page.locator('#signup-form');
    await form.getByLabel('Ad', { exact: true }).fill('Ayşe');
    await form.getByLabel('Soyad').fill('Yılmaz');
    await form.getByLabel('T.C. Kimlik No').fill('10000000146');
    await form.getByLabel('Cep telefonu').fill('05321234567');
    await form.getByLabel('E-posta adresi').fill(DEMO.email);
    await form.getByLabel('Şifre', { exact: true }).fill('Guclu#Sifre1');
    await form.getByLabel('Şifre tekrarı').fill('Guclu#Sifre1');
    await form.getByRole('checkbox', { name: /Kişisel Verilerin Korunması/ }).check();
    await form.getByRole('checkbox', { name: /Kayıt Sözleşmesi/ }).check();
    await form.getByRole('button', { name: 'Üye Ol' }).click();
    await expect(form.getByRole('alert')).toContainText(
      'Bu e-posta adresiyle kayıtlı bir hesap zaten var',
    );
    await expect(form.getByLabel('E-posta adresi'), 'what was typed stays').toHaveValue(DEMO.email);
    await expect(page).toHaveURL(/#\/signup$/);
  });
});

test.describe('login @account', () => {
  test('a wrong password shows the server message and keeps the form', async ({ page }) => {
    await page.goto('/#/login');
    const form = page.getByRole('form', { name: 'Giriş Yap' });
    await form.getByLabel('E-posta adresi').fill(DEMO.email);
    await form.getByLabel('Şifre', { exact: true }).fill('Yanlis#Sifre1');
    await form.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(form.getByRole('alert')).toHaveText('E-posta adresi ya da şifre hatalı.');
    await expect(page).toHaveURL(/#\/login$/);
    await expect(form.getByLabel('E-posta adresi')).toHaveValue(DEMO.email);
    expect((await storedSession(page))?.state.token ?? null).toBeNull();
  });

  test('logs in, shows my courses with videos for online ones, and logs out', async ({ page }) => {
    await page.goto('/#/login');
    const form = page.getByRole('form', { name: 'Giriş Yap' });
    await form.getByLabel('E-posta adresi').fill(DEMO.email);
    const password = form.getByLabel('Şifre', { exact: true });
    await password.fill(DEMO.password);
    // Hold-to-reveal: the text shows only while the button is held down.
    const reveal = form.getByRole('button', { name: 'Şifreyi göster (basılı tutun)' });
    await reveal.hover();
    await page.mouse.down();
    await expect(password).toHaveAttribute('type', 'text');
    await page.mouse.up();
    await expect(password).toHaveAttribute('type', 'password');

    await form.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Giriş başarılı' })).toBeVisible();
    await expect(page).toHaveURL(/#\/account\/courses$/);
    await expect(page.getByRole('heading', { level: 1, name: DEMO.name })).toBeVisible();
    const courses = page.getByRole('region', { name: 'Eğitimlerim' });
    await expect(courses.getByRole('listitem')).toHaveCount(3);
    await expect(courses.getByRole('link', { name: /^Detaylı bilgi/ })).toHaveCount(3);
    await expect(courses.getByRole('link', { name: /^Videolar/ })).toHaveCount(3);
    await expect(courses.getByRole('link', { name: /^Detaylı bilgi/ }).first()).toHaveAttribute(
      'href',
      /^#\/courses\/details\//,
    );

    // Neither the login nor the signup route is available with a token.
    await page.goto('/#/login');
    await expect(page).toHaveURL(/#\/account\/courses$/);
    await page.goto('/#/signup');
    await expect(page).toHaveURL(/#\/account\/courses$/);

    await page
      .getByRole('navigation', { name: 'Hesap menüsü' })
      .getByRole('button', { name: 'Çıkış Yap' })
      .click();
    await expect(page).toHaveURL(/#\/$/);
    expect((await storedSession(page))?.state.token).toBeNull();
    await page.goto('/#/account/info');
    await expect(page).toHaveURL(/#\/login$/);
  });

  test('an empty my-courses list shows courseEmpty', async ({ page }) => {
    await loginThroughForm(page, CORPORATE_DEMO.email, CORPORATE_DEMO.password);
    await expect(page.getByText('Gösterilecek eğitim bulunamadı.')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Videolar/ })).toHaveCount(0);
  });

  test('without "remember me" the session ends with the browser', async ({ page, browser }) => {
    await loginThroughForm(page, DEMO.email, DEMO.password, { remember: false });
    expect((await storedSession(page, 'sessionStorage'))?.state.token).toBeTruthy();
    expect((await storedSession(page))?.state.token ?? null).toBeNull();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: DEMO.name })).toBeVisible();

    // A new browser gets what survives a restart: localStorage and cookies, not sessionStorage.
    const restarted = await browser.newContext({
      storageState: await page.context().storageState(),
    });
    const again = await restarted.newPage();
    await again.goto('/#/account/info');
    await expect(again).toHaveURL(/#\/login$/);
    await restarted.close();
  });

  test('a guest sent to login comes back to where they were', async ({ page }) => {
    await page.goto('/#/login?returnUrl=%2Faccount%2Fpassword');
    const form = page.getByRole('form', { name: 'Giriş Yap' });
    await form.getByLabel('E-posta adresi').fill(DEMO.email);
    await form.getByLabel('Şifre', { exact: true }).fill(DEMO.password);
    await form.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page).toHaveURL(/#\/account\/password$/);
  });

  test('a bogus token in lms_hk sends the browser to login with the session cleared', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() =>
      window.localStorage.setItem(
        'lms_hk',
        JSON.stringify({
          version: 2,
          state: {
            token: 'bogus.token.value',
            user: { id: 1, name: 'Sahte', surname: 'Kullanıcı', email: 'x@y.co' },
            constants: { homeVideo: true },
          },
        }),
      ),
    );
    await page.goto('/#/account/info');
    await page.reload();
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('form', { name: 'Giriş Yap' })).toBeVisible();
    const session = await storedSession(page);
    expect(session?.state.token).toBeNull();
    expect(session?.state.user).toBeNull();
  });
});

test.describe('password reset @account', () => {
  test('forgot password → mail in the outbox → reset → login with the new password', async ({
    page,
    request,
  }) => {
    const user = await registerUser(request);
    await page.goto('/#/forgotpassword');
    const form = page.getByRole('form', { name: 'Şifremi Unuttum' });
    await form.getByRole('button', { name: 'Bağlantı gönder' }).click();
    await expect(form.getByRole('alert')).toHaveText('E-posta adresi zorunludur.');
    await form.getByLabel('E-posta adresi').fill(user.email);
    await form.getByRole('button', { name: 'Bağlantı gönder' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Şifre sıfırlama bağlantısı e-posta adresinize gönderildi.',
    );

    // The signup's verification mail went to the same address: wait for the reset link itself
    // (the outbox worker sends it within a second or so).
    const mail = await waitForMail(user.email, /#\/resetpassword\//);
    expect(mail.subject).toBe('Şifre sıfırlama bağlantınız');
    const hash = resetHashOf(mail);

    await page.goto(`/#/resetpassword/${hash}`);
    const reset = page.getByRole('form', { name: 'Yeni Şifre Belirle' });
    await reset.getByLabel('Yeni şifre', { exact: true }).fill('Yeni#Sifre9');
    await reset.getByLabel('Yeni şifre tekrarı').fill('Baska#Sifre9');
    await reset.getByRole('button', { name: 'Şifreyi kaydet' }).click();
    await expect(reset.getByRole('alert')).toHaveText('Şifreler eşleşmiyor.');
    await reset.getByLabel('Yeni şifre tekrarı').fill('Yeni#Sifre9');
    await reset.getByRole('button', { name: 'Şifreyi kaydet' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Şifreniz güncellendi' }),
    ).toBeVisible();

    await loginThroughForm(page, user.email, 'Yeni#Sifre9');
    await page
      .getByRole('navigation', { name: 'Hesap menüsü' })
      .getByRole('button', { name: 'Çıkış Yap' })
      .click();

    // The link was single-use.
    await page.goto(`/#/resetpassword/${hash}`);
    await expect(page.getByRole('alert')).toHaveText(
      'Şifre sıfırlama bağlantısının süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
    );
  });
});

test.describe('account area @account', () => {
  test('a profile update survives a reload and renames the header', async ({ page, request }) => {
    const user = await registerUser(request);
    await loginThroughForm(page, user.email, user.password);
    await page
      .getByRole('navigation', { name: 'Hesap menüsü' })
      .getByRole('link', { name: 'Hesap Bilgilerim' })
      .click();
    await expect(page).toHaveURL(/#\/account\/info$/);
    const name = page.getByLabel('Ad', { exact: true });
    await expect(name).toHaveValue('Elif');

    await page.getByLabel('Vergi dairesi').fill('Kadıköy');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'birlikte doldurulmalıdır' }).first(),
    ).toBeVisible();
    await page.getByLabel('Vergi dairesi').fill('');

    await name.fill('Elif Nur');
    await page.getByLabel('Cep telefonu').fill('05551112233');
    await page.getByRole('checkbox', { name: /e-posta ile almak/ }).check();
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Bilgileriniz başarıyla güncellendi.' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Elif Nur Şahin' })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Ad', { exact: true })).toHaveValue('Elif Nur');
    await expect(page.getByLabel('Cep telefonu')).toHaveValue('0555 111 2233');
    await expect(page.getByRole('checkbox', { name: /e-posta ile almak/ })).toBeChecked();
  });

  test('changes the password with the strong rule, ends the other sessions, and the new one logs in', async ({
    page,
    request,
    browser,
  }) => {
    const user = await registerUser(request);
    // The same person is also logged in on another computer.
    const elsewhere = await browser.newContext();
    const otherPage = await elsewhere.newPage();
    await loginThroughForm(otherPage, user.email, user.password);
    await loginThroughForm(page, user.email, user.password);
    await page.goto('/#/account/password');
    const form = page.getByRole('form', { name: 'Şifre Değiştir' });
    const current = form.getByLabel('Mevcut şifre');
    const next = form.getByLabel('Yeni şifre', { exact: true });
    const confirm = form.getByLabel('Yeni şifre tekrarı');
    const save = form.getByRole('button', { name: 'Şifreyi kaydet' });

    await current.fill(user.password);
    await next.fill('zayifsifre');
    await confirm.fill('baska');
    await save.click();
    await expect(
      form.getByRole('alert').filter({ hasText: 'büyük harf, küçük harf, rakam' }),
    ).toBeVisible();
    await expect(
      form.getByRole('alert').filter({ hasText: 'Yeni şifreler eşleşmiyor.' }),
    ).toBeVisible();

    await current.fill('Yanlis#Sifre1');
    await next.fill('Yeni#Sifre7');
    await confirm.fill('Yeni#Sifre7');
    await save.click();
    await expect(form.getByRole('alert')).toHaveText('Mevcut şifreniz hatalı.');
    await expect(page, 'a wrong current password does not end the session').toHaveURL(
      /#\/account\/password$/,
    );

    await current.fill(user.password);
    await save.click();
    await expect(form.getByRole('status')).toHaveText('Şifreniz başarıyla değiştirildi.');
    await expect(current).toHaveValue('');
    await expect(next).toHaveValue('');

    // This browser carries on with the token the change handed back; the other one is logged out.
    await page.goto('/#/account/info');
    await page.reload();
    await expect(page).toHaveURL(/#\/account\/info$/);
    await expect(page.getByLabel('Ad', { exact: true })).toHaveValue('Elif');
    await otherPage.goto('/#/account/info');
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/#\/login$/);
    await elsewhere.close();

    await page
      .getByRole('navigation', { name: 'Hesap menüsü' })
      .getByRole('button', { name: 'Çıkış Yap' })
      .click();
    await loginThroughForm(page, user.email, 'Yeni#Sifre7');
  });
});

test.describe('sessions that end @account', () => {
  const profileWith = (request: APIRequestContext, token: string) =>
    request.get(`${urls.api}/v1/users/getuserprofile`, {
      headers: { authorization: `Bearer ${token}` },
    });

  test('signing out ends the session on the server: the old token is refused afterwards', async ({
    page,
    request,
  }) => {
    const user = await registerUser(request);
    await loginThroughForm(page, user.email, user.password);
    const token = (await storedSession(page))?.state.token as string;
    expect((await profileWith(request, token)).status()).toBe(200);

    const loggedOut = page.waitForResponse(
      (response) => response.url().endsWith('/v1/auth/logout') && response.status() === 200,
    );
    await page
      .getByRole('navigation', { name: 'Hesap menüsü' })
      .getByRole('button', { name: 'Çıkış Yap' })
      .click();
    await loggedOut;
    await expect(page).toHaveURL(/#\/$/);
    expect((await storedSession(page))?.state.token).toBeNull();

    // Someone who copied the token before the sign-out gets nothing with it.
    const reused = await profileWith(request, token);
    expect(reused.status()).toBe(401);
    expect((await reused.json()).message).toBe(
      'Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.',
    );
  });

  test('lists this device and another, ends the other, then signs out everywhere', async ({
    page,
    request,
    browser,
  }) => {
    const user = await registerUser(request);
    const elsewhere = await browser.newContext();
    const otherPage = await elsewhere.newPage();
    await loginThroughForm(otherPage, user.email, user.password);
    const otherToken = (await storedSession(otherPage))?.state.token as string;
    await loginThroughForm(page, user.email, user.password);

    await page
      .getByRole('navigation', { name: 'Hesap menüsü' })
      .getByRole('link', { name: 'Oturumlarım' })
      .click();
    await expect(page).toHaveURL(/#\/account\/sessions$/);
    const list = page.getByRole('list', { name: 'Oturumlarım' });
    // The one from signup, the other browser and this one.
    await expect(list.getByRole('listitem')).toHaveCount(3);
    const here = list.getByRole('listitem').filter({ hasText: 'Bu cihaz' });
    await expect(here).toHaveCount(1);
    await expect(here.getByRole('heading')).toContainText('Chrome');

    // End every other session one by one: the other browser is signed out.
    const others = list.getByRole('listitem').filter({ hasNotText: 'Bu cihaz' });
    for (let left = 2; left > 0; left -= 1) {
      await others
        .first()
        .getByRole('button', { name: /^Oturumu sonlandır/ })
        .click();
      await expect(list.getByRole('listitem')).toHaveCount(left);
    }
    expect((await profileWith(request, otherToken)).status()).toBe(401);
    await otherPage.goto('/#/account/info');
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/#\/login$/);
    await elsewhere.close();

    // Sign out everywhere: this browser too.
    const token = (await storedSession(page))?.state.token as string;
    await page.getByRole('button', { name: 'Tüm cihazlardan çıkış yap' }).click();
    await expect(page).toHaveURL(/#\/$/);
    expect((await storedSession(page))?.state.token).toBeNull();
    expect((await profileWith(request, token)).status()).toBe(401);
  });
});
