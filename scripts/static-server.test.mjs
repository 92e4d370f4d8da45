// The static server of `npm start`: encodings, revalidation, cache headers by kind of file and the
// security headers (a CSP that follows the served app-config.json, no framing, HSTS in
// production, Referrer-Policy, Permissions-Policy).
// Run with `node --test scripts/` (part of `npm run test:scripts`).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { request } from 'node:http';
import { promisify } from 'node:util';
import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  STRICT_TRANSPORT_SECURITY,
  contentSecurityPolicy,
  negotiateEncoding,
  serveStatic,
} from './static-server.mjs';

/** A raw GET (fetch would decode the body and hide Content-Encoding). */
const get = (port, path, headers = {}) =>
  new Promise((resolvePromise, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolvePromise({
          status: res.statusCode,
          headers: res.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });

const script = `export const value = ${JSON.stringify('x'.repeat(4000))};\n`;
const entry = `var remote = ${JSON.stringify('entry '.repeat(400))};\n`;

describe('static server', () => {
  let dir;
  let server;
  let port;
  let config = { apiBaseUrl: 'http://api.example', remotes: {} };

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'static-server-'));
    await mkdir(join(dir, 'locales'));
    await writeFile(
      join(dir, 'index.html'),
      `<!doctype html><title>t</title>${'<p>a</p>'.repeat(200)}`,
    );
    await writeFile(join(dir, 'remoteEntry.js'), entry);
    await writeFile(
      join(dir, 'mf-manifest.json'),
      JSON.stringify({ name: 'x', pad: 'y'.repeat(900) }),
    );
    await writeFile(
      join(dir, 'locales', 'tr.json'),
      JSON.stringify({ hello: 'Merhaba'.repeat(100) }),
    );
    await writeFile(join(dir, '123.0123abcd.js'), script);
    await writeFile(join(dir, 'clip.mp4'), Buffer.alloc(2048, 1));
    server = await serveStatic({
      root: dir,
      port: 0,
      overrides: { '/app-config.json': () => config },
    });
    port = server.address().port;
    await server.precompressed;
  });

  after(async () => {
    await new Promise((r) => server.close(r));
    await rm(dir, { recursive: true, force: true });
  });

  describe('encoding negotiation', () => {
    it('sends brotli when the browser accepts it, with Vary: Accept-Encoding', async () => {
      const res = await get(port, '/123.0123abcd.js', { 'accept-encoding': 'gzip, deflate, br' });
      assert.equal(res.status, 200);
      assert.equal(res.headers['content-encoding'], 'br');
      assert.equal(res.headers.vary, 'Accept-Encoding');
      assert.ok(res.body.length < script.length / 10, `${res.body.length} bytes`);
      assert.equal(Number(res.headers['content-length']), res.body.length);
      assert.equal(brotliDecompressSync(res.body).toString(), script);
    });

    it('sends gzip to a client without brotli', async () => {
      const res = await get(port, '/remoteEntry.js', { 'accept-encoding': 'gzip' });
      assert.equal(res.headers['content-encoding'], 'gzip');
      assert.equal(gunzipSync(res.body).toString(), entry);
    });

    it('sends the file as it is without Accept-Encoding or when br and gzip are refused', async () => {
      for (const accept of [undefined, 'br;q=0, gzip;q=0', 'identity']) {
        const res = await get(
          port,
          '/123.0123abcd.js',
          accept ? { 'accept-encoding': accept } : {},
        );
        assert.equal(res.headers['content-encoding'], undefined, String(accept));
        assert.equal(res.body.toString(), script);
        assert.equal(res.headers.vary, 'Accept-Encoding');
      }
    });

    it('does not compress videos and images', async () => {
      const res = await get(port, '/clip.mp4', { 'accept-encoding': 'br, gzip' });
      assert.equal(res.status, 200);
      assert.equal(res.headers['content-encoding'], undefined);
      assert.equal(res.body.length, 2048);
    });

    it('orders encodings by their q values', () => {
      assert.equal(negotiateEncoding('gzip, br'), 'br');
      assert.equal(negotiateEncoding('br;q=0.5, gzip'), 'gzip');
      assert.equal(negotiateEncoding('*'), 'br');
      assert.equal(negotiateEncoding('deflate'), null);
      assert.equal(negotiateEncoding(''), null);
    });
  });

  describe('cache headers by kind of file', () => {
    it('makes hashed chunks immutable for a year', async () => {
      const res = await get(port, '/123.0123abcd.js');
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    });

    for (const path of [
      '/',
      '/index.html',
      '/remoteEntry.js',
      '/mf-manifest.json',
      '/locales/tr.json',
      '/app-config.json',
    ]) {
      it(`revalidates ${path} on every use and names its version`, async () => {
        const res = await get(port, path, { 'accept-encoding': 'br' });
        assert.equal(res.status, 200);
        assert.equal(res.headers['cache-control'], 'no-cache');
        assert.match(res.headers.etag, /^"[\w-]+"$/);
      });
    }
  });

  describe('revalidation', () => {
    it('answers 304 without a body to a matching If-None-Match, in any encoding', async () => {
      const first = await get(port, '/remoteEntry.js', { 'accept-encoding': 'br' });
      for (const accept of ['br', 'gzip', '']) {
        const again = await get(port, '/remoteEntry.js', {
          'accept-encoding': accept,
          'if-none-match': first.headers.etag,
        });
        assert.equal(again.status, 304, accept);
        assert.equal(again.body.length, 0);
        assert.equal(again.headers['cache-control'], 'no-cache');
      }
    });

    it('answers 304 to If-Modified-Since at or after the file time', async () => {
      const first = await get(port, '/index.html');
      assert.ok(first.headers['last-modified']);
      const again = await get(port, '/index.html', {
        'if-modified-since': first.headers['last-modified'],
      });
      assert.equal(again.status, 304);
      const older = await get(port, '/index.html', {
        'if-modified-since': new Date(
          Date.parse(first.headers['last-modified']) - 60_000,
        ).toUTCString(),
      });
      assert.equal(older.status, 200);
    });

    it('serves a new release of remoteEntry.js at once: new ETag, new body, no stale copy', async () => {
      const first = await get(port, '/remoteEntry.js', { 'accept-encoding': 'br' });
      const next = `var remote = ${JSON.stringify('release 2 '.repeat(300))};\n`;
      await writeFile(join(dir, 'remoteEntry.js'), next);
      const later = new Date(Date.now() + 5_000);
      await utimes(join(dir, 'remoteEntry.js'), later, later);
      const again = await get(port, '/remoteEntry.js', {
        'accept-encoding': 'br',
        'if-none-match': first.headers.etag,
      });
      assert.equal(again.status, 200);
      assert.notEqual(again.headers.etag, first.headers.etag);
      assert.equal(brotliDecompressSync(again.body).toString(), next);
    });

    it('gives app-config.json a new ETag when its content changes', async () => {
      const first = await get(port, '/app-config.json');
      assert.equal(
        (await get(port, '/app-config.json', { 'if-none-match': first.headers.etag })).status,
        304,
      );
      config = { ...config, apiBaseUrl: 'http://other.example' };
      const changed = await get(port, '/app-config.json', { 'if-none-match': first.headers.etag });
      assert.equal(changed.status, 200);
      assert.equal(JSON.parse(changed.body.toString()).apiBaseUrl, 'http://other.example');
    });

    it('revalidates files that are not compressed with a weak ETag', async () => {
      const first = await get(port, '/clip.mp4');
      assert.match(first.headers.etag, /^W\//);
      const again = await get(port, '/clip.mp4', { 'if-none-match': first.headers.etag });
      assert.equal(again.status, 304);
    });
  });

  it('still refuses paths outside its folder and answers 404 for missing files', async () => {
    assert.equal((await get(port, '/missing.js')).status, 404);
    assert.notEqual((await get(port, '/../../etc/passwd')).status, 200);
  });
});

/** The directives of a Content-Security-Policy header, each with its list of sources. */
const directives = (header) => {
  assert.ok(header, 'a Content-Security-Policy header');
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
};

const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('security headers', () => {
  const inlineScript = "\n      window.__early = fetch('app-config.json');\n    ";
  const page =
    `<!doctype html><html><head><style>.a{color:red}</style>` +
    `<script>${inlineScript}</script><script defer src="main.js?abc"></script>` +
    `</head><body>${'<p>a</p>'.repeat(100)}</body></html>`;
  let dir;
  let shell;
  let remote;
  let production;
  let config;

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'static-server-headers-'));
    await mkdir(join(dir, 'shell'));
    await mkdir(join(dir, 'remote'));
    await writeFile(join(dir, 'shell', 'index.html'), page);
    await writeFile(join(dir, 'shell', 'main.js'), script);
    await writeFile(join(dir, 'shell', '123.0123abcd.js'), script);
    await writeFile(join(dir, 'shell', 'clip.mp4'), Buffer.alloc(64, 1));
    await writeFile(join(dir, 'remote', 'remoteEntry.js'), entry);
    await writeFile(join(dir, 'remote', 'mf-manifest.json'), JSON.stringify({ name: 'catalog' }));
    config = {
      apiBaseUrl: 'http://localhost:4000',
      remotes: {
        catalog: 'http://localhost:3001/mf-manifest.json',
        checkout: 'http://localhost:3002/mf-manifest.json',
      },
    };
    shell = await serveStatic({
      root: join(dir, 'shell'),
      port: 0,
      overrides: { '/app-config.json': () => config },
      production: false,
    });
    remote = await serveStatic({ root: join(dir, 'remote'), port: 0, production: false });
    production = await serveStatic({
      root: join(dir, 'shell'),
      port: 0,
      overrides: { '/app-config.json': () => config },
      production: true,
    });
    await Promise.all([shell.precompressed, remote.precompressed, production.precompressed]);
  });

  after(async () => {
    for (const server of [shell, remote, production]) await new Promise((r) => server.close(r));
    await rm(dir, { recursive: true, force: true });
  });

  const answers = async (server, paths) => {
    const port = server.address().port;
    const out = [];
    for (const path of paths) out.push([path, await get(port, path, { 'accept-encoding': 'br' })]);
    // A 304 carries them too: it updates the headers the browser keeps with its copy.
    const first = out.find(([path]) => path === '/')?.[1];
    if (first) out.push(['/ (304)', await get(port, '/', { 'if-none-match': first.headers.etag })]);
    return out;
  };
  const shellPaths = ['/', '/index.html', '/main.js', '/123.0123abcd.js', '/clip.mp4'];
  const everyPath = [...shellPaths, '/app-config.json', '/missing.js', '/../../etc/passwd'];

  it('forbids framing on every answer: frame-ancestors none and X-Frame-Options DENY', async () => {
    for (const [path, res] of [
      ...(await answers(shell, everyPath)),
      ...(await answers(remote, ['/remoteEntry.js', '/mf-manifest.json', '/missing'])),
    ]) {
      assert.deepEqual(
        directives(res.headers['content-security-policy'])['frame-ancestors'],
        ["'none'"],
        path,
      );
      assert.equal(res.headers['x-frame-options'], 'DENY', path);
    }
  });

  it('sends nosniff, Referrer-Policy and Permissions-Policy on every answer', async () => {
    for (const [path, res] of [
      ...(await answers(shell, everyPath)),
      ...(await answers(remote, ['/remoteEntry.js', '/missing'])),
    ]) {
      assert.equal(res.headers['x-content-type-options'], 'nosniff', path);
      assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', path);
      assert.equal(res.headers['permissions-policy'], PERMISSIONS_POLICY, path);
    }
    assert.equal(REFERRER_POLICY, 'strict-origin-when-cross-origin');
  });

  it('denies the browser features the site does not use and keeps the video player its own', () => {
    const features = Object.fromEntries(
      PERMISSIONS_POLICY.split(',').map((part) => part.trim().split('=')),
    );
    for (const denied of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial']) {
      assert.equal(features[denied], '()', denied);
    }
    assert.equal(features.fullscreen, '(self)');
    assert.equal(features.autoplay, '(self)');
    assert.equal(features['picture-in-picture'], '(self)');
    // Copying the bank details and a blog post's link writes to the clipboard: not denied.
    assert.equal(features['clipboard-write'], undefined);
  });

  it('sends HSTS only in production, never on plain localhost development', async () => {
    for (const [path, res] of await answers(shell, everyPath)) {
      assert.equal(res.headers['strict-transport-security'], undefined, path);
    }
    for (const [path, res] of await answers(production, everyPath)) {
      assert.equal(res.headers['strict-transport-security'], STRICT_TRANSPORT_SECURITY, path);
    }
    assert.match(STRICT_TRANSPORT_SECURITY, /^max-age=31536000; includeSubDomains$/);
  });

  it('keeps the CORS header the shell needs to load a remote', async () => {
    const res = await get(remote.address().port, '/remoteEntry.js', {
      origin: 'http://localhost:3000',
    });
    assert.equal(res.headers['access-control-allow-origin'], '*');
  });

  it("lets the page load scripts from itself and the configured remotes, and the API's data", async () => {
    const res = await get(shell.address().port, '/');
    const csp = directives(res.headers['content-security-policy']);
    assert.deepEqual(csp['default-src'], ["'self'"]);
    for (const origin of ['http://localhost:3001', 'http://localhost:3002']) {
      assert.ok(csp['script-src'].includes(origin), `script-src ${origin}`);
      // mf-manifest.json is fetched; pictures of a remote are its assets.
      assert.ok(csp['connect-src'].includes(origin), `connect-src ${origin}`);
      assert.ok(csp['img-src'].includes(origin), `img-src ${origin}`);
    }
    assert.ok(csp['script-src'].includes("'self'"));
    assert.ok(csp['connect-src'].includes('http://localhost:4000'));
    assert.ok(csp['img-src'].includes('http://localhost:4000'));
    assert.ok(csp['media-src'].includes('http://localhost:4000'));
    assert.ok(!csp['script-src'].includes('http://localhost:4000'), 'the API serves no script');
    assert.deepEqual(csp['object-src'], ["'none'"]);
    assert.deepEqual(csp['base-uri'], ["'none'"]);
    assert.deepEqual(csp['form-action'], ["'self'"]);
    assert.deepEqual(csp['frame-src'], ['https://www.openstreetmap.org']);
    const all = Object.values(csp).flat();
    assert.ok(!all.includes("'unsafe-eval'"), 'no unsafe-eval');
    assert.ok(!csp['script-src'].includes("'unsafe-inline'"), 'no inline scripts but by hash');
  });

  it("allows index.html's own inline script by its hash, and nothing else inline", async () => {
    const port = shell.address().port;
    for (const path of ['/', '/index.html']) {
      for (const accept of ['br', 'gzip', '']) {
        const res = await get(port, path, { 'accept-encoding': accept });
        const scripts = directives(res.headers['content-security-policy'])['script-src'];
        assert.deepEqual(
          scripts.filter((source) => source.startsWith("'sha")),
          [sha256(inlineScript)],
          `${path} ${accept}`,
        );
      }
    }
  });

  it('follows the served app-config.json: a remote moved to another origin is in script-src', async () => {
    const port = shell.address().port;
    const before = await get(port, '/');
    const moved = 'https://cdn.example.org';
    config = {
      ...config,
      apiBaseUrl: 'https://api.example.org/',
      remotes: { ...config.remotes, checkout: `${moved}/checkout/mf-manifest.json` },
    };
    const after = await get(port, '/', { 'if-none-match': before.headers.etag });
    // index.html did not change (304), but its policy did.
    assert.equal(after.status, 304);
    const csp = directives(after.headers['content-security-policy']);
    assert.ok(csp['script-src'].includes(moved));
    assert.ok(csp['connect-src'].includes(moved));
    assert.ok(!csp['script-src'].includes('http://localhost:3002'), 'the old origin is gone');
    assert.ok(csp['script-src'].includes('http://localhost:3001'));
    assert.ok(csp['connect-src'].includes('https://api.example.org'));
    assert.ok(!csp['connect-src'].includes('http://localhost:4000'));
    assert.equal(
      JSON.parse((await get(port, '/app-config.json')).body.toString()).remotes.checkout,
      `${moved}/checkout/mf-manifest.json`,
    );
  });

  it('takes only the origin of each address, so a config value cannot add a directive', async () => {
    config = {
      apiBaseUrl: "http://localhost:4000; script-src 'unsafe-inline'",
      remotes: {
        catalog: "https://cdn.example.org/x'; script-src *;/mf-manifest.json",
        content: 'javascript:alert(1)',
        learning: '/learning/mf-manifest.json',
        account: 'not a url',
      },
    };
    const header = (await get(shell.address().port, '/')).headers['content-security-policy'];
    const csp = directives(header);
    assert.equal(Object.keys(csp).filter((name) => name === 'script-src').length, 1);
    assert.equal(header.match(/script-src/g).length, 1, header);
    assert.ok(!csp['script-src'].includes("'unsafe-inline'"));
    assert.ok(!csp['script-src'].includes('*'));
    assert.ok(csp['script-src'].includes('https://cdn.example.org'));
    for (const source of Object.values(csp).flat()) {
      assert.match(
        source,
        /^('[\w+/=-]+'|https?:\/\/[\w.-]+(:(\d+|\*))?|https:\/\/www\.openstreetmap\.org|data:|blob:)$/,
        source,
      );
    }
  });

  it('reads app-config.json from its folder when nothing overrides it, edits included', async () => {
    const root = join(dir, 'shell-with-file');
    await mkdir(root);
    await writeFile(join(root, 'index.html'), page);
    const file = join(root, 'app-config.json');
    await writeFile(
      file,
      JSON.stringify({
        apiBaseUrl: 'https://api.example.org',
        remotes: { catalog: 'https://catalog.example.org/mf-manifest.json' },
      }),
    );
    const server = await serveStatic({ root, port: 0, production: false });
    try {
      const port = server.address().port;
      let csp = directives((await get(port, '/')).headers['content-security-policy']);
      assert.ok(csp['script-src'].includes('https://catalog.example.org'));
      assert.ok(csp['connect-src'].includes('https://api.example.org'));
      await writeFile(
        file,
        JSON.stringify({
          apiBaseUrl: 'https://api.example.org',
          remotes: { catalog: 'https://other.example.org/catalog/mf-manifest.json' },
        }),
      );
      const later = new Date(Date.now() + 5_000);
      await utimes(file, later, later);
      csp = directives((await get(port, '/')).headers['content-security-policy']);
      assert.ok(csp['script-src'].includes('https://other.example.org'));
      assert.ok(!csp['script-src'].includes('https://catalog.example.org'));
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('lets a development page reach a local API (the apiBaseUrl override), never in production', () => {
    const config = { apiBaseUrl: 'https://api.example.org', remotes: {} };
    const development = directives(contentSecurityPolicy(config, { production: false }));
    assert.ok(development['connect-src'].includes('http://localhost:*'));
    assert.ok(development['connect-src'].includes('https://api.example.org'));
    const production = directives(contentSecurityPolicy(config, { production: true }));
    assert.ok(!production['connect-src'].some((source) => source.includes('localhost')));
  });

  it('gives a server without app-config.json (a remote) a policy of its own origin only', async () => {
    const res = await get(remote.address().port, '/remoteEntry.js');
    const csp = directives(res.headers['content-security-policy']);
    assert.deepEqual(csp['script-src'], ["'self'"]);
    assert.deepEqual(csp['connect-src'], ["'self'"]);
    assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
  });

  it('prints the headers of a built page and a config for a CDN', async () => {
    const configFile = join(dir, 'cdn-config.json');
    await writeFile(
      configFile,
      JSON.stringify({
        apiBaseUrl: 'https://api.example.org',
        remotes: { checkout: 'https://cdn.example.org/checkout/mf-manifest.json' },
      }),
    );
    const cli = join(dirname(fileURLToPath(import.meta.url)), 'static-server.mjs');
    const run = (...args) => promisify(execFile)(process.execPath, [cli, ...args]);
    const { stdout } = await run('--headers', join(dir, 'shell'), configFile);
    const lines = Object.fromEntries(
      stdout
        .trim()
        .split('\n')
        .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
    );
    const csp = directives(lines['Content-Security-Policy']);
    assert.ok(csp['script-src'].includes('https://cdn.example.org'));
    assert.ok(csp['script-src'].includes(sha256(inlineScript)));
    assert.ok(csp['connect-src'].includes('https://api.example.org'));
    assert.equal(lines['X-Frame-Options'], 'DENY');
    assert.equal(lines['Strict-Transport-Security'], undefined);
    const production = await run('--headers', join(dir, 'shell'), configFile, '--production');
    assert.match(
      production.stdout,
      /^Strict-Transport-Security: max-age=31536000; includeSubDomains$/m,
    );
  });

  it('docs/deploy.md lists the same headers and values as the server sends', async () => {
    const docs = await readFile(
      join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'deploy.md'),
      'utf8',
    );
    for (const value of [
      'X-Frame-Options',
      'DENY',
      'X-Content-Type-Options',
      'nosniff',
      'Referrer-Policy',
      REFERRER_POLICY,
      'Permissions-Policy',
      PERMISSIONS_POLICY,
      'Strict-Transport-Security',
      STRICT_TRANSPORT_SECURITY,
      'Content-Security-Policy',
      "frame-ancestors 'none'",
    ]) {
      assert.ok(docs.includes(value), `docs/deploy.md names ${value}`);
    }
  });
});
