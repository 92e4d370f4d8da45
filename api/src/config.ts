import { join } from 'node:path';
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
export const PAYMENT_PROVIDERS = ['simulated'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export interface CheckoutConfig {
  paymentProvider: PaymentProviderName;
  /** Signs the simulated provider's sessions and callbacks (PAYMENT_SECRET). */
  paymentSecret: string;
  /** How long a card order waits for its payment, and a bank-transfer order for the money. */
  cardOrderTtlMs: number;
  transferOrderTtlMs: number;
  /** Checkparty answers per user per window (enumeration guard). */
  partyCheckLimit: { max: number; windowMs: number };
}

export interface MailConfig {
  /** The sender (MAIL_FROM). */
  from: string;
  /** SMTP server (SMTP_URL); without it mails are written to `outboxDir` as JSON files. */
  smtpUrl: string | null;
  /** MAIL_OUTBOX_DIR, default api/outbox. */
  outboxDir: string;
  /** At most `max` mails of one kind to one address per window (issue 13). */
  quota: { max: number; windowMs: number };
  /** The durable mail queue's worker (lib/mail-queue.ts, pg-boss). */
  queue: MailQueueOptions;
}

export interface LimitsConfig {
  auth: {
    windowMs: number;
    loginPerIp: number;
    registerPerIp: number;
    resetPerIp: number;
    backoff: { waitFromFailure: number; baseMs: number; maxMs: number };
  };
  subscribe: { perIp: number; windowMs: number };
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
  /** Things an operator must hear about at start. */
  warnings: string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
  }
}

const MINUTE = 60_000;

/**
 * The API's settings from the environment, checked at start. Production is not a demo: it needs
 * its signing secrets, a payment provider named on purpose, and seeds no demo accounts.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, dataDir = DATA_DIR): Config {
  const problems: string[] = [];
  const warnings: string[] = [];
  const production = env.NODE_ENV === 'production';

  const positive = (name: string, fallback: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0) {
      problems.push(`${name} must be a positive number (got "${raw}")`);
      return fallback;
    }
    return value;
  };

  /** A number of at least `min` (pg-boss's own lower bounds), whole when `whole`. */
  const atLeast = (name: string, fallback: number, min: number, whole = false): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < min || (whole && !Number.isInteger(value))) {
      problems.push(
        `${name} must be ${whole ? 'a whole number' : 'a number'} of at least ${min} (got "${raw}")`,
      );
      return fallback;
    }
    return value;
  };
  const count = (name: string, fallback: number): number => {
    const value = positive(name, fallback);
    if (!Number.isInteger(value)) {
      problems.push(`${name} must be a whole number (got "${env[name]}")`);
      return fallback;
    }
    return value;
  };

  const url = (name: string, protocols: string[]): string | null => {
    const raw = env[name]?.trim();
    if (!raw) return null;
    try {
      const parsed = new URL(raw);
      if (protocols.includes(parsed.protocol)) return raw;
    } catch {
      // reported below
    }
    problems.push(`${name} must be a ${protocols.join(' or ')} URL (got "${raw}")`);
    return null;
  };

  const platform = url('PLATFORM_URL', ['http:', 'https:']);
  if (production && !env.PLATFORM_URL?.trim()) {
    problems.push('PLATFORM_URL (the site address mails link to) must be set in production');
  }
  const smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:']);
  if (production && !env.SMTP_URL?.trim()) {
    warnings.push(
      'SMTP_URL is not set in production: mails are written to the outbox folder, not sent',
    );
  }
  const mail: MailConfig = {
    from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    smtpUrl,
    outboxDir: env.MAIL_OUTBOX_DIR?.trim() || DEFAULT_OUTBOX_DIR,
    quota: {
      max: count('MAIL_QUOTA_PER_ADDRESS', 3),
      windowMs: positive('MAIL_QUOTA_WINDOW_MS', 60 * MINUTE),
    },
    queue: {
      pollSeconds: atLeast('MAIL_POLL_SECONDS', DEFAULT_MAIL_QUEUE_OPTIONS.pollSeconds, 0.5),
      leaseSeconds: count('MAIL_LEASE_SECONDS', DEFAULT_MAIL_QUEUE_OPTIONS.leaseSeconds),
      maxAttempts: count('MAIL_MAX_ATTEMPTS', DEFAULT_MAIL_QUEUE_OPTIONS.maxAttempts),
      retrySeconds: atLeast('MAIL_RETRY_SECONDS', DEFAULT_MAIL_QUEUE_OPTIONS.retrySeconds, 0, true),
    },
  };
  const limits: LimitsConfig = {
    auth: {
      windowMs: positive('AUTH_RATE_LIMIT_WINDOW_MS', 15 * MINUTE),
      loginPerIp: count('AUTH_RATE_LIMIT_LOGIN_IP', 60),
      registerPerIp: count('AUTH_RATE_LIMIT_REGISTER_IP', 30),
      resetPerIp: count('AUTH_RATE_LIMIT_RESET_IP', 30),
      backoff: {
        waitFromFailure: count('AUTH_LOGIN_BACKOFF_AFTER', 5),
        baseMs: positive('AUTH_LOGIN_BACKOFF_BASE_MS', 30_000),
        maxMs: positive('AUTH_LOGIN_BACKOFF_MAX_MS', 15 * MINUTE),
      },
    },
    subscribe: {
      perIp: count('SUBSCRIBE_RATE_LIMIT_IP', 10),
      windowMs: positive('SUBSCRIBE_RATE_LIMIT_WINDOW_MS', 60 * MINUTE),
    },
  };

  if (production) {
    for (const name of ['JWT_SECRET', 'MEDIA_LINK_SECRET', 'PAYMENT_SECRET']) {
      if ((env[name]?.trim().length ?? 0) < SECRET_MIN_LENGTH) {
        problems.push(`${name} (${SECRET_MIN_LENGTH}+ characters) must be set in production`);
      }
    }
  }

  const named = env.PAYMENT_PROVIDER?.trim();
  let paymentProvider: PaymentProviderName = 'simulated';
  if (named && !(PAYMENT_PROVIDERS as readonly string[]).includes(named)) {
    problems.push(
      `PAYMENT_PROVIDER "${named}" is unknown (known: ${PAYMENT_PROVIDERS.join(', ')})`,
    );
  } else if (named) {
    paymentProvider = named as PaymentProviderName;
  } else if (production) {
    problems.push(
      'PAYMENT_PROVIDER must be named in production; the simulated provider takes no real money ' +
        '(set PAYMENT_PROVIDER=simulated only for a staging site)',
    );
  }
  if (production && paymentProvider === 'simulated' && named) {
    warnings.push('PAYMENT_PROVIDER=simulated in production: card orders complete with test cards');
  }

  // Read again by processSettings() (modules that sign before an app exists); checked here.
  positive('JWT_TTL_SECONDS', 60 * 60 * 24 * 7);
  const adminKey = env.ADMIN_KEY?.trim();
  if (adminKey && adminKey.length < 16) problems.push('ADMIN_KEY must have 16+ characters');

  const instances = count('API_INSTANCES', 1);
  if (instances > 1 && !env.DATABASE_URL?.trim()) {
    problems.push(
      `API_INSTANCES=${instances} needs DATABASE_URL: the embedded PGlite database belongs to one process`,
    );
  }

  const demoAsked = /^(1|true|yes)$/i.test(env.SEED_DEMO_USERS?.trim() ?? '');
  if (production && demoAsked) warnings.push('SEED_DEMO_USERS is ignored in production');

  const checkout: CheckoutConfig = {
    paymentProvider,
    paymentSecret: '',
    cardOrderTtlMs: positive('ORDER_CARD_TTL_MINUTES', 30) * MINUTE,
    transferOrderTtlMs: positive('ORDER_TRANSFER_TTL_HOURS', 72) * 60 * MINUTE,
    // A list of 50 uploaded participants against a basket of up to six courses (issue 28).
    partyCheckLimit: { max: positive('PARTY_CHECK_LIMIT', 300), windowMs: 15 * MINUTE },
  };
  if (problems.length > 0) throw new ConfigError(problems);
  checkout.paymentSecret = secretFromEnvOrFile('PAYMENT_SECRET', 'payment-secret', {
    env,
    dataDir,
  });
  return {
    production,
    checkout,
    platformUrl: (platform ?? DEFAULT_PLATFORM_URL).replace(/\/+$/, ''),
    platformUrlConfigured: platform !== null,
    mail,
    limits,
    seedDemoUsers: demoAsked && !production,
    renditionsDir: env.RENDITIONS_CACHE_DIR?.trim() || join(dataDir, 'renditions'),
    warnings,
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
// The server's own settings (issue 13): address, database, logging, CORS, proxies
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
