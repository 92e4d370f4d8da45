import type { FastifyRequest } from 'fastify';
import { localeFrom, type Locale } from './messages';

/**
 * Content in two languages. Each table with texts staff write keeps the Turkish in its
 * columns and the English versions in one `en` jsonb column of the same field names. Visitors
 * read in the language their client asks for (Accept-Language, sent by the shared API client);
 * every answer varies on it (app.ts), and cached copies are kept per language.
 */
export const contentLocaleOf = (request: FastifyRequest): Locale =>
  localeFrom(request.headers['accept-language']);

/** An English version that counts: a non-blank text, or a list with at least one non-blank text. */
const written = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.trim() !== ''
    : Array.isArray(value)
      ? value.some((item) => typeof item === 'string' && item.trim() !== '')
      : false;

/**
 * A row's texts in `locale`. In Turkish the row as stored; in English each field staff wrote an
 * English version for, the other fields falling back to the Turkish. Only the row's own fields are
 * replaced, never added.
 */
export function inLocale<T extends object>(
  row: T,
  en: Partial<Record<keyof T, unknown>> | null | undefined,
  locale: Locale,
): T {
  if (locale !== 'en' || !en) return row;
  const out = { ...row } as Record<string, unknown>;
  for (const [key, value] of Object.entries(en)) {
    if (key in row && written(value)) {
      out[key] = Array.isArray(value) ? value.filter((item) => String(item).trim() !== '') : value;
    }
  }
  return out as T;
}

/**
 * A course's name in `locale`: its English name where staff wrote one, else the Turkish. Mails,
 * PDFs and the buyer's own views name courses through this, in their reader's language.
 */
export const courseNameIn = (
  name: string,
  en: { name?: string } | null | undefined,
  locale: Locale,
): string => inLocale({ name }, en, locale).name;
