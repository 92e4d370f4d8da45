// A small static file server for built dist/ folders: the shell and each remote on its own port.
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

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

/**
 * Serves `root` on `host:port`. `overrides` maps a path to a JSON value, or a function made
 * on every request, served instead of the file (the shell's app-config.json). Hashed chunks are cached; entries and HTML are not.
 */
export const serveStatic = ({ root, port, host = '127.0.0.1', overrides = {} }) =>
  new Promise((resolvePromise, reject) => {
    const base = resolve(root);
    const server = createServer(async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const headers = {
        'Access-Control-Allow-Origin': '*',
        'X-Content-Type-Options': 'nosniff',
      };
      if (overrides[url.pathname] !== undefined) {
        res.writeHead(200, {
          ...headers,
          'Content-Type': TYPES['.json'],
          'Cache-Control': 'no-store',
        });
        const value = overrides[url.pathname];
        res.end(JSON.stringify(typeof value === 'function' ? value() : value));
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
        const hashed = /\.[0-9a-f]{8}\.\w+$/.test(file);
        res.writeHead(200, {
          ...headers,
          'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
          'Content-Length': info.size,
          'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        });
        if (req.method === 'HEAD') res.end();
        else createReadStream(file).pipe(res);
      } catch {
        res.writeHead(404, { ...headers, 'Content-Type': 'text/plain' }).end('Not found');
      }
    });
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
