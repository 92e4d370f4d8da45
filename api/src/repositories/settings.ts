import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, desc, eq, gt, isNotNull } from 'drizzle-orm';
import type { BlogCard, CourseCard, SiteSettings } from '@lms/shared/contracts';
import { CourseTypeId } from '@lms/shared/contracts';
import type { Db } from '../db';
import { inLocale } from '../i18n/content-locale';
import type { Locale } from '../i18n/messages';
import { banners, blogPosts, courseTypes, courses, siteSettings } from '../db/schema';
import { publicBlogPost } from './blogs';
import type { Absolutise } from './urls';

const HOME_COURSE_LIMIT = 10;
/** The API's own pictures and the intro video (served at /images/). */
export const IMAGES_ROOT = fileURLToPath(new URL('../../public/images', import.meta.url));

/**
 * The Turkish and English captions of a video kept under /images/ (`x.mp4` → `x.tr.vtt`,
 * `x.en.vtt`), or null when it has not both.
 */
const captionsOf = (
  videoPath: string,
  absolute: Absolutise,
): SiteSettings['introVideoCaptions'] => {
  const base = /^\/images\/([a-z0-9/_-]+)\.mp4$/.exec(videoPath)?.[1];
  if (!base) return null;
  const path = (lang: string) => `${base}.${lang}.vtt`;
  if (!existsSync(join(IMAGES_ROOT, path('tr'))) || !existsSync(join(IMAGES_ROOT, path('en')))) {
    return null;
  }
  return { tr: absolute(`/images/${path('tr')}`), en: absolute(`/images/${path('en')}`) };
};
const HOME_BLOG_LIMIT = 6;
const EXCERPT_LENGTH = 180;

/** Plain-text teaser of an HTML body for cards. */
export const excerpt = (html: string, length = EXCERPT_LENGTH): string => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : length)}…`;
};

/** The foundation as staff name it in the site settings. */
export interface Foundation {
  name: string;
  address: string;
}

export function createSettingsRepository(db: Db, absolute: Absolutise) {
  /** Up to 10 published courses of one type that have not ended and are not cancelled, soonest first. */
  async function upcomingCourses(typeId: number, now: Date, locale: Locale): Promise<CourseCard[]> {
    const rows = await db
      .select({
        id: courses.id,
        name: courses.name,
        nameSlug: courses.nameSlug,
        thumbnailImagePath: courses.thumbnailImagePath,
        alertMessage: courses.alertMessage,
        courseEndDate: courses.courseEndDate,
        price: courses.price,
        courseTypeId: courses.courseTypeId,
        en: courses.en,
      })
      .from(courses)
      .where(
        and(
          eq(courses.courseTypeId, typeId),
          eq(courses.isCancelled, false),
          isNotNull(courses.publishedAt),
          gt(courses.courseEndDate, now),
        ),
      )
      .orderBy(asc(courses.courseStartDate), asc(courses.courseEndDate), asc(courses.id))
      .limit(HOME_COURSE_LIMIT);
    return rows.map(({ courseTypeId, en, ...row }) => ({
      ...inLocale(row, en, locale),
      thumbnailImagePath: absolute(row.thumbnailImagePath),
      courseEndDate: row.courseEndDate?.toISOString() ?? null,
      price: Number(row.price),
      courseType: { id: courseTypeId },
    }));
  }

  /** The home carousel's newest posts, their texts in `locale` (Turkish where none). */
  async function latestBlogPosts(locale: Locale): Promise<BlogCard[]> {
    const rows = await db
      .select({
        url: blogPosts.url,
        title: blogPosts.title,
        description: blogPosts.description,
        createDate: blogPosts.createDate,
        fileUrl: blogPosts.fileUrl,
        en: blogPosts.en,
      })
      .from(blogPosts)
      .where(publicBlogPost())
      .orderBy(desc(blogPosts.createDate), desc(blogPosts.id))
      .limit(HOME_BLOG_LIMIT);
    return rows
      .map(({ en, ...card }) => inLocale(card, en, locale))
      .map((row) => ({
        ...row,
        description: excerpt(row.description),
        createDate: row.createDate.toISOString(),
        fileUrl: absolute(row.fileUrl),
      }));
  }

  return {
    /**
     * The foundation's name and address (code reads nothing staff can change): the
     * certificate, the receipt and every mail's signature read them here, on each use, so a
     * change shows at once on every instance. `q` is the caller's transaction when there is one.
     */
    async foundation(q: Pick<Db, 'select'> = db): Promise<Foundation> {
      const [row] = await q
        .select({ name: siteSettings.foundationName, address: siteSettings.foundationAddress })
        .from(siteSettings)
        .where(eq(siteSettings.id, 1))
        .limit(1);
      return row ?? { name: '', address: '' };
    },

    /** Everything the shell needs at start (spec §3 Site settings). Null before seeding. */
    async getWebsiteParts(locale: Locale = 'tr', now = new Date()): Promise<SiteSettings | null> {
      const [settings] = await db
        .select()
        .from(siteSettings)
        .where(eq(siteSettings.id, 1))
        .limit(1);
      if (!settings) return null;
      const [onlineCourses, physicalCourses, freeCourses, types, blog, bannerRows] =
        await Promise.all([
          upcomingCourses(CourseTypeId.online, now, locale),
          upcomingCourses(CourseTypeId.physical, now, locale),
          upcomingCourses(CourseTypeId.free, now, locale),
          // The Trainings menu lists the types staff chose.
          db
            .select({ id: courseTypes.id, name: courseTypes.name })
            .from(courseTypes)
            .where(eq(courseTypes.inMenu, true))
            .orderBy(asc(courseTypes.id)),
          latestBlogPosts(locale),
          db
            .select({
              link: banners.link,
              filePath: banners.filePath,
              phoneFilePath: banners.phoneFilePath,
              text: banners.text,
            })
            .from(banners)
            .orderBy(asc(banners.sort), asc(banners.id)),
        ]);
      const {
        id: _id,
        foundationName: _foundationName,
        foundationAddress: _foundationAddress,
        ...fields
      } = settings;
      return {
        onlineCourses,
        physicalCourses,
        freeCourses,
        courseTypes: types,
        blogPosts: blog,
        banners: bannerRows.map((banner) => ({
          ...banner,
          filePath: absolute(banner.filePath),
          phoneFilePath: banner.phoneFilePath ? absolute(banner.phoneFilePath) : null,
        })),
        ...fields,
        introVideoUrl: absolute(fields.introVideoUrl),
        introVideoCaptions: captionsOf(fields.introVideoUrl, absolute),
      };
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
