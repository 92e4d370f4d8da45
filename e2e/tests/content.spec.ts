import { urls } from '../playwright.config';
import { expect, test } from './fixtures';
import { waitForMail } from './support/content';

test.describe('blog @content', () => {
  test('list → detail with share links → a most read post', async ({ page }) => {
    await page.goto('/#/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const cards = page.getByRole('article');
    // The seed's twelve posts, and any a back-office test published before this one.
    await expect(cards.nth(11)).toBeVisible();
    // Newest first, with day, month and year on the card.
    await expect(cards.first()).toContainText('2');
    await expect(cards.first()).toContainText('Kasım');
    await expect(cards.first()).toContainText('2026');

    await page.getByRole('link', { name: '2027 Eğitim Takvimimiz Yayında' }).click();
    await expect(page).toHaveURL(/#\/blog\/detail\/2027-egitim-takvimimiz-yayinda$/);
    await expect(
      page.getByRole('heading', { level: 1, name: '2027 Eğitim Takvimimiz Yayında' }),
    ).toBeVisible();
    await expect(page.getByText('dört yeni sertifika programıyla')).toBeVisible();

    const postUrl = `${urls.api}/share/blog/2027-egitim-takvimimiz-yayinda`;
    const share = page.getByRole('region', { name: 'Paylaş' });
    await expect(share.getByRole('link', { name: "Facebook'ta paylaş" })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(postUrl)}`,
    );
    for (const name of [
      "X'te paylaş",
      "LinkedIn'de paylaş",
      'WhatsApp ile gönder',
      'Telegram ile gönder',
      'E-posta ile gönder',
    ]) {
      await expect(share.getByRole('link', { name })).toHaveAttribute(
        'href',
        new RegExp(encodeURIComponent(postUrl).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
    }
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await share.getByRole('button', { name: 'Bağlantıyı kopyala' }).click();
    await expect(share.getByRole('status')).toHaveText('Bağlantı kopyalandı.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(postUrl);

    // The sidebar links the most read posts; one of them opens in place.
    const mostRead = page.getByRole('complementary', { name: 'Çok Okunanlar' });
    await expect(mostRead.getByRole('link')).toHaveCount(5);
    const first = mostRead.getByRole('link').first();
    const firstTitle = (
      await first.locator('span').evaluate((el) => el.firstChild?.textContent ?? '')
    ).trim();
    expect(firstTitle.length).toBeGreaterThan(5);
    await first.click();
    await expect(page).toHaveURL(/#\/blog\/detail\/[a-z0-9-]+$/);
    await expect(page).not.toHaveURL(/2027-egitim-takvimimiz-yayinda$/);
    await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
    // The open post is not offered again.
    await expect(mostRead.getByRole('link', { name: firstTitle })).toHaveCount(0);
  });

  test('an <img onerror> payload in a post does not run', async ({ page }) => {
    await page.route('**/v1/blogs/getbynameslug/**', (route) =>
      route.fulfill({
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({
          success: true,
          message: '',
          data: {
            url: 'zararli',
            title: 'Zararlı içerik denemesi',
            createDate: '2026-01-05T10:00:00.000Z',
            fileUrl: '',
            description:
              '<p>Güvenli paragraf</p><img src="x" onerror="window.__xss = 1"><svg><script>window.__xss = 2</script></svg><a href="javascript:window.__xss=3">bağlantı</a>',
          },
        }),
      }),
    );
    await page.goto('/#/blog/detail/zararli');
    await expect(page.getByText('Güvenli paragraf')).toBeVisible();
    // The javascript: address is gone, so this is plain text now.
    await expect(page.getByRole('link', { name: 'bağlantı' })).toHaveCount(0);
    await page.getByText('bağlantı', { exact: true }).click();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await expect(page.locator('[onerror]')).toHaveCount(0);
    await expect(page.locator('article script')).toHaveCount(0);
  });
});

test.describe('galleries @content', () => {
  test('a gallery → lightbox → arrow and page keys with the counter → Escape', async ({ page }) => {
    await page.goto('/#/galleries');
    await expect(page.getByRole('heading', { level: 1, name: 'Galeri' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(5);
    await page.getByRole('link', { name: 'Hazır Giyim Uygulama Atölyesi' }).click();
    await expect(page).toHaveURL(/#\/gallery\/detail\/\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hazır Giyim Uygulama Atölyesi' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /kalıptan numuneye/ })).toBeVisible();

    const photos = page.getByRole('list', { name: 'Fotoğraflar' }).getByRole('button');
    await expect(photos).toHaveCount(7);
    const second = photos.nth(1);
    await second.click();

    const counter = page.locator('.yarl__counter');
    await expect(counter).toHaveText('2 / 7');
    for (const name of [
      'Yakınlaştır',
      'Uzaklaştır',
      'Slayt gösterisini başlat',
      'Tam ekran',
      'Küçük resimleri gizle',
      'Kapat',
    ]) {
      await expect(page.getByRole('button', { name })).toBeVisible();
    }
    // Next and previous move at most once per 150 ms (spec §9): two quick presses, one step.
    // Both in one task, so a busy machine cannot stretch them over 150 ms.
    await page.evaluate(() => {
      const target = document.activeElement ?? document.body;
      for (let i = 0; i < 2; i += 1) {
        target.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      }
    });
    await expect(counter).toHaveText('3 / 7');
    await page.waitForTimeout(400);
    await expect(counter).toHaveText('3 / 7');
    const press = async (key: string) => {
      await page.waitForTimeout(160);
      await page.keyboard.press(key);
    };
    await press('ArrowDown');
    await expect(counter).toHaveText('4 / 7');
    await press('PageDown');
    await expect(counter).toHaveText('5 / 7');
    await press('ArrowLeft');
    await expect(counter).toHaveText('4 / 7');
    await press('ArrowUp');
    await expect(counter).toHaveText('3 / 7');
    await press('PageUp');
    await expect(counter).toHaveText('2 / 7');
    await press('PageUp');
    await expect(counter).toHaveText('1 / 7');
    // No looping: the first picture stays first.
    await press('ArrowLeft');
    await page.waitForTimeout(300);
    await expect(counter).toHaveText('1 / 7');

    // 3500 ms without activity hide the controls; moving the mouse brings them back. The idle
    // time starts at a mouse move: the key presses above may take longer than 3500 ms on a busy
    // machine.
    const toolbar = page.locator('.yarl__toolbar');
    await page.mouse.move(160, 160);
    await expect(toolbar).toHaveCSS('opacity', '1');
    await page.waitForTimeout(3600);
    await expect(toolbar).toHaveCSS('opacity', '0');
    await expect(counter).toHaveCSS('opacity', '0');
    await page.mouse.move(200, 200);
    await page.mouse.move(240, 260);
    await expect(toolbar).toHaveCSS('opacity', '1');

    await page.keyboard.press('Escape');
    await expect(counter).toHaveCount(0);
    // Focus is back on the picture that opened the viewer.
    await expect(second).toBeFocused();

    // Delete and Backspace close too.
    await photos.nth(6).click();
    await expect(counter).toHaveText('7 / 7');
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(300);
    await expect(counter).toHaveText('7 / 7');
    await page.keyboard.press('Delete');
    await expect(counter).toHaveCount(0);
    await expect(photos.nth(6)).toBeFocused();
    await photos.nth(3).click();
    await expect(counter).toHaveText('4 / 7');
    await page.keyboard.press('Backspace');
    await expect(counter).toHaveCount(0);
    await expect(page).toHaveURL(/#\/gallery\/detail\/\d+$/);
  });

  test('an unknown gallery says it is not found, with the ways back', async ({ page }) => {
    await page.goto('/#/gallery/detail/99999');
    await expect(page.getByRole('heading', { level: 1, name: 'Galeri bulunamadı' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tüm galeriler' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ana sayfaya dön' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('contact page @content', () => {
  test('details and map from the settings; errors, then a message that reaches the outbox', async ({
    page,
    request,
  }) => {
    const settings = (
      await (await request.get(`${urls.api}/v1/WebsiteSettings/getwebsiteparts`)).json()
    ).data as {
      address: string;
      telephone: string;
      fax: string;
      emailForContact: string;
      locationLat: number;
      locationLong: number;
    };
    await page.goto('/#/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'İletişim' })).toBeVisible();
    // The page's own details come before the footer's.
    const details = page.getByRole('region', { name: 'İletişim Bilgileri' }).first();
    await expect(details).toContainText(settings.address);
    await expect(details.getByRole('link', { name: settings.telephone })).toBeVisible();
    await expect(details).toContainText(settings.fax);
    await expect(details.getByRole('link', { name: settings.emailForContact })).toHaveAttribute(
      'href',
      `mailto:${settings.emailForContact}`,
    );
    const social = page.getByRole('navigation', { name: 'Sosyal medya' });
    await expect(social.getByRole('link', { name: 'Facebook' })).toBeVisible();
    await expect(social.getByRole('link', { name: 'Instagram' })).toBeVisible();
    await expect(social.getByRole('link', { name: 'YouTube' })).toBeVisible();
    await expect(social.getByRole('link', { name: 'E-posta gönderin' })).toHaveAttribute(
      'href',
      `mailto:${settings.emailForContact}`,
    );
    // The map needs the internet; its address is what the page controls.
    const map = page.locator('iframe[title="Eğitim merkezimizin haritadaki konumu"]');
    await expect(map).toHaveAttribute(
      'src',
      new RegExp(
        `^https://www\\.openstreetmap\\.org/export/embed\\.html\\?bbox=.+&marker=${settings.locationLat}%2C${settings.locationLong}`,
      ),
    );

    const form = page.getByRole('form', { name: 'Mesaj Gönderin' });
    const send = form.getByRole('button', { name: 'Gönder' });
    await send.click();
    await expect(form.getByRole('alert')).toHaveText([
      'Ad soyad zorunludur.',
      'E-posta adresi zorunludur.',
      'Geçerli bir telefon numarası zorunludur.',
      'Konu zorunludur.',
      'Mesaj zorunludur.',
    ]);

    const title = `Kurumsal eğitim talebi ${Date.now()}`;
    await form.getByLabel('Ad Soyad').fill('Mehmet Öztürk');
    await form.getByLabel('E-posta adresi').fill('mehmet@');
    const phone = form.getByLabel('Telefon numarası');
    // Typed as people write it, kept as typed; one digit short is refused, never padded or cut.
    await phone.pressSequentially('0532-123 45 6');
    await expect(phone).toHaveValue('0532-123 45 6');
    await form.getByLabel('Konu').fill(title);
    await form.getByLabel('Mesajınız').fill('Ekibimiz için dış ticaret eğitimi almak istiyoruz.');
    await send.click();
    await expect(form.getByRole('alert')).toHaveText([
      'Lütfen geçerli bir e-posta adresi girin.',
      'Geçerli bir telefon numarası zorunludur.',
    ]);

    await form.getByLabel('E-posta adresi').fill('mehmet.ozturk@ornek.com.tr');
    await phone.fill('0532-123 45 67');
    const posted = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/v1/contacts'),
    );
    await send.click();
    expect((await posted).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'Mesajınız bize ulaştı' })).toHaveText(
      'Mesajınız bize ulaştı. En kısa sürede size dönüş yapacağız.',
    );
    await expect(form.getByLabel('Ad Soyad')).toHaveValue('');
    await expect(form.getByLabel('Konu')).toHaveValue('');
    await expect(form.getByRole('alert')).toHaveCount(0);

    const mail = await waitForMail((m) => m.subject.includes(title));
    expect(mail.to).toBe(settings.emailForContact);
    expect(mail.text).toContain('Mehmet Öztürk');
    expect(mail.text).toContain('mehmet.ozturk@ornek.com.tr');
    expect(mail.text).toContain('5321234567');
    expect(mail.text).toContain('dış ticaret eğitimi');
  });
});
