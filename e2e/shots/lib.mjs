// Screenshots of pages as a user sees them, against a running platform: every page in Turkish and
// English, at 390 px and at desktop width. Start the platform first (README, "Screenshots"):
//   SHELL_PORT=3600 API_PORT=4600 PGLITE_DIR=memory:// node scripts/start.mjs
// then `node e2e/shots/<name>.mjs`. SHOTS_SHELL, SHOTS_API and SHOTS_DIR override the defaults.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

export const SHELL = process.env.SHOTS_SHELL ?? 'http://localhost:3600';
export const API = process.env.SHOTS_API ?? 'http://localhost:4600';
export const DEMO_PASSWORD = 'Demo1234!';

const SIZES = [
  ['390', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
];

/** One API call; a refusal throws with the server's answer. */
export async function call(session, method, path, body, headers = {}) {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: {
      ...(session ? { authorization: `Bearer ${session.token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** A demo account's session (`{token, user}`). */
export const login = (email, password = DEMO_PASSWORD) =>
  call(null, 'POST', '/v1/auth/login', { email, password });

/** The person as a participant of their own order. */
export const self = (session) => ({
  name: session.user.name,
  surname: session.user.surname,
  email: session.user.email,
});

/**
 * Puts the courses in the basket and orders them as the cart does: the contracts for this exact
 * order first, then makepayment with their hash (a paid order is refused without it).
 */
export async function order(session, items) {
  for (const { courseId } of items) {
    await call(session, 'POST', '/v1/userbaskets', { courseId }).catch((error) => {
      if (!/409/.test(String(error))) throw error;
    });
  }
  const contracts = await call(session, 'POST', '/v1/orders/contracts', items);
  return call(session, 'POST', '/v1/orders/makepayment', items, {
    'contracts-accepted': contracts.hash,
  });
}

/**
 * Shoots each `[name, session, path, act?]` in both languages and both widths into `dir`
 * (`<name>-<lang>-<width>.png`). `act(page)` runs before the picture (opening a dialog).
 */
export async function shoot(dir, pages) {
  const out = process.env.SHOTS_DIR ?? dir;
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const lang of ['tr', 'en']) {
      for (const [size, viewport] of SIZES) {
        for (const [name, session, path, act] of pages) {
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
          await page.goto(`${SHELL}/#${path}`);
          await page.waitForLoadState('networkidle');
          if (act) await act(page);
          await page.waitForTimeout(800);
          await page.screenshot({ path: join(out, `${name}-${lang}-${size}.png`), fullPage: true });
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`screenshots in ${out}`);
}
