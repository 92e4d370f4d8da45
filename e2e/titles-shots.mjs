// Screenshots of the English titles of videos and exams (issue 34), against a platform started
// with `SHELL_PORT=3620 API_PORT=4620 node scripts/start.mjs`.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const shell = 'http://localhost:3620';
const api = 'http://localhost:4620';
const out = '/work/coord/shots/s30/b';

const login = async (email) => {
  const res = await fetch(`${api}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo1234!' }),
  });
  return (await res.json()).data;
};
const editor = await login('editor@ornek.com.tr');
const exams = await (
  await fetch(`${api}/v1/admin/courses/101/exams`, {
    headers: { authorization: `Bearer ${editor.token}` },
  })
).json();
const examId = exams.data.exams[0].id;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
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
          localStorage.setItem('lms_hk', value);
          localStorage.setItem('lms_language', lang);
        },
        {
          lang,
          value: JSON.stringify({
            state: {
              token: session?.token ?? null,
              user: session?.user ?? null,
              constants: { homeVideo: true },
            },
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
    if (!process.env.ONLY_ADMIN) {
      await shoot(null, '/courses/details/dis-ticarete-giris-ve-temel-kavramlar', 'course-page');
    }
    await shoot(editor, '/admin/courses/101/content', 'video-edit-english', async (page) => {
      const edit = /başlığını düzenle|Edit the title/;
      await page.getByRole('button', { name: edit }).first().click();
      await page.getByRole('form', { name: edit }).getByRole('tab', { name: 'English' }).click();
    });
    await shoot(editor, `/admin/exams/${examId}`, 'exam-edit-english', async (page) => {
      await page.getByRole('tab', { name: 'English' }).first().click();
    });
  }
}
await browser.close();
