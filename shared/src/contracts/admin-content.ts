import { z } from 'zod';
import { idField, idParamField, intField, textField } from './fields';
import { SLUG_PATTERN } from './slug';

/**
 * The back office's blog posts and galleries: what editors send and get back. Message
 * keys are the API's catalogue keys; the admin pages translate them by the field.
 */

/** The largest picture upload (a blog cover or a gallery image), in bytes. */
export const CONTENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * English versions of a record's texts, by the Turkish fields' names. A blank one is no
 * version: visitors reading in English get the Turkish of that field.
 */
export const englishTexts = <T extends z.ZodRawShape>(shape: T) =>
  z.object(shape).prefault({} as never);

/** The version a post or gallery was read at: a save over a newer one is refused (409). */
export const contentVersionField = () => intField({ min: 1, message: 'versionRequired' });

/**
 * `?version=` of a blog cover upload or a gallery picture action (add, order, alt text, remove):
 * the version of the post or gallery the editor read; a newer one answers 409. Without it the
 * change is made at any version. Each such change moves the post or gallery to its next version.
 */
export const adminContentVersionQuerySchema = z.object({
  version: z.coerce.number('versionRequired').pipe(contentVersionField()).optional(),
});
export type AdminContentVersionQuery = z.input<typeof adminContentVersionQuerySchema>;

/** POST /v1/admin/blogs: a new post's fields. */
export const adminBlogInputSchema = z.object({
  title: textField({ max: 300 }).min(1, 'blogTitleRequired'),
  /** Empty: derived from the title (Turkish letters transliterated). */
  url: textField({ max: 200 })
    .refine((value) => value === '' || SLUG_PATTERN.test(value), 'slugInvalid')
    .default(''),
  /** HTML; the server sanitises it. */
  description: textField({ max: 200_000, multiline: true }).min(1, 'blogBodyRequired'),
  /** The publish date (ISO with offset): shown as the post's date; not shown before it. */
  publishDate: z.iso.datetime({ offset: true, message: 'dateInvalid' }),
  /** A draft is never shown publicly. */
  isDraft: z.boolean('invalidRequest').default(true),
  en: englishTexts({
    title: textField({ max: 300 }).default(''),
    /** HTML; the server sanitises it. */
    description: textField({ max: 200_000, multiline: true }).default(''),
  }),
});
export type AdminBlogInput = z.input<typeof adminBlogInputSchema>;

/** PUT /v1/admin/blogs/{id}: every field, and the version read. */
export const adminBlogUpdateSchema = adminBlogInputSchema.extend({
  version: contentVersionField(),
});
export type AdminBlogUpdate = z.input<typeof adminBlogUpdateSchema>;

/** A post's state as the back office lists it. */
export const ADMIN_BLOG_STATES = ['draft', 'scheduled', 'published'] as const;
export type AdminBlogState = (typeof ADMIN_BLOG_STATES)[number];

export const adminBlogSchema = z.object({
  id: z.number(),
  title: z.string(),
  url: z.string(),
  description: z.string(),
  publishDate: z.string(),
  isDraft: z.boolean(),
  state: z.enum(ADMIN_BLOG_STATES),
  /** The cover picture's address, '' for none. */
  fileUrl: z.string(),
  views: z.number(),
  en: z.object({ title: z.string(), description: z.string() }),
  version: z.number(),
});
export type AdminBlog = z.infer<typeof adminBlogSchema>;

/** POST /v1/admin/galleries: a new gallery's fields. */
export const adminGalleryInputSchema = z.object({
  title: textField({ max: 300 }).min(1, 'galleryTitleRequired'),
  shortDescription: textField({ max: 500, multiline: true }).default(''),
  /** HTML; the server sanitises it. */
  description: textField({ max: 100_000, multiline: true }).default(''),
  /** A draft is never shown publicly. */
  isDraft: z.boolean('invalidRequest').default(true),
  en: englishTexts({
    title: textField({ max: 300 }).default(''),
    shortDescription: textField({ max: 500, multiline: true }).default(''),
    /** HTML; the server sanitises it. */
    description: textField({ max: 100_000, multiline: true }).default(''),
  }),
});
export type AdminGalleryInput = z.input<typeof adminGalleryInputSchema>;

/** PUT /v1/admin/galleries/{id}: every field, and the version read. */
export const adminGalleryUpdateSchema = adminGalleryInputSchema.extend({
  version: contentVersionField(),
});
export type AdminGalleryUpdate = z.input<typeof adminGalleryUpdateSchema>;

export const adminGalleryImageSchema = z.object({
  id: z.number(),
  filePath: z.string(),
  alt: z.string(),
  en: z.object({ alt: z.string() }),
});
export type AdminGalleryImage = z.infer<typeof adminGalleryImageSchema>;

export const adminGallerySchema = z.object({
  id: z.number(),
  title: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  createDate: z.string(),
  isDraft: z.boolean(),
  en: z.object({ title: z.string(), shortDescription: z.string(), description: z.string() }),
  version: z.number(),
  images: z.array(adminGalleryImageSchema),
});
export type AdminGallery = z.infer<typeof adminGallerySchema>;

/** PUT /v1/admin/galleries/{id}/images/order: every image id of the gallery, in the new order. */
export const adminGalleryOrderSchema = z.object({
  imageIds: z
    .array(idField('imageNotFound'), 'invalidRequest')
    .max(1000, 'tooManyItems')
    .refine((ids) => new Set(ids).size === ids.length, 'imageOrderInvalid'),
});
export type AdminGalleryOrder = z.input<typeof adminGalleryOrderSchema>;

/** PUT /v1/admin/galleries/{id}/images/{imageId}: the picture's text alternative. */
export const adminGalleryImageAltSchema = z.object({
  alt: textField({ max: 300 }).default(''),
  en: englishTexts({ alt: textField({ max: 300 }).default('') }),
});
export type AdminGalleryImageAlt = z.input<typeof adminGalleryImageAltSchema>;

/** `:id/images/:imageId` in a gallery image's path. */
export const galleryImageParams = z.object({ id: idParamField(), imageId: idParamField() });
