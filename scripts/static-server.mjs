// A small static file server for built dist/ folders: the shell and each remote on its own port.
//
// Text files (JS, JSON, HTML, CSS, SVG) are compressed once, with brotli and gzip, when the server
// starts (and again when a file changes on disk), then sent as the browser's Accept-Encoding
// asks. Compressing here rather than in the webpack build covers every way a dist/ folder is
// made or uploaded, keeps KeepReleasesPlugin's pruning unaware of .br/.gz siblings, and can never
// serve a stale sibling of a remoteEntry.js that was replaced in place.
//
// Cache rules by kind of file: hashed chunks (`name.0123abcd.js`) are immutable for a year;
// everything else (index.html, remoteEntry.js, mf-manifest.json, locales, app-config.json) is
// `no-cache`: the browser or a CDN keeps it but asks again on every use, and gets a 304 while the
// ETag (or Last-Modified) still matches.
import { createServer } from 'node:http';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, readdir, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.txt': 'text/plain; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** Kinds worth compressing; images and videos are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.json', '.svg', '.txt', '.css']);
/** Below this size a compressed copy saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 512;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** A webpack chunk named with its content hash (`[name].[contenthash:8].js`) never changes. */
export const isHashed = (file) => /\.[0-9a-f]{8}\.\w+$/.test(file);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const hashOf = (buffer) => createHash('sha1').update(buffer).digest('base64url').slice(0, 20);

/**
 * The encoding to send for an Accept-Encoding header: `br`, then `gzip`, else identity.
 * Honours `q=0` (refused) and `*`.
 */
export const negotiateEncoding = (header) => {
  if (!header) return null;
  const weights = new Map();
  for (const part of String(header).split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(token, q ? Number(q.slice(2)) : 1);
  }
  const weight = (name) => weights.get(name) ?? weights.get('*') ?? 0;
  const choices = ['br', 'gzip'].filter((name) => weight(name) > 0);
  choices.sort((a, b) => weight(b) - weight(a));
  return choices[0] ?? null;
};

/** True when the request's validators match (If-None-Match wins over If-Modified-Since). */
const notModified = (req, etag, mtimeMs) => {
  const inm = req.headers['if-none-match'];
  if (inm) {
    if (!etag) return false;
    const base = (tag) =>
      tag
        .trim()
        .replace(/^W\//, '')
        .replace(/-(br|gz)"$/, '"');
    return inm === '*' || inm.split(',').some((tag) => base(tag) === base(etag));
  }
  const ims = req.headers['if-modified-since'];
  if (ims && mtimeMs !== undefined) {
    const since = Date.parse(ims);
    return !Number.isNaN(since) && Math.floor(mtimeMs / 1000) * 1000 <= since;
  }
  return false;
};

/** Every file under `dir`, recursively. */
const walk = async (dir) => {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    ),
  );
  return files.flat();
};

/** Compressed copies of the text files, made once per version (size + mtime) of each file. */
const createCompressedStore = () => {
  const store = new Map();
  const get = (file, info) => {
    const version = `${info.size}-${info.mtimeMs}`;
    const known = store.get(file);
    if (known?.version === version) return known.ready;
    const ready = (async () => {
      const body = await readFile(file);
      const compress = body.length >= MIN_COMPRESS_BYTES;
      const [br, gz] = compress
        ? await Promise.all([
            brotli(body, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipAsync(body, { level: 9 }),
          ])
        : [null, null];
      return { body, br, gzip: gz, etag: `"${hashOf(body)}"` };
    })();
    store.set(file, { version, ready });
    // A failed read is forgotten, so the next request tries again.
    ready.catch(() => store.get(file)?.ready === ready && store.delete(file));
    return ready;
  };
  return { get };
};

/**
 * Serves `root` on `host:port`. `overrides` maps a path to a JSON value, or a function made
 * on every request, served instead of the file (the shell's app-config.json).
 * Resolves with the server once it listens; `server.precompressed` settles when every text file
 * present at start has its compressed copies (requests never wait for it: a file asked for
 * earlier is compressed on demand).
 */
export const serveStatic = ({ root, port, host = '127.0.0.1', overrides = {} }) =>
  new Promise((resolvePromise, reject) => {
    const base = resolve(root);
    const compressed = createCompressedStore();

    const send = (req, res, status, headers, body) => {
      res.writeHead(status, headers);
      if (req.method === 'HEAD' || status === 304 || body === undefined) res.end();
      else res.end(body);
    };

    /** A text body in the best encoding the request accepts, or a 304. */
    const sendText = (req, res, headers, { body, br, gzip: gz, etag }, mtimeMs) => {
      const encoding = br || gz ? negotiateEncoding(req.headers['accept-encoding']) : null;
      const chosen = encoding === 'br' ? br : encoding === 'gzip' ? gz : body;
      // Each encoding is its own representation, so its ETag differs; a 304 accepts any of them.
      const out = {
        ...headers,
        ETag: encoding ? etag.replace(/"$/, encoding === 'br' ? '-br"' : '-gz"') : etag,
        Vary: 'Accept-Encoding',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      };
      if (notModified(req, etag, mtimeMs)) {
        send(req, res, 304, out);
        return;
      }
      send(req, res, 200, { ...out, 'Content-Length': chosen.length }, chosen);
    };

    const server = createServer(async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const headers = {
        'Access-Control-Allow-Origin': '*',
        'X-Content-Type-Options': 'nosniff',
      };
      if (overrides[url.pathname] !== undefined) {
        const value = overrides[url.pathname];
        const body = Buffer.from(JSON.stringify(typeof value === 'function' ? value() : value));
        // Made per request and small: compressed only when it is worth it, never cached here.
        const large = body.length >= MIN_COMPRESS_BYTES;
        sendText(
          req,
          res,
          { ...headers, 'Content-Type': TYPES['.json'], 'Cache-Control': REVALIDATE },
          {
            body,
            br: large ? await brotli(body) : null,
            gzip: large ? await gzipAsync(body) : null,
            etag: `"${hashOf(body)}"`,
          },
        );
        return;
      }
      const relative = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
      let file = join(base, relative);
      if (!file.startsWith(base)) {
        res.writeHead(403, headers).end();
        return;
      }
      try {
        let info = await stat(file);
        if (info.isDirectory()) {
          file = join(file, 'index.html');
          info = await stat(file);
        }
        const kind = {
          ...headers,
          'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
          'Cache-Control': isHashed(file) ? IMMUTABLE : REVALIDATE,
          'Last-Modified': new Date(info.mtimeMs).toUTCString(),
        };
        if (COMPRESSIBLE.has(extname(file))) {
          const entry = await compressed.get(file, info);
          sendText(req, res, kind, entry, info.mtimeMs);
          return;
        }
        const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
        if (notModified(req, etag, info.mtimeMs)) {
          send(req, res, 304, { ...kind, ETag: etag });
          return;
        }
        res.writeHead(200, { ...kind, ETag: etag, 'Content-Length': info.size });
        if (req.method === 'HEAD') res.end();
        else createReadStream(file).pipe(res);
      } catch {
        if (!res.headersSent) {
          res.writeHead(404, { ...headers, 'Content-Type': 'text/plain' }).end('Not found');
        } else res.destroy();
      }
    });
    server.once('error', reject);
    server.listen(port, host, () => {
      // Compress what is there now, one file at a time so start-up stays responsive.
      server.precompressed = (async () => {
        for (const file of await walk(base)) {
          if (!COMPRESSIBLE.has(extname(file))) continue;
          const info = await stat(file).catch(() => null);
          if (info) await compressed.get(file, info).catch(() => undefined);
        }
      })();
      resolvePromise(server);
    });
  });
