import { DATA_DIR, SECRET_MIN_LENGTH, secretFromEnvOrFile } from './lib/secrets';

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

export interface Config {
  production: boolean;
  checkout: CheckoutConfig;
  /** Seed the README's demo accounts (never in production). */
  seedDemoUsers: boolean;
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

  const demoAsked = /^(1|true|yes)$/i.test(env.SEED_DEMO_USERS?.trim() ?? '');
  if (production && demoAsked) warnings.push('SEED_DEMO_USERS is ignored in production');

  const checkout: CheckoutConfig = {
    paymentProvider,
    paymentSecret: '',
    cardOrderTtlMs: positive('ORDER_CARD_TTL_MINUTES', 30) * MINUTE,
    transferOrderTtlMs: positive('ORDER_TRANSFER_TTL_HOURS', 72) * 60 * MINUTE,
    partyCheckLimit: { max: positive('PARTY_CHECK_LIMIT', 30), windowMs: 15 * MINUTE },
  };
  if (problems.length > 0) throw new ConfigError(problems);
  checkout.paymentSecret = secretFromEnvOrFile('PAYMENT_SECRET', 'payment-secret', {
    env,
    dataDir,
  });
  return { production, checkout, seedDemoUsers: demoAsked && !production, warnings };
}

/** Development defaults (tests, scripts): what `loadConfig` gives for an empty environment. */
export const developmentConfig = (overrides: Partial<CheckoutConfig> = {}): Config => {
  const config = loadConfig({ NODE_ENV: 'development' });
  return { ...config, checkout: { ...config.checkout, ...overrides } };
};
