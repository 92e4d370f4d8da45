import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { seedIfEmpty } from '../seed';
import { installMailQueue, mailQueueBehind } from '../lib/mail-queue';

export { schema };

/** The Drizzle handle both drivers share; repositories only see this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Plain SQL on the database's own connections, for libraries that bring their statements
 * (pg-boss): `values` are `$1`-style parameters; without them `text` may hold several statements.
 */
export interface SqlClient {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface Database {
  db: Db;
  client: SqlClient;
  /** 'pglite' (embedded, default) or 'postgres' (DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` on one connection held for its whole length (session-level advisory locks need
   * that; a pool would hand each statement to any connection).
   */
  withSession<T>(work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDbOptions {
  /** PGlite data folder; 'memory://' keeps everything in memory (tests). */
  dataDir?: string;
  /** A PostgreSQL connection string; takes precedence over dataDir. */
  databaseUrl?: string;
  /** Most connections the pool opens (PostgreSQL only). */
  poolSize?: number;
}

export interface CreateDbOptions extends OpenDbOptions {
  /** Seed an empty database after migrating (default true). */
  seed?: boolean;
  /** Also add the README's demo accounts (never in production). */
  demoUsers?: boolean;
}

export const DEFAULT_PGLITE_DIR = fileURLToPath(new URL('../../data/pglite', import.meta.url));
const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Held while migrations run, so two instances starting together migrate once. */
export const MIGRATION_LOCK_KEY = 7_140_001;

/** Opens the database as it is: no migration, no seed. */
export async function openDb(options: OpenDbOptions = {}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(options.dataDir ?? DEFAULT_PGLITE_DIR);
}

/**
 * Opens the database, applies the migrations in api/drizzle and seeds it when it is empty: what
 * the embedded development database and the tests want in one call.
 */
export async function createDb(options: CreateDbOptions = {}): Promise<Database> {
  const database = await openDb(options);
  try {
    await migrateDb(database);
    if (options.seed ?? true) {
      await seedIfEmpty(database.db, { demoUsers: options.demoUsers ?? false });
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * Applies the migrations not yet applied, under an advisory lock: a second instance starting at
 * the same moment waits for the first, then finds nothing left to do. Returns the tags applied.
 */
export async function migrateDb(database: Database): Promise<string[]> {
  // PGlite has one session, where an advisory lock is re-entrant: calls in this process queue.
  const previous = migrating.get(database) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(() => migrateLocked(database));
  migrating.set(database, run);
  return run;
}
const migrating = new WeakMap<Database, Promise<string[]>>();

async function migrateLocked(database: Database): Promise<string[]> {
  return database.withSession(async (db) => {
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      const pending = await pendingMigrations(db);
      if (pending.length > 0) {
        if (database.kind === 'pglite') {
          await migratePglite(db as unknown as Parameters<typeof migratePglite>[0], {
            migrationsFolder,
          });
        } else {
          await migratePg(db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder });
        }
      }
      // pg-boss keeps its own schema and versions; installing is a no-op once it is current.
      await installMailQueue(database.client);
      return pending;
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  });
}

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this build knows (api/drizzle/meta/_journal.json), oldest first. */
export const knownMigrations = (): JournalEntry[] =>
  (
    JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries;

/** The rows of a raw `execute` (both drivers answer `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The tags of the migrations the database lacks. Drizzle records each applied migration in
 * `drizzle.__drizzle_migrations` with its journal time and applies those newer than the newest
 * recorded; this asks the same question without applying anything.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const [table] = rowsOf<{ exists: boolean }>(
    await db.execute(
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`,
    ),
  );
  let newest = -Infinity;
  if (table?.exists) {
    const [applied] = rowsOf<{ newest: string | null }>(
      await db.execute(
        sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
      ),
    );
    const value = applied?.newest;
    if (value !== null && value !== undefined) newest = Number(value);
  }
  return knownMigrations()
    .filter((entry) => entry.when > newest)
    .map((entry) => entry.tag);
}

export class SchemaBehindError extends Error {
  constructor(readonly pending: string[]) {
    super(
      `The database schema is behind this build: ${pending.length} migration(s) not applied ` +
        `(${pending.join(', ')}). Run \`npm run -w @lms/api migrate\` with the same DATABASE_URL, ` +
        'then start again.',
    );
    this.name = 'SchemaBehindError';
  }
}

/** Throws SchemaBehindError unless every known migration, and pg-boss's schema, is applied. */
export async function assertSchemaCurrent(db: Db): Promise<void> {
  const queue = await mailQueueBehind(db);
  const pending = [...(await pendingMigrations(db)), ...(queue ? [queue] : [])];
  if (pending.length > 0) throw new SchemaBehindError(pending);
}

async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    client: {
      async executeSql(text, values) {
        if (values?.length) return client.query(text, values);
        // Several statements go through `exec`; its last result is the answer.
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    },
    kind: 'pglite',
    // One connection already: every call is on the same session.
    withSession: (work) => work(db),
    close: () => client.close(),
  };
}

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection the server ends (a restart, a dropped database) must not crash the API:
  // the pool replaces it on the next query, which fails or succeeds on its own.
  pool.on('error', (error) => console.error(`[db] idle connection lost: ${error.message}`));
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    client: {
      async executeSql(text, values) {
        // Without values node-postgres uses the simple protocol, which takes several statements.
        const result: unknown = await pool.query(text, values?.length ? values : undefined);
        return (Array.isArray(result) ? result.at(-1) : result) as { rows: unknown[] };
      },
    },
    kind: 'postgres',
    async withSession(work) {
      const client = await pool.connect();
      try {
        return await work(drizzlePg(client, { schema }) as unknown as Db);
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
