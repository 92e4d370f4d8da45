// Screenshots of the member-price pages (issue 28), against a running platform on the E2E ports.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const shell = 'http://localhost:3950';
const api = 'http://localhost:4950';
const out = '/work/coord/shots/s29/member';

const login = async (email) => {
  const res = await fetch(`${api}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo1234!' }),
  });
  return (await res.json()).data;
};
const finance = await login('muhasebe@ornek.com.tr');
const corporate = await login('kurumsal@ornek.com.tr');
const auth = (t) => ({ authorization: `Bearer ${t}`, 'content-type': 'application/json' });
// The demo corporate account's tax number on İHKİB's list, and course 110 in its basket.
await fetch(`${api}/v1/admin/associations/ihkib/members/import`, {
  method: 'POST',
  headers: auth(finance.token),
  body: JSON.stringify({ csv: 'Vergi No\n1234567890\n9876543210\n' }),
});
await fetch(`${api}/v1/userbaskets`, {
  method: 'POST',
  headers: auth(corporate.token),
  body: JSON.stringify({ courseId: 110 }),
});

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const csvFile = '/tmp/member-shots.csv';
const { writeFileSync } = await import('node:fs');
writeFileSync(csvFile, 'Vergi No;Firma\n1111111111;Bir A.Ş.\n2222222222;İki Ltd.\n12345;Kısa\n');

for (const lang of ['tr', 'en']) {
  for (const [size, viewport] of [
    ['390', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ]) {
    const shoot = async (session, path, name, act) => {
      const context = await browser.newContext({
        viewport,
        locale: lang === 'tr' ? 'tr-TR' : 'en-GB',
      });
      await context.addInitScript(
        ({ value, lang }) => {
          if (value) localStorage.setItem('lms_hk', value);
          localStorage.setItem('lms_language', lang);
        },
        {
          lang,
          value: session
            ? JSON.stringify({
                state: { token: session.token, user: session.user, constants: { homeVideo: true } },
                version: 2,
              })
            : JSON.stringify({
                state: { token: null, user: null, constants: { homeVideo: true } },
                version: 2,
              }),
        },
      );
      const page = await context.newPage();
      await page.goto(`${shell}/#${path}`);
      await page.waitForLoadState('networkidle');
      if (act) await act(page);
      await page.waitForTimeout(800);
      await page.screenshot({ path: `${out}/${name}-${lang}-${size}.png`, fullPage: true });
      await context.close();
    };
    await shoot(finance, '/admin/members', 'admin-members', async (page) => {
      await page.locator('input[type=file]').setInputFiles(csvFile);
      await page.locator('form button[type=submit]').click();
      await page.waitForTimeout(1000);
    });
    await shoot(corporate, '/user/cart', 'cart-member-line');
    await shoot(
      null,
      '/courses/details/ingilizce-ticari-yazisma-ve-muzakere',
      'course-member-note',
    );
  }
}
await browser.close();
