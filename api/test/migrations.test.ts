import assert from './support/assert';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { knownMigrations, migrateDb, openDb, pendingMigrations, type Database } from '../src/db';
import { siteSettings, users } from '../src/db/schema';
import { usersSeed } from '../src/seed/data/users';
import { createEmptyTestDatabase, TEST_DATABASE_URL } from './helpers';

// Migrations are a step of their own, run under an advisory lock; the seed is another;
// a production start runs neither and refuses a schema older than the build.

const API_DIR = join(import.meta.dirname, '..');
const SECRET = 's'.repeat(40);
const PRODUCTION = {
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: 'simulated',
  JWT_SECRET: SECRET,
  MEDIA_LINK_SECRET: SECRET,
  PAYMENT_SECRET: SECRET,
  ADMIN_KEY: SECRET,
  PLATFORM_URL: 'https://akademi.example',
};

/** An empty database: a new one on the PostgreSQL test server, or a PGlite folder. */
async function emptyDatabase() {
  if (TEST_DATABASE_URL) {
    const empty = await createEmptyTestDatabase();
    return {
      env: { DATABASE_URL: empty.url } as Record<string, string>,
      open: (poolSize = 2) => openDb({ databaseUrl: empty.url, poolSize }),
      remove: () => empty.drop(),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'lms-migrate-'));
  return {
    env: { PGLITE_DIR: dir } as Record<string, string>,
    open: () => openDb({ dataDir: dir }),
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  };
}
type Empty = Awaited<ReturnType<typeof emptyDatabase>>;

/** Runs an API command (`src/...`) to its end; resolves with its exit code and output. */
function run(args: string[], env: Record<string, string>, untilLine?: RegExp) {
  const { DATABASE_URL: _url, PGLITE_DIR: _dir, NODE_ENV: _mode, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: API_DIR,
    env: { ...inherited, PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk;
    if (untilLine?.test(output)) child.kill('SIGTERM');
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

const appliedCount = async (database: Database) => {
  const result = (await database.db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
};

// One database through the steps of a release, in order (a PGlite folder takes a while to
// open in a new process, so the steps share it).
describe('a release: migrate, start, seed', () => {
  let empty: Empty;
  before(async () => (empty = await emptyDatabase()));
  after(() => empty.remove());
  const newest = knownMigrations().at(-1)!;
  const demoEmails = usersSeed.map((user) => user.email);
  const withDatabase = async <T>(work: (database: Database) => Promise<T>) => {
    const database = await empty.open();
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  };
  const demoUsers = (database: Database) =>
    database.db
      .select()
      .from(users)
      .then((rows) => rows.filter((user) => demoEmails.includes(user.email)));

  it('a production start refuses an unmigrated database, naming the command to run', async () => {
    const started = await run(['src/server.ts'], { ...empty.env, ...PRODUCTION });
    assert.equal(started.code, 1, started.output);
    assert.match(started.output, /schema is behind this build/);
    assert.match(started.output, /npm run -w @lms\/api migrate/);
  });

  it('migrate applies every migration once, then finds nothing to do', async () => {
    const first = await run(['src/db/commands.ts', 'migrate'], empty.env);
    assert.equal(first.code, 0, first.output);
    assert.match(first.output, new RegExp(`Applied ${knownMigrations().length} migration`));
    await withDatabase(async (database) => {
      assert.deepEqual(await migrateDb(database), []);
      assert.equal(await appliedCount(database), knownMigrations().length);
    });
  });

  it('a production start refuses a schema one migration behind', async () => {
    await withDatabase(async (database) => {
      await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${newest.when}`,
      );
      assert.deepEqual(await pendingMigrations(database.db), [newest.tag]);
    });
    const behind = await run(['src/server.ts'], { ...empty.env, ...PRODUCTION });
    assert.equal(behind.code, 1, behind.output);
    assert.match(behind.output, new RegExp(`1 migration\\(s\\) not applied \\(${newest.tag}\\)`));
  });

  it('a production start on a current schema serves, and seeds nothing', async () => {
    await withDatabase((database) =>
      database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('restored', ${newest.when})`,
      ),
    );
    const started = await run(
      ['src/server.ts'],
      { ...empty.env, ...PRODUCTION, LOG_LEVEL: 'info' },
      /LMS API listening/,
    );
    assert.match(started.output, /LMS API listening/);
    await withDatabase(async (database) => {
      assert.equal((await database.db.select().from(siteSettings)).length, 0);
    });
  });

  it('a production start refuses a database whose mail queue (pg-boss) schema is behind', async () => {
    const shift = (by: number) =>
      withDatabase((database) =>
        database.db.execute(sql`update pgboss.version set version = version + ${by}`),
      );
    await shift(-1);
    try {
      const behind = await run(['src/server.ts'], { ...empty.env, ...PRODUCTION });
      assert.equal(behind.code, 1, behind.output);
      assert.match(behind.output, /not applied \(pg-boss schema \d+\)/);
      assert.match(behind.output, /npm run -w @lms\/api migrate/);
    } finally {
      await shift(1);
    }
  });

  it('seed fills the content; demo users only when asked, never in production', async () => {
    const refused = await run(['src/db/commands.ts', 'seed', '--demo-users'], {
      ...empty.env,
      ...PRODUCTION,
    });
    assert.equal(refused.code, 1);
    assert.match(refused.output, /never seeded in production/);

    const seeded = await run(['src/db/commands.ts', 'seed'], empty.env);
    assert.equal(seeded.code, 0, seeded.output);
    await withDatabase(async (database) => {
      assert.equal((await database.db.select().from(siteSettings)).length, 1);
      assert.equal((await demoUsers(database)).length, 0);
    });

    const withDemo = await run(['src/db/commands.ts', 'seed', '--demo-users'], empty.env);
    assert.equal(withDemo.code, 0, withDemo.output);
    await withDatabase(async (database) => {
      assert.equal((await demoUsers(database)).length, demoEmails.length);
      assert.equal((await database.db.select().from(siteSettings)).length, 1, 'seeded once');
    });
  });
});

describe('migrations under an advisory lock', () => {
  it('two instances migrating at once apply each migration once', async () => {
    // Two pools on PostgreSQL (two instances); PGlite has one session, so two callers at once.
    const url = TEST_DATABASE_URL ? await createEmptyTestDatabase() : null;
    const open = () =>
      url ? openDb({ databaseUrl: url.url, poolSize: 2 }) : openDb({ dataDir: 'memory://' });
    const first = await open();
    const second = url ? await open() : first;
    try {
      const results = await Promise.all([migrateDb(first), migrateDb(second)]);
      const total = knownMigrations().length;
      assert.deepEqual(
        results.map((applied) => applied.length).sort(),
        [0, total],
        'one applied them all, the other found nothing left',
      );
      assert.equal(await appliedCount(first), total);
      assert.deepEqual(await pendingMigrations(second.db), []);
    } finally {
      await first.close();
      if (second !== first) await second.close();
      await url?.drop();
    }
  });
});
