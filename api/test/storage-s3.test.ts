import assert from './support/assert';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { after, before, describe, it } from 'node:test';
// s3rver: an S3-compatible test server from npm, on a loopback port of its own.
import S3rver from 's3rver';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { courseVideos, enrollments } from '../src/db/schema';
import { createS3Storage, parseS3Url } from '../src/lib/storage-s3';
import { createTestApp, insertUser, PUBLIC_URL, staffAuth, testConfig } from './helpers';

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
    assert.equal(await store.size('videos/1/a.mp4'), 10);
    assert.equal(
      (await buffer((await store.get('videos/1/a.mp4'))!.body)).toString(),
      '0123456789',
    );
    const part = await store.get('videos/1/a.mp4', { start: 2, end: 5 });
    assert.equal((await buffer(part!.body)).toString(), '2345');
    assert.equal(part!.size, 10, 'the whole size, for Content-Range');
    await store.delete('videos/1/a.mp4');
    assert.equal(await store.size('videos/1/a.mp4'), null);
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
    assert.equal(await store.size('hls/9/x/360p/seg_000.ts'), big.length);
    await store.put('hls/9/xy/master.m3u8', Buffer.from('#EXTM3U\n'));
    await store.deletePrefix('hls/9/x');
    assert.equal(await store.size('hls/9/xy/master.m3u8'), 8, 'only the folder named');
    assert.equal(await store.size('hls/9/x/360p/seg_000.ts'), null);
    assert.equal(await store.size('hls/9/x/master.m3u8'), null);
    await store.close?.();
  });

  it('is one store for several API instances: what one writes, the other reads and deletes', async () => {
    const first = createS3Storage(url);
    const second = createS3Storage(url);
    await first.put('captions/5/tr.vtt', Buffer.from('WEBVTT\n'), { contentType: 'text/vtt' });
    assert.equal(
      (await buffer((await second.get('captions/5/tr.vtt'))!.body)).toString(),
      'WEBVTT\n',
    );
    await second.delete('captions/5/tr.vtt');
    assert.equal(await first.size('captions/5/tr.vtt'), null);
    await first.close?.();
    await second.close?.();
  });

  it('keeps sites apart by the URL’s prefix', async () => {
    const siteA = createS3Storage(`${url}/site-a`);
    const siteB = createS3Storage(`${url}/site-b`);
    await siteA.put('k.txt', Buffer.from('a'), { contentType: 'text/plain' });
    assert.equal(await siteB.size('k.txt'), null);
    await siteA.delete('k.txt');
  });
});

describe('an API instance on the S3 store', () => {
  it('keeps an upload where every other instance reads it, and serves what another wrote', async () => {
    const ctx = await createTestApp({ config: testConfig({ MEDIA_S3_URL: url }) });
    try {
      const clipPath = join(dir, 'clip.mp4');
      execFileSync('ffmpeg', [
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        'testsrc=size=320x240:rate=25',
        '-t',
        '1',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-pix_fmt',
        'yuv420p',
        '-y',
        clipPath,
      ]);
      const clip = await readFile(clipPath);
      const editor = await staffAuth(ctx, 'editor');
      const section = await ctx.app.inject({
        method: 'POST',
        url: '/v1/admin/courses/101/sections',
        headers: editor,
        payload: { titleName: 'S3' },
      });
      const boundary = `----lms${randomBytes(6).toString('hex')}`;
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nBulut\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
        ),
        clip,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const uploaded = await ctx.app.inject({
        method: 'POST',
        url: `/v1/admin/sections/${section.json().data.id}/videos`,
        headers: { ...editor, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
      assert.equal(uploaded.statusCode, 200, uploaded.body);
      const [row] = await ctx.database.db
        .select({ sourceKey: courseVideos.sourceKey })
        .from(courseVideos)
        .where(eq(courseVideos.id, uploaded.json().data.id));

      // Another instance's client finds the very object in the bucket.
      const other = createS3Storage(url);
      assert.equal(await other.size(row!.sourceKey!), clip.length);

      // And what that instance writes, this one serves: the learner's video is swapped in S3.
      const replacement = Buffer.concat([clip.subarray(0, 64), Buffer.from('x')]);
      await other.put(row!.sourceKey!, replacement, { contentType: 'video/mp4' });
      const learner = await insertUser(ctx);
      await ctx.database.db.insert(enrollments).values({ userId: learner.id, courseId: 101 });
      await ctx.app.inject({
        method: 'PUT',
        url: `/v1/admin/courses/101/sections/order`,
        headers: editor,
        payload: {
          ids: [
            section.json().data.id,
            ...(
              await ctx.app.inject({
                method: 'GET',
                url: '/v1/admin/courses/101/content',
                headers: editor,
              })
            )
              .json()
              .data.sections.map((s: { id: number }) => s.id)
              .filter((id: number) => id !== section.json().data.id),
          ],
        },
      });
      const link = await ctx.app.inject({
        method: 'GET',
        url: `/v1/courses/getcoursevideo/${uploaded.json().data.id}`,
        headers: learner.auth,
      });
      assert.equal(link.statusCode, 200, link.body);
      const served = await ctx.app.inject({
        method: 'GET',
        url: String(link.json().data.fileUrl).replace(PUBLIC_URL, ''),
        headers: { range: 'bytes=60-' },
      });
      assert.equal(served.statusCode, 206);
      assert.equal(served.headers['content-range'], `bytes 60-64/65`);
      assert.deepEqual(served.rawPayload, replacement.subarray(60));
      await other.close?.();
    } finally {
      await ctx.close();
    }
  });
});
