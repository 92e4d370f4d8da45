import { buildApp } from './app';
import { createDb, DEFAULT_PGLITE_DIR } from './db';

const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '127.0.0.1';
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.PGLITE_DIR || DEFAULT_PGLITE_DIR;

const database = await createDb({ databaseUrl, dataDir });
const app = await buildApp({
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
