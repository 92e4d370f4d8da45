import cluster, { type Worker } from 'node:cluster';
import { ConfigError, loadConfig, readConfig } from './config';
import { createDb } from './db';

/**
 * The primary of `API_INSTANCES=N npm start` (server.ts): prepares the database once, forks N
 * API instances that share the port, starts a new one when one dies, and stops them all on
 * SIGINT/SIGTERM. The instances hold nothing another one needs: rate limits, login backoff,
 * payment sessions and mail are in PostgreSQL.
 */
try {
  loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const config = loadConfig();
const { instances, databaseUrl, port, host } = readConfig();

// Development migrates and seeds here, once, before any instance starts (two seeding at once
// would race). Production does neither: each instance checks that the schema is current.
if (!config.production) {
  const database = await createDb({ databaseUrl, poolSize: 2, demoUsers: config.seedDemoUsers });
  await database.close();
}

let stopping = false;
const RESTART_DELAY_MS = 1000;

const fork = (): Worker => {
  const worker = cluster.fork();
  worker.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(
      `[cluster] API instance ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); ` +
        `starting another in ${RESTART_DELAY_MS} ms`,
    );
    setTimeout(() => stopping || fork(), RESTART_DELAY_MS);
  });
  return worker;
};

for (let i = 0; i < instances; i += 1) fork();
console.log(
  `[cluster] ${instances} API instances (primary pid ${process.pid}) on http://${host}:${port}`,
);

const shutdown = () => {
  if (stopping) return;
  stopping = true;
  const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
  if (running.length === 0) process.exit(0);
  let left = running.length;
  for (const worker of running) {
    worker.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(0);
    });
    worker.process.kill('SIGTERM');
  }
  // An instance that does not stop in time is not waited for.
  setTimeout(() => process.exit(1), 15_000).unref();
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
