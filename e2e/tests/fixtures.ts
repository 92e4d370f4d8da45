import { test as base, expect } from '@playwright/test';

/**
 * Marks the home page's intro video as already seen (session constants.homeVideo), so its modal
 * does not cover pages under test; the catalogue's intro-video test turns this off.
 */
const dismissIntroVideo = () => {
  try {
    const stored = JSON.parse(localStorage.getItem('lms_hk') ?? 'null') ?? {
      state: { user: null, token: null },
      version: 2,
    };
    stored.state ??= {};
    if (stored.state.constants?.homeVideo) return;
    stored.state.constants = { ...stored.state.constants, homeVideo: true };
    localStorage.setItem('lms_hk', JSON.stringify(stored));
  } catch {
    // not our JSON: leave it to the app
  }
};

/** Every test starts as a new Turkish-speaking visitor; the page must raise no script error. */
export const test = base.extend<{ pageErrors: string[]; introVideoSeen: boolean }>({
  introVideoSeen: [true, { option: true }],
  page: async ({ page, introVideoSeen }, use) => {
    if (introVideoSeen) await page.addInitScript(dismissIntroVideo);
    await use(page);
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});

export { expect };
