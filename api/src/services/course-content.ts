import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type {
  AdminVideo,
  CaptionLanguage,
  CourseContent,
  VideoRemoval,
  VideoTextRequest,
} from '@lms/shared/contracts';
import type { Db } from '../db';
import { DomainError } from '../lib/domain-error';
import { probeVideo, webVttProblem } from '../lib/media-tools';
import type { Storage } from '../lib/storage';
import type { TranscodeQueue } from '../lib/transcode-queue';
import type { CourseContentRepository, VideoRow } from '../repositories/course-content';

/**
 * Staff's sections and videos of a course. Every write is audited in its own
 * transaction. A file goes to the store first, then its row in a transaction; when the row
 * fails, the object is deleted again, so a failed upload leaves neither (the caller removes its
 * temp file).
 *
 * Removing a video that learners have progress on retires it instead (docs/decisions/0008-videos-retire-and-hls.md):
 * those learners keep it in their list, with their progress and its files; nobody else sees it,
 * and it gates no other video. A video nobody has started is deleted with its files.
 */

export interface AuditEntry {
  action: string;
  objectType: string;
  objectId: string;
  summary: Record<string, unknown>;
}
/** Records one audit row in the given transaction (the route binds the request to it). */
export type Audit = (q: Db, entry: AuditEntry) => Promise<void>;

export interface CourseContentServiceDeps {
  db: Db;
  content: CourseContentRepository;
  storage: Storage;
  transcodes: TranscodeQueue;
  maxVideoBytes: number;
  maxCaptionsBytes: number;
}

/** A random, unguessable key part: uploads never overwrite each other. */
const token = () => randomBytes(12).toString('hex');

/** A video's English texts as stored: blank ones as '' (they fall back to Turkish). */
const englishTexts = (en: { title?: string; description?: string } = {}) => ({
  title: en.title?.trim() ? en.title : '',
  description: en.description?.trim() ? en.description : '',
});

/** A section's English name as stored: left out when blank. */
const englishName = (en: { titleName?: string }): { titleName?: string } =>
  en.titleName ? { titleName: en.titleName } : {};

export function createCourseContentService(deps: CourseContentServiceDeps) {
  const { db, content, storage, transcodes } = deps;

  async function sectionOf(sectionId: number) {
    const section = await content.section(sectionId);
    if (!section) throw new DomainError('notFound', 'sectionNotFound');
    return section;
  }

  async function videoOf(videoId: number) {
    const video = await content.video(videoId);
    if (!video) throw new DomainError('notFound', 'videoNotFound');
    return video;
  }

  /** What ffprobe says the uploaded file is; refuses anything but an MP4 with a picture. */
  async function checkedVideo(tempPath: string) {
    const probe = await probeVideo(tempPath);
    if (!probe) throw new DomainError('invalid', 'videoNotMp4');
    return probe;
  }

  /**
   * Writes the object, then runs `write` in a transaction; when that fails, the object goes
   * again. Returns what `write` returned.
   */
  async function storedThenWritten<T>(
    key: string,
    tempPath: string,
    contentType: string,
    write: (tx: Db) => Promise<T>,
  ): Promise<T> {
    await storage.put(key, createReadStream(tempPath), { contentType });
    try {
      return await db.transaction(write);
    } catch (error) {
      await storage.delete(key).catch(() => {});
      throw error;
    }
  }

  /** The store's files of a video that are no longer used, after their row changed. */
  async function dropFiles(keys: (string | null)[], hlsKey: string | null) {
    for (const key of keys) if (key) await storage.delete(key).catch(() => {});
    if (hlsKey) await storage.deletePrefix(hlsKey).catch(() => {});
  }

  const toAdminVideo = (
    video: Pick<
      VideoRow,
      | 'id'
      | 'courseTitleId'
      | 'title'
      | 'description'
      | 'en'
      | 'duration'
      | 'sourceKey'
      | 'filePath'
      | 'captionsTrKey'
      | 'captionsEnKey'
      | 'transcodeState'
      | 'transcodeError'
      | 'retiredAt'
    >,
    learners: number,
  ): AdminVideo => ({
    id: video.id,
    sectionId: video.courseTitleId,
    title: video.title,
    description: video.description,
    en: { title: video.en.title ?? '', description: video.en.description ?? '' },
    duration: video.duration,
    uploaded: Boolean(video.sourceKey),
    // The seed's videos have their captions beside the file.
    captions: {
      tr: Boolean(video.captionsTrKey) || !video.sourceKey,
      en: Boolean(video.captionsEnKey) || !video.sourceKey,
    },
    transcode: { state: video.transcodeState, error: video.transcodeError },
    retired: Boolean(video.retiredAt),
    learners,
  });

  return {
    async outline(courseId: number): Promise<CourseContent> {
      if (!(await content.courseExists(courseId))) {
        throw new DomainError('notFound', 'courseNotFound');
      }
      const { sections, videos } = await content.outline(courseId);
      return {
        courseId,
        maxVideoBytes: deps.maxVideoBytes,
        sections: sections.map((section) => ({
          id: section.id,
          titleName: section.titleName,
          en: section.en,
          videos: videos
            .filter((video) => video.courseTitleId === section.id)
            .map((video) => toAdminVideo(video, video.learners)),
        })),
      };
    },

    async addSection(
      courseId: number,
      titleName: string,
      audit: Audit,
      en: { titleName?: string } = {},
    ) {
      if (!(await content.courseExists(courseId))) {
        throw new DomainError('notFound', 'courseNotFound');
      }
      return db.transaction(async (tx) => {
        const section = await content.addSection(courseId, titleName, englishName(en), tx);
        await audit(tx, {
          action: 'section.create',
          objectType: 'section',
          objectId: String(section.id),
          summary: { courseId, titleName, en: englishName(en) },
        });
        return section;
      });
    },

    async renameSection(
      sectionId: number,
      titleName: string,
      audit: Audit,
      en: { titleName?: string } = {},
    ) {
      const section = await sectionOf(sectionId);
      await db.transaction(async (tx) => {
        await content.renameSection(sectionId, titleName, englishName(en), tx);
        await audit(tx, {
          action: 'section.rename',
          objectType: 'section',
          objectId: String(sectionId),
          summary: {
            courseId: section.courseId,
            titleName: { from: section.titleName, to: titleName },
            en: { from: section.en, to: englishName(en) },
          },
        });
      });
      return { id: sectionId, titleName };
    },

    /** The new order must name each of the course's sections once. */
    async reorderSections(courseId: number, ids: number[], audit: Audit) {
      if (!(await content.courseExists(courseId))) {
        throw new DomainError('notFound', 'courseNotFound');
      }
      await db.transaction(async (tx) => {
        const current = await content.sectionIds(courseId, tx);
        const same =
          ids.length === current.length &&
          new Set(ids).size === ids.length &&
          ids.every((id) => current.includes(id));
        if (!same) throw new DomainError('invalid', 'sectionOrderInvalid');
        await content.setSectionOrder(ids, tx);
        await audit(tx, {
          action: 'section.reorder',
          objectType: 'course',
          objectId: String(courseId),
          summary: { from: current, to: ids },
        });
      });
    },

    /** Only an empty section goes (its videos and exams are removed first, each by its rules). */
    async deleteSection(sectionId: number, audit: Audit) {
      const section = await sectionOf(sectionId);
      await db.transaction(async (tx) => {
        if ((await content.sectionContents(sectionId, tx)) > 0) {
          throw new DomainError('conflict', 'sectionNotEmpty');
        }
        await content.deleteSection(sectionId, tx);
        await audit(tx, {
          action: 'section.delete',
          objectType: 'section',
          objectId: String(sectionId),
          summary: { courseId: section.courseId, titleName: section.titleName },
        });
      });
    },

    /** A new video at the end of the section, from the upload's temp file; transcode queued. */
    async addVideo(
      sectionId: number,
      text: VideoTextRequest & { description: string },
      tempPath: string,
      audit: Audit,
    ): Promise<AdminVideo> {
      const section = await sectionOf(sectionId);
      const probe = await checkedVideo(tempPath);
      const sourceKey = `videos/${section.courseId}/${token()}.mp4`;
      const video = await storedThenWritten(sourceKey, tempPath, 'video/mp4', async (tx) => {
        const row = await content.addVideo(
          {
            courseTitleId: sectionId,
            title: text.title,
            description: text.description,
            en: englishTexts(text.en),
            sourceKey,
            duration: probe.duration,
          },
          tx,
        );
        await transcodes.enqueue({ videoId: row.id, sourceKey }, tx);
        await audit(tx, {
          action: 'video.create',
          objectType: 'video',
          objectId: String(row.id),
          summary: {
            courseId: section.courseId,
            sectionId,
            title: row.title,
            duration: probe.duration,
            size: `${probe.width}x${probe.height}`,
          },
        });
        return row;
      });
      return toAdminVideo(video, 0);
    },

    async updateVideoText(
      videoId: number,
      text: VideoTextRequest & { description: string },
      audit: Audit,
    ) {
      const before = await videoOf(videoId);
      const updated = await db.transaction(async (tx) => {
        const row = await content.updateVideo(
          videoId,
          { title: text.title, description: text.description, en: englishTexts(text.en) },
          tx,
        );
        await audit(tx, {
          action: 'video.update',
          objectType: 'video',
          objectId: String(videoId),
          summary: {
            ...(before.title !== text.title
              ? { title: { from: before.title, to: text.title } }
              : {}),
            ...(before.description !== text.description ? { description: 'changed' } : {}),
            ...((before.en.title ?? '') !== englishTexts(text.en).title
              ? { enTitle: { from: before.en.title ?? '', to: englishTexts(text.en).title } }
              : {}),
            ...((before.en.description ?? '') !== englishTexts(text.en).description
              ? { enDescription: 'changed' }
              : {}),
          },
        });
        return row!;
      });
      return toAdminVideo(updated, 0);
    },

    /**
     * A new file for the video: its duration is read again, its renditions made again (the old
     * ones play until then are gone at once: the new MP4 plays meanwhile). Learners' progress
     * stays.
     */
    async replaceVideo(videoId: number, tempPath: string, audit: Audit): Promise<AdminVideo> {
      const before = await videoOf(videoId);
      const probe = await checkedVideo(tempPath);
      const sourceKey = `videos/${before.courseId}/${token()}.mp4`;
      const updated = await storedThenWritten(sourceKey, tempPath, 'video/mp4', async (tx) => {
        const row = await content.updateVideo(
          videoId,
          {
            sourceKey,
            filePath: '',
            duration: probe.duration,
            hlsKey: null,
            transcodeState: 'queued',
            transcodeError: null,
          },
          tx,
        );
        if (!row) throw new DomainError('notFound', 'videoNotFound');
        await transcodes.enqueue({ videoId, sourceKey }, tx);
        await audit(tx, {
          action: 'video.replace',
          objectType: 'video',
          objectId: String(videoId),
          summary: { duration: { from: before.duration, to: probe.duration } },
        });
        return row;
      });
      await dropFiles([before.sourceKey], before.hlsKey);
      return toAdminVideo(updated, 0);
    },

    /** Queues the transcode again after a failure (the state says why it failed). */
    async retryTranscode(videoId: number, audit: Audit): Promise<AdminVideo> {
      const video = await videoOf(videoId);
      if (video.transcodeState !== 'failed' || !video.sourceKey) {
        throw new DomainError('conflict', 'videoTranscodeNotFailed');
      }
      const sourceKey = video.sourceKey;
      const updated = await db.transaction(async (tx) => {
        const row = await content.updateVideo(
          videoId,
          { transcodeState: 'queued', transcodeError: null },
          tx,
        );
        await transcodes.enqueue({ videoId, sourceKey }, tx);
        await audit(tx, {
          action: 'video.transcode',
          objectType: 'video',
          objectId: String(videoId),
          summary: { previousError: video.transcodeError },
        });
        return row!;
      });
      return toAdminVideo(updated, 0);
    },

    /** Deleted when nobody has progress on it; else retired (see above). */
    async removeVideo(videoId: number, audit: Audit): Promise<VideoRemoval> {
      const video = await videoOf(videoId);
      const outcome = await db.transaction(async (tx) => {
        const kept = await content.hasLearnerProgress(videoId, tx);
        if (kept) {
          await content.updateVideo(videoId, { retiredAt: video.retiredAt ?? new Date() }, tx);
        } else {
          await content.deleteVideo(videoId, tx);
        }
        const result = kept ? ('retired' as const) : ('deleted' as const);
        await audit(tx, {
          action: kept ? 'video.retire' : 'video.delete',
          objectType: 'video',
          objectId: String(videoId),
          summary: { courseId: video.courseId, title: video.title },
        });
        return result;
      });
      if (outcome === 'deleted') {
        await dropFiles([video.sourceKey, video.captionsTrKey, video.captionsEnKey], video.hlsKey);
      }
      return { outcome };
    },

    /** WebVTT captions in one language, checked as WebVTT; they replace the earlier ones. */
    async setCaptions(
      videoId: number,
      lang: CaptionLanguage,
      tempPath: string,
      audit: Audit,
    ): Promise<AdminVideo> {
      const before = await videoOf(videoId);
      const text = await readFile(tempPath, 'utf8');
      const problem = webVttProblem(text);
      if (problem) throw new DomainError('invalid', 'captionsNotWebVtt');
      const key = `captions/${videoId}/${token()}.${lang}.vtt`;
      const column = lang === 'tr' ? 'captionsTrKey' : 'captionsEnKey';
      const updated = await storedThenWritten(key, tempPath, 'text/vtt', async (tx) => {
        const row = await content.updateVideo(videoId, { [column]: key }, tx);
        if (!row) throw new DomainError('notFound', 'videoNotFound');
        await audit(tx, {
          action: 'video.captions',
          objectType: 'video',
          objectId: String(videoId),
          summary: { lang, replaced: Boolean(before[column]) },
        });
        return row;
      });
      await dropFiles([before[column]], null);
      return toAdminVideo(updated, 0);
    },
  };
}
export type CourseContentService = ReturnType<typeof createCourseContentService>;
