import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { seedIfEmpty } from '../seed';

export { schema };

/** The Drizzle handle both drivers share; repositories only see this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** 'pglite' (embedded, default) or 'postgres' (DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface CreateDbOptions {
  /** PGlite data folder; 'memory://' keeps everything in memory (tests). */
  dataDir?: string;
  /** A PostgreSQL connection string; takes precedence over dataDir. */
  databaseUrl?: string;
  /** Seed an empty database after migrating (default true). */
  seed?: boolean;
  /** Also add the README's demo accounts (never in production). */
  demoUsers?: boolean;
}

export const DEFAULT_PGLITE_DIR = fileURLToPath(new URL('../../data/pglite', import.meta.url));
const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Opens the database, applies the migrations in api/drizzle and seeds it when it is empty. */
export async function createDb(options: CreateDbOptions = {}): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir ?? DEFAULT_PGLITE_DIR);
  try {
    if (options.seed ?? true) {
      await seedIfEmpty(database.db, { demoUsers: options.demoUsers ?? false });
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = drizzlePg(pool, { schema });
  try {
    await migratePg(db, { migrationsFolder });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}
