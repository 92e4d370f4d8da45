import { sql } from 'drizzle-orm';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Db, SqlClient } from './db';
import { developmentConfig, isLocalPlatformOrigin, type Config, type TrustProxy } from './config';
import type { AttemptStore } from './lib/attempts';
import { OneLinePerRequest, safeLoggerOptions } from './lib/logging';
import type { Mailer } from './lib/mailer';
import { registerOpenApi } from './lib/openapi';
import { createRenditions } from './lib/renditions';
import { databaseAttemptStore } from './lib/shared-state';
import { accountsPlugin } from './plugins/accounts';
import { backOfficePlugin } from './plugins/back-office';
import { checkoutPlugin } from './plugins/checkout';
import { httpPlugin } from './plugins/http';
import { learningPlugin } from './plugins/learning';
import { mailPlugin } from './plugins/mail';
import { paymentsPlugin } from './plugins/payments';
import { repositoriesPlugin } from './plugins/repositories';
import { securityPlugin } from './plugins/security';
import { sweepsPlugin } from './plugins/sweeps';
import { vitalsPlugin } from './plugins/vitals';
import { IMAGES_DIR, storagePlugin } from './plugins/storage';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { checkoutRoutes } from './routes/checkout';
import { contentRoutes } from './routes/content';
import { contentAreaRoutes } from './routes/content-area';
import { courseRoutes } from './routes/courses';
import { healthRoutes } from './routes/health';
import { learningRoutes } from './routes/learning';
import { mediaRoutes } from './routes/media';
import { renditionRoutes } from './routes/renditions';
import { settingsRoutes } from './routes/settings';
import { shareRoutes } from './routes/share';
import { subscriberRoutes } from './routes/subscribers';
import { userRoutes } from './routes/users';
import { vitalsRoutes } from './routes/vitals';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

export interface BuildAppOptions {
  db: Db;
  /** The same database's plain-SQL connections (pg-boss's mail queue runs on them). */
  client: SqlClient;
  /** The API's own public base, e.g. http://localhost:4000; image URLs are built on it. */
  publicUrl: string;
  /** Fastify logger options; `false` or `{ level: 'silent' }` in tests. */
  logger?: FastifyServerOptions['logger'];
  /** Extra allowed CORS origins besides the platform's local ports. */
  corsOrigins?: string[];
  /** Checked settings (config.ts); development defaults when left out. */
  config?: Config;
  /** Fastify's `trustProxy` (env TRUST_PROXY): whose X-Forwarded-For names the client. */
  trustProxy?: TrustProxy;
  /** Where recent attempts are counted; the database (shared by every instance) unless given. */
  attemptStore?: AttemptStore;
  /** The mail transport; SMTP or the outbox folder from the config unless given (tests). */
  mailTransport?: Mailer;
  /** Whether this app's mail worker polls (default true); a test may drive it by hand. */
  mailWorker?: boolean;
  /** Whether this app's transcode worker polls (default: as `mailWorker`); tests drain it. */
  transcodeWorker?: boolean;
  /** The clock video progress is credited by; tests move it. The real one unless given. */
  clock?: () => Date;
}

export const BODY_LIMIT = 100 * 1024;

export { isLocalPlatformOrigin };

export async function buildApp({
  db,
  client,
  publicUrl,
  logger = true,
  corsOrigins = [],
  config = developmentConfig(),
  trustProxy = false,
  attemptStore = databaseAttemptStore(db),
  mailTransport,
  mailWorker = true,
  transcodeWorker = mailWorker,
  clock,
}: BuildAppOptions) {
  const app = Fastify({
    logger: safeLoggerOptions(logger),
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT,
    trustProxy,
  });
  app.decorate('config', config);
  app.decorate('db', db);

  // One plugin per concern (plugins/), in the order each needs the one before: how requests are
  // read and answered, then what guards them, then data, then the services over it.
  await app.register(httpPlugin);
  await app.register(securityPlugin, { corsOrigins });
  await app.register(storagePlugin);
  await app.register(repositoriesPlugin, { publicUrl });
  await app.register(paymentsPlugin, { publicUrl });
  await app.register(mailPlugin, {
    client,
    transport: mailTransport,
    worker: mailWorker,
    attemptStore,
  });
  await app.register(accountsPlugin);
  await app.register(checkoutPlugin, { publicUrl });
  await app.register(learningPlugin, { client, worker: transcodeWorker, clock });
  await app.register(backOfficePlugin, { publicUrl, clock });
  await app.register(vitalsPlugin);
  await app.register(sweepsPlugin);

  // Routes, described at /v1/openapi.json
  await registerOpenApi(app);
  await app.register(healthRoutes, { ping: () => db.execute(sql`select 1`) });
  await app.register(authRoutes);
  await app.register(settingsRoutes);
  await app.register(contentRoutes);
  await app.register(contentAreaRoutes);
  await app.register(courseRoutes);
  await app.register(learningRoutes);
  await app.register(subscriberRoutes);
  await app.register(userRoutes);
  await app.register(checkoutRoutes);
  await app.register(vitalsRoutes);
  const renditions = createRenditions({ imagesDir: IMAGES_DIR, cacheDir: config.renditionsDir });
  await app.register(shareRoutes, { publicUrl, platformUrl: config.platformUrl, renditions });
  await app.register(renditionRoutes, { renditions });
  await app.register(adminRoutes);
  await app.register(mediaRoutes);

  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
