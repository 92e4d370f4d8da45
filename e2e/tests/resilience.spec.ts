import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { overrideAppConfig, restoreAppConfig } from './support/app-config';
import { startFailingRemote, type Failure } from './support/failing-remote';

// Each remote fails in every way a deploy or a network can make it fail, made by a real server
// (support/failing-remote.ts) that app-config.json names as the remote: it refuses connections,
// hangs, answers 500, serves a remote entry that throws, hangs on the chunks after a good remote
// entry, or serves pages that throw. Each failure is a cold deep link (the failed remote is the
// first page loaded): its area shows the fallback within 10 s while the header, the footer and
// another remote's page work. Once the server is restored, coming back to the area and Retry load
// the remote itself.

const SHELL_PORT = Number(process.env.E2E_SHELL_PORT ?? 3100);
/** The failing server's port: after the shell's and the six remotes' (start.mjs). */
const FAILING_PORT = SHELL_PORT + 7;
/** What the fallback may take, from the page's DOMContentLoaded (architecture §2). */
const FALLBACK_WITHIN_MS = 10_000;
const REMOTE_ORDER = ['catalog', 'checkout', 'learning', 'content', 'account'] as const;
type RemoteName = (typeof REMOTE_ORDER)[number];

const faqs = { path: '/#/faqs', heading: 'Sıkça Sorulan Sorular', level: 1 };
const home = { path: '/#/', heading: 'Online Eğitimler', level: 2 };

/** A page of each remote, what shows it works, its area's name, and another remote's page. */
const REMOTES: Record<
  RemoteName,
  {
    path: string;
    ready: (page: Page) => ReturnType<Page['getByRole']>;
    area: string;
    other: typeof faqs;
  }
> = {
  catalog: {
    path: '/#/',
    ready: (page) => page.getByRole('heading', { name: 'Online Eğitimler' }),
    area: 'Eğitim kataloğu',
    other: faqs,
  },
  checkout: {
    path: '/#/user/cart',
    ready: (page) => page.getByRole('heading', { name: 'Sepetim', level: 1 }),
    area: 'Sepet ve ödeme',
    other: faqs,
  },
  learning: {
    path: '/#/certificates/verify/E2E-NOT-A-CODE',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Sertifika Doğrulama' }),
    area: 'Eğitim izleme ve sınavlar',
    other: faqs,
  },
  content: {
    path: '/#/faqs',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Sıkça Sorulan Sorular' }),
    area: 'Blog, galeri ve bilgi sayfaları',
    other: home,
  },
  account: {
    path: '/#/login',
    ready: (page) => page.getByRole('form', { name: 'Giriş Yap' }),
    area: 'Hesap ve giriş',
    other: faqs,
  },
};

const FAILURES: Failure[] = [
  'refused',
  '500',
  'hanging',
  'throwing remoteEntry.js',
  'hanging chunks',
  'throws while rendering',
];

/** A page change inside the open page (no reload). */
const goInside = (page: Page, path: string) =>
  page.evaluate(
    (hash) => {
      window.location.hash = hash;
    },
    path.slice(path.indexOf('#')),
  );

/**
 * Loads `path` as the first page of a fresh document with an empty HTTP cache (a cold deep link):
 * chunks a previous step fetched (a preload) must not answer for a server that now hangs.
 */
const goCold = async (page: Page, path: string) => {
  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  // Not until `load`: chunks the start-up preloads from a server that hangs would hold it back.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
};

test.describe('resilience @shell @local', () => {
  for (const [index, name] of REMOTE_ORDER.entries()) {
    const remote = REMOTES[name];

    test(`${name}: a real server failing every way — a cold deep link falls back within 10 s, the rest works; restored, coming back and Retry load the remote`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const fallback = page.getByTestId('remote-fallback');
      const header = page.getByRole('banner').getByRole('link', { name: 'Ana Sayfa' });
      const server = await startFailingRemote({
        port: FAILING_PORT,
        upstream: `http://localhost:${SHELL_PORT + 1 + index}`,
      });
      try {
        await overrideAppConfig({ remotes: { [name]: `${server.origin}/mf-manifest.json` } });

        for (const failure of FAILURES) {
          await test.step(`${failure}: a cold deep link`, async () => {
            await server.set(failure);
            const started = Date.now();
            await goCold(page, remote.path);
            // From the page's DOMContentLoaded: what the shell's own code takes to give up on the
            // remote (the time the machine takes to serve the page is not the shell's).
            const loaded = Date.now();
            await expect(fallback).toBeVisible({ timeout: FALLBACK_WITHIN_MS });
            const took = Date.now() - loaded;
            test.info().annotations.push({
              type: 'fallback',
              description: `${name} ${failure}: ${took} ms after DOMContentLoaded, ${Date.now() - started} ms after the navigation started`,
            });
            expect(took, 'the fallback came within 10 s').toBeLessThan(FALLBACK_WITHIN_MS);
            await expect(fallback).toContainText(`Etkilenen bölüm: ${remote.area}`);
            await expect(fallback).toContainText('Bu bölüm şu anda yüklenemedi');
            await expect(header).toBeVisible();
            await expect(page.getByRole('contentinfo')).toBeVisible();
            // Another remote's page works.
            await goInside(page, remote.other.path);
            await expect(
              page.getByRole('heading', { level: remote.other.level, name: remote.other.heading }),
            ).toBeVisible();
          });
        }
        expect(server.patchedRoutes, 'the routes module was served patched').toBe(true);

        await test.step('restored: coming back to the area loads the remote', async () => {
          await server.set('ok');
          await goInside(page, remote.path);
          await expect(remote.ready(page)).toBeVisible();
          await expect(fallback).toHaveCount(0);
        });

        await test.step('restored while its fallback is shown: Retry loads the remote', async () => {
          await server.set('500');
          await goCold(page, remote.path);
          await expect(fallback).toBeVisible({ timeout: FALLBACK_WITHIN_MS });
          await server.set('ok');
          await fallback.getByRole('button', { name: 'Tekrar dene' }).click();
          await expect(remote.ready(page)).toBeVisible();
          await expect(fallback).toHaveCount(0);
        });
      } finally {
        await restoreAppConfig();
        await server.close();
      }
    });
  }

  test('a failing settings call shows "Something\'s missing"', async ({ page }) => {
    await page.route('**/v1/WebsiteSettings/getwebsiteparts', (route) =>
      route.abort('connectionrefused'),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Bir şeyler eksik.' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('Lütfen internet bağlantınızı kontrol edin.')).toBeVisible();
  });
});
