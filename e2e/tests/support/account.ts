import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { buildRegistration, uniqueEmail } from '@lms/shared/testing/people';
import { urls } from '../../playwright.config';

/** Demo accounts of the seed (README "Demo accounts"). */
export const DEMO = {
  email: 'ayse.yilmaz@ornek.com.tr',
  password: 'Demo1234!',
  name: 'Ayşe Yılmaz',
};
export const CORPORATE_DEMO = { email: 'kurumsal@ornek.com.tr', password: 'Demo1234!' };

/** The API's default outbox (api/outbox); the e2e API runs with the default. */
export const OUTBOX_DIR = process.env.MAIL_OUTBOX_DIR ?? join(__dirname, '../../../api/outbox');

export { uniqueEmail };

/** An individual account made through the API, for tests whose subject is not signup. */
export const registerUser = async (request: APIRequestContext, overrides: object = {}) => {
  const user = { ...buildRegistration(), ...overrides };
  const response = await request.post(`${urls.api}/v1/auth/register`, { data: user });
  expect(response.status(), await response.text()).toBe(200);
  return user;
};

/** Logs in through the login page and waits for the account area. */
export const loginThroughForm = async (
  page: Page,
  email: string,
  password: string,
  { remember = true }: { remember?: boolean } = {},
) => {
  await page.goto('/#/login');
  const form = page.getByRole('form', { name: 'Giriş Yap' });
  await form.getByLabel('E-posta adresi').fill(email);
  await form.getByLabel('Şifre', { exact: true }).fill(password);
  if (!remember) await form.getByLabel('Beni hatırla').uncheck();
  await form.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/#\/account\/courses$/);
};

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; contentType: string }[];
  /** The whole message as sent (MIME), attachments included. */
  raw: string;
}

/** The bytes of the attachment `filename` of a mail, read from its MIME source. */
export const attachmentOf = (mail: OutboxMail, filename: string): Buffer => {
  const start = mail.raw.indexOf(`filename=${filename}`);
  expect(start, `${filename} attached`).toBeGreaterThan(-1);
  const body = mail.raw.slice(mail.raw.indexOf('\r\n\r\n', start) + 4);
  return Buffer.from(body.slice(0, body.indexOf('\r\n--')).replace(/\s+/g, ''), 'base64');
};

/** Waits for the newest mail to `to` in the outbox (the newest whose text matches, if given). */
export const waitForMail = async (to: string, text?: RegExp): Promise<OutboxMail> => {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(OUTBOX_DIR).catch(() => [] as string[])).sort().reverse();
        for (const file of files) {
          if (!file.endsWith('.json')) continue;
          const mail = JSON.parse(await readFile(join(OUTBOX_DIR, file), 'utf8')) as OutboxMail;
          if (mail.to === to && (!text || text.test(mail.text))) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
};

/** The `{hash}` of `…/#/resetpassword/{hash}` in a reset mail. */
export const resetHashOf = (mail: OutboxMail) => {
  const match = /#\/resetpassword\/([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
};

/** The `{token}` of `…/#/verify-email/{token}` in a verification mail. */
export const verifyTokenOf = (mail: OutboxMail) => {
  const match = /#\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
};

/** The session as the browser stored it. */
export const storedSession = (
  page: Page,
  storage: 'localStorage' | 'sessionStorage' = 'localStorage',
) =>
  page.evaluate(
    (where) =>
      JSON.parse(window[where as 'localStorage'].getItem('lms_hk') ?? 'null') as {
        version: number;
        state: { token: string | null; user: { name: string } | null };
      } | null,
    storage,
  );
