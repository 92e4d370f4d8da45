import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { BlogPost } from '@lms/shared/contracts';
import type { Db } from '../db';
import { inLocale } from '../i18n/content-locale';
import type { Locale } from '../i18n/messages';
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
  en: blogPosts.en,
};
type Row = {
  url: string;
  title: string;
  description: string;
  createDate: Date;
  fileUrl: string;
  en: { title?: string; description?: string };
};

/**
 * What visitors may see: not a draft, and its publish date reached. Every public read
 * (list, post page, most read, the home carousel in repositories/settings.ts) goes through it.
 */
export const publicBlogPost = (now: Date = new Date()) =>
  and(eq(blogPosts.isDraft, false), lte(blogPosts.createDate, now));

export function createBlogsRepository(db: Db, absolute: Absolutise) {
  /** A post's texts in `locale`: English where staff wrote it, else the Turkish (per field). */
  const toPost = (row: Row, locale: Locale): BlogPost => {
    const texts = inLocale({ title: row.title, description: row.description }, row.en, locale);
    return {
      url: row.url,
      title: texts.title,
      description: sanitizeHtml(texts.description),
      createDate: row.createDate.toISOString(),
      fileUrl: absolute(row.fileUrl),
    };
  };

  return {
    /** Every post, newest first (spec §7 blogs/getlist/). */
    async list(locale: Locale = 'tr'): Promise<BlogPost[]> {
      const rows = await db
        .select(columns)
        .from(blogPosts)
        .where(publicBlogPost())
        .orderBy(desc(blogPosts.createDate), desc(blogPosts.id));
      return rows.map((row) => toPost(row, locale));
    },

    /** One post by its slug without counting a view (share previews); null when unknown. */
    async findBySlug(slug: string, locale: Locale = 'tr'): Promise<BlogPost | null> {
      const [row] = await db
        .select(columns)
        .from(blogPosts)
        .where(and(eq(blogPosts.url, slug), publicBlogPost()))
        .limit(1);
      return row ? toPost(row, locale) : null;
    },

    /** One post by its slug, counting the view in the same statement; null when unknown. */
    async viewBySlug(slug: string, locale: Locale = 'tr'): Promise<BlogPost | null> {
      const [row] = await db
        .update(blogPosts)
        .set({ views: sql`${blogPosts.views} + 1` })
        .where(and(eq(blogPosts.url, slug), publicBlogPost()))
        .returning(columns);
      return row ? toPost(row, locale) : null;
    },

    /** The most read posts, most views first (the detail page's sidebar). */
    async mostViewed(locale: Locale = 'tr', limit = MOST_VIEWED_LIMIT): Promise<BlogPost[]> {
      const rows = await db
        .select(columns)
        .from(blogPosts)
        .where(publicBlogPost())
        .orderBy(desc(blogPosts.views), desc(blogPosts.createDate), desc(blogPosts.id))
        .limit(limit);
      return rows.map((row) => toPost(row, locale));
    },

    /** When the next scheduled post becomes public (ms since the epoch), Infinity for none. */
    async nextScheduledAt(now: Date = new Date()): Promise<number> {
      const [row] = await db
        .select({ at: blogPosts.createDate })
        .from(blogPosts)
        .where(and(eq(blogPosts.isDraft, false), gt(blogPosts.createDate, now)))
        .orderBy(asc(blogPosts.createDate))
        .limit(1);
      return row ? row.at.getTime() : Infinity;
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
