import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';

// What a team releasing one remote relies on, against the running platform: a new build of
// mf-content goes live while a page is open, without rebuilding the shell — the open tab keeps
// working on its release and follows the new one at the next page change, strings included
// (docs/decisions/0011); and a remote built
// against an incompatible @lms/shared is stopped by check:release and, if it ships anyway, shown
// as "being updated" rather than broken.

const run = promisify(execFile);
const ROOT = join(__dirname, '..', '..');
const SHELL_PORT = Number(process.env.E2E_SHELL_PORT ?? 3100);
const CONTENT_ORIGIN = `http://localhost:${SHELL_PORT + 4}`;
const LOCALE = join(ROOT, 'mf-content', 'src', 'locales', 'tr.json');
const LOCALE_EN = join(ROOT, 'mf-content', 'src', 'locales', 'en.json');
const NEW_KEY = 'probeNewKey';
const POST = '/#/blog/detail/2027-egitim-takvimimiz-yayinda';
const MOST_READ = 'Çok Okunanlar';
const RELEASED = 'Çok Okunanlar (yeni sürüm)';

const buildContent = () =>
  run('npm', ['run', 'build', '-w', '@lms/mf-content'], { cwd: ROOT, timeout: 600_000 });

const MOST_READ_SOURCE = join(
  ROOT,
  'mf-content',
  'src',
  'features',
  'blog',
  'components',
  'most-read.tsx',
);

test.describe('an open tab following a release @shell @content @local', () => {
  test('a rebuilt remote: the open tab keeps working, follows it at the next page change with its new strings (no raw key, no reload); the shell is not rebuilt', async ({
    page,
  }) => {
    test.setTimeout(900_000);
    const sources = await Promise.all(
      [LOCALE, LOCALE_EN, MOST_READ_SOURCE].map((file) => readFile(file, 'utf8')),
    );
    const [trLocale, enLocale, mostReadSource] = sources;
    const shellMain = join(ROOT, 'shell', 'dist', 'index.html');
    const shellBuiltAt = (await stat(shellMain)).mtimeMs;

    await page.goto(POST);
    await expect(page.getByRole('heading', { level: 2, name: MOST_READ })).toBeVisible();
    // Gone if the page is loaded again: following the release must not reload the page.
    await page.evaluate(() => {
      (window as { e2eSameDocument?: boolean }).e2eSameDocument = true;
    });

    try {
      // The new release uses a key the previous one did not have (what showed raw before).
      const withKey = (text: string, value: string) =>
        `${JSON.stringify({ ...(JSON.parse(text) as object), [NEW_KEY]: value }, null, 2)}\n`;
      await writeFile(LOCALE, withKey(trLocale!, RELEASED));
      await writeFile(LOCALE_EN, withKey(enLocale!, 'Most Read (new release)'));
      const source = mostReadSource!.replace("t('content:mostRead')", `t('content:${NEW_KEY}')`);
      expect(source, 'the component was changed').not.toBe(mostReadSource);
      await writeFile(MOST_READ_SOURCE, source);
      await buildContent();

      // The next page change: the page comes from the release the tab runs (its chunks were
      // kept), and the shell asks the remote's manifest whether there is a newer one.
      const asked = page.waitForResponse((response) =>
        response.url().startsWith(`${CONTENT_ORIGIN}/mf-manifest.json`),
      );
      await page.evaluate(() => {
        window.location.hash = '#/faqs';
      });
      await expect(
        page.getByRole('heading', { level: 1, name: 'Sıkça Sorulan Sorular' }),
      ).toBeVisible();
      await asked;
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);

      // The page change after it shows the new release, with its strings.
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, POST.slice(1));
      await expect(page.getByRole('heading', { level: 2, name: RELEASED })).toBeVisible();
      await expect(page.getByText(NEW_KEY)).toHaveCount(0);
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
      expect(
        await page.evaluate(() => (window as { e2eSameDocument?: boolean }).e2eSameDocument),
        'the page was not reloaded',
      ).toBe(true);

      // A reload takes the new release too; the shell was not rebuilt.
      await page.reload();
      await expect(page.getByRole('heading', { level: 2, name: RELEASED })).toBeVisible();
      expect((await stat(shellMain)).mtimeMs, 'the shell was not rebuilt').toBe(shellBuiltAt);
    } finally {
      await writeFile(LOCALE, trLocale!);
      await writeFile(LOCALE_EN, enLocale!);
      await writeFile(MOST_READ_SOURCE, mostReadSource!);
      await buildContent();
    }

    await page.reload();
    await expect(
      page.getByRole('heading', { level: 2, name: MOST_READ, exact: true }),
    ).toBeVisible();
  });
});

test.describe('releasing one remote @content @local', () => {
  test('a remote built against an incompatible @lms/shared: check:release refuses it, the page says it is being updated', async ({
    page,
  }) => {
    const manifestUrl = `${CONTENT_ORIGIN}/mf-manifest.json`;
    const built = (await (await page.request.get(manifestUrl)).json()) as {
      shared: { name: string; requiredVersion: string }[];
    };
    // What the build writes when mf-content requires the next major of @lms/shared (a bump the
    // shell does not have yet).
    const { version } = JSON.parse(
      await readFile(join(ROOT, 'shared', 'package.json'), 'utf8'),
    ) as { version: string };
    const nextMajor = `^${Number(version.split('.')[0]) + 1}.0.0`;
    const skewed = {
      ...built,
      shared: built.shared.map((entry) =>
        entry.name === '@lms/shared' ? { ...entry, requiredVersion: nextMajor } : entry,
      ),
    };
    const dist = await mkdtemp(join(tmpdir(), 'skewed-content-'));
    try {
      await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify(skewed));
      const check = await run('node', ['scripts/check-release.mjs', 'content', '--dist', dist], {
        cwd: ROOT,
      }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(check.code).toBe(1);
      expect(check.stderr).toContain(
        `@lms/shared: the remote needs ${nextMajor}, the shell provides`,
      );
    } finally {
      await rm(dist, { recursive: true, force: true });
    }

    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
    });
    await page.route(`${manifestUrl}*`, (route) =>
      route.fulfill({ json: skewed, headers: { 'cache-control': 'no-store' } }),
    );
    await page.goto('/#/faqs');
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible({ timeout: 10_000 });
    await expect(fallback).toContainText('Bu bölüm güncelleniyor');
    await expect(fallback.getByRole('button', { name: 'Tekrar dene' })).toHaveCount(0);
    // The rest of the site works.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ana Sayfa' })).toBeVisible();
    await page.goto('/#/');
    await expect(page.getByRole('heading', { name: 'Online Eğitimler' })).toBeVisible();
    // Reported once, naming the remote; the cause names the package.
    const reports = warnings.filter((text) => text.includes('is shown as being updated'));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain('[remote] content does not fit this shell');
    expect(reports[0]).toContain('@lms/shared');
  });
});
