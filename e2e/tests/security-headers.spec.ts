import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { urls } from '../playwright.config';
import { DEMO } from './support/account';
import { fetchCourse } from './support/catalog';
import {
  addToBasket,
  expectBuyerListed,
  openPaymentAndAccept,
  registerBuyer,
  signIn,
} from './support/checkout';
import { courseById, signIn as signInOwner } from './support/learning';

/**
 * The composed site under the static server's security headers: every remote's pages
 * work under the Content-Security-Policy made from app-config.json, and the login page cannot
 * be framed by another origin.
 */

declare global {
  interface Window {
    __cspViolation?: (text: string) => void;
  }
}

/**
 * Every CSP violation the page meets, from both channels: the console's "Content Security
 * Policy" refusals and the document's `securitypolicyviolation` events. Also the console's
 * Permissions-Policy complaints (an unknown feature in the header is logged as an error).
 */
const watchViolations = async (page: Page) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content[- ]Security[- ]Policy|Permissions[- ]Policy/i.test(text)) {
      violations.push(`console (${message.location().url}): ${text}`);
    }
  });
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        window.__cspViolation?.(
          `event (${location.origin}): ${event.effectiveDirective} blocked ${event.blockedURI} ` +
            `at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
        ),
      true,
    );
  });
  return violations;
};

/** The page's own document came with the policy (so a clean run means something). */
const expectPolicy = async (page: Page, path: string) => {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response?.headers()['x-frame-options']).toBe('DENY');
};

/** Lets late requests (pictures, chunks, the video) settle before the violations are read. */
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle').catch(() => undefined);
};

test.describe('the site under its Content-Security-Policy @shell', () => {
  test('the watcher sees a violation: an injected inline script is refused', async ({ page }) => {
    const violations = await watchViolations(page);
    await expectPolicy(page, '/');
    await expect(page.getByRole('heading', { name: 'Online Eğitimler' })).toBeVisible();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.some((text) => /script-src/.test(text))).toBe(true);
    await expect
      .poll(() =>
        violations.some((text) => text.startsWith('console') && /inline script/.test(text)),
      )
      .toBe(true);
  });

  test('catalog: the home page and a course page', async ({ page, request }) => {
    const violations = await watchViolations(page);
    await expectPolicy(page, '/');
    await expect(page.getByRole('heading', { name: 'Online Eğitimler' })).toBeVisible();
    // A picture from the API painted (the hero), not refused.
    const hero = page.locator('img[fetchpriority="high"]').first();
    await expect
      .poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    const course = await fetchCourse(request, 106);
    await page.goto(`/#/courses/details/${course.nameSlug}`);
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Satın Al' })).toBeEnabled();
    await settle(page);
    expect(violations).toEqual([]);
  });

  test.describe('with the intro video', () => {
    test.use({ introVideoSeen: false });

    test('catalog: the intro video plays from the API with its captions', async ({ page }) => {
      const violations = await watchViolations(page);
      await expectPolicy(page, '/');
      const video = page.getByRole('dialog', { name: 'Tanıtım videosu' }).locator('video');
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
        .toBeGreaterThanOrEqual(1);
      await expect
        .poll(() =>
          video.evaluate(
            (element: HTMLVideoElement) =>
              [...element.textTracks].find((track) => track.mode === 'showing')?.cues?.length ?? 0,
          ),
        )
        .toBeGreaterThan(0);
      await settle(page);
      expect(violations).toEqual([]);
    });
  });

  test('checkout: the cart of a logged-in buyer, then the payment page on the API', async ({
    page,
    request,
  }) => {
    const buyer = await registerBuyer(request);
    await addToBasket(request, buyer, 109);
    await signIn(page, buyer);
    const violations = await watchViolations(page);
    await expectPolicy(page, '/#/user/cart');
    await expectBuyerListed(page, buyer);
    await expect(page.getByTestId('payable')).toHaveText('3.200,00 TL');
    await settle(page);
    expect(violations).toEqual([]);
    // The simulated payment page is a top-level navigation to the API: no CSP stands in its way.
    await (
      await openPaymentAndAccept(page)
    )
      .getByRole('button', { name: 'Güvenli ödeme sayfasına git' })
      .click();
    await expect(page).toHaveURL(new RegExp(`^${urls.api}/payments/simulated/pay`));
    await expect(page.getByLabel('Kart numarası')).toBeVisible();
    expect(violations.filter((text) => text.includes(urls.shell))).toEqual([]);
  });

  test('learning: an owner plays a lesson video from the API', async ({ page, request }) => {
    await signInOwner(page, request);
    const violations = await watchViolations(page);
    const course = await courseById(request, 102);
    await expectPolicy(page, `/#/courses/videos/${course.nameSlug}`);
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
    await page.getByRole('button', { name: 'Incoterms® Nedir?' }).click();
    const video = page.locator('video');
    await expect(video).toHaveAttribute('src', new RegExp(`^${urls.api}/v1/media/videos/`));
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThanOrEqual(1);
    await settle(page);
    expect(violations).toEqual([]);
  });

  test('content: the blog with its pictures and the contact page with its map', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await expectPolicy(page, '/#/blogs');
    const picture = page.getByRole('main').locator('img').first();
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await page.goto('/#/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'İletişim' })).toBeVisible();
    // The map's frame is allowed (the machine has no internet, so it may not load).
    await expect(page.locator('iframe[title="Eğitim merkezimizin haritadaki konumu"]')).toHaveCount(
      1,
    );
    await settle(page);
    expect(violations).toEqual([]);
  });

  test('account: the login form signs in and the account area opens', async ({ page }) => {
    const violations = await watchViolations(page);
    await expectPolicy(page, '/#/login');
    const form = page.getByRole('form', { name: 'Giriş Yap' });
    await form.getByLabel('E-posta adresi').fill(DEMO.email);
    await form.getByLabel('Şifre', { exact: true }).fill(DEMO.password);
    await form.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page).toHaveURL(/#\/account\/courses$/);
    await expect(page.getByRole('heading', { level: 1, name: DEMO.name })).toBeVisible();
    await settle(page);
    expect(violations).toEqual([]);
  });
});

test.describe('framing @shell', () => {
  let framer: Server;
  let framerOrigin: string;

  test.beforeAll(async () => {
    // Another local origin (127.0.0.1 on its own port) whose page frames the login page.
    framer = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><title>framer</title>` +
          `<iframe id="victim" src="${urls.shell}/#/login" width="800" height="600"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
    framerOrigin = `http://127.0.0.1:${(framer.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => framer.close(resolve));
  });

  /** The framed document: the shell's page, or the browser's error page when it was refused. */
  const victim = (page: Page) => page.frames().find((frame) => frame !== page.mainFrame());

  test('without the headers the frame would hold the shell (the check can fail)', async ({
    page,
  }) => {
    // The shell's document with its framing headers taken off: the same page, framed, loads.
    // (Its remotes may not: the browser keeps a cross-site frame off loopback addresses.)
    await page.route(`${urls.shell}/`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      delete headers['x-frame-options'];
      await route.fulfill({ response, headers });
    });
    await page.goto(framerOrigin);
    await expect.poll(() => victim(page)?.url()).toBe(`${urls.shell}/#/login`);
    await expect(page.frameLocator('#victim').locator('#root')).toHaveCount(1);
  });

  test('another origin cannot frame the login page: the frame stays empty', async ({ page }) => {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors|X-Frame-Options/i.test(message.text())) refusals.push(message.text());
    });
    await page.goto(framerOrigin);
    await expect.poll(() => refusals.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(refusals.join('\n')).toContain("frame-ancestors 'none'");
    // The frame holds the browser's error page, never the shell's document.
    await expect.poll(() => victim(page)?.url()).toMatch(/^chrome-error:/);
    await expect(page.frameLocator('#victim').locator('#root')).toHaveCount(0);
    await expect(page.frameLocator('#victim').getByRole('form', { name: 'Giriş Yap' })).toHaveCount(
      0,
    );
  });
});
