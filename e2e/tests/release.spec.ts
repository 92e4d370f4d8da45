import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';

// What a team releasing one remote relies on, against the running platform: a new build of
// mf-content goes live while a page is open, without rebuilding the shell; and a remote built
// against an incompatible @lms/shared is stopped by check:release and, if it ships anyway, shown
// as "being updated" rather than broken.

const run = promisify(execFile);
const ROOT = join(__dirname, '..', '..');
const SHELL_PORT = Number(process.env.E2E_SHELL_PORT ?? 3100);
const CONTENT_ORIGIN = `http://localhost:${SHELL_PORT + 4}`;
const LOCALE = join(ROOT, 'mf-content', 'src', 'locales', 'tr.json');
const POST = '/#/blog/detail/2027-egitim-takvimimiz-yayinda';
const MOST_READ = 'Çok Okunanlar';
const RELEASED = 'Çok Okunanlar (yeni sürüm)';

const buildContent = () =>
  run('npm', ['run', 'build', '-w', '@lms/mf-content'], { cwd: ROOT, timeout: 600_000 });

test.describe('releasing one remote @content @local', () => {
  test('a rebuilt remote goes live on reload; the open page keeps working; the shell is not rebuilt', async ({
    page,
  }) => {
    test.setTimeout(900_000);
    const original = await readFile(LOCALE, 'utf8');
    const shellMain = join(ROOT, 'shell', 'dist', 'index.html');
    const shellBuiltAt = (await stat(shellMain)).mtimeMs;

    await page.goto('/#/faqs');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sıkça Sorulan Sorular' }),
    ).toBeVisible();

    try {
      const locale = JSON.parse(original) as Record<string, string>;
      await writeFile(LOCALE, `${JSON.stringify({ ...locale, mostRead: RELEASED }, null, 2)}\n`);
      await buildContent();

      // The open page was loaded from the previous release: moving on inside it still works
      // (its chunks were kept), and it shows the release it started with.
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, POST.slice(1));
      const mostRead = page.getByRole('heading', { level: 2, name: MOST_READ });
      await expect(mostRead).toBeVisible();
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);

      // A reload takes the new release.
      await page.reload();
      await expect(page.getByRole('heading', { level: 2, name: RELEASED })).toBeVisible();
      expect((await stat(shellMain)).mtimeMs, 'the shell was not rebuilt').toBe(shellBuiltAt);
    } finally {
      await writeFile(LOCALE, original);
      await buildContent();
    }

    await page.reload();
    await expect(
      page.getByRole('heading', { level: 2, name: MOST_READ, exact: true }),
    ).toBeVisible();
  });

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
