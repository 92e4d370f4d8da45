import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { FFMPEG, run, type VideoProbe } from './media-tools';

/**
 * The HLS renditions of a video, made by Debian's ffmpeg in one bounded run (`-threads 1`, a
 * time limit): 360p always and 720p when the source has that many lines (a real site does not
 * upscale), 2-second segments (the first one arrives within a second on Slow 4G), and a master playlist listing the
 * lightest rendition first, so a player on a slow network starts with it.
 */

export interface Rendition {
  name: string;
  height: number;
  videoKbps: number;
}

export const RENDITIONS: Rendition[] = [
  { name: '360p', height: 360, videoKbps: 600 },
  { name: '720p', height: 720, videoKbps: 2400 },
];

const AUDIO_KBPS = 96;

/** The renditions made of a source: those not taller than it, and always the lightest. */
export const renditionsFor = (source: Pick<VideoProbe, 'height'>): Rendition[] =>
  RENDITIONS.filter((rendition, index) => index === 0 || rendition.height <= source.height);

/** The file names inside an HLS folder this module writes; anything else is not served. */
export const HLS_FILE = /^(master\.m3u8|[0-9]{3,4}p\/(index\.m3u8|seg_[0-9]{3,5}\.ts))$/;

export class TranscodeError extends Error {
  constructor(
    message: string,
    readonly detail: string,
  ) {
    super(message);
    this.name = 'TranscodeError';
  }
}

/** Writes `master.m3u8` and `<name>/index.m3u8` with its segments into `outDir`. */
export async function transcodeToHls(
  input: string,
  outDir: string,
  source: Pick<VideoProbe, 'height' | 'hasAudio'>,
  { timeoutMs }: { timeoutMs: number },
): Promise<Rendition[]> {
  const renditions = renditionsFor(source);
  for (const rendition of renditions)
    await mkdir(join(outDir, rendition.name), { recursive: true });
  const split = renditions.map((_, i) => `[v${i}]`).join('');
  const scales = renditions
    .map((rendition, i) => `[v${i}]scale=-2:${rendition.height}[o${i}]`)
    .join(';');
  const args = [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    '-threads',
    '1',
    '-i',
    input,
    '-filter_threads',
    '1',
    '-filter_complex',
    `[0:v]split=${renditions.length}${split};${scales}`,
  ];
  renditions.forEach((rendition, i) => {
    args.push('-map', `[o${i}]`);
    if (source.hasAudio) args.push('-map', '0:a:0');
    args.push(
      `-b:v:${i}`,
      `${rendition.videoKbps}k`,
      `-maxrate:v:${i}`,
      `${Math.round(rendition.videoKbps * 1.07)}k`,
      `-bufsize:v:${i}`,
      `${rendition.videoKbps * 2}k`,
    );
  });
  args.push(
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-threads',
    '1',
    '-force_key_frames',
    'expr:gte(t,n_forced*2)',
    '-sc_threshold',
    '0',
  );
  if (source.hasAudio) args.push('-c:a', 'aac', '-b:a', `${AUDIO_KBPS}k`, '-ac', '2');
  const streamMap = renditions
    .map((rendition, i) => `v:${i}${source.hasAudio ? `,a:${i}` : ''},name:${rendition.name}`)
    .join(' ');
  args.push(
    '-f',
    'hls',
    '-hls_time',
    '2',
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_filename',
    join(outDir, '%v', 'seg_%03d.ts'),
    '-master_pl_name',
    'master.m3u8',
    '-var_stream_map',
    streamMap,
    join(outDir, '%v', 'index.m3u8'),
  );
  const result = await run(FFMPEG, args, { timeoutMs, maxStdout: 10_000 });
  if (result.timedOut) {
    throw new TranscodeError(`ffmpeg took longer than ${Math.round(timeoutMs / 1000)} s`, '');
  }
  if (result.code !== 0) {
    const lastLine = result.stderr.trim().split('\n').pop() ?? '';
    throw new TranscodeError(`ffmpeg failed (exit ${result.code}): ${lastLine}`, result.stderr);
  }
  return renditions;
}
