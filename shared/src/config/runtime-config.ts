import { takeEarly } from './early';

/** Runtime configuration read from app-config.json next to the shell's index.html (architecture §2). */
export interface AppConfig {
  apiBaseUrl: string;
  /** Each remote's manifest URL, by federation name. */
  remotes: Record<string, string>;
  /**
   * The path prefix a remote owns, by federation name (`{ "admin": "admin" }`): the shell mounts
   * `#/<prefix>/*` to the remote's `./App` module, so a new area goes live without a shell
   * release (docs/decisions/0007-runtime-route-prefixes.md). A remote missing from `remotes` is
   * not mounted.
   */
  routes?: Record<string, string>;
  /**
   * Web Vitals from real visits: the share of page views (0–1, default 0.1) whose shell reports
   * LCP, INP, CLS and TTFB to the API (`POST /v1/vitals/report`).
   */
  vitals?: { sampleRate: number };
  /**
   * What the local server found wrong in its override (app-config.local.json), served only in
   * development: the shell shows it on the page.
   */
  problems?: string[];
}

export const DEFAULT_API_BASE_URL = 'http://localhost:4000';
export const API_BASE_OVERRIDE_KEY = 'apiBaseUrl';

let config: AppConfig = { apiBaseUrl: DEFAULT_API_BASE_URL, remotes: {}, routes: {} };

export const setAppConfig = (next: AppConfig) => {
  config = next;
};

/** The configuration app-config.json gave (after `loadAppConfig`). */
export const getAppConfig = (): AppConfig => config;

/** Only `name → string` entries of a map read from JSON. */
const stringMap = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value as Record<string, unknown>).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    : {};

/** The API base: localStorage `apiBaseUrl` wins over app-config.json (spec §7). */
export const getApiBaseUrl = (): string => {
  let override: string | null = null;
  try {
    override = window.localStorage.getItem(API_BASE_OVERRIDE_KEY);
  } catch {
    override = null;
  }
  return (override || config.apiBaseUrl).replace(/\/+$/, '');
};

/** What makes a parsed app-config.json unusable ([] when it is usable). */
export const appConfigProblems = (value: unknown): string[] => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return ['not a JSON object'];
  const { apiBaseUrl, remotes } = value as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof apiBaseUrl !== 'string' || apiBaseUrl.trim() === '') {
    problems.push('apiBaseUrl: missing');
  }
  if (!remotes || typeof remotes !== 'object' || Array.isArray(remotes)) {
    problems.push('remotes: not a map of manifest URLs');
  }
  return problems;
};

/** A parsed app-config.json as the shell uses it; throws naming what is wrong. */
const normalize = (loaded: unknown): AppConfig => {
  const problems = appConfigProblems(loaded);
  if (problems.length > 0) throw new Error(`app-config.json is invalid: ${problems.join('; ')}`);
  const value = loaded as Partial<AppConfig>;
  return {
    apiBaseUrl: value.apiBaseUrl!,
    remotes: stringMap(value.remotes),
    routes: stringMap(value.routes),
    ...(typeof value.vitals?.sampleRate === 'number' &&
    value.vitals.sampleRate >= 0 &&
    value.vitals.sampleRate <= 1
      ? { vitals: { sampleRate: value.vitals.sampleRate } }
      : {}),
    ...(Array.isArray(value.problems)
      ? { problems: value.problems.filter((p): p is string => typeof p === 'string') }
      : {}),
  };
};

const fetchConfig = async (url: string): Promise<AppConfig> => {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  let loaded: unknown;
  try {
    loaded = await response.json();
  } catch {
    throw new Error(`${url} is not JSON`);
  }
  return normalize(loaded);
};

/** Pauses before the second and third try of app-config.json. */
export const APP_CONFIG_RETRY_DELAYS_MS = [500, 1_500];

let failure: string | null = null;

/**
 * Why app-config.json could not be used after its retries (the shell then shows a maintenance
 * state), or null.
 */
export const appConfigFailure = (): string | null => failure;

/**
 * Fetches app-config.json relative to the page (or takes the copy index.html started loading),
 * trying again after each pause of `delays`. When it still fails, the shell knows no API
 * address: outside development it guesses none (`appConfigFailure()` says why, and the shell
 * shows a maintenance state); in development it uses the local API and says so.
 */
export const loadAppConfig = async (
  url = 'app-config.json',
  { delays = APP_CONFIG_RETRY_DELAYS_MS }: { delays?: number[] } = {},
): Promise<AppConfig> => {
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt += 1) {
    try {
      const early = attempt === 0 && url === 'app-config.json' ? takeEarly(url) : undefined;
      const loaded = early
        ? await (early as Promise<unknown>).then(normalize, () => fetchConfig(url))
        : await fetchConfig(url);
      failure = null;
      setAppConfig(loaded);
      return config;
    } catch (error) {
      lastError = error;
      const delay = delays[attempt];
      if (delay !== undefined) await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  const reason = lastError instanceof Error ? lastError.message : String(lastError);
  if (process.env.NODE_ENV === 'development') {
    console.error(`[config] ${reason}: using the local API ${DEFAULT_API_BASE_URL} (development)`);
    setAppConfig({ apiBaseUrl: DEFAULT_API_BASE_URL, remotes: {}, routes: {} });
  } else {
    failure = reason.includes('app-config.json') ? reason : `app-config.json: ${reason}`;
    console.error(`[config] ${failure}`);
    setAppConfig({ apiBaseUrl: '', remotes: {}, routes: {} });
  }
  return config;
};

/**
 * Reads app-config.json again (a remote that failed may have moved); a failed or invalid answer
 * keeps the configuration there was. The new configuration, or null.
 */
export const reloadAppConfig = async (url = 'app-config.json'): Promise<AppConfig | null> => {
  try {
    setAppConfig(await fetchConfig(url));
    failure = null;
    return config;
  } catch {
    return null;
  }
};
