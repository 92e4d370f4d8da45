import { asc, isNotNull } from 'drizzle-orm';
import type { Db } from '../db';
import { blogPosts, courses } from '../db/schema';
import { publicBlogPost } from './blogs';

/** One address of the sitemap: a slug and when it last changed. */
export interface SitemapEntry {
  slug: string;
  lastmod: Date;
}

/**
 * What the sitemap lists: the published courses and the public blog posts, read
 * afresh on every request, so a publish or a draft shows at once.
 */
export function createSitemapRepository(db: Db) {
  return {
    async entries(): Promise<{ courses: SitemapEntry[]; posts: SitemapEntry[] }> {
      const [courseRows, postRows] = await Promise.all([
        db
          .select({ slug: courses.nameSlug, publishedAt: courses.publishedAt })
          .from(courses)
          .where(isNotNull(courses.publishedAt))
          .orderBy(asc(courses.id)),
        db
          .select({ slug: blogPosts.url, createDate: blogPosts.createDate })
          .from(blogPosts)
          .where(publicBlogPost())
          .orderBy(asc(blogPosts.id)),
      ]);
      return {
        courses: courseRows.map((row) => ({ slug: row.slug, lastmod: row.publishedAt! })),
        posts: postRows.map((row) => ({ slug: row.slug, lastmod: row.createDate })),
      };
    },
  };
}
