import { join } from 'node:path';
import { z } from 'zod';
import { DEFAULT_PGLITE_DIR } from './db';
import { DEFAULT_MAIL_QUEUE_OPTIONS, type MailQueueOptions } from './lib/mail-queue';
import { DEFAULT_MAIL_FROM, DEFAULT_OUTBOX_DIR } from './lib/mailer';
import { DATA_DIR, SECRET_MIN_LENGTH, secretFromEnvOrFile } from './lib/secrets';

/**
 * The API's environment is read here and nowhere else (an eslint rule keeps it so); every
 * variable is listed in docs/deploy.md. `loadConfig` checks the app's settings and throws a
 * `ConfigError` naming every problem at once; `readConfig` gives the server's address, database
 * and proxies; `processSettings` the few values modules need before an app exists (signing
 * secrets, token lifetime, the admin key).
 */

/** The payment providers this API can talk to. Only the simulated one takes no real money. */
export const PAYMENT_PROVIDERS = ['simulated', 'iyzico'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** iyzico's account (PAYMENT_PROVIDER=iyzico, docs/payments.md). */
export interface IyzicoConfig {
  /** IYZICO_API_KEY and IYZICO_SECRET_KEY: the merchant panel's keys (sandbox or live). */
  apiKey: string;
  secretKey: string;
  /** IYZICO_BASE_URL: https://sandbox-api.iyzipay.com or https://api.iyzipay.com. */
  baseUrl: string;
  /** IYZICO_TIMEOUT_MS: how long a call to iyzico may take before the buyer hears it failed. */
  timeoutMs: number;
}

export interface CheckoutConfig {
  paymentProvider: PaymentProviderName;
  /** Set when the provider is iyzico. */
  iyzico: IyzicoConfig | null;
  /** Signs the simulated provider's sessions and callbacks (PAYMENT_SECRET). */
  paymentSecret: string;
  /** How long a card order waits for its payment, and a bank-transfer order for the money. */
  cardOrderTtlMs: number;
  transferOrderTtlMs: number;
  /**
   * How long after a transfer order expired staff may still confirm its money (TRANSFER_GRACE_DAYS,
   * default 14): it completes if the seats are free, else it is recorded as to be refunded.
   */
  transferGraceMs: number;
  /** Checkparty answers per user per window (enumeration guard). */
  partyCheckLimit: { max: number; windowMs: number };
  /**
   * "Someone enrolled you" mails per day: at most `perRecipient` to one address,
   * whoever enrols it, and at most `perBuyer` from one buyer's free orders (a paid order's
   * payment is its own limit). Past them the seats are still given; the mail is not sent.
   */
  enrolNotices: { perBuyer: number; perRecipient: number; windowMs: number };
}

export interface MailConfig {
  /** The sender (MAIL_FROM). */
  from: string;
  /** SMTP server (SMTP_URL); without it mails are written to `outboxDir` as JSON files. */
  smtpUrl: string | null;
  /** MAIL_OUTBOX_DIR, default api/outbox. */
  outboxDir: string;
  /** At most `max` mails of one kind to one address per window. */
  quota: { max: number; windowMs: number };
  /** The durable mail queue's worker (lib/mail-queue.ts, pg-boss). */
  queue: MailQueueOptions;
}

export interface LimitsConfig {
  auth: {
    windowMs: number;
    loginPerIp: number;
    /**
     * Failed logins to one account within the window, from any IP, after which a browser without
     * that account's device token is refused until the window passes (AUTH_LOGIN_ACCOUNT_MAX).
     */
    loginPerAccount: number;
    registerPerIp: number;
    resetPerIp: number;
    backoff: { waitFromFailure: number; baseMs: number; maxMs: number };
    /**
     * The least time a forgot-password answer takes (AUTH_RESET_ANSWER_MS, default 300), the
     * same for a known and an unknown address, so its timing tells nobody who has an account.
     */
    resetAnswerMs: number;
  };
  subscribe: { perIp: number; windowMs: number };
  /** Web Vitals reports per client in a window (VITALS_RATE_LIMIT_IP, _WINDOW_MS). */
  vitals: { perIp: number; windowMs: number };
}

export interface Config {
  production: boolean;
  checkout: CheckoutConfig;
  /** The shell's public address (PLATFORM_URL, no trailing slash): links in mails, returns. */
  platformUrl: string;
  /** Whether PLATFORM_URL was set (else the payment return follows the page's own origin). */
  platformUrlConfigured: boolean;
  mail: MailConfig;
  limits: LimitsConfig;
  /** Seed the README's demo accounts (never in production). */
  seedDemoUsers: boolean;
  /** Where raster renditions of the pictures are kept (RENDITIONS_CACHE_DIR, default data/renditions). */
  renditionsDir: string;
  /** Uploaded files: where they are kept and how large one may be. */
  media: MediaConfig;
  /** Things an operator must hear about at start. */
  warnings: string[];
}

export interface MediaConfig {
  /** MEDIA_DIR: the local store's folder (default data/media), created at start. */
  dir: string;
  /** MEDIA_UPLOAD_MAX_MB: the largest upload (a video); each kind of file has its own, smaller limit. */
  uploadMaxBytes: number;
  /** MEDIA_S3_URL: the S3-compatible store of uploaded files; null keeps them on disk. */
  s3Url: string | null;
  /** MEDIA_CAPTIONS_MAX_KB (default 512): the largest WebVTT upload. */
  maxCaptionsBytes: number;
  /** TRANSCODE_TIMEOUT_MINUTES (default 30): ffmpeg's limit for one video. */
  transcodeTimeoutMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
  }
}

const MINUTE = 60_000;

// ---------------------------------------------------------------------------------------------
// The environment as one schema: each variable's type, default and bounds, then the production
// rules. A problem reads "NAME must be … (got "value")".
// ---------------------------------------------------------------------------------------------

/** An optional text variable: trimmed, and undefined when empty. */
const text = z
  .string()
  .optional()
  .transform((raw) => raw?.trim() || undefined);

/** A number variable: the fallback when unset, else a number that passes `valid`. */
const numberVar = (fallback: number, rules: [(value: number) => boolean, string][]) =>
  z
    .string()
    .optional()
    .transform((input, ctx) => {
      const raw = input?.trim();
      if (!raw) return fallback;
      const value = Number(raw);
      const broken = rules.find(([valid]) => !Number.isFinite(value) || !valid(value));
      if (broken) {
        ctx.addIssue({ code: 'custom', message: `must be ${broken[1]} (got "${raw}")` });
        return z.NEVER;
      }
      return value;
    });

const positive = (fallback: number) => numberVar(fallback, [[(n) => n > 0, 'a positive number']]);
/** A whole number of at least 1. */
const count = (fallback: number) =>
  numberVar(fallback, [
    [(n) => n > 0, 'a positive number'],
    [Number.isInteger, 'a whole number'],
  ]);
/** A number of at least `min` (pg-boss's own lower bounds), whole when `whole`. */
const atLeast = (fallback: number, min: number, whole = false) =>
  numberVar(fallback, [
    [
      (n) => n >= min && (!whole || Number.isInteger(n)),
      `${whole ? 'a whole number' : 'a number'} of at least ${min}`,
    ],
  ]);

/** A URL with one of the protocols, or undefined when unset. */
const urlVar = (protocols: string[]) =>
  text.superRefine((raw, ctx) => {
    if (raw === undefined) return;
    try {
      if (protocols.includes(new URL(raw).protocol)) return;
    } catch {
      // said below
    }
    ctx.addIssue({
      code: 'custom',
      message: `must be a ${protocols.join(' or ')} URL (got "${raw}")`,
    });
  });

const flag = text.transform((raw) => /^(1|true|yes)$/i.test(raw ?? ''));

const envSchema = z
  .object({
    NODE_ENV: text,
    PLATFORM_URL: urlVar(['http:', 'https:']),
    SMTP_URL: urlVar(['smtp:', 'smtps:']),
    MAIL_FROM: text,
    MAIL_OUTBOX_DIR: text,
    MAIL_QUOTA_PER_ADDRESS: count(3),
    MAIL_QUOTA_WINDOW_MS: positive(60 * MINUTE),
    MAIL_POLL_SECONDS: atLeast(DEFAULT_MAIL_QUEUE_OPTIONS.pollSeconds, 0.5),
    MAIL_LEASE_SECONDS: count(DEFAULT_MAIL_QUEUE_OPTIONS.leaseSeconds),
    MAIL_MAX_ATTEMPTS: count(DEFAULT_MAIL_QUEUE_OPTIONS.maxAttempts),
    MAIL_RETRY_SECONDS: atLeast(DEFAULT_MAIL_QUEUE_OPTIONS.retrySeconds, 0, true),
    MAIL_CONCURRENCY: count(DEFAULT_MAIL_QUEUE_OPTIONS.concurrency),
    AUTH_RATE_LIMIT_WINDOW_MS: positive(15 * MINUTE),
    AUTH_RATE_LIMIT_LOGIN_IP: count(60),
    AUTH_RATE_LIMIT_REGISTER_IP: count(30),
    AUTH_RATE_LIMIT_RESET_IP: count(30),
    AUTH_LOGIN_BACKOFF_AFTER: count(5),
    AUTH_LOGIN_BACKOFF_BASE_MS: positive(30_000),
    AUTH_LOGIN_BACKOFF_MAX_MS: positive(15 * MINUTE),
    AUTH_RESET_ANSWER_MS: count(300),
    AUTH_LOGIN_ACCOUNT_MAX: count(20),
    SUBSCRIBE_RATE_LIMIT_IP: count(10),
    SUBSCRIBE_RATE_LIMIT_WINDOW_MS: positive(60 * MINUTE),
    VITALS_RATE_LIMIT_IP: count(30),
    VITALS_RATE_LIMIT_WINDOW_MS: positive(MINUTE),
    JWT_SECRET: text,
    MEDIA_LINK_SECRET: text,
    PAYMENT_SECRET: text,
    PAYMENT_PROVIDER: text.superRefine((named, ctx) => {
      if (named !== undefined && !(PAYMENT_PROVIDERS as readonly string[]).includes(named)) {
        ctx.addIssue({
          code: 'custom',
          message: `"${named}" is unknown (known: ${PAYMENT_PROVIDERS.join(', ')})`,
        });
      }
    }),
    IYZICO_API_KEY: text,
    IYZICO_SECRET_KEY: text,
    IYZICO_BASE_URL: urlVar(['http:', 'https:']),
    IYZICO_TIMEOUT_MS: count(15_000),
    // Read again by processSettings() (modules that sign before an app exists); checked here.
    JWT_TTL_SECONDS: positive(60 * 60 * 24 * 7),
    ADMIN_KEY: text.refine(
      (key) => key === undefined || key.length >= 16,
      'must have 16+ characters',
    ),
    API_INSTANCES: count(1),
    DATABASE_URL: text,
    SEED_DEMO_USERS: flag,
    ORDER_CARD_TTL_MINUTES: positive(30),
    ORDER_TRANSFER_TTL_HOURS: positive(72),
    TRANSFER_GRACE_DAYS: positive(14),
    // Party checks per user per 15 minutes: a list of 50 uploaded participants against a basket
    // of up to six courses.
    PARTY_CHECK_LIMIT: positive(300),
    ENROL_NOTICES_PER_BUYER: count(50),
    ENROL_NOTICES_PER_RECIPIENT: count(3),
    RENDITIONS_CACHE_DIR: text,
    MEDIA_DIR: text,
    MEDIA_UPLOAD_MAX_MB: positive(1024),
    // Uploaded files (lib/storage.ts): an S3-compatible store when set, else MEDIA_DIR on disk.
    MEDIA_S3_URL: urlVar(['http:', 'https:']).superRefine((raw, ctx) => {
      if (raw === undefined || !URL.canParse(raw)) return;
      const url = new URL(raw);
      if (!url.username || !url.password || url.pathname.split('/').filter(Boolean).length === 0) {
        ctx.addIssue({
          code: 'custom',
          message: 'must read http(s)://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix]',
        });
      }
    }),
    MEDIA_CAPTIONS_MAX_KB: positive(512),
    TRANSCODE_TIMEOUT_MINUTES: positive(30),
  })
  .superRefine(
    (env, ctx) => {
      const problem = (message: string) => ctx.addIssue({ code: 'custom', message, path: [] });
      if (typeof env.API_INSTANCES === 'number' && env.API_INSTANCES > 1 && !env.DATABASE_URL) {
        problem(
          `API_INSTANCES=${env.API_INSTANCES} needs DATABASE_URL: the embedded PGlite database belongs to one process`,
        );
      }
      if (env.PAYMENT_PROVIDER === 'iyzico') {
        for (const name of ['IYZICO_API_KEY', 'IYZICO_SECRET_KEY', 'IYZICO_BASE_URL'] as const) {
          if (!env[name]) problem(`${name} must be set when PAYMENT_PROVIDER=iyzico`);
        }
      }
      // Production is not a demo: its own secrets, a provider named on purpose, a site address.
      if (env.NODE_ENV !== 'production') return;
      if (
        env.PAYMENT_PROVIDER === 'iyzico' &&
        env.IYZICO_BASE_URL &&
        !env.IYZICO_BASE_URL.startsWith('https:')
      ) {
        problem('IYZICO_BASE_URL must be an https URL in production (card data and keys travel)');
      }
      if (!env.PLATFORM_URL) {
        problem('PLATFORM_URL (the site address mails link to) must be set in production');
      }
      for (const name of ['JWT_SECRET', 'MEDIA_LINK_SECRET', 'PAYMENT_SECRET'] as const) {
        if ((env[name]?.length ?? 0) < SECRET_MIN_LENGTH) {
          problem(`${name} (${SECRET_MIN_LENGTH}+ characters) must be set in production`);
        }
      }
      if (!env.PAYMENT_PROVIDER) {
        problem(
          'PAYMENT_PROVIDER must be named in production; the simulated provider takes no real money ' +
            '(set PAYMENT_PROVIDER=simulated only for a staging site)',
        );
      }
    },
    // These rules are said along the variables' own problems, all at once.
    { when: () => true },
  );
type Env = z.output<typeof envSchema>;

/** Each problem as "NAME must be …", a rule over several variables as its own sentence. */
const problemsOf = (error: z.ZodError) =>
  error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join('.')} ${issue.message}` : issue.message,
  );

/** What an operator must hear about at start, though nothing stops it. */
function warningsOf(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  return [
    ...(env.SMTP_URL
      ? []
      : ['SMTP_URL is not set in production: mails are written to the outbox folder, not sent']),
    ...(env.PAYMENT_PROVIDER === 'simulated'
      ? ['PAYMENT_PROVIDER=simulated in production: card orders complete with test cards']
      : []),
    ...(env.PAYMENT_PROVIDER === 'iyzico' && /sandbox/i.test(env.IYZICO_BASE_URL ?? '')
      ? ["IYZICO_BASE_URL is iyzico's sandbox in production: cards are not charged"]
      : []),
    ...(env.SEED_DEMO_USERS ? ['SEED_DEMO_USERS is ignored in production'] : []),
  ];
}

/**
 * The API's settings from the environment, checked at start against `envSchema`, every problem
 * named at once. Production is not a demo: it needs its signing secrets, a payment provider named
 * on purpose, and seeds no demo accounts.
 */
export function loadConfig(input: NodeJS.ProcessEnv = process.env, dataDir = DATA_DIR): Config {
  const parsed = envSchema.safeParse(input);
  if (!parsed.success) throw new ConfigError(problemsOf(parsed.error));
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  return {
    production,
    checkout: {
      paymentProvider: (env.PAYMENT_PROVIDER ?? 'simulated') as PaymentProviderName,
      iyzico:
        env.PAYMENT_PROVIDER === 'iyzico'
          ? {
              apiKey: env.IYZICO_API_KEY!,
              secretKey: env.IYZICO_SECRET_KEY!,
              baseUrl: env.IYZICO_BASE_URL!.replace(/\/+$/, ''),
              timeoutMs: env.IYZICO_TIMEOUT_MS,
            }
          : null,
      paymentSecret: secretFromEnvOrFile('PAYMENT_SECRET', 'payment-secret', {
        env: input,
        dataDir,
      }),
      cardOrderTtlMs: env.ORDER_CARD_TTL_MINUTES * MINUTE,
      transferOrderTtlMs: env.ORDER_TRANSFER_TTL_HOURS * 60 * MINUTE,
      transferGraceMs: env.TRANSFER_GRACE_DAYS * 24 * 60 * MINUTE,
      partyCheckLimit: { max: env.PARTY_CHECK_LIMIT, windowMs: 15 * MINUTE },
      enrolNotices: {
        perBuyer: env.ENROL_NOTICES_PER_BUYER,
        perRecipient: env.ENROL_NOTICES_PER_RECIPIENT,
        windowMs: 24 * 60 * MINUTE,
      },
    },
    platformUrl: (env.PLATFORM_URL ?? DEFAULT_PLATFORM_URL).replace(/\/+$/, ''),
    platformUrlConfigured: env.PLATFORM_URL !== undefined,
    mail: {
      from: env.MAIL_FROM ?? DEFAULT_MAIL_FROM,
      smtpUrl: env.SMTP_URL ?? null,
      outboxDir: env.MAIL_OUTBOX_DIR ?? DEFAULT_OUTBOX_DIR,
      quota: { max: env.MAIL_QUOTA_PER_ADDRESS, windowMs: env.MAIL_QUOTA_WINDOW_MS },
      queue: {
        pollSeconds: env.MAIL_POLL_SECONDS,
        leaseSeconds: env.MAIL_LEASE_SECONDS,
        maxAttempts: env.MAIL_MAX_ATTEMPTS,
        retrySeconds: env.MAIL_RETRY_SECONDS,
        concurrency: env.MAIL_CONCURRENCY,
      },
    },
    limits: {
      auth: {
        windowMs: env.AUTH_RATE_LIMIT_WINDOW_MS,
        loginPerIp: env.AUTH_RATE_LIMIT_LOGIN_IP,
        loginPerAccount: env.AUTH_LOGIN_ACCOUNT_MAX,
        registerPerIp: env.AUTH_RATE_LIMIT_REGISTER_IP,
        resetPerIp: env.AUTH_RATE_LIMIT_RESET_IP,
        backoff: {
          waitFromFailure: env.AUTH_LOGIN_BACKOFF_AFTER,
          baseMs: env.AUTH_LOGIN_BACKOFF_BASE_MS,
          maxMs: env.AUTH_LOGIN_BACKOFF_MAX_MS,
        },
        resetAnswerMs: env.AUTH_RESET_ANSWER_MS,
      },
      subscribe: {
        perIp: env.SUBSCRIBE_RATE_LIMIT_IP,
        windowMs: env.SUBSCRIBE_RATE_LIMIT_WINDOW_MS,
      },
      vitals: {
        perIp: env.VITALS_RATE_LIMIT_IP,
        windowMs: env.VITALS_RATE_LIMIT_WINDOW_MS,
      },
    },
    seedDemoUsers: env.SEED_DEMO_USERS && !production,
    renditionsDir: env.RENDITIONS_CACHE_DIR ?? join(dataDir, 'renditions'),
    media: {
      dir: env.MEDIA_DIR ?? join(dataDir, 'media'),
      uploadMaxBytes: env.MEDIA_UPLOAD_MAX_MB * 1024 * 1024,
      s3Url: env.MEDIA_S3_URL ?? null,
      maxCaptionsBytes: Math.round(env.MEDIA_CAPTIONS_MAX_KB * 1024),
      transcodeTimeoutMs: env.TRANSCODE_TIMEOUT_MINUTES * MINUTE,
    },
    warnings: warningsOf(env),
  };
}

export const DEFAULT_PLATFORM_URL = 'http://localhost:3000';

/**
 * Development defaults: what `loadConfig` gives for an empty environment, or for `env` (tests
 * pass theirs), with checkout settings overridden.
 */
export const developmentConfig = (
  overrides: Partial<CheckoutConfig> = {},
  env: NodeJS.ProcessEnv = { NODE_ENV: 'development' },
): Config => {
  const config = loadConfig(env);
  return { ...config, checkout: { ...config.checkout, ...overrides } };
};

/** What modules need before any app is built; read once from the process's environment. */
export interface ProcessSettings {
  jwtSecret: string;
  mediaLinkSecret: string;
  /** JWT_TTL_SECONDS: how long a sign-in lasts (default a week). */
  jwtTtlSeconds: number;
  /** ADMIN_KEY (16+ characters), else the key kept in api/data/admin-key. */
  adminKey: string | null;
}

let processSettingsCache: ProcessSettings | undefined;
export function processSettings(): ProcessSettings {
  processSettingsCache ??= {
    jwtSecret: secretFromEnvOrFile('JWT_SECRET', 'jwt-secret', { env: process.env }),
    mediaLinkSecret: secretFromEnvOrFile('MEDIA_LINK_SECRET', 'media-link-secret', {
      env: process.env,
    }),
    jwtTtlSeconds: envNumber('JWT_TTL_SECONDS', 60 * 60 * 24 * 7),
    adminKey:
      process.env.ADMIN_KEY && process.env.ADMIN_KEY.length >= 16 ? process.env.ADMIN_KEY : null,
  };
  return processSettingsCache;
}

// ---------------------------------------------------------------------------------------------
// The server's own settings: address, database, logging, CORS, proxies
// ---------------------------------------------------------------------------------------------

/** A positive number from the environment, or the fallback. */
export const envNumber = (name: string, fallback: number, env: NodeJS.ProcessEnv = process.env) => {
  const value = Number(env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** What `TRUST_PROXY` may say, as Fastify's `trustProxy` takes it. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * `TRUST_PROXY`: unset or `false` → the socket's address is the client; `true` → trust every
 * proxy; `10.0.0.0/8,127.0.0.1` → trust those addresses (the safest); `2` → trust the nearest two
 * hops whoever they are, only for an API no client can reach but through its proxies (Fastify
 * itself takes a bare number as "trust nothing"). Behind a load balancer without it, every
 * visitor would share the balancer's rate-limit bucket.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

// The shell and remotes run on 3000-3005; e2e runs may pick other ports up to 3199.
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1):(\d{4})$/;
export const isLocalPlatformOrigin = (origin: string): boolean => {
  const match = LOCAL_ORIGIN.exec(origin);
  const port = Number(match?.[2]);
  return port >= 3000 && port <= 3199;
};

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * The browser origins allowed to call the API: `CORS_ORIGINS` (comma-separated) and the origin
 * of `PLATFORM_URL`, the shell this API serves (`npm start` sets both, on any port).
 */
export function allowedOrigins(env: NodeJS.ProcessEnv): string[] {
  const listed = (env.CORS_ORIGINS ?? '').split(',').map((origin) => origin.trim());
  const platform = env.PLATFORM_URL ? originOf(env.PLATFORM_URL) : undefined;
  return [...new Set([...listed, platform].filter((origin): origin is string => !!origin))];
}

/** The API's environment, read once (api/README.md lists every variable). */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const port = Number(env.PORT ?? 4000);
  return {
    production: env.NODE_ENV === 'production',
    /** SEED_DEMO_USERS: the seed command adds the README's demo accounts. */
    seedDemoUsers: /^(1|true|yes)$/i.test(env.SEED_DEMO_USERS?.trim() ?? ''),
    /** API_INSTANCES: processes `npm start` runs (node:cluster, one port). */
    instances: Math.floor(envNumber('API_INSTANCES', 1, env)),
    /** The admin command's API: API_URL, else 127.0.0.1 on API_PORT or PORT. */
    adminApiUrl: (env.API_URL ?? `http://127.0.0.1:${env.API_PORT ?? env.PORT ?? 4000}`).replace(
      /\/+$/,
      '',
    ),
    port,
    host: env.HOST ?? '127.0.0.1',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.PGLITE_DIR || DEFAULT_PGLITE_DIR,
    logLevel: env.LOG_LEVEL ?? 'info',
    corsOrigins: allowedOrigins(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
