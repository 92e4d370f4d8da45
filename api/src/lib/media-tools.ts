import { spawn } from 'node:child_process';

/**
 * Debian's ffprobe and ffmpeg, run as child processes with bounded time and output: the upload
 * check (what a file is by its content, not its name, and how long it plays) and the HLS
 * transcode of `lib/transcode-queue.ts`. Nothing here touches the database or the store.
 */

export const FFPROBE = 'ffprobe';
export const FFMPEG = 'ffmpeg';

/** What a run ended with: its exit code, and the tail of what it wrote to stderr. */
export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

const TAIL = 4_000;

/** Runs a command without a shell, killed after `timeoutMs`; stdout kept up to `maxStdout`. */
export function run(
  command: string,
  args: string[],
  { timeoutMs, maxStdout = 1_000_000 }: { timeoutMs: number; maxStdout?: number },
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      if (stdout.length < maxStdout) stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-TAIL);
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut });
    });
  });
}

export interface VideoProbe {
  /** Whole seconds, at least 1. */
  duration: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

/** ffprobe's names for the ISO base media family (MP4 and QuickTime). */
const MP4_FAMILY = /(^|,)(mov|mp4)(,|$)/;

/**
 * What ffprobe reads in the file: an MP4 or QuickTime container with a video stream and a
 * duration, or null when it is anything else (a renamed text file, an audio file, a broken one).
 */
export async function probeVideo(path: string, timeoutMs = 30_000): Promise<VideoProbe | null> {
  const result = await run(
    FFPROBE,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
    { timeoutMs },
  );
  if (result.code !== 0) return null;
  let parsed: {
    format?: { format_name?: string; duration?: string };
    streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[];
  };
  try {
    parsed = JSON.parse(result.stdout) as typeof parsed;
  } catch {
    return null;
  }
  const formatName = parsed.format?.format_name ?? '';
  const video = parsed.streams?.find((stream) => stream.codec_type === 'video');
  if (!MP4_FAMILY.test(formatName) || !video || !video.width || !video.height) return null;
  const seconds = Number(parsed.format?.duration ?? video.duration);
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  return {
    duration: Math.max(1, Math.round(seconds)),
    width: video.width,
    height: video.height,
    hasAudio: Boolean(parsed.streams?.some((stream) => stream.codec_type === 'audio')),
  };
}

// ---------------------------------------------------------------------------------------------
// WebVTT
// ---------------------------------------------------------------------------------------------

const TIMESTAMP = String.raw`(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})`;
const CUE_TIMING = new RegExp(String.raw`^${TIMESTAMP}[ \t]+-->[ \t]+${TIMESTAMP}(?:[ \t].*)?$`);

const seconds = (h: string | undefined, m: string, s: string, ms: string) =>
  Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;

/**
 * Whether the text is WebVTT as a browser takes it: the `WEBVTT` header line, then cues whose
 * timing lines read `start --> end` with the end after the start, and at least one cue.
 * Returns the reason it is not ('header', 'timing', 'empty'), or null when it is.
 */
export function webVttProblem(text: string): 'header' | 'timing' | 'empty' | null {
  const body = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const lines = body.split('\n');
  if (!/^WEBVTT([ \t].*)?$/.test(lines[0] ?? '')) return 'header';
  let cues = 0;
  for (const line of lines) {
    if (!line.includes('-->')) continue;
    const match = CUE_TIMING.exec(line.trim());
    if (!match) return 'timing';
    const start = seconds(match[1], match[2]!, match[3]!, match[4]!);
    const end = seconds(match[5], match[6]!, match[7]!, match[8]!);
    if (end <= start) return 'timing';
    cues += 1;
  }
  return cues > 0 ? null : 'empty';
}
