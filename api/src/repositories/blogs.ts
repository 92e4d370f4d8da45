import { desc, eq, sql } from 'drizzle-orm';
import type { BlogPost } from '@lms/shared/contracts';
import type { Db } from '../db';
import { blogPosts } from '../db/schema';
import { sanitizeHtml } from '../lib/sanitize-html';
import type { Absolutise } from './urls';

const MOST_VIEWED_LIMIT = 5;

const columns = {
  url: blogPosts.url,
  title: blogPosts.title,
  description: blogPosts.description,
  createDate: blogPosts.createDate,
  fileUrl: blogPosts.fileUrl,
};
type Row = { url: string; title: string; description: string; createDate: Date; fileUrl: string };

export function createBlogsRepository(db: Db, absolute: Absolutise) {
  const toPost = (row: Row): BlogPost => ({
    url: row.url,
    title: row.title,
    description: sanitizeHtml(row.description),
    createDate: row.createDate.toISOString(),
    fileUrl: absolute(row.fileUrl),
  });

  return {
    /** Every post, newest first (spec §7 blogs/getlist/). */
    async list(): Promise<BlogPost[]> {
      const rows = await db
        .select(columns)
        .from(blogPosts)
        .orderBy(desc(blogPosts.createDate), desc(blogPosts.id));
      return rows.map(toPost);
    },

    /** One post by its slug without counting a view (share previews); null when unknown. */
    async findBySlug(slug: string): Promise<BlogPost | null> {
      const [row] = await db
        .select(columns)
        .from(blogPosts)
        .where(eq(blogPosts.url, slug))
        .limit(1);
      return row ? toPost(row) : null;
    },

    /** One post by its slug, counting the view in the same statement; null when unknown. */
    async viewBySlug(slug: string): Promise<BlogPost | null> {
      const [row] = await db
        .update(blogPosts)
        .set({ views: sql`${blogPosts.views} + 1` })
        .where(eq(blogPosts.url, slug))
        .returning(columns);
      return row ? toPost(row) : null;
    },

    /** The most read posts, most views first (the detail page's sidebar). */
    async mostViewed(limit = MOST_VIEWED_LIMIT): Promise<BlogPost[]> {
      const rows = await db
        .select(columns)
        .from(blogPosts)
        .orderBy(desc(blogPosts.views), desc(blogPosts.createDate), desc(blogPosts.id))
        .limit(limit);
      return rows.map(toPost);
    },

    async viewsOf(slug: string): Promise<number | null> {
      const [row] = await db
        .select({ views: blogPosts.views })
        .from(blogPosts)
        .where(eq(blogPosts.url, slug));
      return row?.views ?? null;
    },
  };
}
export type BlogsRepository = ReturnType<typeof createBlogsRepository>;
