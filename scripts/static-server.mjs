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
//
// Security headers on every answer, the same as docs/deploy.md's CDN table: a
// Content-Security-Policy made from the app-config.json this server serves (the override or the
// file, read again on every request, so an edit or REMOTE_<NAME>_URL moves the policy with it),
// with the hashes of index.html's inline scripts; `frame-ancestors 'none'` and X-Frame-Options;
// HSTS in production only; Referrer-Policy, Permissions-Policy and nosniff.
import { createServer } from 'node:http';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, readdir, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** Referer across origins: the origin only (the OpenStreetMap embed and the API see who asks). */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * Browser features the site never uses are denied to it and to every frame; the video player
 * (react-player's <video>) keeps fullscreen, autoplay and picture-in-picture on the page's own
 * origin. Clipboard writes (bank details, a blog post's link) keep the browser's default.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=(self)',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** The API's value (helmet's default), sent only when NODE_ENV=production. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** The contact page's map (mf-content map-urls.ts) is OpenStreetMap's embed. */
const MAP_FRAME_ORIGIN = 'https://www.openstreetmap.org';

/** The http(s) origin of an absolute address, or null (a relative one is the page's own). */
const originOf = (address) => {
  try {
    const url = new URL(String(address));
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
};

/** Local API origins a development page may be pointed at (any port). */
const LOCAL_APIS = ['http://localhost:*', 'http://127.0.0.1:*'];

/** `sha256-…` sources for the inline <script> elements of an HTML page. */
export const inlineScriptHashes = (html) =>
  [...String(html).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);

/**
 * The Content-Security-Policy of a page whose runtime config is `config` (app-config.json): its
 * scripts come from itself and the remotes' origins (remoteEntry.js, chunks; mf-manifest.json is
 * fetched), its data, pictures and videos from the API. Only the origin of each address is
 * taken, so no config value can add a source or a directive.
 */
export const contentSecurityPolicy = (config, { scriptHashes = [], production = true } = {}) => {
  const remotes = Object.values(config?.remotes ?? {});
  const remoteOrigins = [...new Set(remotes.map(originOf).filter(Boolean))];
  // Outside production an API on this machine is allowed too: the localStorage key apiBaseUrl
  // may point the page at another local API (architecture: runtime config).
  const api = [originOf(config?.apiBaseUrl), ...(production || !config ? [] : LOCAL_APIS)];
  const sources = (...list) => [...new Set(["'self'", ...list.flat().filter(Boolean)])].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${sources(remoteOrigins, scriptHashes)}`,
    // styled-components writes <style> elements at run time, and index.html has one of its own.
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${sources(api, remoteOrigins)}`,
    `media-src ${sources(api)}`,
    `connect-src ${sources(api, remoteOrigins)}`,
    `font-src ${sources(remoteOrigins)}`,
    `frame-src ${MAP_FRAME_ORIGIN}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
};

/** The headers every answer carries; HSTS only in production. */
export const securityHeaders = ({ csp, production }) => ({
  'Content-Security-Policy': csp,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': REFERRER_POLICY,
  'Permissions-Policy': PERMISSIONS_POLICY,
  ...(production ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
});

/**
 * The headers of a built page (`root`/index.html) under `config`, as a CDN must send them:
 * `node scripts/static-server.mjs --headers shell/dist app-config.json [--production]`.
 */
export const pageHeaders = async ({ root, config, production = false }) => {
  const html = await readFile(join(root, 'index.html'), 'utf8');
  const csp = contentSecurityPolicy(config, {
    scriptHashes: inlineScriptHashes(html),
    production,
  });
  return securityHeaders({ csp, production });
};

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
      const scriptHashes = extname(file) === '.html' ? inlineScriptHashes(body) : [];
      return { body, br, gzip: gz, etag: `"${hashOf(body)}"`, scriptHashes };
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
 * on every request, served instead of the file (the shell's app-config.json). `production`
 * (default: NODE_ENV=production) adds HSTS.
 * Resolves with the server once it listens; `server.precompressed` settles when every text file
 * present at start has its compressed copies (requests never wait for it: a file asked for
 * earlier is compressed on demand).
 */
export const serveStatic = ({
  root,
  port,
  host = '127.0.0.1',
  overrides = {},
  production = process.env.NODE_ENV === 'production',
}) =>
  new Promise((resolvePromise, reject) => {
    const base = resolve(root);
    const compressed = createCompressedStore();

    /** The app-config.json this server serves now: the override, else the file, else none. */
    const servedConfig = async () => {
      const value = overrides['/app-config.json'];
      if (value !== undefined) return typeof value === 'function' ? value() : value;
      const file = join(base, 'app-config.json');
      try {
        const entry = await compressed.get(file, await stat(file));
        return JSON.parse(entry.body.toString('utf8'));
      } catch {
        return null;
      }
    };

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
      const config = await servedConfig();
      const headersFor = (scriptHashes) => ({
        'Access-Control-Allow-Origin': '*',
        ...securityHeaders({
          csp: contentSecurityPolicy(config, { scriptHashes, production }),
          production,
        }),
      });
      const headers = headersFor([]);
      if (overrides[url.pathname] !== undefined) {
        const value = overrides[url.pathname];
        const body = Buffer.from(
          JSON.stringify(
            url.pathname === '/app-config.json'
              ? config
              : typeof value === 'function'
                ? value()
                : value,
          ),
        );
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
          const withHashes = entry.scriptHashes.length
            ? { ...kind, ...headersFor(entry.scriptHashes) }
            : kind;
          sendText(req, res, withHashes, entry, info.mtimeMs);
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

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const [root, configFile] = args.filter((arg) => !arg.startsWith('--'));
  if (!args.includes('--headers') || !root) {
    console.error(
      'usage: node scripts/static-server.mjs --headers <dist> [app-config.json] [--production]',
    );
    process.exit(2);
  }
  const config = JSON.parse(await readFile(configFile ?? join(root, 'app-config.json'), 'utf8'));
  const headers = await pageHeaders({ root, config, production: args.includes('--production') });
  for (const [name, value] of Object.entries(headers)) console.log(`${name}: ${value}`);
}
