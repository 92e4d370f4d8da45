import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { after, before, describe, it } from 'node:test';
// s3rver: an S3-compatible test server from npm, on a loopback port of its own.
import S3rver from 's3rver';
import { createS3Storage, parseS3Url } from '../src/lib/storage-s3';

let server: S3rver;
let dir: string;
let url: string;

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lms-s3-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'media', configs: [] }],
  });
  const { port } = await server.run();
  url = `http://S3RVER:S3RVER@127.0.0.1:${port}/media`;
});
after(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('MEDIA_S3_URL', () => {
  it('reads the endpoint, bucket, prefix, region and keys', () => {
    assert.deepEqual(
      parseS3Url('https://k%2Fey:s%40cret@s3.example.com/bucket/site/a?region=eu-central-1'),
      {
        endpoint: 'https://s3.example.com',
        bucket: 'bucket',
        prefix: 'site/a/',
        region: 'eu-central-1',
        accessKeyId: 'k/ey',
        secretAccessKey: 's@cret',
      },
    );
    assert.throws(() => parseS3Url('http://k:s@host:9000/'), /bucket/);
    assert.throws(() => parseS3Url('http://host:9000/bucket'), /access key/);
  });
});

describe('the S3 store', () => {
  it('writes, reads (whole and a byte range), stats and deletes an object', async () => {
    const store = createS3Storage(url);
    await store.put('videos/1/a.mp4', Buffer.from('0123456789'), { contentType: 'video/mp4' });
    assert.deepEqual(await store.stat('videos/1/a.mp4'), { size: 10, contentType: 'video/mp4' });
    assert.equal((await buffer((await store.get('videos/1/a.mp4'))!)).toString(), '0123456789');
    const part = await store.get('videos/1/a.mp4', { start: 2, end: 5 });
    assert.equal((await buffer(part!)).toString(), '2345');
    await store.delete('videos/1/a.mp4');
    assert.equal(await store.stat('videos/1/a.mp4'), null);
    assert.equal(await store.get('videos/1/a.mp4'), null);
    // Deleting what is not there is not an error (a retried cleanup).
    await store.delete('videos/1/a.mp4');
    await store.close?.();
  });

  it('takes a stream of unknown length (an upload) and a folder goes at once', async () => {
    const store = createS3Storage(url);
    const big = Buffer.alloc(6 * 1024 * 1024 + 123, 7);
    await store.put(
      'hls/9/x/360p/seg_000.ts',
      Readable.from([big.subarray(0, 1000), big.subarray(1000)]),
      {
        contentType: 'video/mp2t',
      },
    );
    await store.put('hls/9/x/master.m3u8', Buffer.from('#EXTM3U\n'), {
      contentType: 'application/vnd.apple.mpegurl',
    });
    assert.equal((await store.stat('hls/9/x/360p/seg_000.ts'))?.size, big.length);
    await store.deletePrefix('hls/9/x/');
    assert.equal(await store.stat('hls/9/x/360p/seg_000.ts'), null);
    assert.equal(await store.stat('hls/9/x/master.m3u8'), null);
    await store.close?.();
  });

  it('is one store for several API instances: what one writes, the other reads and deletes', async () => {
    const first = createS3Storage(url);
    const second = createS3Storage(url);
    await first.put('captions/5/tr.vtt', Buffer.from('WEBVTT\n'), { contentType: 'text/vtt' });
    assert.equal((await buffer((await second.get('captions/5/tr.vtt'))!)).toString(), 'WEBVTT\n');
    await second.delete('captions/5/tr.vtt');
    assert.equal(await first.stat('captions/5/tr.vtt'), null);
    await first.close?.();
    await second.close?.();
  });

  it('keeps sites apart by the URL’s prefix', async () => {
    const siteA = createS3Storage(`${url}/site-a`);
    const siteB = createS3Storage(`${url}/site-b`);
    await siteA.put('k.txt', Buffer.from('a'), { contentType: 'text/plain' });
    assert.equal(await siteB.stat('k.txt'), null);
    await siteA.delete('k.txt');
  });
});
