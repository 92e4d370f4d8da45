import { z } from 'zod';
import { englishTexts } from './admin-content';
import { idField, idParamField, textField } from './fields';

/**
 * The back office's sections and videos of a course: staff add, rename and reorder
 * sections (`courseTitles`), upload, replace and remove videos with their tr and en WebVTT
 * captions, and see each video's HLS transcode.
 */

export const CAPTION_LANGUAGES = ['tr', 'en'] as const;
export type CaptionLanguage = (typeof CAPTION_LANGUAGES)[number];

/** The background transcode of an uploaded video into HLS renditions. */
export const TRANSCODE_STATES = ['none', 'queued', 'running', 'done', 'failed'] as const;
export type TranscodeState = (typeof TRANSCODE_STATES)[number];

export const captionsParam = z.object({
  id: idParamField(),
  lang: z.enum(CAPTION_LANGUAGES, 'captionsLanguageInvalid'),
});

export const sectionNameSchema = z.object({
  titleName: textField({ max: 200 }).min(1, 'sectionNameRequired'),
  /** The English name; blank or left out: learners reading English see the Turkish. */
  en: z.object({ titleName: textField({ max: 200 }).optional() }).default({}),
});
export type SectionNameRequest = z.input<typeof sectionNameSchema>;

/** The course's section ids in their new order: each of them once. */
export const sectionOrderSchema = z.object({
  ids: z.array(idField(), 'sectionOrderInvalid').min(1).max(500),
});
export type SectionOrderRequest = z.infer<typeof sectionOrderSchema>;

/** The text fields of a video (the multipart upload carries them as fields too). */
export const videoTextSchema = z.object({
  title: textField({ max: 200 }).min(1, 'videoTitleRequired'),
  description: textField({ max: 2000, multiline: true }).default(''),
  /**
   * The English versions; blank or left out: learners reading English see the
   * Turkish. The multipart upload sends them as the fields `en.title` and `en.description`.
   */
  en: englishTexts({
    title: textField({ max: 200 }).default(''),
    description: textField({ max: 2000, multiline: true }).default(''),
  }),
});
export type VideoTextRequest = z.input<typeof videoTextSchema>;

export const adminVideoSchema = z.object({
  id: z.number(),
  sectionId: z.number(),
  title: z.string(),
  description: z.string(),
  /** The English versions as stored; '' where there is none. */
  en: z.object({ title: z.string(), description: z.string() }),
  /** Seconds, as ffprobe read them. */
  duration: z.number(),
  /** Uploaded here (else one of the seed's files). */
  uploaded: z.boolean(),
  captions: z.object({ tr: z.boolean(), en: z.boolean() }),
  transcode: z.object({
    state: z.enum(TRANSCODE_STATES),
    /** Why the last transcode failed; null otherwise. */
    error: z.string().nullable(),
  }),
  /** Removed while learners had progress on it: they keep it, nobody else sees it. */
  retired: z.boolean(),
  /** How many learners have progress on it. */
  learners: z.number(),
});
export type AdminVideo = z.infer<typeof adminVideoSchema>;

export const adminSectionSchema = z.object({
  id: z.number(),
  titleName: z.string(),
  en: z.object({ titleName: z.string().optional() }),
  videos: z.array(adminVideoSchema),
});
export type AdminSection = z.infer<typeof adminSectionSchema>;

export const courseContentSchema = z.object({
  courseId: z.number(),
  sections: z.array(adminSectionSchema),
  /** The largest video file the API takes, in bytes. */
  maxVideoBytes: z.number(),
});
export type CourseContent = z.infer<typeof courseContentSchema>;

export const videoRemovalSchema = z.object({
  /** 'deleted' when nobody had watched it, 'retired' when learners keep it. */
  outcome: z.enum(['deleted', 'retired']),
});
export type VideoRemoval = z.infer<typeof videoRemovalSchema>;
