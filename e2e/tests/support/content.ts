import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** The API's outbox (MAIL_OUTBOX_DIR, default api/outbox); the e2e API writes its mails there. */
export const CONTENT_OUTBOX_DIR =
  process.env.MAIL_OUTBOX_DIR ?? join(__dirname, '../../../api/outbox');

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

const readOutbox = async (): Promise<OutboxMail[]> => {
  let names: string[] = [];
  try {
    names = await readdir(CONTENT_OUTBOX_DIR);
  } catch {
    return [];
  }
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => {
        try {
          return JSON.parse(await readFile(join(CONTENT_OUTBOX_DIR, name), 'utf8')) as OutboxMail;
        } catch {
          return null;
        }
      }),
  );
  return mails.filter((mail): mail is OutboxMail => mail !== null);
};

/** Waits until a mail matching the test shows up in the outbox, and returns it. */
export const waitForMail = async (matches: (mail: OutboxMail) => boolean) => {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox()).find(matches);
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
};
