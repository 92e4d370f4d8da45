import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Gallery } from '@lms/shared/contracts';
import type { Db } from '../db';
import { inLocale } from '../i18n/content-locale';
import type { Locale } from '../i18n/messages';
import { galleries, galleryImages } from '../db/schema';
import { sanitizeHtml } from '../lib/sanitize-html';
import type { Absolutise } from './urls';

const columns = {
  id: galleries.id,
  title: galleries.title,
  shortDescription: galleries.shortDescription,
  description: galleries.description,
  createDate: galleries.createDate,
  en: galleries.en,
};

/** What visitors may see: a gallery that is not a draft. */
const publicGallery = eq(galleries.isDraft, false);

export function createGalleriesRepository(db: Db, absolute: Absolutise) {
  type Images = { filePaths: string[]; imageAlts: string[] };
  /** The ordered image addresses and alt texts of each gallery, by gallery id. */
  async function imagesOf(ids: number[], locale: Locale): Promise<Map<number, Images>> {
    const byGallery = new Map<number, Images>(
      ids.map((id) => [id, { filePaths: [], imageAlts: [] }]),
    );
    if (ids.length === 0) return byGallery;
    const rows = await db
      .select({
        galleryId: galleryImages.galleryId,
        filePath: galleryImages.filePath,
        alt: galleryImages.alt,
        en: galleryImages.en,
      })
      .from(galleryImages)
      .where(inArray(galleryImages.galleryId, ids))
      .orderBy(asc(galleryImages.galleryId), asc(galleryImages.sort), asc(galleryImages.id));
    for (const row of rows) {
      const images = byGallery.get(row.galleryId);
      images?.filePaths.push(absolute(row.filePath));
      images?.imageAlts.push(inLocale({ alt: row.alt }, row.en, locale).alt);
    }
    return byGallery;
  }

  const none: Images = { filePaths: [], imageAlts: [] };
  /** A gallery's texts in `locale`: English where staff wrote it, else the Turkish. */
  const toGallery = (
    {
      en,
      ...row
    }: Omit<Gallery, 'createDate' | 'filePaths' | 'imageAlts'> & {
      createDate: Date;
      en: Partial<Record<'title' | 'shortDescription' | 'description', string>>;
    },
    images: Images,
    locale: Locale,
  ): Gallery => {
    const texts = inLocale(row, en, locale);
    return {
      ...texts,
      description: sanitizeHtml(texts.description),
      createDate: row.createDate.toISOString(),
      ...images,
    };
  };

  return {
    /** Every gallery in display order with its images (spec §7 galleries/gallery/getall). */
    async list(locale: Locale = 'tr'): Promise<Gallery[]> {
      const rows = await db
        .select(columns)
        .from(galleries)
        .where(publicGallery)
        .orderBy(asc(galleries.sort), desc(galleries.createDate), asc(galleries.id));
      const images = await imagesOf(
        rows.map((row) => row.id),
        locale,
      );
      return rows.map((row) => toGallery(row, images.get(row.id) ?? none, locale));
    },

    /** A published gallery; null when unknown or a draft. */
    async findById(id: number, locale: Locale = 'tr'): Promise<Gallery | null> {
      const [row] = await db
        .select(columns)
        .from(galleries)
        .where(and(eq(galleries.id, id), publicGallery))
        .limit(1);
      if (!row) return null;
      const images = await imagesOf([row.id], locale);
      return toGallery(row, images.get(row.id) ?? none, locale);
    },
  };
}
export type GalleriesRepository = ReturnType<typeof createGalleriesRepository>;
