import type { z } from 'zod';
import {
  slugify,
  type AdminBlog,
  type AdminBlogState,
  type AdminGallery,
  type adminBlogInputSchema,
  type adminBlogUpdateSchema,
  type adminGalleryInputSchema,
  type adminGalleryUpdateSchema,
} from '@lms/shared/contracts';
import type { Db } from '../db';
import { DomainError } from '../lib/domain-error';
import { changesOf } from '../lib/staff';
import { sanitizeHtml } from '../lib/sanitize-html';
import type { Storage } from '../lib/storage';
import type {
  AdminContentRepository,
  BlogRecord,
  GalleryImageRecord,
  GalleryRecord,
} from '../repositories/admin-content';
import type { Queryable } from '../repositories/baskets';
import { isUniqueViolation } from '../repositories/users';
import { freeSlug, type AuditWriter } from './admin-courses';

/**
 * The back office's rules for blog posts and galleries:
 * - a post's slug is derived from its title (Turkish letters transliterated) unless the editor
 *   types one, and is unique: a typed slug that is taken is refused by the field (409), a derived
 *   one gets `-2`, `-3`…;
 * - a draft is never shown publicly, nor a post before its publish date (repositories/blogs.ts);
 * - HTML is sanitised before it is stored, the English versions' too (`en`, by the Turkish
 *   fields' names; a blank one reads the Turkish, content-locale.ts);
 * - a save of a post's or gallery's fields names the version it read, and one made over a newer
 *   version (another editor's save) is refused with 409 instead of overwriting it;
 * - a gallery, like a post, may be a draft, never shown publicly;
 * - deleting what is already gone answers as if it had just been deleted (a double click);
 * - every write is audited in its own transaction. The public copies need no call: every write to
 *   `blog_posts`, `galleries` or `gallery_images` bumps the catalogue version in the same
 *   transaction, which every instance checks on its next request.
 */

export type AdminBlogValues = z.output<typeof adminBlogInputSchema>;
export type AdminBlogUpdateValues = z.output<typeof adminBlogUpdateSchema>;
export type AdminGalleryValues = z.output<typeof adminGalleryInputSchema>;
export type AdminGalleryUpdateValues = z.output<typeof adminGalleryUpdateSchema>;

/** An English HTML text, sanitised; a blank one stays blank (it reads the Turkish). */
export const englishHtml = (html: string) => (html.trim() ? sanitizeHtml(html) : '');

/** A stored picture: its storage key, its public path and its bytes. */
export interface StoredPicture {
  key: string;
  path: string;
  body: Buffer;
}

export interface AdminContentDeps {
  db: Db;
  repo: AdminContentRepository;
  storage: Pick<Storage, 'put' | 'delete'>;
  absolute: (path: string) => string;
}

export const blogState = (row: Pick<BlogRecord, 'isDraft' | 'createDate'>, now: Date) =>
  (row.isDraft
    ? 'draft'
    : row.createDate.getTime() > now.getTime()
      ? 'scheduled'
      : 'published') satisfies AdminBlogState;

export function createAdminContentService({ db, repo, storage, absolute }: AdminContentDeps) {
  const picture = (path: string) => (path ? absolute(path) : '');

  const toAdminBlog = (row: BlogRecord, now: Date): AdminBlog => ({
    id: row.id,
    title: row.title,
    url: row.url,
    description: row.description,
    publishDate: row.createDate.toISOString(),
    isDraft: row.isDraft,
    state: blogState(row, now),
    fileUrl: picture(row.fileUrl),
    views: row.views,
    en: { title: row.en.title ?? '', description: row.en.description ?? '' },
    version: row.version,
  });

  const toAdminGallery = (row: GalleryRecord, images: GalleryImageRecord[]): AdminGallery => ({
    id: row.id,
    title: row.title,
    shortDescription: row.shortDescription,
    description: row.description,
    createDate: row.createDate.toISOString(),
    isDraft: row.isDraft,
    en: {
      title: row.en.title ?? '',
      shortDescription: row.en.shortDescription ?? '',
      description: row.en.description ?? '',
    },
    version: row.version,
    images: images.map((image) => ({
      id: image.id,
      filePath: picture(image.filePath),
      alt: image.alt,
      en: { alt: image.en.alt ?? '' },
    })),
  });

  /** The slug to store: the typed one if free (else 409 by the field), or one from the title. */
  async function blogSlugFor(input: AdminBlogValues, exceptId: number | null, tx: Queryable) {
    if (input.url) {
      const used = await repo.blogSlugsLike(input.url, exceptId, tx);
      if (used.includes(input.url)) throw DomainError.onField('conflict', 'blogSlugTaken', 'url');
      return input.url;
    }
    const base = slugify(input.title).slice(0, 180).replace(/-+$/, '');
    if (!base) throw DomainError.onField('invalid', 'slugInvalid', 'url');
    return freeSlug(base, await repo.blogSlugsLike(base, exceptId, tx));
  }

  /** A unique violation on the slug (a race with another save) is the same refusal. */
  const slugRace = (error: unknown): never => {
    if (isUniqueViolation(error)) throw DomainError.onField('conflict', 'blogSlugTaken', 'url');
    throw error;
  };

  const blogValues = (input: AdminBlogValues, url: string) => ({
    title: input.title,
    url,
    description: sanitizeHtml(input.description),
    createDate: new Date(input.publishDate),
    isDraft: input.isDraft,
    en: { title: input.en.title, description: englishHtml(input.en.description) },
  });

  const editableBlog = (row: BlogRecord) => ({
    title: row.title,
    url: row.url,
    description: row.description,
    publishDate: row.createDate.toISOString(),
    isDraft: row.isDraft,
    enTitle: row.en.title ?? '',
    enDescription: row.en.description ?? '',
  });

  const galleryValues = (input: AdminGalleryValues) => ({
    title: input.title,
    shortDescription: input.shortDescription,
    description: sanitizeHtml(input.description),
    isDraft: input.isDraft,
    en: {
      title: input.en.title,
      shortDescription: input.en.shortDescription,
      description: englishHtml(input.en.description),
    },
  });

  const editableGallery = (row: GalleryRecord) => ({
    title: row.title,
    shortDescription: row.shortDescription,
    description: row.description,
    isDraft: row.isDraft,
    enTitle: row.en.title ?? '',
    enShortDescription: row.en.shortDescription ?? '',
    enDescription: row.en.description ?? '',
  });

  /**
   * Stores a picture, then runs the write; the file is removed again if the write does not
   * commit, so a refused upload leaves no file that nothing names.
   */
  async function withPicture<T>(file: StoredPicture, write: (tx: Queryable) => Promise<T>) {
    let stored = false;
    try {
      return await db.transaction(async (tx) => {
        const result = await write(tx);
        await storage.put(file.key, file.body, { contentType: 'image/jpeg' });
        stored = true;
        return result;
      });
    } catch (error) {
      if (stored) await storage.delete(file.key).catch(() => undefined);
      throw error;
    }
  }

  /**
   * Changes of a post or a gallery other than the save of its texts (a cover; a picture added,
   * moved, described or removed) go through these: the row is locked, refused with 409 over a
   * newer version when the client names the version it read, and the change moves it to its next
   * version, so a form still open on an older version is refused instead of overwriting it.
   */
  async function lockBlogAt(id: number, version: number | undefined, tx: Queryable) {
    const row = await repo.lockBlog(id, tx);
    if (!row) throw new DomainError('notFound', 'blogNotFound');
    if (version !== undefined && row.version !== version) {
      throw new DomainError('conflict', 'blogChangedMeanwhile');
    }
    return row;
  }

  async function lockGalleryAt(id: number, version: number | undefined, tx: Queryable) {
    const row = await repo.lockGallery(id, tx);
    if (!row) throw new DomainError('notFound', 'galleryNotFound');
    if (version !== undefined && row.version !== version) {
      throw new DomainError('conflict', 'galleryChangedMeanwhile');
    }
    return row;
  }

  /** The gallery locked by `lockGalleryAt` (at `before.version`) to its next version. */
  const nextGalleryVersion = (before: GalleryRecord, tx: Queryable) =>
    repo.updateGalleryAt(before.id, before.version, {}, tx);

  async function gallery(id: number, q: Queryable = db): Promise<AdminGallery> {
    const row = await repo.galleryById(id, q);
    if (!row) throw new DomainError('notFound', 'galleryNotFound');
    return toAdminGallery(row, await repo.images(id, q));
  }

  return {
    // Blog posts

    async blogs(now = new Date()): Promise<AdminBlog[]> {
      return (await repo.blogs()).map((row) => toAdminBlog(row, now));
    },

    async blog(id: number, now = new Date()): Promise<AdminBlog> {
      const row = await repo.blogById(id);
      if (!row) throw new DomainError('notFound', 'blogNotFound');
      return toAdminBlog(row, now);
    },

    async createBlog(input: AdminBlogValues, audit: AuditWriter, now = new Date()) {
      return db
        .transaction(async (tx) => {
          const url = await blogSlugFor(input, null, tx);
          const row = await repo.insertBlog(blogValues(input, url), tx);
          await audit(tx, {
            action: 'blog.create',
            objectType: 'blog',
            objectId: String(row.id),
            summary: { title: row.title, url, isDraft: row.isDraft },
          });
          return toAdminBlog(row, now);
        })
        .catch(slugRace);
    },

    /** Every field, at the version read; the audit says which changed. */
    async updateBlog(
      id: number,
      input: AdminBlogUpdateValues,
      audit: AuditWriter,
      now = new Date(),
    ) {
      return db
        .transaction(async (tx) => {
          const before = await repo.lockBlog(id, tx);
          if (!before) throw new DomainError('notFound', 'blogNotFound');
          if (before.version !== input.version) {
            throw new DomainError('conflict', 'blogChangedMeanwhile');
          }
          const url = await blogSlugFor(input, id, tx);
          const row = (await repo.updateBlogAt(id, input.version, blogValues(input, url), tx))!;
          await audit(tx, {
            action: 'blog.update',
            objectType: 'blog',
            objectId: String(id),
            summary: {
              title: row.title,
              version: row.version,
              changes: changesOf(editableBlog(before), editableBlog(row)),
            },
          });
          return toAdminBlog(row, now);
        })
        .catch(slugRace);
    },

    /**
     * A new cover picture (checked and prepared by lib/course-thumbnails.ts), at the version read
     * when the client names it; the post moves to its next version.
     */
    async setBlogCover(
      id: number,
      version: number | undefined,
      file: StoredPicture,
      audit: AuditWriter,
      now = new Date(),
    ) {
      return withPicture(file, async (tx) => {
        const before = await lockBlogAt(id, version, tx);
        const row = (await repo.updateBlogAt(id, before.version, { fileUrl: file.path }, tx))!;
        await audit(tx, {
          action: 'blog.cover',
          objectType: 'blog',
          objectId: String(id),
          summary: { title: row.title, fileUrl: { from: before.fileUrl, to: file.path } },
        });
        return toAdminBlog(row, now);
      });
    },

    /** Deletes a post; one already gone is not an error (a double click). */
    async deleteBlog(id: number, audit: AuditWriter) {
      await db.transaction(async (tx) => {
        const row = await repo.deleteBlog(id, tx);
        if (!row) return;
        await audit(tx, {
          action: 'blog.delete',
          objectType: 'blog',
          objectId: String(id),
          summary: { title: row.title, url: row.url },
        });
      });
    },

    // Galleries

    async galleries() {
      return (await repo.galleries()).map(({ imageCount, ...row }) => ({
        ...toAdminGallery(row, []),
        imageCount,
      }));
    },

    gallery: (id: number) => gallery(id),

    async createGallery(input: AdminGalleryValues, audit: AuditWriter) {
      return db.transaction(async (tx) => {
        const row = await repo.insertGallery(galleryValues(input), tx);
        await audit(tx, {
          action: 'gallery.create',
          objectType: 'gallery',
          objectId: String(row.id),
          summary: { title: row.title, isDraft: row.isDraft },
        });
        return toAdminGallery(row, []);
      });
    },

    /** Every field, at the version read; the audit says which changed. */
    async updateGallery(id: number, input: AdminGalleryUpdateValues, audit: AuditWriter) {
      return db.transaction(async (tx) => {
        const before = await repo.lockGallery(id, tx);
        if (!before) throw new DomainError('notFound', 'galleryNotFound');
        if (before.version !== input.version) {
          throw new DomainError('conflict', 'galleryChangedMeanwhile');
        }
        const row = (await repo.updateGalleryAt(id, input.version, galleryValues(input), tx))!;
        await audit(tx, {
          action: 'gallery.update',
          objectType: 'gallery',
          objectId: String(id),
          summary: {
            title: row.title,
            version: row.version,
            changes: changesOf(editableGallery(before), editableGallery(row)),
          },
        });
        return toAdminGallery(row, await repo.images(id, tx));
      });
    },

    /** Deletes a gallery and its images; one already gone is not an error (a double click). */
    async deleteGallery(id: number, audit: AuditWriter) {
      await db.transaction(async (tx) => {
        const row = await repo.deleteGallery(id, tx);
        if (!row) return;
        await audit(tx, {
          action: 'gallery.delete',
          objectType: 'gallery',
          objectId: String(id),
          summary: { title: row.title },
        });
      });
    },

    /** A new image at the end of the gallery. */
    async addGalleryImage(
      id: number,
      version: number | undefined,
      file: StoredPicture,
      audit: AuditWriter,
    ) {
      return withPicture(file, async (tx) => {
        const before = await lockGalleryAt(id, version, tx);
        const image = await repo.appendImage(id, file.path, tx);
        await nextGalleryVersion(before, tx);
        await audit(tx, {
          action: 'gallery.image.add',
          objectType: 'gallery',
          objectId: String(id),
          summary: { imageId: image.id, filePath: file.path },
        });
        return gallery(id, tx);
      });
    },

    /**
     * The gallery's images in a new order: the list names every image of the gallery once (one
     * added or removed meanwhile makes it stale: 409, read again).
     */
    async orderGalleryImages(
      id: number,
      version: number | undefined,
      imageIds: number[],
      audit: AuditWriter,
    ) {
      return db.transaction(async (tx) => {
        const before = await lockGalleryAt(id, version, tx);
        const current = await repo.images(id, tx);
        const known = new Set(current.map((image) => image.id));
        if (imageIds.length !== current.length || imageIds.some((one) => !known.has(one))) {
          throw DomainError.onField('conflict', 'imageOrderStale', 'imageIds');
        }
        for (const [index, imageId] of imageIds.entries()) {
          await repo.setImageSort(imageId, index + 1, tx);
        }
        await nextGalleryVersion(before, tx);
        await audit(tx, {
          action: 'gallery.image.order',
          objectType: 'gallery',
          objectId: String(id),
          summary: { from: current.map((image) => image.id), to: imageIds },
        });
        return gallery(id, tx);
      });
    },

    async setGalleryImageAlt(
      id: number,
      imageId: number,
      version: number | undefined,
      { alt, en }: { alt: string; en: { alt: string } },
      audit: AuditWriter,
    ) {
      return db.transaction(async (tx) => {
        const locked = await lockGalleryAt(id, version, tx);
        const before = (await repo.images(id, tx)).find((image) => image.id === imageId);
        if (!before) throw new DomainError('notFound', 'imageNotFound');
        await repo.setImageAlt(id, imageId, alt, { alt: en.alt }, tx);
        await nextGalleryVersion(locked, tx);
        await audit(tx, {
          action: 'gallery.image.alt',
          objectType: 'gallery',
          objectId: String(id),
          summary: {
            imageId,
            ...changesOf({ alt: before.alt, enAlt: before.en.alt ?? '' }, { alt, enAlt: en.alt }),
          },
        });
        return gallery(id, tx);
      });
    },

    /** Removes an image; one already gone is not an error (a double click). */
    async deleteGalleryImage(
      id: number,
      imageId: number,
      version: number | undefined,
      audit: AuditWriter,
    ) {
      return db.transaction(async (tx) => {
        const before = await repo.lockGallery(id, tx);
        if (!before) throw new DomainError('notFound', 'galleryNotFound');
        const removed = await repo.deleteImage(id, imageId, tx);
        if (removed) {
          // Checked only when there is something to remove: a double click is no error.
          if (version !== undefined && before.version !== version) {
            throw new DomainError('conflict', 'galleryChangedMeanwhile');
          }
          await nextGalleryVersion(before, tx);
          await audit(tx, {
            action: 'gallery.image.delete',
            objectType: 'gallery',
            objectId: String(id),
            summary: { imageId, filePath: removed.filePath },
          });
        }
        return gallery(id, tx);
      });
    },
  };
}
export type AdminContentService = ReturnType<typeof createAdminContentService>;
