/** Types of chromium.mjs, for e2e/playwright.config.ts. */
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
