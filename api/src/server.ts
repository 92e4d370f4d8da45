import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDb, DEFAULT_PGLITE_DIR } from './db';

// Production is not a demo: missing secrets or an unnamed payment provider stop the start here.
let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '127.0.0.1';
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.PGLITE_DIR || DEFAULT_PGLITE_DIR;

const database = await createDb({ databaseUrl, dataDir, demoUsers: config.seedDemoUsers });
const app = await buildApp({
  config,
  db: database.db,
  publicUrl,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  corsOrigins: (process.env.CORS_ORIGINS ?? '').split(','),
});

let closing = false;
async function shutdown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

for (const warning of config.warnings) app.log.warn(warning);

try {
  await app.listen({ port, host });
  const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${dataDir}`;
  console.log(
    `LMS API listening on http://${host}:${port} (public ${publicUrl}, database: ${where})`,
  );
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await database.close();
  process.exit(1);
}
