import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO } from './support/account';
import { STAFF } from './support/admin';
import { signIn } from './support/learning';

// The back office: the sixth remote, mounted on the prefix app-config.json gives it.

const SHELL_PORT = Number(process.env.E2E_SHELL_PORT ?? 3100);
/** The admin remote's origin: npm start serves it on the sixth port after the shell's. */
const ADMIN_ORIGIN = `http://localhost:${SHELL_PORT + 6}`;

/** Every request the page makes to the admin remote's origin. */
const adminRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(ADMIN_ORIGIN)) seen.push(request.url());
  });
  return seen;
};

/** Serves app-config.json as npm start makes it, with or without the admin remote and its prefix. */
const serveConfig = async (page: Page, withAdmin: () => boolean) => {
  await page.route('**/app-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as {
      remotes: Record<string, string>;
      routes?: Record<string, string>;
    };
    if (!withAdmin()) {
      delete config.remotes.admin;
      delete config.routes?.admin;
    }
    await route.fulfill({ response, json: config });
  });
};

const backOfficeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Yönetim' });
const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Yönetim menüsü' });

test('a staff member logs in at #/login, finds "Yönetim" in the user menu and opens the back office @admin @local', async ({
  page,
}) => {
  await page.goto('/#/login');
  const form = page.getByRole('form', { name: 'Giriş Yap' });
  await form.getByLabel('E-posta adresi').fill(STAFF.editor.email);
  await form.getByLabel('Şifre', { exact: true }).fill(STAFF.editor.password);
  await form.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/#\/account\/courses$/);

  await page.getByRole('button', { name: STAFF.editor.name }).click();
  await page.getByRole('link', { name: 'Yönetim' }).click();
  await expect(page).toHaveURL(/#\/admin$/);
  await expect(backOfficeHeading(page)).toBeVisible();
  await expect(page).toHaveTitle('Yönetim — İhracat Akademisi');
  // An editor's menu: courses and the site's content; not orders, people, staff or the audit log.
  await expect(adminMenu(page).getByRole('link')).toHaveText([
    'Genel bakış',
    'Eğitimler',
    'Eğitmenler',
    'Sınavlar',
    'Blog yazıları',
    'Galeriler',
    'Ana sayfa afişleri',
    'Sıkça sorulan sorular',
    'Bilgi sayfaları',
    'Site ayarları',
    'Mesajlar',
    'Bülten aboneleri',
  ]);
  await page.goto('/#/admin/audit');
  await expect(page.getByRole('heading', { name: 'Bu sayfaya erişiminiz yok' })).toBeVisible();
});

test('a guest at #/admin logs in and comes back to it; on a phone the menu has it too @admin @local', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/admin/audit');
  await expect(page).toHaveURL(/#\/login$/);
  const form = page.getByRole('form', { name: 'Giriş Yap' });
  await form.getByLabel('E-posta adresi').fill(STAFF.admin.email);
  await form.getByLabel('Şifre', { exact: true }).fill(STAFF.admin.password);
  await form.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/#\/admin\/audit$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Denetim kaydı' })).toBeVisible();
  // The menu sits over the page, within the phone's width.
  const box = await adminMenu(page).boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Menüyü aç' }).click();
  await page
    .getByRole('dialog', { name: 'Menüyü aç' })
    .getByRole('link', { name: 'Yönetim' })
    .click();
  await expect(page).toHaveURL(/#\/admin$/);
  await expect(backOfficeHeading(page)).toBeVisible();
});

test('a learner is sent from #/admin to their courses, and has no "Yönetim" in the menu @admin @local', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/#/admin');
  await expect(page).toHaveURL(/#\/account\/courses$/);
  await page.getByRole('button', { name: DEMO.name }).click();
  await expect(page.getByRole('link', { name: 'Eğitimlerim' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Yönetim' })).toHaveCount(0);
});

test('the back office goes away and comes back by app-config.json alone, on the same shell build @admin @local', async ({
  page,
  request,
}) => {
  const seen = adminRequests(page);
  let withAdmin = false;
  await serveConfig(page, () => withAdmin);
  await signIn(page, request, STAFF.admin);

  // Without it: #/admin is the not-found page, the menu has no "Yönetim", and nothing of the
  // remote is asked for (not its manifest, not its entry, not a chunk).
  await page.goto('/#/admin');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Aradığınız sayfa bulunamadı' }),
  ).toBeVisible();
  await page.getByRole('button', { name: STAFF.admin.name }).click();
  await expect(page.getByRole('link', { name: 'Eğitimlerim' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Yönetim' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual([]);

  // Back in app-config.json: after a reload, the same shell serves the back office.
  withAdmin = true;
  await page.reload();
  await expect(backOfficeHeading(page)).toBeVisible();
  await expect(adminMenu(page).getByRole('link', { name: 'Denetim kaydı' })).toBeVisible();
  expect(seen.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  expect(seen.some((url) => /\/remoteEntry\.js/.test(url))).toBe(true);
});

test("the back office adds nothing to a visitor's home page @admin @local", async ({ page }) => {
  const seen = adminRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Online Eğitimler' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual([]);
  // Not even an early connection.
  expect(await page.locator(`link[rel="preconnect"][href^="${ADMIN_ORIGIN}"]`).count()).toBe(0);
});
