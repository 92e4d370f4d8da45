import { test as base, expect } from '@playwright/test';

/** Every test starts as a new Turkish-speaking visitor; the page must raise no script error. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});

export { expect };
