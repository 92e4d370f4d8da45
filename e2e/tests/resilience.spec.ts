import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

// Each remote fails in every way a deploy or a network can make it fail, one after another in one
// page: its area shows the fallback within 10 s while the header, the footer and another remote's
// page keep working; coming back to the area tries again; once the remote is back, Retry recovers.
// Failures are made with page.route on the remote's own origin (no unsafe port is involved).

const SHELL_PORT = Number(process.env.E2E_SHELL_PORT ?? 3100);
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

type Failure =
  'refused' | '404' | '500' | 'no remoteEntry.js' | 'hanging' | 'throws while rendering';
const FAILURES: Failure[] = [
  'refused',
  '404',
  '500',
  'no remoteEntry.js',
  'hanging',
  'throws while rendering',
];

/** Requests left hanging; they end (the server is back) when the next failure is set up. */
const hanging: Route[] = [];

const stopFailing = async (page: Page) => {
  await Promise.all(hanging.splice(0).map((route) => route.abort().catch(() => undefined)));
  await page.unrouteAll({ behavior: 'ignoreErrors' });
};

/** Makes the remote at `origin` fail as `failure` says. */
const fail = async (page: Page, origin: string, failure: Failure) => {
  await stopFailing(page);
  const manifest = `${origin}/mf-manifest.json*`;
  switch (failure) {
    case 'refused':
      return page.route(`${origin}/**`, (route) => route.abort('connectionrefused'));
    case '404':
    case '500':
      return page.route(manifest, (route) =>
        route.fulfill({ status: Number(failure), body: 'down', contentType: 'text/plain' }),
      );
    case 'no remoteEntry.js':
      return page.route(`${origin}/remoteEntry.js*`, (route) =>
        route.fulfill({ status: 404, body: 'Not found', contentType: 'text/plain' }),
      );
    case 'hanging':
      // Not answered: the request stays open until the next step.
      return page.route(manifest, (route) => {
        hanging.push(route);
      });
    case 'throws while rendering':
      // The remote's routes module is served with pages that throw when rendered.
      return page.route(`${origin}/__federation_expose_routes.*.js`, async (route: Route) => {
        const response = await route.fetch();
        const original = await response.text();
        // `{...routesOf('x', {…})}` becomes `{routes:<every page throws>,unused:routesOf(…)}`:
        // the shell finds each page in `routes` (pageComponent), and finds one that throws.
        const body = original.replace(
          /\.\.\.(\(0,\w+\.routesOf\)\()/,
          'routes:new Proxy([],{get:(list,key)=>key==="find"?()=>({Component:()=>{throw new Error("e2e: render failure")}}):Reflect.get(list,key)}),unused:$1',
        );
        expect(body, 'the routes module was patched').not.toBe(original);
        await route.fulfill({
          response,
          body,
          headers: { ...response.headers(), 'cache-control': 'no-store' },
        });
      });
  }
};

test.describe('resilience @shell @local', () => {
  for (const [index, name] of REMOTE_ORDER.entries()) {
    const remote = REMOTES[name];
    const origin = `http://localhost:${SHELL_PORT + 1 + index}`;

    test(`${name}: every failure falls back within 10 s, the rest works, Retry recovers`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const fallback = page.getByTestId('remote-fallback');
      const header = page.getByRole('banner').getByRole('link', { name: 'Ana Sayfa' });

      for (const failure of FAILURES) {
        await test.step(failure, async () => {
          await fail(page, origin, failure);
          // Another remote's page works; coming back to this area tries the remote again.
          await page.goto(remote.other.path);
          await expect(
            page.getByRole('heading', { level: remote.other.level, name: remote.other.heading }),
          ).toBeVisible();
          await page.goto(remote.path);
          await expect(fallback).toBeVisible({ timeout: 10_000 });
          await expect(fallback).toContainText(`Etkilenen bölüm: ${remote.area}`);
          await expect(fallback).toContainText('Bu bölüm şu anda yüklenemedi');
          await expect(header).toBeVisible();
          await expect(page.getByRole('contentinfo')).toBeVisible();
        });
      }

      await test.step('Retry recovers once the remote is back', async () => {
        await stopFailing(page);
        await fallback.getByRole('button', { name: 'Tekrar dene' }).click();
        await expect(remote.ready(page)).toBeVisible();
        await expect(fallback).toBeHidden();
      });
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
