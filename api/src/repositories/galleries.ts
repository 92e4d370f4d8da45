import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Gallery } from '@lms/shared/contracts';
import type { Db } from '../db';
import { galleries, galleryImages } from '../db/schema';
import { sanitizeHtml } from '../lib/sanitize-html';
import type { Absolutise } from './urls';

const columns = {
  id: galleries.id,
  title: galleries.title,
  shortDescription: galleries.shortDescription,
  description: galleries.description,
  createDate: galleries.createDate,
};

export function createGalleriesRepository(db: Db, absolute: Absolutise) {
  type Images = { filePaths: string[]; imageAlts: string[] };
  /** The ordered image addresses and alt texts of each gallery, by gallery id. */
  async function imagesOf(ids: number[]): Promise<Map<number, Images>> {
    const byGallery = new Map<number, Images>(
      ids.map((id) => [id, { filePaths: [], imageAlts: [] }]),
    );
    if (ids.length === 0) return byGallery;
    const rows = await db
      .select({
        galleryId: galleryImages.galleryId,
        filePath: galleryImages.filePath,
        alt: galleryImages.alt,
      })
      .from(galleryImages)
      .where(inArray(galleryImages.galleryId, ids))
      .orderBy(asc(galleryImages.galleryId), asc(galleryImages.sort), asc(galleryImages.id));
    for (const row of rows) {
      const images = byGallery.get(row.galleryId);
      images?.filePaths.push(absolute(row.filePath));
      images?.imageAlts.push(row.alt);
    }
    return byGallery;
  }

  const none: Images = { filePaths: [], imageAlts: [] };
  const toGallery = (
    row: Omit<Gallery, 'createDate' | 'filePaths' | 'imageAlts'> & { createDate: Date },
    images: Images,
  ): Gallery => ({
    ...row,
    description: sanitizeHtml(row.description),
    createDate: row.createDate.toISOString(),
    ...images,
  });

  return {
    /** Every gallery in display order with its images (spec §7 galleries/gallery/getall). */
    async list(): Promise<Gallery[]> {
      const rows = await db
        .select(columns)
        .from(galleries)
        .orderBy(asc(galleries.sort), desc(galleries.createDate), asc(galleries.id));
      const images = await imagesOf(rows.map((row) => row.id));
      return rows.map((row) => toGallery(row, images.get(row.id) ?? none));
    },

    async findById(id: number): Promise<Gallery | null> {
      const [row] = await db.select(columns).from(galleries).where(eq(galleries.id, id)).limit(1);
      if (!row) return null;
      const images = await imagesOf([row.id]);
      return toGallery(row, images.get(row.id) ?? none);
    },
  };
}
export type GalleriesRepository = ReturnType<typeof createGalleriesRepository>;
