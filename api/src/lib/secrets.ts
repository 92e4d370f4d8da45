import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where development keeps what must survive a restart: the embedded database and its secrets. */
export const DATA_DIR = fileURLToPath(new URL('../../data', import.meta.url));

export const SECRET_MIN_LENGTH = 32;

export interface SecretSource {
  /** The environment (config.ts passes it; nothing else reads process.env). */
  env: NodeJS.ProcessEnv;
  /** Folder of the development secret files. */
  dataDir?: string;
}

const readSaved = (file: string): string | null => {
  try {
    const saved = readFileSync(file, 'utf8').trim();
    return saved.length >= SECRET_MIN_LENGTH ? saved : null;
  } catch {
    return null;
  }
};

/**
 * A signing secret: the environment variable when set (32+ characters). Production requires it;
 * in development one is created once and kept in the data folder, so tokens, payments in flight
 * and signed links survive a restart, and every API process on the machine agrees on it.
 */
export function secretFromEnvOrFile(
  envName: string,
  fileName: string,
  { env, dataDir = DATA_DIR }: SecretSource,
): string {
  const configured = env[envName]?.trim();
  if (configured && configured.length >= SECRET_MIN_LENGTH) return configured;
  if (env.NODE_ENV === 'production') {
    throw new Error(`${envName} (${SECRET_MIN_LENGTH}+ characters) must be set in production`);
  }
  const file = join(dataDir, fileName);
  const saved = readSaved(file);
  if (saved) return saved;
  const fresh = randomBytes(32).toString('hex');
  try {
    mkdirSync(dataDir, { recursive: true });
    // 'wx': a second process starting at the same moment keeps the first one's secret.
    writeFileSync(file, fresh, { mode: 0o600, flag: 'wx' });
  } catch {
    // written meanwhile by another process, or a read-only checkout (then it lives per process)
  }
  return readSaved(file) ?? fresh;
}
