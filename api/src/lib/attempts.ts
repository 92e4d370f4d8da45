/**
 * Counting recent attempts per key: failed logins per e-mail and client, mails per
 * address. The policies below only see `AttemptStore`, so the in-memory store (one API process)
 * can be replaced by one in PostgreSQL for several instances (architecture §8) without touching
 * the routes.
 */

export interface Attempts {
  /** Attempts within the window asked for. */
  count: number;
  /** When the newest of them happened (ms since the epoch); null when there is none. */
  lastAt: number | null;
}

export interface AttemptStore {
  /** Records one attempt under `key` and returns the attempts within `windowMs`, it included. */
  record(key: string, windowMs: number): Promise<Attempts>;
  /** The attempts under `key` within `windowMs`. */
  read(key: string, windowMs: number): Promise<Attempts>;
  /** Forgets every attempt under `key`. */
  clear(key: string): Promise<void>;
}

/** No key keeps more than this many times; older ones fall off first. */
const MAX_PER_KEY = 100;
/** A sweep of expired keys runs when the map grows past this (then past twice what is left). */
const FIRST_SWEEP_AT = 10_000;

/** Times per key in a Map, for one API process; expired keys are swept as the map grows. */
export function memoryAttemptStore(now: () => number = Date.now): AttemptStore {
  const times = new Map<string, number[]>();
  let longestWindow = 0;
  let sweepAt = FIRST_SWEEP_AT;

  const within = (key: string, windowMs: number): number[] => {
    const since = now() - windowMs;
    return (times.get(key) ?? []).filter((time) => time > since);
  };
  const summary = (list: number[]): Attempts => ({
    count: list.length,
    lastAt: list.length > 0 ? list[list.length - 1]! : null,
  });
  const sweep = () => {
    const since = now() - longestWindow;
    for (const [key, list] of times) {
      if ((list[list.length - 1] ?? 0) <= since) times.delete(key);
    }
    sweepAt = Math.max(FIRST_SWEEP_AT, times.size * 2);
  };

  return {
    async record(key, windowMs) {
      longestWindow = Math.max(longestWindow, windowMs);
      if (!times.has(key) && times.size >= sweepAt) sweep();
      const kept = (times.get(key) ?? []).filter((time) => time > now() - longestWindow);
      kept.push(now());
      times.set(key, kept.slice(-MAX_PER_KEY));
      return summary(within(key, windowMs));
    },
    async read(key, windowMs) {
      return summary(within(key, windowMs));
    },
    async clear(key) {
      times.delete(key);
    },
  };
}

export interface LoginBackoffOptions {
  /** The failure that starts the waiting: with 5, the fifth failure brings the first wait. */
  waitFromFailure: number;
  /** The first wait; each further failure doubles it. */
  baseMs: number;
  /** The longest wait. */
  maxMs: number;
  /** How long a failure is remembered. */
  windowMs: number;
  now?: () => number;
}

export interface LoginClient {
  email: string;
  ip: string;
}

/**
 * Exponential backoff of failed logins, keyed by e-mail and client IP: a guesser is slowed down
 * on the accounts they guess at, while the owner, from another connection, logs in as usual.
 * (A lock per e-mail alone would let anyone lock anyone out.)
 */
export function loginBackoff(store: AttemptStore, options: LoginBackoffOptions) {
  const now = options.now ?? Date.now;
  const keyOf = ({ email, ip }: LoginClient) => `login:${email.trim().toLowerCase()}|${ip}`;
  const waitAfter = (failures: number) => {
    const over = failures - options.waitFromFailure;
    if (over < 0) return 0;
    return Math.min(options.baseMs * 2 ** over, options.maxMs);
  };

  return {
    /** How long this client must wait before trying this e-mail again; 0 when it need not. */
    async retryAfterMs(client: LoginClient): Promise<number> {
      const { count, lastAt } = await store.read(keyOf(client), options.windowMs);
      if (lastAt === null) return 0;
      return Math.max(0, lastAt + waitAfter(count) - now());
    },
    async failed(client: LoginClient) {
      await store.record(keyOf(client), options.windowMs);
    },
    async succeeded(client: LoginClient) {
      await store.clear(keyOf(client));
    },
  };
}
export type LoginBackoff = ReturnType<typeof loginBackoff>;

export interface MailQuotaOptions {
  /** Mails of one kind to one address within the window. */
  max: number;
  windowMs: number;
}

/**
 * At most `max` mails of one kind to one address per window, so the site's forms cannot be used
 * to flood someone's mailbox. A refused mail is simply not sent: the answer to the client stays
 * the same, so nobody learns anything from it.
 */
export function mailQuota(store: AttemptStore, options: MailQuotaOptions) {
  return {
    /** True, and counted, when one more mail of `kind` may go to `address` now. */
    async take(kind: string, address: string): Promise<boolean> {
      const key = `mail:${kind}:${address.trim().toLowerCase()}`;
      const before = await store.read(key, options.windowMs);
      if (before.count >= options.max) return false;
      await store.record(key, options.windowMs);
      return true;
    },
  };
}
export type MailQuota = ReturnType<typeof mailQuota>;
