import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db';

/**
 * In-memory copies of what every visitor reads and nobody changes often: the site
 * settings, course list pages and course pages. A copy is valid while the database's catalogue
 * version (`data_versions`, bumped by triggers in the transaction of every write to those tables,
 * migration 0008) is the one it was made under, so a change made anywhere (this instance,
 * another instance on the same database, the seed, an operator's SQL) is served from the very
 * next request on. Checking costs one primary-key read per request. Chosen over LISTEN/NOTIFY:
 * it works the same on PGlite and PostgreSQL, needs no extra connection, and leaves no window
 * between a commit and a notification's arrival.
 */

/** At most this many copies (course list filters and searches are many); oldest go first. */
const MAX_ENTRIES = 500;

interface Entry {
  value: unknown;
  /** ms since the epoch; a copy that depends on the clock (home lists of upcoming courses). */
  expiresAt: number;
}

export interface Cached<T> {
  value: T;
  /** When the copy stops being true without any write (e.g. the next listed course ends). */
  expiresAt?: number;
}

export interface CatalogCache {
  /** The copy under `key` if the catalogue has not changed since, else `load()` once. */
  get<T>(key: string, load: () => Promise<Cached<T>>): Promise<T>;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export function createCatalogCache(db: Db, now: () => number = Date.now): CatalogCache {
  let version: string | null = null;
  const entries = new Map<string, Entry>();
  // Loads under way, so a crowd arriving after a change makes one load, not one each.
  const loading = new Map<string, Promise<unknown>>();

  async function currentVersion(): Promise<string> {
    const [row] = rowsOf<{ version: string | number }>(
      await db.execute(sql`select version from data_versions where name = 'catalog'`),
    );
    return String(row?.version ?? 0);
  }

  return {
    async get<T>(key: string, load: () => Promise<Cached<T>>): Promise<T> {
      // Read before loading: a write that commits meanwhile leaves a newer copy under an older
      // number, which the next request replaces; never an older copy under a newer number.
      const seen = await currentVersion();
      if (seen !== version) {
        version = seen;
        entries.clear();
        loading.clear();
      }
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.value as T;
      const pending = loading.get(key);
      if (pending) return pending as Promise<T>;
      const started = load().then(
        (loaded) => {
          if (loading.get(key) === started) loading.delete(key);
          if (version === seen) {
            entries.delete(key);
            if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
            entries.set(key, { value: loaded.value, expiresAt: loaded.expiresAt ?? Infinity });
          }
          return loaded.value;
        },
        (error: unknown) => {
          if (loading.get(key) === started) loading.delete(key);
          throw error;
        },
      );
      loading.set(key, started);
      return started;
    },
  };
}

/** A serialised JSON answer with its ETag and its compressed forms, made once per copy. */
export interface CachedBody {
  json: string;
  etag: string;
  gzip?: Buffer;
  br?: Buffer;
}

export const cachedBody = (json: string): CachedBody => ({
  json,
  // Weak: the gzip, brotli and plain bytes differ, the JSON they carry is the same.
  etag: `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
});

/** Smaller answers are not worth compressing (the same threshold as @fastify/compress). */
const COMPRESS_THRESHOLD = 1024;

/** The encoding to send: brotli, then gzip, when the client accepts it (q=0 refuses). */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((name) => weight(name) > 0);
  best.sort((a, b) => weight(b) - weight(a));
  return best[0] ?? null;
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks for it). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * Sends a cached answer: 304 when the client holds this ETag already, else the JSON, brotli or
 * gzip as accepted, compressed once per copy instead of once per request.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  { etag = false }: { etag?: boolean } = {},
) {
  if (etag) {
    reply.header('etag', body.etag);
    if (matchesEtag(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  if (body.json.length < COMPRESS_THRESHOLD) return reply.send(body.json);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(body.json);
  if (encoding === 'br') {
    body.br ??= brotliCompressSync(body.json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
  } else {
    body.gzip ??= gzipSync(body.json, { level: 9 });
  }
  reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? body.br : body.gzip);
}
