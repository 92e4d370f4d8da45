import cluster from 'node:cluster';
import { ConfigError, loadConfig, readConfig, type Config } from './config';

// One API instance: the whole API, or one of API_INSTANCES forked by cluster.ts.

// Production is not a demo: missing secrets or an unnamed payment provider stop the start here.
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// Imported after the check: the app's modules read their secrets as they load.
const { buildApp } = await import('./app');
const { assertSchemaCurrent, createDb, openDb, SchemaBehindError } = await import('./db');

const { port, host, publicUrl, databaseUrl, dataDir, logLevel, corsOrigins, trustProxy } =
  readConfig();

// Development migrates and seeds its database at every start. Production does neither (that is
// `npm run -w @lms/api migrate` and `seed`, run once per release): it only checks that the schema
// is the one this build expects, and refuses to serve on an older one. An instance of a cluster
// checks too: its primary prepared the database.
const prepared = config.production || cluster.isWorker;
const database = prepared
  ? await openDb({ databaseUrl, dataDir })
  : await createDb({ databaseUrl, dataDir, demoUsers: config.seedDemoUsers });
if (prepared) {
  try {
    await assertSchemaCurrent(database.db);
  } catch (error) {
    await database.close();
    console.error(error instanceof SchemaBehindError ? error.message : error);
    process.exit(1);
  }
}
const app = await buildApp({
  config,
  db: database.db,
  client: database.client,
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

for (const warning of config.warnings) app.log.warn(warning);

try {
  await app.listen({ port, host });
  const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${dataDir}`;
  const which = cluster.isWorker ? ` instance ${cluster.worker?.id} (pid ${process.pid})` : '';
  console.log(
    `LMS API${which} listening on http://${host}:${port} (public ${publicUrl}, database: ${where})`,
  );
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await database.close();
  process.exit(1);
}
