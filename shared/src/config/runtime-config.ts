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

const fetchConfig = async (url: string): Promise<Partial<AppConfig>> => {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(String(response.status));
  return (await response.json()) as Partial<AppConfig>;
};

/**
 * Fetches app-config.json relative to the page (or takes the copy index.html started loading);
 * falls back to local defaults.
 */
export const loadAppConfig = async (url = 'app-config.json'): Promise<AppConfig> => {
  try {
    const early = url === 'app-config.json' ? takeEarly('app-config.json') : undefined;
    const loaded = early
      ? await (early as Promise<Partial<AppConfig>>).catch(() => fetchConfig(url))
      : await fetchConfig(url);
    setAppConfig({
      apiBaseUrl: loaded.apiBaseUrl ?? DEFAULT_API_BASE_URL,
      remotes: loaded.remotes ?? {},
      routes: stringMap(loaded.routes),
    });
  } catch {
    setAppConfig({ apiBaseUrl: DEFAULT_API_BASE_URL, remotes: {}, routes: {} });
  }
  return config;
};
