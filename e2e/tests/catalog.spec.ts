import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { DEMO } from './support/account';
import { TR_MONTHS, fetchCourse, fetchCourseList } from './support/catalog';
import { addToBasket, registerBuyer, signIn, type Buyer } from './support/checkout';
import { urls } from '../playwright.config';

/** What only the home page's carousel code contains (carousels.tsx, minified). */
const CAROUSEL_CODE = '"aria-roledescription":"carousel"';

test.describe('catalogue: home @catalog', () => {
  test('shows banners and course and blog carousels with the slides per width', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Duyurular' });
    await expect(hero.getByRole('button', { name: 'Duyuru 2 / 3' })).toBeVisible();
    await expect(hero.getByRole('button', { name: 'Sonraki' })).toBeVisible();
    const pause = hero.getByRole('button', { name: 'Duyuruları durdur' });
    await pause.click();
    await expect(hero.getByRole('button', { name: 'Duyuruları oynat' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    for (const title of ['Online Eğitimler', 'Yüz Yüze Eğitimler', 'Ücretsiz Eğitimler']) {
      const row = page.getByRole('group', { name: title });
      await expect(row).toBeVisible();
      // 1280 px is below 1281 px: three slides (spec §9).
      await expect(row.locator('[aria-roledescription="slide"][data-shown]')).toHaveCount(3);
    }
    const online = page.getByRole('group', { name: 'Online Eğitimler' });
    const firstCard = online.locator('[aria-roledescription="slide"][data-shown] a').first();
    const firstName = await firstCard.locator('h3').textContent();
    await online.getByRole('button', { name: 'Sonraki' }).click();
    await expect(
      online.locator('[aria-roledescription="slide"][data-shown] a').first().locator('h3'),
    ).not.toHaveText(firstName ?? '');
    await expect(page.getByRole('group', { name: 'Blog Yazıları' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tümünü gör' }).first()).toHaveAttribute(
      'href',
      '#/courses/online',
    );

    await page.setViewportSize({ width: 500, height: 900 });
    await expect(online.locator('[aria-roledescription="slide"][data-shown]')).toHaveCount(1);
    await expect(hero.getByRole('button', { name: 'Sonraki' })).toBeHidden();
  });

  test('on a phone the hero words are real, translated text of at least 14 px over a picture without text', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Duyurular' });
    const slide = hero.locator('[aria-roledescription="slide"][data-shown] a.slide');
    await expect(slide.getByRole('heading', { name: 'Dünya Pazarlarına Açılın' })).toBeVisible();
    const sizes = async () =>
      slide.evaluate((link) =>
        ['.title', '.subtitle', '.button'].map((selector) => {
          const element = link.querySelector<HTMLElement>(selector)!;
          return {
            text: element.textContent,
            px: parseFloat(getComputedStyle(element).fontSize),
            visible: element.getBoundingClientRect().height > 0,
          };
        }),
      );
    for (const { text, px, visible } of await sizes()) {
      expect(visible, String(text)).toBe(true);
      expect(px, String(text)).toBeGreaterThanOrEqual(14);
    }
    expect((await sizes()).map((s) => s.text)).toEqual([
      'Dünya Pazarlarına Açılın',
      'Online dış ticaret ve e-ihracat eğitimleriyle bugün başlayın',
      'Hemen İncele',
    ]);
    // The phone crop of a picture without text, sized before it loads (no layout shift).
    const image = slide.locator('img');
    await expect(image).toHaveAttribute('width', '1600');
    await expect(image).toHaveAttribute('height', '500');
    // A WebP rendition of the phone crop, as wide as the phone needs.
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\/renditions\/(320|480|640|800)\/hero\/banner-1-phone\.webp$/);
    // The first banner is fetched at high priority, never lazily.
    await expect(hero.locator('img').first()).toHaveAttribute('fetchpriority', 'high');
    await expect(hero.locator('img').first()).toHaveAttribute('loading', 'eager');

    await page.evaluate(() => window.localStorage.setItem('lms_language', 'en'));
    await page.reload();
    const heroEn = page.getByRole('region', { name: 'Announcements' });
    await expect(
      heroEn
        .locator('[aria-roledescription="slide"][data-shown] a.slide')
        .getByRole('heading', { name: 'Reach World Markets' }),
    ).toBeVisible();
    await expect(
      heroEn.locator('[aria-roledescription="slide"][data-shown] a.slide .button'),
    ).toHaveText('Explore now');
  });

  test('on a desktop the hero shows a WebP rendition of the wide picture, sized before it loads', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (/\/(images|renditions)\/.*banner-1/.test(request.url())) pictures.push(request.url());
    });
    await page.goto('/');
    const image = page
      .getByRole('region', { name: 'Duyurular' })
      .locator('[aria-roledescription="slide"][data-shown] a.slide img');
    await expect(image).toHaveAttribute('width', '1600');
    await expect(image).toHaveAttribute('height', '500');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\/renditions\/(1200|1600|2400)\/hero\/banner-1-wide\.webp$/);
    // The early preload (shell index.html) names the same WebP candidates the picture chooses
    // from, so the largest paint's picture is fetched once, before the catalog's code runs, and
    // no other version of it is downloaded.
    await page.waitForLoadState('networkidle');
    const shown = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(pictures).toEqual([shown]);
    const initiator = await page.evaluate(
      (url) =>
        (performance.getEntriesByName(url)[0] as PerformanceResourceTiming | undefined)
          ?.initiatorType,
      shown,
    );
    expect(initiator, 'fetched by the early preload').toBe('link');
  });

  test('going on to a course list downloads no script twice and no carousel code', async ({
    page,
  }) => {
    const scripts: { url: string; body: string }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
    });
    await page.goto('/');
    await expect(page.getByRole('group', { name: 'Online Eğitimler' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const onHome = scripts.length;
    const homeUrls = scripts.map((script) => script.url);
    expect(scripts.some((script) => script.body.includes(CAROUSEL_CODE))).toBe(true);

    await page.getByRole('button', { name: 'Eğitimler' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Online Eğitimler' }).click();
    await expect(page).toHaveURL(/#\/courses\/online$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Online Eğitimler' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const later = scripts.slice(onHome);
    expect(later.filter((script) => homeUrls.includes(script.url))).toEqual([]);
    expect(later.filter((script) => script.body.includes(CAROUSEL_CODE))).toEqual([]);
  });

  test.describe('intro video', () => {
    test.use({ introVideoSeen: false });

    test('plays until closed and stays closed after a reload', async ({ page }) => {
      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: 'Tanıtım videosu' });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('video')).toHaveAttribute('src', /tanitim\.mp4$/);
      // Turkish and English captions, the Turkish ones showing, loaded across origins.
      const captions = () =>
        dialog.locator('video').evaluate((video: HTMLVideoElement) =>
          [...video.textTracks].map((track) => ({
            language: track.language,
            mode: track.mode,
            first: track.cues?.[0] ? (track.cues[0] as VTTCue).text : null,
          })),
        );
      await expect.poll(captions).toEqual([
        { language: 'tr', mode: 'showing', first: 'İhracat Akademisi’ne hoş geldiniz.' },
        { language: 'en', mode: 'disabled', first: null },
      ]);
      await dialog.getByRole('button', { name: 'Kapat' }).click();
      await expect(dialog).toBeHidden();
      await page.reload();
      await expect(page.getByRole('group', { name: 'Online Eğitimler' })).toBeVisible();
      await expect(page.getByRole('dialog')).toBeHidden();
    });

    test('shows English captions to an English reader', async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('lms_language', 'en'));
      await page.goto('/');
      const video = page.getByRole('dialog', { name: 'Introduction video' }).locator('video');
      await expect
        .poll(() =>
          video.evaluate((element: HTMLVideoElement) => {
            const showing = [...element.textTracks].find((track) => track.mode === 'showing');
            return showing?.cues?.[0] ? (showing.cues[0] as VTTCue).text : null;
          }),
        )
        .toBe('Welcome to İhracat Akademisi.');
    });
  });
});

test.describe('catalogue: course lists @catalog', () => {
  test('filters a list by month and pages through it', async ({ page, request }) => {
    const all = await fetchCourseList(request, { courseType: 2, limit: 100 });
    const period = all.periods[all.periods.length - 1]!;
    const monthLabel = `${TR_MONTHS[period.month - 1]} ${period.year}`;
    const expected = await fetchCourseList(request, {
      courseType: 2,
      year: period.year,
      month: period.month,
    });

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/#/courses/physical');
    await expect(page.getByRole('heading', { level: 1, name: 'Yüz Yüze Eğitimler' })).toBeVisible();
    const filter = page.getByRole('navigation', { name: 'Bitiş tarihine göre' });
    const years = await filter.locator('button.year').allTextContents();
    expect(years.map(Number)).toEqual([...years.map(Number)].sort((a, b) => b - a));
    await filter.getByRole('button', { name: monthLabel }).click();
    await expect(page).toHaveURL(new RegExp(`year=${period.year}&month=${period.month}`));
    const cards = page.getByRole('region', { name: 'Yüz Yüze Eğitimler' }).getByRole('link');
    await expect(cards).toHaveCount(expected.data.length);
    for (const course of expected.data) {
      await expect(page.getByRole('heading', { name: course.name, exact: true })).toBeVisible();
    }

    // Small screens: the same filter as a dropdown.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('combobox', { name: 'Bitiş tarihine göre' }).selectOption('');
    await expect(page).not.toHaveURL(/month=/);
    await expect(cards).toHaveCount(Math.min(20, all.totalItemCount));
  });

  test('reads the page from ?page= and shows courseEmpty past the last page', async ({
    page,
    request,
  }) => {
    const online = await fetchCourseList(request, { courseType: 1, limit: 20 });
    await page.goto('/#/courses/online?page=1');
    const cards = page.getByRole('region', { name: 'Online Eğitimler' }).getByRole('link');
    await expect(cards).toHaveCount(online.data.length);
    await page.goto('/#/courses/online?page=2');
    await expect(page.getByText('Gösterilecek eğitim bulunamadı.')).toBeVisible();
  });
});

test.describe('catalogue: course detail @catalog', () => {
  test('a paid course shows its prices and the buy button', async ({ page, request }) => {
    const course = await fetchCourse(request, 106);
    await page.goto(`/#/courses/details/${course.nameSlug}`);
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
    await expect(page.getByTestId('course-price')).toHaveText('9.500,00 TL');
    await expect(page.getByText('İTHİB üyelerine özel fiyat')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Satın Al' })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Haritada göster' })).toHaveAttribute(
      'href',
      /google\.com\/maps/,
    );
    await page.getByRole('button', { name: 'Gereksinimler' }).click();
    await expect(page.getByRole('region', { name: 'Gereksinimler' })).toBeInViewport();
  });

  test('a free course offers to join for free', async ({ page, request }) => {
    const course = await fetchCourse(request, 131);
    expect(course.price).toBe(0);
    await page.goto(`/#/courses/details/${course.nameSlug}`);
    await expect(page.getByTestId('course-price')).toHaveText('Ücretsiz');
    await expect(page.getByRole('button', { name: 'Ücretsiz Katıl' })).toBeEnabled();
  });

  test('a cancelled course says so and cannot be bought', async ({ page, request }) => {
    const course = await fetchCourse(request, 112);
    expect(course.isCancelled).toBe(true);
    await page.goto(`/#/courses/details/${course.nameSlug}`);
    await expect(page.getByText('Bu eğitim iptal edilmiştir.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Satın Al|Ücretsiz Katıl/ })).toHaveCount(0);
  });

  test('an expired course says so and cannot be bought', async ({ page, request }) => {
    const course = await fetchCourse(request, 101);
    await page.goto(`/#/courses/details/${course.nameSlug}`);
    await expect(page.getByText('Bu eğitimin kayıt süresi sona ermiştir.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Satın Al|Ücretsiz Katıl/ })).toHaveCount(0);
  });

  test('an unknown course shows Page Not Found', async ({ page }) => {
    await page.goto('/#/courses/details/boyle-bir-egitim-yok');
    await expect(page.getByRole('heading', { name: 'Sayfa Bulunamadı' })).toBeVisible();
  });

  test('on a phone the apply-now code loads only when its section nears the screen', async ({
    page,
    request,
  }) => {
    const course = await fetchCourse(request, 106);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/#/courses/details/${course.nameSlug}`);
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const applyCode = () =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            // Content's contact form, the course page's apply-now form (its exposed module).
            .filter((entry) => entry.name.includes('/__federation_expose_ContactForm.')).length,
      );
    expect(await applyCode()).toBe(0);
    // The buy box's "Hemen Başvur" scrolls to the section, which stops below the sticky header.
    await page.getByRole('button', { name: 'Hemen Başvur' }).click();
    await expect(page.getByRole('form', { name: 'Hemen Başvur' })).toBeVisible();
    expect(await applyCode()).toBe(1);
    const heading = page.getByRole('heading', { level: 2, name: 'Hemen Başvur' });
    const gapBelowHeader = async () => {
      const header = await page.getByRole('banner').boundingBox();
      const title = await heading.boundingBox();
      return title && header ? Math.round(title.y - (header.y + header.height)) : NaN;
    };
    // Read once the smooth scroll has stopped: two reads 150 ms apart agree.
    const settledGap = async () => {
      const first = await gapBelowHeader();
      await page.waitForTimeout(150);
      const second = await gapBelowHeader();
      return first === second ? second : NaN;
    };
    await expect.poll(settledGap).toBeGreaterThanOrEqual(0);
  });

  test('the apply-now form sends a contact message for the course', async ({ page, request }) => {
    const course = await fetchCourse(request, 106);
    await page.goto(`/#/courses/details/${course.nameSlug}`);
    // The form's code loads as its section nears the screen, as the visitor scrolls down to it.
    await page.getByRole('heading', { name: 'Hemen Başvur' }).scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Hemen Başvur' });
    await form.getByRole('button', { name: 'Gönder' }).click();
    await expect(form.getByText('Ad soyad zorunludur.')).toBeVisible();
    await form.getByLabel('Ad Soyad').fill('Zeynep Demir');
    await form.getByLabel('E-posta').fill('zeynep.demir@ornek.com.tr');
    await form.getByLabel('Telefon').fill('5321234567');
    await form.getByLabel('Mesajınız').fill('Şubat dönemi için kontenjan var mı?');
    // Chromium does not expose ky's request body to Playwright; the server's answer is checked.
    const sent = page.waitForResponse(
      (res) => res.url().endsWith('/v1/contacts') && res.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Gönder' }).click();
    const response = await sent;
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ success: true });
    await expect(form.getByText('Mesajınız bize ulaştı.', { exact: false })).toBeVisible();
    await expect(form.getByLabel('Ad Soyad')).toHaveValue('');
  });
});

test.describe('catalogue: search @catalog', () => {
  test('Ctrl+K opens search; Turkish text finds a course; arrows and Enter open it', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('group', { name: 'Online Eğitimler' })).toBeVisible();
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Ara' });
    await expect(input).toBeFocused();
    await input.fill('zzz olmayan');
    await expect(page.getByText('Sonuç bulunamadı...')).toBeVisible();
    await input.fill('DIŞ TİCARET');
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(5);
    await input.press('ArrowDown');
    const chosen = (await options.nth(1).textContent()) ?? '';
    await input.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: chosen })).toBeVisible();
    await expect(page).toHaveURL(/#\/courses\/details\//);
    await expect(input).toBeHidden();

    await page.keyboard.press('Control+k');
    await expect(input).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(input).toBeHidden();
  });

  test('what is typed while the search code is still on its way is kept', async ({ page }) => {
    // A slow connection: catalog's search module arrives 1.5 s after it is asked for.
    await page.route('**/__federation_expose_SearchOverlay*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('group', { name: 'Online Eğitimler' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('searchbox', { name: 'Ara' })).toBeFocused();
    await page.keyboard.type('ihracat');
    const input = page.getByRole('combobox', { name: 'Ara' });
    await expect(input).toHaveValue('ihracat');
    await expect(input).toBeFocused();
    await expect(page.getByRole('option').first()).toContainText(/İhracat|İHRACAT/);
  });
});

test.describe('catalogue: buying @catalog', () => {
  test('a guest is sent to login and comes back with the course in the basket', async ({
    page,
    request,
  }) => {
    const course = await fetchCourse(request, 106);
    await page.goto(`/#/courses/details/${course.nameSlug}`);
    await page.getByRole('button', { name: 'Satın Al' }).click();
    await expect(page).toHaveURL(/#\/login\?returnUrl=/);
    const form = page.getByRole('form', { name: 'Giriş Yap' });
    await form.getByLabel('E-posta adresi').fill(DEMO.email);
    await form.getByLabel('Şifre', { exact: true }).fill(DEMO.password);
    await form.getByRole('button', { name: 'Giriş Yap' }).click();
    // The course page adds it on arrival (e2e/tests/purchase-funnel.spec.ts).
    await expect(page).toHaveURL(new RegExp(`#/courses/details/${course.nameSlug}$`));
    await expect(page.getByText('Eğitim sepetinize eklendi.')).toBeVisible();
    await page.getByRole('button', { name: 'Satın Al' }).click();
    await expect(page).toHaveURL(/#\/user\/cart$/);
    await expect(page.getByText(course.name).first()).toBeVisible();
  });

  const basketCourseIds = async (request: APIRequestContext, buyer: Buyer) => {
    const response = await request.get(`${urls.api}/v1/userbaskets/getall`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    const { data } = (await response.json()) as { data: { courseId: number }[] };
    return data.map((item) => item.courseId);
  };

  test('a double click on "Satın Al" adds the course once and lands on the cart, with no error', async ({
    page,
    request,
  }) => {
    const buyer = await registerBuyer(request);
    await signIn(page, buyer);
    const course = await fetchCourse(request, 106);
    let posts = 0;
    page.on('request', (req) => {
      if (req.url().endsWith('/v1/userbaskets') && req.method() === 'POST') posts += 1;
    });
    await page.goto(`/#/courses/details/${course.nameSlug}`);
    const buy = page.getByRole('button', { name: 'Satın Al' });
    await expect(buy).toBeEnabled();
    await buy.dblclick();
    await expect(page).toHaveURL(/#\/user\/cart$/);
    await expect(page.getByText(course.name).first()).toBeVisible();
    await expect(page.getByText('Bu eğitim zaten sepetinizde.')).toHaveCount(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(posts).toBe(1);
    expect(await basketCourseIds(request, buyer)).toEqual([course.id]);
  });

  test('"Satın Al" on a course already in the basket goes straight to the cart', async ({
    page,
    request,
  }) => {
    const buyer = await registerBuyer(request);
    const course = await fetchCourse(request, 106);
    await addToBasket(request, buyer, course.id);
    await signIn(page, buyer);
    await page.goto(`/#/courses/details/${course.nameSlug}`);
    await page.getByRole('button', { name: 'Satın Al' }).click();
    await expect(page).toHaveURL(/#\/user\/cart$/);
    await expect(page.getByText('Bu eğitim zaten sepetinizde.')).toHaveCount(0);
    expect(await basketCourseIds(request, buyer)).toEqual([course.id]);
  });
});
