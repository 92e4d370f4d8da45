import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { urls } from '../playwright.config';
import { addToBasket, registerBuyer, signIn as signInBuyer } from './support/checkout';
import { signIn } from './support/learning';

test.describe('composed shell @shell', () => {
  test('home renders the seeded settings, banners and course carousels', async ({
    page,
    request,
    pageErrors,
  }) => {
    const settings = (
      await (await request.get(`${urls.api}/v1/WebsiteSettings/getwebsiteparts`)).json()
    ).data;
    await page.goto('/');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Ana Sayfa' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Online Eğitimler' })).toBeVisible();
    const firstOnline = settings.onlineCourses[0];
    await expect(
      page.locator(`a[href="#/courses/details/${firstOnline.nameSlug}"]`).first(),
    ).toContainText(firstOnline.name);
    await expect(page.getByRole('link', { name: 'Tümünü gör' }).first()).toHaveAttribute(
      'href',
      '#/courses/online',
    );
    await expect(page.locator(`#main img[src="${settings.banners[0].filePath}"]`)).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(settings.telephone);
    await expect(footer).toContainText(settings.fax);
    await expect(footer).toContainText('© 2024');
    await expect(footer.getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('the start-up code and the home page code are fetched once each, by the early preloads', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('group', { name: 'Online Eğitimler' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const scripts = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /\.js(\?|$)/.test(entry.name))
        .map((entry) => ({ file: new URL(entry.name).pathname.slice(1), by: entry.initiatorType })),
    );
    const files = scripts.map((script) => script.file);
    expect(new Set(files).size, 'no script fetched twice').toBe(files.length);
    // index.html names the shell's shared libraries and bootstrap chunks (tools/
    // startup-preload-plugin.cjs): all of them load with main.js, none waits for it to run.
    const startup = scripts.filter((script) => /^\d+\.[0-9a-f]{8}\.js$/.test(script.file));
    expect(startup.length).toBeGreaterThan(5);
    expect(startup.filter((script) => script.by !== 'link')).toEqual([]);
    // The catalog's home page chunks load with its routes module (preloadRemoteRoutes).
    const homePage = scripts.filter((script) => /^page-home[._]/.test(script.file));
    expect(homePage.map((script) => script.by)).toEqual(['link']);
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px the first hero banner is painted before the JavaScript runs, where the page's hero then is`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      // The shell's entry arrives late, as on a slow phone: what is on screen meanwhile is what
      // index.html painted by itself.
      let releaseEntry!: () => void;
      const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
      await page.route(/\/main\.js(\?|$)/, async (route) => {
        await entryHeld;
        await route.continue();
      });
      await page.goto('/', { waitUntil: 'commit' });
      const early = page.locator('.lms-early-hero img');
      await expect(early).toBeVisible();
      await expect
        .poll(() => early.evaluate((image: HTMLImageElement) => image.complete))
        .toBe(true);
      await expect(page.locator('#root')).toBeEmpty();
      const earlyBox = await early.boundingBox();

      releaseEntry();
      const hero = page.locator('#main img[fetchpriority="high"]').first();
      await expect(hero).toBeVisible();
      expect(await hero.boundingBox()).toEqual(earlyBox);
      // Once the page's own hero has drawn the picture, the early one goes.
      await expect(page.locator('.lms-early-hero')).toHaveCount(0);
    });
  }

  /** What the page's first commits show: the layout, a spinner, the page's content. */
  const watchCommits = (page: Page, content: string) =>
    page.addInitScript((selector) => {
      const seen: string[] = [];
      (window as unknown as { __seen: string[] }).__seen = seen;
      new MutationObserver(() => {
        const now = [
          // A loading spinner (the cart's seats sentence is a status too, without aria-live).
          document.querySelector('#main [role="status"][aria-live]') ? 'spinner' : '',
          document.querySelector('#root header') ? 'header' : '',
          document.querySelector(selector) ? 'content' : '',
        ]
          .filter(Boolean)
          .join('+');
        if (now && seen.at(-1) !== now) seen.push(now);
      }).observe(document, { childList: true, subtree: true });
    }, content);
  const commits = (page: Page) =>
    page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);

  test('the first render shows the whole home page at once, without a loading spinner first', async ({
    page,
  }) => {
    await watchCommits(page, '#main a[href^="#/courses/details/"]');
    await page.goto('/');
    await expect(page.getByRole('group', { name: 'Online Eğitimler' })).toBeVisible();
    // The layout and the page's first course card arrive in the same commit.
    expect(await commits(page)).toEqual(['header+content']);
  });

  test('a buyer opening the cart first sees the basket and its participants in the first render', async ({
    page,
    request,
  }) => {
    const buyer = await registerBuyer(request);
    await addToBasket(request, buyer, 109);
    await signInBuyer(page, buyer);
    await watchCommits(page, '#main table');
    await page.goto('/#/user/cart');
    await expect(page.locator('#main table')).toBeVisible();
    // The basket is read beside the page's code, so the layout and the cart come in one commit.
    expect((await commits(page))[0]).toBe('header+content');
  });

  test('a learner opening My trainings first sees the courses in the first render', async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    await watchCommits(page, '#main h3');
    await page.goto('/#/account/courses');
    await expect(page.locator('#main h3').first()).toBeVisible();
    expect((await commits(page))[0]).toBe('header+content');
  });

  test('the trainings menu lists the course types of the settings', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Eğitimler' }).click();
    for (const label of [
      'Online Eğitimler',
      'Yüz Yüze Eğitimler',
      'Ücretsiz Eğitimler',
      'Sertifika Programları',
    ]) {
      await expect(page.getByRole('banner').getByRole('link', { name: label })).toBeVisible();
    }
  });

  test('the FAQ opens an answer', async ({ page, request }) => {
    const faqs = (await (await request.get(`${urls.api}/v1/faqs/getall`)).json()).data;
    await page.goto('/#/faqs');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sıkça Sorulan Sorular' }),
    ).toBeVisible();
    const question = page.getByRole('button', { name: faqs[1].questionTitle });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const answerText = faqs[1].questionDescription
      .replace(/<[^>]+>/g, ' ')
      .trim()
      .split(/\s+/)
      .slice(0, 4)
      .join(' ');
    await expect(page.getByRole('region').filter({ hasText: answerText })).toBeVisible();
  });

  test('an info page shows its title and text', async ({ page, request }) => {
    const about = (await (await request.get(`${urls.api}/v1/Pages/getpagedetails/aboutus`)).json())
      .data;
    await page.goto('/#/info/aboutus');
    await expect(page.getByRole('heading', { level: 1, name: about.title })).toBeVisible();
    await expect(page.locator('article')).toContainText(
      about.description
        .replace(/<[^>]+>/g, '')
        .trim()
        .slice(0, 30),
    );
  });

  test('an unknown info page says it is not found, with ways back (not an error)', async ({
    page,
  }) => {
    await page.goto('/#/info/bu-sayfa-yok');
    await expect(page.getByRole('heading', { level: 1, name: 'Sayfa Bulunamadı' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(
      main.getByRole('link', { name: 'Sıkça sorulan sorular', exact: true }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Ana sayfaya dön' })).toBeVisible();
    await expect(page.getByText('İçerik yüklenirken bir hata oluştu')).toHaveCount(0);
  });

  test('an unknown route shows the 404 page with its image', async ({ page }) => {
    await page.goto('/#/boyle-bir-sayfa-yok');
    await expect(page.getByRole('heading', { name: 'Aradığınız sayfa bulunamadı' })).toBeVisible();
    await expect(page.getByRole('img', { name: '404' })).toBeVisible();
    await page.goto('/#/courses/olmayan-tur');
    await expect(page.getByRole('img', { name: '404' })).toBeVisible();
  });

  test('a route whose remote page is not built yet says it is being prepared', async ({ page }) => {
    // `test` is a registered route (spec §2) whose content the spec does not show.
    await page.goto('/#/test');
    await expect(page.getByRole('heading', { name: 'Bu sayfa hazırlanıyor' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('the account area sends a guest to login', async ({ page }) => {
    await page.goto('/#/account/info');
    await expect(page).toHaveURL(/#\/login$/);
  });

  test('the window scrolls to the top on navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Online Eğitimler' })).toBeVisible();
    // The home page's sections arrive after the first paint and grow the page: scroll down as a
    // person would, until the page is scrolled well away from the top.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.body.scrollHeight);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(500);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Sıkça Sorulan Sorular' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sıkça Sorulan Sorular' }),
    ).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the language switch turns the interface to English and remembers it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Online Trainings' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Online Trainings' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The courses are in English too (the seed's English names), units as well.
    await expect(
      page
        .getByRole('link', { name: /Letters of Credit and Payment Methods in Foreign Trade/ })
        .first(),
    ).toBeVisible();
    await page.goto('/#/courses/details/hazir-giyimde-modelistlik-ve-kalip-hazirlama');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pattern Making in Ready-to-Wear' }),
    ).toBeVisible();
    await expect(page.getByText('96 hours', { exact: true })).toBeVisible();
    // The curriculum of an online course: its videos and exam by their English titles.
    await page.goto('/#/courses/details/dis-ticarete-giris-ve-temel-kavramlar');
    await expect(page.getByText('The Parties to Foreign Trade').first()).toBeVisible();
    await expect(
      page.getByText('Introduction to Foreign Trade Certificate Exam').first(),
    ).toBeVisible();
  });

  test('Ctrl+K opens the search', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Online Eğitimler' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the mobile menu repeats the links and adds login', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    const menu = page.getByRole('dialog', { name: 'Menüyü aç' });
    await expect(menu.getByRole('link', { name: 'Galeri' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
    await menu.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/#\/blogs$/);
    await expect(menu).toHaveCount(0);
  });
});
