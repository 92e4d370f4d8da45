import { and, asc, desc, eq, like, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { blogPosts, galleries, galleryImages } from '../db/schema';
import type { Queryable } from './baskets';

/**
 * Rows of the back office's blog posts and galleries. Only reads and writes: the rules
 * are in services/admin-content.ts. Every write goes through a table whose triggers bump the
 * catalogue version (migration 0008 and the English content's).
 */

export type BlogRecord = typeof blogPosts.$inferSelect;
export type BlogValues = Pick<
  typeof blogPosts.$inferInsert,
  'title' | 'url' | 'description' | 'createDate' | 'isDraft' | 'en'
>;
export type GalleryRecord = typeof galleries.$inferSelect;
export type GalleryValues = Pick<
  typeof galleries.$inferInsert,
  'title' | 'shortDescription' | 'description' | 'isDraft' | 'en'
>;
export type GalleryImageRecord = typeof galleryImages.$inferSelect;

export function createAdminContentRepository(db: Db) {
  return {
    // Blog posts

    async blogs(): Promise<BlogRecord[]> {
      return db.select().from(blogPosts).orderBy(desc(blogPosts.createDate), desc(blogPosts.id));
    },

    async blogById(id: number, q: Queryable = db): Promise<BlogRecord | null> {
      const [row] = await q.select().from(blogPosts).where(eq(blogPosts.id, id));
      return row ?? null;
    },

    async lockBlog(id: number, q: Queryable): Promise<BlogRecord | null> {
      const [row] = await q.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
      return row ?? null;
    },

    /** The slugs equal to `base` or `base-…`, other than the post's own. */
    async blogSlugsLike(base: string, exceptId: number | null, q: Queryable): Promise<string[]> {
      const rows = await q
        .select({ url: blogPosts.url })
        .from(blogPosts)
        .where(
          and(
            or(eq(blogPosts.url, base), like(blogPosts.url, `${base}-%`)),
            exceptId === null ? undefined : ne(blogPosts.id, exceptId),
          ),
        );
      return rows.map((row) => row.url);
    },

    async insertBlog(values: BlogValues, q: Queryable): Promise<BlogRecord> {
      const [row] = await q.insert(blogPosts).values(values).returning();
      return row!;
    },

    /**
     * Writes the post's fields (or its cover) if it is still at `version`, moving it to the next;
     * else null.
     */
    async updateBlogAt(
      id: number,
      version: number,
      values: Partial<BlogValues> & { fileUrl?: string },
      q: Queryable,
    ): Promise<BlogRecord | null> {
      const [row] = await q
        .update(blogPosts)
        .set({ ...values, version: sql`${blogPosts.version} + 1` })
        .where(and(eq(blogPosts.id, id), eq(blogPosts.version, version)))
        .returning();
      return row ?? null;
    },

    async deleteBlog(id: number, q: Queryable): Promise<BlogRecord | null> {
      const [row] = await q.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
      return row ?? null;
    },

    // Galleries

    async galleries(): Promise<(GalleryRecord & { imageCount: number })[]> {
      return db
        .select({
          id: galleries.id,
          title: galleries.title,
          shortDescription: galleries.shortDescription,
          description: galleries.description,
          createDate: galleries.createDate,
          sort: galleries.sort,
          isDraft: galleries.isDraft,
          en: galleries.en,
          version: galleries.version,
          imageCount: sql<number>`(select count(*)::int from ${galleryImages} where ${galleryImages.galleryId} = ${galleries.id})`,
        })
        .from(galleries)
        .orderBy(asc(galleries.sort), desc(galleries.createDate), asc(galleries.id));
    },

    async galleryById(id: number, q: Queryable = db): Promise<GalleryRecord | null> {
      const [row] = await q.select().from(galleries).where(eq(galleries.id, id));
      return row ?? null;
    },

    async lockGallery(id: number, q: Queryable): Promise<GalleryRecord | null> {
      const [row] = await q.select().from(galleries).where(eq(galleries.id, id)).for('update');
      return row ?? null;
    },

    async images(galleryId: number, q: Queryable = db): Promise<GalleryImageRecord[]> {
      return q
        .select()
        .from(galleryImages)
        .where(eq(galleryImages.galleryId, galleryId))
        .orderBy(asc(galleryImages.sort), asc(galleryImages.id));
    },

    async insertGallery(values: GalleryValues, q: Queryable): Promise<GalleryRecord> {
      const [row] = await q.insert(galleries).values(values).returning();
      return row!;
    },

    /**
     * Writes the gallery's fields if it is still at `version`, moving it to the next (with no
     * fields: only the next version, after a change of its pictures).
     */
    async updateGalleryAt(
      id: number,
      version: number,
      values: Partial<GalleryValues>,
      q: Queryable,
    ) {
      const [row] = await q
        .update(galleries)
        .set({ ...values, version: sql`${galleries.version} + 1` })
        .where(and(eq(galleries.id, id), eq(galleries.version, version)))
        .returning();
      return row ?? null;
    },

    async deleteGallery(id: number, q: Queryable): Promise<GalleryRecord | null> {
      const [row] = await q.delete(galleries).where(eq(galleries.id, id)).returning();
      return row ?? null;
    },

    /** A new image at the end of the gallery. */
    async appendImage(galleryId: number, filePath: string, q: Queryable) {
      const [row] = await q
        .insert(galleryImages)
        .values({
          galleryId,
          filePath,
          sort: sql`(select coalesce(max(${galleryImages.sort}), 0) + 1 from ${galleryImages} where ${galleryImages.galleryId} = ${galleryId})`,
        })
        .returning();
      return row!;
    },

    async setImageSort(imageId: number, sort: number, q: Queryable) {
      await q.update(galleryImages).set({ sort }).where(eq(galleryImages.id, imageId));
    },

    async setImageAlt(
      galleryId: number,
      imageId: number,
      alt: string,
      en: GalleryImageRecord['en'],
      q: Queryable,
    ) {
      const [row] = await q
        .update(galleryImages)
        .set({ alt, en })
        .where(and(eq(galleryImages.id, imageId), eq(galleryImages.galleryId, galleryId)))
        .returning();
      return row ?? null;
    },

    async deleteImage(galleryId: number, imageId: number, q: Queryable) {
      const [row] = await q
        .delete(galleryImages)
        .where(and(eq(galleryImages.id, imageId), eq(galleryImages.galleryId, galleryId)))
        .returning();
      return row ?? null;
    },
  };
}
export type AdminContentRepository = ReturnType<typeof createAdminContentRepository>;
