/**
 * Database steps, run before the API starts (a production start runs neither):
 *
 *   npm run -w @lms/api migrate                  applies the migrations in api/drizzle, under an
 *                                                advisory lock (instances may race; one migrates)
 *   npm run -w @lms/api seed [-- --demo-users]   fills an empty database with the site's content;
 *                                                with --demo-users (or SEED_DEMO_USERS=1) also
 *                                                the README's demo accounts (never in production)
 *
 * The database is DATABASE_URL, or the PGlite folder PGLITE_DIR (default api/data/pglite).
 */
import { readConfig } from '../config';
import { seedIfEmpty } from '../seed';
import { assertSchemaCurrent, migrateDb, openDb } from './index';

const [command, ...flags] = process.argv.slice(2);
const { databaseUrl, dataDir, production, seedDemoUsers } = readConfig();
const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${dataDir}`;

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

if (command !== 'migrate' && command !== 'seed') {
  fail('Usage: npm run -w @lms/api migrate | npm run -w @lms/api seed [-- --demo-users]');
}

const demoUsers = flags.includes('--demo-users') || seedDemoUsers;
if (command === 'seed' && demoUsers && production) {
  fail('Demo users are never seeded in production (NODE_ENV=production).');
}

const database = await openDb({ databaseUrl, dataDir, poolSize: 2 });
try {
  if (command === 'migrate') {
    const applied = await migrateDb(database);
    console.log(
      applied.length > 0
        ? `Applied ${applied.length} migration(s) to ${where}: ${applied.join(', ')}`
        : `${where} is up to date; no migration to apply.`,
    );
  } else {
    await assertSchemaCurrent(database.db);
    const seeded = await seedIfEmpty(database.db, { demoUsers });
    console.log(
      `${seeded ? 'Seeded' : 'Already seeded:'} ${where}${demoUsers ? ' (demo users present)' : ''}.`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
