import { buildApp } from './app';
import { readConfig } from './config';
import { createDb } from './db';

const { port, host, publicUrl, databaseUrl, dataDir, logLevel, corsOrigins, trustProxy } =
  readConfig();

const database = await createDb({ databaseUrl, dataDir });
const app = await buildApp({
  db: database.db,
  publicUrl,
  logger: { level: logLevel },
  corsOrigins,
  trustProxy,
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
