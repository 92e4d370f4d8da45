import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { processSettings } from './config';

/**
 * The key of the admin endpoints (`npm run -w @lms/api admin …` sends it): ADMIN_KEY, or one kept
 * beside the embedded database so the command finds the same key as the running API.
 */
export const ADMIN_KEY_FILE = fileURLToPath(new URL('../data/admin-key', import.meta.url));

export const readAdminKey = (): string | null => {
  const configured = processSettings().adminKey;
  if (configured) return configured;
  try {
    const saved = readFileSync(ADMIN_KEY_FILE, 'utf8').trim();
    return saved.length >= 16 ? saved : null;
  } catch {
    return null;
  }
};

/** The API's key, created on first need; several API processes agree on the one file. */
export const adminKey = (() => {
  let key: string | null = null;
  return (): string => {
    if (key) return key;
    key = readAdminKey();
    if (key) return key;
    const fresh = randomBytes(24).toString('hex');
    try {
      mkdirSync(dirname(ADMIN_KEY_FILE), { recursive: true });
      writeFileSync(ADMIN_KEY_FILE, fresh, { mode: 0o600, flag: 'wx' });
    } catch {
      // created meanwhile by another process, or a read-only checkout
    }
    key = readAdminKey() ?? fresh;
    return key;
  };
})();

export const isAdminKey = (given: unknown): boolean => {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(adminKey());
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};
