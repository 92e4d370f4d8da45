import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { Db, SqlClient } from './db';
import { isLocalPlatformOrigin, processSettings, type TrustProxy } from './config';
import { mailQuota, type AttemptStore, type MailQuota } from './lib/attempts';
import { databaseAttemptStore, databaseRateLimitStore, pruneSharedState } from './lib/shared-state';
import { registerAuth } from './lib/auth';
import { createCatalogCache, type CatalogCache } from './lib/catalog-cache';
import { registerErrorHandling } from './lib/errors';
import { registerOpenApi } from './lib/openapi';
import { zodSerializerCompiler } from './lib/serialization';
import { OneLinePerRequest, safeLoggerOptions } from './lib/logging';
import { zodValidatorCompiler } from './lib/validation';
import { developmentConfig, type Config } from './config';
import { createMailer, type Mailer } from './lib/mailer';
import { createMailQueue, type MailQueue } from './lib/mail-queue';
import { createRenditions } from './lib/renditions';
import { createSimulatedProvider, type SimulatedProvider } from './payments/simulated';
import { createIyzicoProvider, type IyzicoProvider } from './payments/iyzico';
import type { PaymentProvider } from './payments/provider';
import { createRepositories, type Repositories } from './repositories';
import { absolutiser } from './repositories/urls';
import { createAdminCoursesService, type AdminCoursesService } from './services/admin-courses';
import { createAdminOrdersService, type AdminOrdersService } from './services/admin-orders';
import { createAdminContentService, type AdminContentService } from './services/admin-content';
import { createAdminExamService, type AdminExamService } from './services/admin-exams';
import { createAdminSiteService, type AdminSiteService } from './services/admin-site';
import { createAuthService, type AuthService } from './services/auth';
import { createCheckoutService, type CheckoutService } from './services/checkout';
import { createCoursePageService, type CoursePageService } from './services/course-page';
import { createEmailVerification, type EmailVerification } from './services/email-verification';
import { createLearningService, type LearningService } from './services/learning';
import { createTeamService, type TeamService } from './services/team';
import { createSessionService, type SessionService } from './services/sessions';
import { createUserService, type UserService } from './services/users';
import { createPrivacyService, type PrivacyService } from './services/privacy';
import { createNewsletterService, type NewsletterService } from './services/newsletter';
import { createVitalsService, type VitalsService } from './services/vitals';
import { authRoutes } from './routes/auth';
import { checkoutRoutes } from './routes/checkout';
import { contentRoutes } from './routes/content';
import { contentAreaRoutes } from './routes/content-area';
import { courseRoutes } from './routes/courses';
import { healthRoutes } from './routes/health';
import { learningRoutes } from './routes/learning';
import { mediaRoutes } from './routes/media';
import { createS3Storage } from './lib/storage-s3';
import { createTranscodeQueue, type TranscodeQueue } from './lib/transcode-queue';
import { createCourseContentRepository } from './repositories/course-content';
import { createCourseContentService, type CourseContentService } from './services/course-content';
import { settingsRoutes } from './routes/settings';
import { shareRoutes } from './routes/share';
import { renditionRoutes } from './routes/renditions';
import { subscriberRoutes } from './routes/subscribers';
import { userRoutes } from './routes/users';
import { vitalsRoutes } from './routes/vitals';
import { adminRoutes } from './routes/admin';
import { createAudit, type Audit } from './lib/staff';
import { localStorage, type Storage } from './lib/storage';
import multipart from '@fastify/multipart';
import { mkdir } from 'node:fs/promises';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    repos: Repositories;
    config: Config;
    /** Browser origins allowed besides the local platform ports (CORS_ORIGINS, PLATFORM_URL). */
    corsOrigins: string[];
    /** Durable mail: queued in the database, sent by this instance's worker. */
    mailQueue: MailQueue;
    checkout: CheckoutService;
    /** The simulated provider, with its hosted pages (payments/); they take payments only when it is the one in use. */
    payments: SimulatedProvider;
    /** iyzico, when PAYMENT_PROVIDER=iyzico (payments/iyzico.ts), else null. */
    iyzico: IyzicoProvider | null;
    /** The payment provider in use (PAYMENT_PROVIDER): the simulated one or iyzico. */
    paymentProvider: PaymentProvider;
    verification: EmailVerification;
    /** Sign-up, login and password reset. */
    auth: AuthService;
    /** Server-side sessions: started at login, checked on every call, ended on logout. */
    sessions: SessionService;
    /** The account area: profile, password, own courses. */
    users: UserService;
    /** KVKK in the account (issue 31): consents, the data file, deleting the account. */
    privacy: PrivacyService;
    /** Course lists and the course page, a visitor's and a logged-in user's. */
    coursePage: CoursePageService;
    /** Videos, exams and certificates. */
    learning: LearningService;
    /** The manager's view of the seats a buyer paid for (issue 28). */
    team: TeamService;
    /** The back office's courses and instructors. */
    adminCourses: AdminCoursesService;
    /** Orders after payment: the back office's list, transfers, refunds; buyers' withdrawals. */
    orders: AdminOrdersService;
    /** The back office's blog posts and galleries (issue 34). */
    adminContent: AdminContentService;
    /** The back office's exams: questions, versions, attempts. */
    adminExams: AdminExamService;
    /** The back office's site content and messages (issue 34). */
    adminSite: AdminSiteService;
    /** The newsletter's mails, each with its unsubscribe link and headers (issue 31). */
    newsletter: NewsletterService;
    /** The HLS transcodes of uploaded videos (pg-boss, ffmpeg). */
    transcodes: TranscodeQueue;
    /** Staff's sections and videos of a course. */
    courseContent: CourseContentService;
    /** Every route the app serves, as registered (the fuzz test drives each one). */
    routeTable: RouteOptions[];
    /** Recent attempts per key: login backoff, mails per address. */
    attempts: AttemptStore;
    /** At most a few mails of one kind to one address an hour. */
    mailQuota: MailQuota;
    /** Settings, course lists and pages kept in memory while the catalogue is unchanged. */
    catalog: CatalogCache;
    /** The audit log of staff writes (issue 26): record inside the write's transaction. */
    audit: Audit;
    /** Uploaded files: local disk (MEDIA_DIR) or an S3-compatible store (lib/storage.ts). */
    storage: Storage;
    /** Real visits' Web Vitals: the shell's reports, and their p75 for staff. */
    vitals: VitalsService;
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
  /** The clock video progress is credited by (issue 30); tests move it. The real one unless given. */
  clock?: () => Date;
}

export const BODY_LIMIT = 100 * 1024;
const IMAGES_DIR = fileURLToPath(new URL('../public/images', import.meta.url));

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
  const routeTable: RouteOptions[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => void routeTable.push(route));

  // Every call carries a JSON content type (spec §7), also body-less POSTs such as
  // joincourseexam/{testId}: an empty JSON body is "no body", not an error.
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  // Route schemas are zod schemas from @lms/shared/contracts; a failure reaches the error
  // handler as the ZodError itself, so its message keys can be translated.
  app.setValidatorCompiler(zodValidatorCompiler);
  // Answers go out through their route's zod response schema: only declared fields leave.
  app.setSerializerCompiler(zodSerializerCompiler);
  registerErrorHandling(app);
  // Messages and content come in the language the client asks for (i18n/content-locale.ts), so
  // a shared cache must keep each language's answer apart.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('vary', 'Accept-Language');
  });

  // External plugins
  const allowed = new Set(corsOrigins.map((origin) => origin.trim()).filter(Boolean));
  app.decorate('corsOrigins', [...allowed]);
  await app.register(cors, {
    origin: (origin, callback) =>
      callback(null, !origin || allowed.has(origin) || isLocalPlatformOrigin(origin)),
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'Content-Type',
      'Authorization',
      'Accept-Language',
      'Idempotency-Key',
      'Contracts-Accepted',
      'X-Device-Token',
    ],
    maxAge: 600,
  });
  // JSON and HTML answers go out brotli- or gzip-compressed when the client accepts it (answers
  // under 1 KB stay as they are, PDFs and images are not compressible types). Request bodies are
  // never inflated: the body limit counts the bytes that arrive.
  await app.register(compress, { global: true, threshold: 1024, globalDecompression: false });
  // Images are shown by the shell on another origin, so resources must be cross-origin readable.
  await app.register(helmet, { crossOriginResourcePolicy: { policy: 'cross-origin' } });
  // Off by default; login, register and password reset opt in with `config.rateLimit`. The
  // counters are in the database, so every instance behind a load balancer adds to the same ones.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
  await app.register(fastifyStatic, {
    root: IMAGES_DIR,
    prefix: '/images/',
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('Cache-Control', 'public, max-age=604800, immutable');
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });

  // Repositories, and the in-memory copies of what every visitor reads
  app.decorate('catalog', createCatalogCache(db));
  app.decorate('repos', createRepositories(db, { publicUrl, platformUrl: config.platformUrl }));
  app.decorate('audit', createAudit(app.repos.audit));
  // The local store's folder exists from the start (unused with MEDIA_S3_URL).
  if (!config.media.s3Url) await mkdir(config.media.dir, { recursive: true });
  app.decorate(
    'storage',
    config.media.s3Url ? createS3Storage(config.media.s3Url) : localStorage(config.media.dir),
  );
  // Uploads (staff only): one file per request, streamed; each route checks its own kind and size.
  await app.register(multipart, {
    limits: { fileSize: config.media.uploadMaxBytes, files: 1, fields: 20, parts: 21 },
  });
  app.decorate(
    'payments',
    createSimulatedProvider({
      absolute: absolutiser(publicUrl),
      secret: config.checkout.paymentSecret,
      log: app.log,
    }),
  );
  app.decorate(
    'iyzico',
    config.checkout.iyzico
      ? createIyzicoProvider({
          config: config.checkout.iyzico,
          absolute: absolutiser(publicUrl),
          log: app.log,
        })
      : null,
  );
  app.decorate('paymentProvider', app.iyzico?.provider ?? app.payments.provider);

  // Services: the rules over the repositories
  const absolute = absolutiser(publicUrl);
  // Mail is queued in the transaction of its change (lib/mail-queue.ts); this instance's worker
  // sends it. The receipt a completed order's mail carries is rendered when it is sent.
  app.decorate(
    'mailQueue',
    createMailQueue({
      client,
      db,
      transport: mailTransport ?? createMailer(config.mail, app.log),
      attachment: async (ref) => {
        const file =
          ref.kind === 'contracts'
            ? await app.checkout.contractsPdfOf(ref.trackingId)
            : await app.checkout.receiptOf(ref.trackingId);
        return (
          file && { filename: file.fileName, content: file.pdf, contentType: 'application/pdf' }
        );
      },
      // Every mail is signed with the foundation's name as staff set it (issue 34).
      signature: async (q) => (await app.repos.settings.foundation(q)).name,
      log: app.log,
      options: config.mail.queue,
    }),
  );
  app.decorate(
    'checkout',
    createCheckoutService({
      db,
      baskets: app.repos.checkout.baskets,
      orders: app.repos.checkout.orders,
      associations: app.repos.associations,
      provider: app.paymentProvider,
      config: config.checkout,
      platformUrl: config.platformUrl,
      absolute,
      mail: app.mailQueue,
      recordMail: (q, orderId, recipient, subject) =>
        app.repos.adminOrders.recordMail(orderId, recipient, subject, q),
      paybacks: app.repos.paybacks,
      log: app.log,
    }),
  );
  app.decorate(
    'verification',
    createEmailVerification({
      db,
      users: app.repos.users,
      mail: app.mailQueue,
      platformUrl: config.platformUrl,
    }),
  );
  app.decorate(
    'privacy',
    createPrivacyService({
      db,
      privacy: app.repos.privacy,
      users: app.repos.users,
      sessions: app.repos.sessions,
    }),
  );
  app.decorate('attempts', attemptStore);
  app.decorate('mailQuota', mailQuota(attemptStore, config.mail.quota));
  app.decorate(
    'auth',
    createAuthService({
      db,
      users: app.repos.users,
      consents: app.privacy,
      verification: app.verification,
      mail: app.mailQueue,
      mailQuota: app.mailQuota,
      attempts: app.attempts,
      backoff: config.limits.auth.backoff,
      resetAnswerMs: config.limits.auth.resetAnswerMs,
      accountLimit: {
        max: config.limits.auth.loginPerAccount,
        windowMs: config.limits.auth.windowMs,
      },
      platformUrl: config.platformUrl,
    }),
  );
  app.decorate(
    'sessions',
    createSessionService({
      sessions: app.repos.sessions,
      ttlSeconds: processSettings().jwtTtlSeconds,
    }),
  );
  app.decorate(
    'users',
    createUserService({
      db,
      users: app.repos.users,
      consents: app.privacy,
      sessions: app.sessions,
      learning: app.repos.learning,
      verification: app.verification,
    }),
  );
  app.decorate(
    'team',
    createTeamService({
      db,
      team: app.repos.team,
      learning: app.repos.learning,
      mail: app.mailQueue,
      recordMail: (q, orderId, recipient, subject) =>
        app.repos.adminOrders.recordMail(orderId, recipient, subject, q),
      platformUrl: config.platformUrl,
      ...(clock ? { now: clock } : {}),
    }),
  );
  app.decorate('adminExams', createAdminExamService({ db, exams: app.repos.adminExams }));
  app.decorate(
    'newsletter',
    createNewsletterService({
      db,
      subscribers: app.repos.subscribers,
      mail: app.mailQueue,
      platformUrl: config.platformUrl,
      publicUrl,
    }),
  );
  app.decorate(
    'adminSite',
    createAdminSiteService({ db, repo: app.repos.adminSite, storage: app.storage, absolute }),
  );
  app.decorate(
    'learning',
    createLearningService({
      db,
      learning: app.repos.learning,
      storage: app.storage,
      foundation: () => app.repos.settings.foundation(),
      ...(clock ? { now: clock } : {}),
    }),
  );
  app.decorate(
    'transcodes',
    createTranscodeQueue({
      client,
      db,
      storage: app.storage,
      log: app.log,
      options: { timeoutMs: config.media.transcodeTimeoutMs },
    }),
  );
  app.decorate(
    'courseContent',
    createCourseContentService({
      db,
      content: createCourseContentRepository(db),
      storage: app.storage,
      transcodes: app.transcodes,
      maxVideoBytes: config.media.uploadMaxBytes,
      maxCaptionsBytes: config.media.maxCaptionsBytes,
    }),
  );
  if (transcodeWorker) app.addHook('onReady', async () => app.transcodes.start());
  app.decorate(
    'coursePage',
    createCoursePageService({
      courses: app.repos.courses,
      checkout: app.checkout,
      associations: app.repos.associations,
    }),
  );
  app.decorate(
    'orders',
    createAdminOrdersService({
      db,
      adminOrders: app.repos.adminOrders,
      paybacks: app.repos.paybacks,
      orders: app.repos.checkout.orders,
      checkout: app.checkout,
      learning: app.learning,
      provider: app.paymentProvider,
      platformUrl: config.platformUrl,
      mail: app.mailQueue,
      log: app.log,
      ...(clock ? { now: clock } : {}),
    }),
  );
  app.decorate(
    'adminCourses',
    createAdminCoursesService({
      db,
      repo: app.repos.adminCourses,
      baskets: app.repos.checkout.baskets,
      orders: app.repos.checkout.orders,
      storage: app.storage,
      absolute,
    }),
  );
  app.decorate(
    'adminContent',
    createAdminContentService({ db, repo: app.repos.adminContent, storage: app.storage, absolute }),
  );
  app.decorate('vitals', createVitalsService(app.repos.vitals));
  if (mailWorker) app.addHook('onReady', async () => app.mailQueue.start());
  // Open orders past their time are expired on every read; this sweep keeps the table honest.
  const sweep = setInterval(() => {
    app.checkout
      .expireDue()
      .catch((error: unknown) => app.log.error({ err: error }, 'expiry sweep'));
    pruneSharedState(db).catch((error: unknown) =>
      app.log.error({ err: error }, 'shared state sweep'),
    );
    // Session rows are kept a day past their tokens' lifetime, then go.
    app.repos.sessions
      .prune(new Date(Date.now() - (processSettings().jwtTtlSeconds + 86_400) * 1000))
      .catch((error: unknown) => app.log.error({ err: error }, 'session sweep'));
    // Web Vitals reports are kept only as long as the dashboard counts them.
    app.vitals
      .prune(new Date())
      .catch((error: unknown) => app.log.error({ err: error }, 'web vitals sweep'));
  }, 60_000);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    // The send in progress ends before the database goes; what is left waits in the queue.
    await app.mailQueue.stop();
    await app.transcodes.stop();
    await app.storage.close?.();
  });

  // Bearer token → request.userId; `preHandler: app.requireUser` guards private routes. A token
  // stands only while its session row (the `sid` claim) has not ended: read from the database on
  // every call, with no per-instance copy, so a session ended through one instance is refused by
  // every other at once (issue 27).
  registerAuth(app, (userId, sessionId) => app.sessions.stands(userId, sessionId));

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
