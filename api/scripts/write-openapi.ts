/**
 * The API's OpenAPI document, as GET /v1/openapi.json serves it, built from the app on an empty
 * in-memory database.
 *
 *   tsx scripts/write-openapi.ts <file>   writes it to the file;
 *   tsx scripts/write-openapi.ts --lint   writes it to a temporary file and lints it with Redocly's
 *                                         recommended rules (redocly.yaml): `npm run lint:openapi`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb } from '../src/db';

async function writeDocument(target: string) {
  const database = await createDb({ dataDir: 'memory://', seed: false });
  const app = await buildApp({
    db: database.db,
    client: database.client,
    publicUrl: 'http://localhost',
    logger: false,
    mailWorker: false,
    config: loadConfig({ ...process.env, PGLITE_DIR: 'memory://' }),
  });
  try {
    const response = await app.inject({ url: '/v1/openapi.json' });
    if (response.statusCode !== 200) throw new Error(`openapi.json: ${response.statusCode}`);
    writeFileSync(target, JSON.stringify(response.json(), null, 2));
  } finally {
    await app.close();
    await database.close();
  }
}

const [argument] = process.argv.slice(2);
if (!argument) throw new Error('usage: write-openapi.ts <file> | --lint');
if (argument !== '--lint') {
  await writeDocument(argument);
} else {
  const folder = mkdtempSync(join(tmpdir(), 'lms-openapi-'));
  try {
    const file = join(folder, 'openapi.json');
    await writeDocument(file);
    const config = fileURLToPath(new URL('../redocly.yaml', import.meta.url));
    const lint = spawnSync('redocly', ['lint', file, '--config', config, '--format', 'stylish'], {
      stdio: 'inherit',
    });
    process.exitCode = lint.status ?? 1;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
