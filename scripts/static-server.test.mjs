// The static server of `npm start`: encodings, revalidation and cache headers by kind of file.
// Run with `node --test scripts/` (part of `npm run test:scripts`).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { negotiateEncoding, serveStatic } from './static-server.mjs';

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
