import type { FastifyServerOptions } from 'fastify';
import { buildApp } from '../src/app';
import { createDb, type Database } from '../src/db';

export const PUBLIC_URL = 'http://api.test';

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  close(): Promise<void>;
}

/** A fresh, migrated and seeded in-memory database with the app on top; one per test file. */
export async function createTestApp(
  options: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<TestContext> {
  const database = await createDb({ dataDir: 'memory://', demoUsers: true });
  const app = await buildApp({
    db: database.db,
    publicUrl: PUBLIC_URL,
    logger: options.logger ?? { level: 'silent' },
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Collects pino's JSON lines, for asserting what reaches the log. */
export const memoryLog = () => {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
};
