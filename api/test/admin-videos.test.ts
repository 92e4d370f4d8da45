import assert from './support/assert';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog, courseVideos, enrollments, videoProgress } from '../src/db/schema';
import {
  createTestApp,
  insertUser,
  PUBLIC_URL,
  staffAuth,
  testConfig,
  type TestContext,
  type TestUser,
} from './helpers';

/**
 * Staff's sections and videos, as an editor's browser and a learner's player would
 * meet them: sections added, renamed and reordered; an MP4 checked by its content and its
 * duration read; WebVTT captions checked; a failed upload leaving nothing behind; the HLS
 * transcode and its owner-only renditions; a removed video retired while learners have it.
 */

let ctx: TestContext;
let work: string;
let mediaDir: string;
let editor: { authorization: string };
let learner: TestUser;
let clip: Buffer;
let shortClip: Buffer;
const COURSE = 101;

/** A small test clip made by ffmpeg: `seconds` long, `size` big, with a tone. */
const makeClip = (name: string, seconds: number, size: string) => {
  const path = join(work, name);
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=${size}:rate=25`,
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440',
    '-t',
    String(seconds),
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
    '-y',
    path,
  ]);
  return readFile(path);
};

before(async () => {
  work = await mkdtemp(join(tmpdir(), 'lms-videos-test-'));
  mediaDir = join(work, 'media');
  ctx = await createTestApp({
    config: testConfig({
      MEDIA_DIR: mediaDir,
      MEDIA_UPLOAD_MAX_MB: '1',
      MEDIA_CAPTIONS_MAX_KB: '4',
    }),
  });
  editor = await staffAuth(ctx, 'editor');
  learner = await insertUser(ctx);
  await ctx.database.db.insert(enrollments).values({ userId: learner.id, courseId: COURSE });
  clip = await makeClip('clip.mp4', 3, '1280x720');
  shortClip = await makeClip('short.mp4', 1, '320x240');
});
after(async () => {
  await ctx.close();
  await rm(work, { recursive: true, force: true });
});

/** A multipart/form-data body as a browser's FormData sends it. */
const multipart = (
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
) => {
  const boundary = `----lms${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

const call = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { json?: unknown; form?: ReturnType<typeof multipart>; auth?: object } = {},
) => {
  const res = await ctx.app.inject({
    method,
    url,
    headers: { ...(options.auth ?? editor), ...(options.form?.headers ?? {}) },
    ...(options.json !== undefined ? { payload: options.json as object } : {}),
    ...(options.form ? { payload: options.form.payload } : {}),
  });
  // The answer as a client reads it: any shape, checked by the assertions.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, body: res.json() as { message: string; data: any } };
};

/** Every file in the media store (local disk here), as keys. */
const storedKeys = async (): Promise<string[]> => {
  try {
    const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(mediaDir.length + 1))
      .sort();
  } catch {
    return [];
  }
};

const uploadVideo = (
  sectionId: number,
  title: string,
  data: Buffer,
  name = 'ders.mp4',
  extra: Record<string, string> = {},
) =>
  call('POST', `/v1/admin/sections/${sectionId}/videos`, {
    form: multipart({ title, description: '', ...extra }, { name, type: 'video/mp4', data }),
  });

const auditRows = (objectType: string, objectId: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectType, objectType), eq(auditLog.objectId, objectId)))
    .orderBy(asc(auditLog.id));

/** A new section of the course, moved to the front so its first video is the one that opens. */
let sectionId: number;
const addFirstSection = async () => {
  const added = await call('POST', `/v1/admin/courses/${COURSE}/sections`, {
    json: { titleName: 'Yeni Bölüm' },
  });
  assert.equal(added.status, 200);
  const outline = await call('GET', `/v1/admin/courses/${COURSE}/content`);
  const ids = (outline.body.data.sections as { id: number }[]).map((section) => section.id);
  const id = added.body.data.id as number;
  const moved = await call('PUT', `/v1/admin/courses/${COURSE}/sections/order`, {
    json: { ids: [id, ...ids.filter((other) => other !== id)] },
  });
  assert.equal(moved.status, 200);
  return id;
};

describe('sections', () => {
  it('adds, renames and reorders the course’s sections, each change audited', async () => {
    const before = await call('GET', `/v1/admin/courses/${COURSE}/content`);
    assert.equal(before.status, 200);
    const originalIds = (before.body.data.sections as { id: number }[]).map((s) => s.id);

    const added = await call('POST', `/v1/admin/courses/${COURSE}/sections`, {
      json: { titleName: '  Uygulamalı Örnekler ' },
    });
    assert.equal(added.status, 200);
    assert.equal(added.body.data.titleName, 'Uygulamalı Örnekler');
    const id = added.body.data.id as number;

    const renamed = await call('PUT', `/v1/admin/sections/${id}`, {
      json: { titleName: 'Gümrük Örnekleri' },
    });
    assert.equal(renamed.status, 200);

    // A new order must list each section once.
    const partial = await call('PUT', `/v1/admin/courses/${COURSE}/sections/order`, {
      json: { ids: [id] },
    });
    assert.equal(partial.status, 400);
    assert.equal(
      partial.body.message,
      'Sıralama, eğitimin bölümlerinin her birini bir kez içermelidir.',
    );
    const reordered = await call('PUT', `/v1/admin/courses/${COURSE}/sections/order`, {
      json: { ids: [id, ...originalIds] },
    });
    assert.equal(reordered.status, 200);

    const after = await call('GET', `/v1/admin/courses/${COURSE}/content`);
    const names = (after.body.data.sections as { titleName: string }[]).map((s) => s.titleName);
    assert.equal(names[0], 'Gümrük Örnekleri');
    assert.equal(names.length, originalIds.length + 1);

    const audited = await auditRows('section', String(id));
    assert.deepEqual(audited.map((row) => row.action).sort(), ['section.create', 'section.rename']);
    assert.equal((await auditRows('course', String(COURSE))).at(-1)?.action, 'section.reorder');

    // An empty section can go; the learner's course has no trace of it.
    const removed = await call('DELETE', `/v1/admin/sections/${id}`);
    assert.equal(removed.status, 200);
  });

  it('refuses a nameless section by the field, in the request’s language', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/v1/admin/courses/${COURSE}/sections`,
      headers: { ...editor, 'accept-language': 'en' },
      payload: { titleName: '   ' },
    });
    assert.equal(res.statusCode, 400);
    assert.match(res.body, /A section name is required\./);
  });
});

describe('video upload', () => {
  before(async () => {
    sectionId = await addFirstSection();
  });

  it('refuses a text file named .mp4, and keeps nothing of it', async () => {
    const filesBefore = await storedKeys();
    const res = await uploadVideo(
      sectionId,
      'Sahte',
      Buffer.from('bu bir video değil\n'.repeat(50)),
    );
    assert.equal(res.status, 400);
    assert.equal(
      res.body.message,
      'Bu dosya bir MP4 video değil. Görüntü içeren bir MP4 (H.264) dosyası yükleyin.',
    );
    assert.deepEqual(await storedKeys(), filesBefore);
    const rows = await ctx.database.db
      .select()
      .from(courseVideos)
      .where(eq(courseVideos.courseTitleId, sectionId));
    assert.equal(rows.length, 0);
  });

  it('refuses a file over the size limit with a clear 413', async () => {
    const res = await uploadVideo(sectionId, 'Büyük', Buffer.alloc(1100 * 1024, 1));
    assert.equal(res.status, 413);
    assert.equal(res.body.message, 'Video dosyası en fazla 1 MB olabilir.');
  });

  it('leaves no object behind when the row cannot be written', async () => {
    const filesBefore = await storedKeys();
    const enqueue = ctx.app.transcodes.enqueue;
    ctx.app.transcodes.enqueue = async () => {
      throw new Error('database went away');
    };
    try {
      const res = await uploadVideo(sectionId, 'Yarım', shortClip);
      assert.equal(res.status, 500);
    } finally {
      ctx.app.transcodes.enqueue = enqueue;
    }
    assert.deepEqual(await storedKeys(), filesBefore);
    const rows = await ctx.database.db
      .select()
      .from(courseVideos)
      .where(eq(courseVideos.courseTitleId, sectionId));
    assert.equal(rows.length, 0);
  });

  it('takes a real MP4, reads its duration, and queues its transcode', async () => {
    const res = await uploadVideo(sectionId, 'Konşimento Nedir?', clip, 'ders.mp4', {
      'en.title': 'What Is a Bill of Lading?',
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.data.title, 'Konşimento Nedir?');
    // The English title comes with the upload, a missing description stays blank.
    assert.deepEqual(res.body.data.en, { title: 'What Is a Bill of Lading?', description: '' });
    assert.equal(res.body.data.duration, 3);
    assert.deepEqual(res.body.data.transcode, { state: 'queued', error: null });
    assert.equal((await auditRows('video', String(res.body.data.id)))[0]?.action, 'video.create');

    // Until the transcode is done, the learner plays the original MP4.
    const link = await call('GET', `/v1/courses/getcoursevideo/${res.body.data.id}`, {
      auth: learner.auth,
    });
    assert.equal(link.status, 200);
    assert.equal(link.body.data.hlsUrl, undefined);
    const mp4 = await ctx.app.inject({
      method: 'GET',
      url: String(link.body.data.fileUrl).replace(PUBLIC_URL, ''),
      headers: { range: 'bytes=0-99' },
    });
    assert.equal(mp4.statusCode, 206);
    assert.equal(mp4.rawPayload.length, 100);
    assert.deepEqual(mp4.rawPayload, clip.subarray(0, 100));
  });
});

describe('captions', () => {
  let videoId: number;
  before(async () => {
    const [row] = await ctx.database.db
      .select({ id: courseVideos.id })
      .from(courseVideos)
      .where(eq(courseVideos.courseTitleId, sectionId));
    videoId = row!.id;
  });

  const putCaptions = (lang: string, text: string) =>
    call('PUT', `/v1/admin/videos/${videoId}/captions/${lang}`, {
      form: multipart({}, { name: `${lang}.vtt`, type: 'text/vtt', data: Buffer.from(text) }),
    });

  it('refuses text that is not WebVTT: no header, or a cue without a good timing', async () => {
    const noHeader = await putCaptions('tr', '00:00:00.000 --> 00:00:02.000\nMerhaba\n');
    assert.equal(noHeader.status, 400);
    assert.match(noHeader.body.message, /WebVTT biçiminde değil/);
    const backwards = await putCaptions('tr', 'WEBVTT\n\n00:00:02.000 --> 00:00:01.000\nGeri\n');
    assert.equal(backwards.status, 400);
    const badTiming = await putCaptions('en', 'WEBVTT\n\n0:1 --> 0:2\nHi\n');
    assert.equal(badTiming.status, 400);
  });

  it('stores tr and en captions the learner’s player reads on the video’s signed link', async () => {
    const tr = await putCaptions(
      'tr',
      'WEBVTT\n\n00:00:00.000 --> 00:00:02.500\nKonşimento, taşıma belgesidir.\n',
    );
    assert.equal(tr.status, 200);
    assert.deepEqual(tr.body.data.captions, { tr: true, en: false });
    const en = await putCaptions('en', 'WEBVTT\n\n00:00.000 --> 00:02.500\nA bill of lading.\n');
    assert.equal(en.status, 200);

    const link = await call('GET', `/v1/courses/getcoursevideo/${videoId}`, { auth: learner.auth });
    const url = new URL(String(link.body.data.fileUrl).replace(PUBLIC_URL, 'http://x'));
    const served = await ctx.app.inject({
      method: 'GET',
      url: `${url.pathname}/captions/tr${url.search}`,
    });
    assert.equal(served.statusCode, 200);
    assert.match(served.body, /Konşimento, taşıma belgesidir\./);
  });

  it('refuses another language', async () => {
    const res = await putCaptions('de', 'WEBVTT\n');
    assert.equal(res.status, 400);
  });
});

describe('HLS transcode and owner-only renditions', () => {
  let videoId: number;
  let master: string;

  before(async () => {
    const [row] = await ctx.database.db
      .select({ id: courseVideos.id })
      .from(courseVideos)
      .where(eq(courseVideos.courseTitleId, sectionId));
    videoId = row!.id;
  });

  it('makes 360p and 720p renditions with a master playlist, and staff see it done', async () => {
    const started = Date.now();
    await ctx.app.transcodes.drain();
    assert.ok(Date.now() - started < 60_000, 'a 3 s clip transcodes within a minute');
    const outline = await call('GET', `/v1/admin/courses/${COURSE}/content`);
    const video = (outline.body.data.sections as { videos: { id: number; transcode: unknown }[] }[])
      .flatMap((section) => section.videos)
      .find((item) => item.id === videoId);
    assert.deepEqual(video?.transcode, { state: 'done', error: null });

    const link = await call('GET', `/v1/courses/getcoursevideo/${videoId}`, { auth: learner.auth });
    master = String(link.body.data.hlsUrl).replace(PUBLIC_URL, '');
    assert.match(master, /^\/v1\/media\/videos\/\d+\/hls\/[^/]+\/master\.m3u8$/);
    const playlist = await ctx.app.inject({ method: 'GET', url: master });
    assert.equal(playlist.statusCode, 200);
    assert.equal(playlist.headers['content-type'], 'application/vnd.apple.mpegurl');
    assert.match(playlist.body, /RESOLUTION=640x360[\s\S]*360p\/index\.m3u8/);
    assert.match(playlist.body, /RESOLUTION=1280x720[\s\S]*720p\/index\.m3u8/);

    const folder = master.replace(/master\.m3u8$/, '');
    const rendition = await ctx.app.inject({ method: 'GET', url: `${folder}360p/index.m3u8` });
    assert.equal(rendition.statusCode, 200);
    const segment = rendition.body.split('\n').find((line) => line.endsWith('.ts'));
    const ts = await ctx.app.inject({ method: 'GET', url: `${folder}360p/${segment}` });
    assert.equal(ts.statusCode, 200);
    assert.equal(ts.headers['content-type'], 'video/mp2t');
    assert.equal(ts.rawPayload[0], 0x47, 'an MPEG-TS packet');

    // The course page carries the master for the owner's player.
    const titles = await ctx.app.repos.learning.courseTitles(COURSE, learner.id, true);
    const listed = titles.flatMap((title) => title.courseVideos).find((v) => v.id === videoId);
    assert.match(String(listed?.hlsUrl), /master\.m3u8$/);
  });

  it('refuses playlists and segments to anyone the link was not signed for', async () => {
    const folder = master.replace(/master\.m3u8$/, '');
    const token = folder.split('/').at(-2)!;
    const [u, e] = token.split('.');
    const forged = folder.replace(token, `${u}.${e}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`);
    for (const file of ['master.m3u8', '360p/index.m3u8', '360p/seg_000.ts']) {
      const res = await ctx.app.inject({ method: 'GET', url: `${forged}${file}` });
      assert.equal(res.statusCode, 403, file);
    }
    // Another user's token on this video (they do not own the course).
    const stranger = await insertUser(ctx);
    const strangerToken = folder.replace(token, `${stranger.id}.${e}.${token.split('.')[2]}`);
    assert.equal(
      (await ctx.app.inject({ method: 'GET', url: `${strangerToken}master.m3u8` })).statusCode,
      403,
    );
    // Nothing but the renditions' own files is served under the folder.
    for (const file of ['../../../../etc/passwd', '360p/../../x', 'source.mp4']) {
      const res = await ctx.app.inject({ method: 'GET', url: `${folder}${file}` });
      assert.ok([400, 404].includes(res.statusCode), `${file}: ${res.statusCode}`);
    }
    // A learner's own token is no way into the staff API.
    const staffOnly = await call('GET', `/v1/admin/courses/${COURSE}/content`, {
      auth: learner.auth,
    });
    assert.equal(staffOnly.status, 403);
  });

  it('says why a transcode failed, and the original still plays', async () => {
    const res = await uploadVideo(sectionId, 'Bozuk Kaynak', shortClip);
    assert.equal(res.status, 200);
    const id = res.body.data.id as number;
    const [row] = await ctx.database.db
      .select({ sourceKey: courseVideos.sourceKey })
      .from(courseVideos)
      .where(eq(courseVideos.id, id));
    // The stored original is damaged after upload (a bad disk, a broken store).
    await writeFile(join(mediaDir, row!.sourceKey!), Buffer.from('not a video any more'));
    await ctx.app.transcodes.drain();
    const outline = await call('GET', `/v1/admin/courses/${COURSE}/content`);
    const video = (
      outline.body.data.sections as {
        videos: { id: number; transcode: { state: string; error: string } }[];
      }[]
    )
      .flatMap((section) => section.videos)
      .find((item) => item.id === id)!;
    assert.equal(video.transcode.state, 'failed');
    assert.match(video.transcode.error, /ffprobe cannot read the original/);
    const titles = await ctx.app.repos.learning.courseTitles(COURSE, learner.id, true);
    const listed = titles.flatMap((title) => title.courseVideos).find((v) => v.id === id);
    assert.equal(listed?.hlsUrl, undefined);
  });
});

describe('removing a video', () => {
  it('deletes a video nobody has started, with its files', async () => {
    const res = await uploadVideo(sectionId, 'Silinecek', shortClip);
    const id = res.body.data.id as number;
    const keysWith = await storedKeys();
    const removed = await call('DELETE', `/v1/admin/videos/${id}`);
    assert.equal(removed.status, 200);
    assert.deepEqual(removed.body.data, { outcome: 'deleted' });
    const rows = await ctx.database.db.select().from(courseVideos).where(eq(courseVideos.id, id));
    assert.equal(rows.length, 0);
    assert.equal((await storedKeys()).length, keysWith.length - 1);
    assert.equal((await auditRows('video', String(id))).at(-1)?.action, 'video.delete');
  });

  it('retires a video a learner has progress on: they keep it, a new learner never sees it', async () => {
    const [first] = await ctx.database.db
      .select({ id: courseVideos.id })
      .from(courseVideos)
      .where(eq(courseVideos.courseTitleId, sectionId))
      .orderBy(courseVideos.sort, courseVideos.id)
      .limit(1);
    const id = first!.id;
    const started = await call('POST', '/v1/courses', {
      json: { courseVideoId: id, timestamp: 0 },
      auth: learner.auth,
    });
    assert.equal(started.status, 200);

    const removed = await call('DELETE', `/v1/admin/videos/${id}`);
    assert.deepEqual(removed.body.data, { outcome: 'retired' });
    assert.equal((await auditRows('video', String(id))).at(-1)?.action, 'video.retire');

    const kept = await ctx.app.repos.learning.courseTitles(COURSE, learner.id, true);
    assert.ok(kept.flatMap((title) => title.courseVideos).some((video) => video.id === id));
    const link = await call('GET', `/v1/courses/getcoursevideo/${id}`, { auth: learner.auth });
    assert.equal(link.status, 200);

    const newcomer = await insertUser(ctx);
    await ctx.database.db.insert(enrollments).values({ userId: newcomer.id, courseId: COURSE });
    const fresh = await ctx.app.repos.learning.courseTitles(COURSE, newcomer.id, true);
    assert.ok(!fresh.flatMap((title) => title.courseVideos).some((video) => video.id === id));
    const refused = await call('GET', `/v1/courses/getcoursevideo/${id}`, { auth: newcomer.auth });
    assert.equal(refused.status, 404);
    // Staff still see it, marked retired, with its learner.
    const outline = await call('GET', `/v1/admin/courses/${COURSE}/content`);
    const listed = (
      outline.body.data.sections as {
        videos: { id: number; retired: boolean; learners: number }[];
      }[]
    )
      .flatMap((section) => section.videos)
      .find((video) => video.id === id);
    assert.deepEqual(
      { retired: listed?.retired, learners: listed?.learners },
      { retired: true, learners: 1 },
    );
    const progress = await ctx.database.db
      .select()
      .from(videoProgress)
      .where(eq(videoProgress.courseVideoId, id));
    assert.equal(progress.length, 1);
  });
});
