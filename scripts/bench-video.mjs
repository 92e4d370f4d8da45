/* global window, document -- code run in the page */
// `npm run bench:video`: an uploaded video on a phone network.
// Not part of CI. It makes a 45 s 1280×720 test clip with ffmpeg (with noise, so it encodes like
// real footage), transcodes it with the API's own HLS code (api/src/lib/hls.ts: 360p + 720p),
// serves the renditions and a page with hls.js's light build (as the learner's player loads it)
// on a loopback port, and plays it in headless Chromium on Slow 4G (150 ms RTT, 1.6 Mbps down,
// 750 Kbps up, CDP Network.emulateNetworkConditions).
//
// It reports, against the targets (first frame within 3 s; no stall in the first 30 s):
//   - first frame: from the moment the learner picks the video (hls.js's chunk still to fetch) to
//     the first decoded frame, and the same without the chunk (already cached);
//   - stalls: `waiting` events after playback started, until 30 s of video have played, and
//     their total time; the renditions played.
// Environment: BENCH_RUNS (3; the median is printed), CHROMIUM_PATH.
import { execFileSync } from 'node:child_process';
import { createReadStream, readFileSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { transcodeToHls } from '../api/src/lib/hls.ts';
import { probeVideo } from '../api/src/lib/media-tools.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const WATCH_SECONDS = 30;

const work = await mkdtemp(join(tmpdir(), 'lms-bench-video-'));
const source = join(work, 'source.mp4');
console.log('making a 45 s 1280x720 clip…');
execFileSync('ffmpeg', [
  '-hide_banner',
  '-loglevel',
  'error',
  '-f',
  'lavfi',
  '-i',
  'testsrc2=size=1280x720:rate=25',
  '-f',
  'lavfi',
  '-i',
  'sine=frequency=330',
  '-t',
  '45',
  '-vf',
  'noise=alls=12:allf=t',
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-crf',
  '20',
  '-pix_fmt',
  'yuv420p',
  '-c:a',
  'aac',
  '-shortest',
  '-y',
  source,
]);
const probe = await probeVideo(source);
console.log('transcoding to HLS (ffmpeg -threads 1)…');
const started = Date.now();
const hlsDir = join(work, 'hls');
await transcodeToHls(source, hlsDir, probe, { timeoutMs: 10 * 60_000 });
console.log(`transcoded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
for (const name of ['360p', '720p']) {
  const playlist = readFileSync(join(hlsDir, name, 'index.m3u8'), 'utf8');
  const segments = playlist.split('\n').filter((line) => line.endsWith('.ts'));
  let bytes = 0;
  for (const segment of segments) bytes += (await stat(join(hlsDir, name, segment))).size;
  console.log(
    `  ${name}: ${segments.length} segments, ${((bytes * 8) / 45 / 1000).toFixed(0)} kbit/s`,
  );
}

const hlsJs = gzipSync(readFileSync(join(root, 'node_modules/hls.js/dist/hls.light.min.js')));
const page = `<!doctype html><meta charset="utf-8"><title>bench</title>
<video id="v" muted playsinline width="390" height="219" crossorigin="anonymous"></video>
<script>
window.bench = { events: [], levels: new Set() };
window.pick = async (withChunk) => {
  const t0 = performance.now();
  if (withChunk || !window.Hls) {
    await new Promise((resolve) => {
      const s = document.createElement('script');
      s.src = '/hls.light.min.js?' + Math.random();
      s.onload = resolve;
      document.head.append(s);
    });
  }
  const video = document.getElementById('v');
  const hls = new window.Hls({ capLevelToPlayerSize: true, startLevel: 0 });
  hls.on(window.Hls.Events.LEVEL_SWITCHED, (_e, d) => window.bench.levels.add(hls.levels[d.level].height));
  hls.loadSource('/hls/master.m3u8');
  hls.attachMedia(video);
  video.requestVideoFrameCallback(() => { window.bench.firstFrame = performance.now() - t0; });
  let playing = false;
  video.addEventListener('playing', () => { playing = true; });
  video.addEventListener('waiting', () => {
    if (playing && video.currentTime < ${WATCH_SECONDS}) window.bench.events.push({ at: video.currentTime, t: performance.now() });
  });
  video.addEventListener('playing', () => {
    const last = window.bench.events.at(-1);
    if (last && !last.end) last.end = performance.now();
  });
  video.play().catch(() => {});
};
</script>`;

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end(page);
  if (url.pathname === '/hls.light.min.js') {
    return res
      .writeHead(200, { 'content-type': 'text/javascript', 'content-encoding': 'gzip' })
      .end(hlsJs);
  }
  const path = normalize(join(hlsDir, url.pathname.replace(/^\/hls\//, '')));
  if (!path.startsWith(hlsDir) || !url.pathname.startsWith('/hls/'))
    return res.writeHead(404).end();
  const type = extname(path) === '.m3u8' ? 'application/vnd.apple.mpegurl' : 'video/mp2t';
  res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
  createReadStream(path)
    .on('error', () => res.end())
    .pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
});
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    for (const withChunk of [true, false]) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const tab = await context.newPage();
      await tab.goto(base);
      if (!withChunk) await tab.addScriptTag({ url: `${base}/hls.light.min.js` });
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await tab.evaluate((chunk) => window.pick(chunk), withChunk);
      await tab.waitForFunction(() => window.bench.firstFrame !== undefined, null, {
        timeout: 30_000,
      });
      if (!withChunk) {
        // Watch the first 30 s of the video (playback at 1×).
        await tab.waitForFunction(
          (seconds) => document.getElementById('v').currentTime >= seconds,
          WATCH_SECONDS,
          { timeout: 120_000 },
        );
      }
      const bench = await tab.evaluate(() => ({
        firstFrame: window.bench.firstFrame,
        stalls: window.bench.events.map((e) => ({
          at: e.at,
          ms: (e.end ?? performance.now()) - e.t,
        })),
        levels: [...window.bench.levels],
      }));
      results.push({ run, withChunk, ...bench });
      console.log(
        `run ${run + 1} ${withChunk ? 'with hls.js chunk ' : 'chunk cached      '}: first frame ${(bench.firstFrame / 1000).toFixed(2)} s` +
          (withChunk
            ? ''
            : `, stalls in first ${WATCH_SECONDS} s: ${bench.stalls.length} (${bench.stalls.reduce((sum, s) => sum + s.ms, 0).toFixed(0)} ms), renditions ${bench.levels.join('p, ')}p`),
      );
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
  await rm(work, { recursive: true, force: true });
}
const first = results.filter((r) => r.withChunk).map((r) => r.firstFrame / 1000);
const cached = results.filter((r) => !r.withChunk);
console.log(
  `\nmedian first frame: ${median(first).toFixed(2)} s with the hls.js chunk, ` +
    `${median(cached.map((r) => r.firstFrame / 1000)).toFixed(2)} s without (target 3 s)`,
);
console.log(
  `stalls in the first ${WATCH_SECONDS} s: ${cached.map((r) => r.stalls.length).join(', ')} (target 0)`,
);
