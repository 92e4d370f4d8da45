import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';

const run = promisify(execFile);

/** A caption file's single cue, shown from the first to the last second of the test video. */
const webVtt = (text: string, seconds: number) =>
  `WEBVTT\n\n1\n00:00:00.000 --> 00:00:${String(seconds).padStart(2, '0')}.000\n${text}\n`;

export interface TestVideo {
  dir: string;
  /** A real MP4 (H.264 + AAC, 320x240) of `seconds`, made by Debian's ffmpeg. */
  mp4: string;
  seconds: number;
  /** WebVTT files by language, each with one cue over the whole video. */
  captions: { tr: string; en: string };
  cues: { tr: string; en: string };
  /** Removes the folder. */
  remove: () => Promise<void>;
}

/**
 * Makes a tiny real video and its Turkish and English captions in a temp folder, for tests that
 * upload a video the way staff do (ffmpeg is installed on the machines and in CI).
 */
export const makeTestVideo = async (
  cues: { tr: string; en: string },
  seconds = 4,
): Promise<TestVideo> => {
  const dir = await mkdtemp(join(tmpdir(), 'lms-e2e-video-'));
  const mp4 = join(dir, 'ders-videosu.mp4');
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=320x240:rate=25:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    '-movflags',
    '+faststart',
    mp4,
  ]);
  const captions = { tr: join(dir, 'altyazi.tr.vtt'), en: join(dir, 'altyazi.en.vtt') };
  await writeFile(captions.tr, webVtt(cues.tr, seconds));
  await writeFile(captions.en, webVtt(cues.en, seconds));
  return {
    dir,
    mp4,
    seconds,
    captions,
    cues,
    remove: () => rm(dir, { recursive: true, force: true }),
  };
};

/**
 * A solid-colour RGB PNG of `width` × `height` pixels (the server wants at least 320 px for a
 * cover, 800 px wide for a banner), for tests that upload a picture the way staff do.
 */
export const png = (
  width: number,
  height = width,
  rgb: [number, number, number] = [16, 96, 160],
): Buffer => {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from(rgb))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
