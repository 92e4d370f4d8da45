import { DEFAULT_PGLITE_DIR } from './db';

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
