import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { earlyFetch } from '../config/early';

export const LANGUAGES = ['tr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'tr';
export const LANGUAGE_STORAGE_KEY = 'lms_language';
export const COMMON_NAMESPACE = 'common';

export const storedLanguage = (): Language => {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return value === 'en' || value === 'tr' ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
};

const fetchCommon = async (base: string, lng: Language): Promise<ResourceLanguage> => {
  try {
    const response = await earlyFetch(`${base}locales/${lng}.json`);
    if (!response.ok) return {};
    return (await response.json()) as ResourceLanguage;
  } catch {
    return {};
  }
};

/**
 * Creates the page's one i18next instance (the global one, shared as a federation singleton):
 * tr by default, en as fallback, common strings from /locales/{lng}.json (spec §7).
 */
export const initI18n = async (options: { localesBase?: string; resources?: Resource } = {}) => {
  const base = options.localesBase ?? '';
  const [tr, en] = await Promise.all([fetchCommon(base, 'tr'), fetchCommon(base, 'en')]);
  const resources: Resource = { tr: { [COMMON_NAMESPACE]: tr }, en: { [COMMON_NAMESPACE]: en } };
  for (const [lng, namespaces] of Object.entries(options.resources ?? {})) {
    resources[lng] = { ...resources[lng], ...namespaces };
  }
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources,
      lng: storedLanguage(),
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      ns: [COMMON_NAMESPACE],
      defaultNS: COMMON_NAMESPACE,
      fallbackNS: COMMON_NAMESPACE,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  for (const [namespace, bundles] of pending) addBundles(namespace, bundles);
  pending.clear();
  if (typeof document !== 'undefined') document.documentElement.lang = i18next.language;
  return i18next;
};

const pending = new Map<string, Record<Language, ResourceLanguage>>();

// Every registration wins over the one before: a remote's new release (an open tab following
// it, or recovering from a chunk pruned by a deploy) registers its namespace again when its code
// runs, and its strings must come with it, never a raw new key.
const addBundles = (namespace: string, bundles: Record<Language, ResourceLanguage>) => {
  for (const lng of LANGUAGES) {
    i18next.addResourceBundle(lng, namespace, bundles[lng], true, true);
  }
};

/**
 * A remote registers its own namespace, so its release carries its own strings (each release's
 * strings replace the previous release's when its code loads). i18next only
 * has its resource methods after init, so a remote running alone (whose pages load before the
 * standalone bootstrap has initialised i18n) queues its bundles until `initI18n` runs.
 */
export const registerNamespace = (
  namespace: string,
  bundles: Record<Language, ResourceLanguage>,
) => {
  if (i18next.isInitialized) addBundles(namespace, bundles);
  else pending.set(namespace, bundles);
};

export const changeLanguage = async (lng: Language) => {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // storage may be unavailable (private mode); the choice then lasts for the page only
  }
  await i18next.changeLanguage(lng);
  document.documentElement.lang = lng;
};
