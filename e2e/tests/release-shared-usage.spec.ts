import { expect, test } from './fixtures';

// A remote built against a newer @lms/shared minor that imports an export the deployed shell's
// copy lacks (docs/decisions/0009, 0012): check:release stops it before a deploy
// (scripts/check-release.test.mjs); deployed anyway, the shell refuses it as "being updated"
// instead of letting it crash with "probeBadge is not a function", and loads it again once the
// shell provides what it imports.

const SHELL_PORT = Number(process.env.E2E_SHELL_PORT ?? 3100);
const CONTENT_MANIFEST = `http://localhost:${SHELL_PORT + 4}/mf-manifest.json`;

interface Manifest {
  metaData: { lmsShared: { imports: string[] } };
}

test.describe('a remote using what the shell’s @lms/shared lacks @content @local', () => {
  test('the area says it is being updated, without a Retry, instead of crashing; coming back after the fix loads it', async ({
    page,
  }) => {
    const built = (await (await page.request.get(CONTENT_MANIFEST)).json()) as Manifest;
    // What mf-content's build records once its code imports a new export of @lms/shared.
    const usingNew: Manifest = {
      ...built,
      metaData: {
        ...built.metaData,
        lmsShared: {
          ...built.metaData.lmsShared,
          imports: [...built.metaData.lmsShared.imports, 'probeBadge'],
        },
      },
    };
    let deployed = usingNew;
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
    });
    await page.route(`${CONTENT_MANIFEST}*`, (route) =>
      route.fulfill({ json: deployed, headers: { 'cache-control': 'no-store' } }),
    );

    await page.goto('/#/faqs');
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible({ timeout: 10_000 });
    await expect(fallback).toContainText('Bu bölüm güncelleniyor');
    await expect(fallback.getByRole('button', { name: 'Tekrar dene' })).toHaveCount(0);
    expect(warnings.join('\n')).not.toContain('is not a function');
    const report = warnings.find((text) => text.includes('is shown as being updated'));
    expect(report).toContain('@lms/shared export probeBadge');

    // The rest of the site works; once what is deployed fits the shell, coming back loads it.
    await page.goto('/#/');
    await expect(page.getByRole('heading', { name: 'Online Eğitimler' })).toBeVisible();
    deployed = built;
    await page.goto('/#/faqs');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sıkça Sorulan Sorular' }),
    ).toBeVisible();
    await expect(fallback).toHaveCount(0);
  });
});
