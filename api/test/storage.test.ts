import assert from './support/assert';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { test } from 'node:test';
import { localStorage } from '../src/lib/storage';

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

test('the local store keeps, reads, replaces and removes objects by key', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'storage-'));
  const store = localStorage(dir);
  await store.put('videos/12/original.mp4', Buffer.from('first'));
  await store.put(
    'videos/12/original.mp4',
    Readable.from([Buffer.from('sec'), Buffer.from('ond')]),
  );
  const stored = await store.get('videos/12/original.mp4');
  assert.equal(stored?.size, 6);
  assert.equal(await text(stored!.body), 'second');
  assert.equal(await readFile(join(dir, 'videos/12/original.mp4'), 'utf8'), 'second');
  await store.put('videos/12/hls/360p.m3u8', Buffer.from('#EXTM3U'));
  await store.deletePrefix('videos/12/hls');
  assert.equal(await store.size('videos/12/hls/360p.m3u8'), null);
  await store.delete('videos/12/original.mp4');
  await store.delete('videos/12/original.mp4');
  assert.equal(await store.get('videos/12/original.mp4'), null);
});

test('a failed write leaves no object and no temporary file', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'storage-'));
  const store = localStorage(dir);
  const failing = new Readable({
    read() {
      this.push(Buffer.from('part of a video'));
      this.destroy(new Error('connection reset'));
    },
  });
  await assert.rejects(store.put('videos/1/original.mp4', failing), /connection reset/);
  assert.equal(await store.size('videos/1/original.mp4'), null);
  assert.deepEqual(await readdir(join(dir, 'videos/1')), []);
});

test('a key cannot leave the store', async () => {
  const store = localStorage(await mkdtemp(join(tmpdir(), 'storage-')));
  for (const key of ['../x', 'a/../../x', '/etc/passwd', 'A/B', 'a//b', 'a/./b', '']) {
    await assert.rejects(store.put(key, Buffer.from('x')), /Invalid storage key/, key);
  }
});
