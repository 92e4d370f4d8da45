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
  /** The ordered image addresses of each gallery, by gallery id. */
  async function imagesOf(ids: number[]): Promise<Map<number, string[]>> {
    const byGallery = new Map<number, string[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byGallery;
    const rows = await db
      .select({ galleryId: galleryImages.galleryId, filePath: galleryImages.filePath })
      .from(galleryImages)
      .where(inArray(galleryImages.galleryId, ids))
      .orderBy(asc(galleryImages.galleryId), asc(galleryImages.sort), asc(galleryImages.id));
    for (const row of rows) byGallery.get(row.galleryId)?.push(absolute(row.filePath));
    return byGallery;
  }

  const toGallery = (
    row: Omit<Gallery, 'createDate' | 'filePaths'> & { createDate: Date },
    filePaths: string[],
  ): Gallery => ({
    ...row,
    description: sanitizeHtml(row.description),
    createDate: row.createDate.toISOString(),
    filePaths,
  });

  return {
    /** Every gallery in display order with its images (spec §7 galleries/gallery/getall). */
    async list(): Promise<Gallery[]> {
      const rows = await db
        .select(columns)
        .from(galleries)
        .orderBy(asc(galleries.sort), desc(galleries.createDate), asc(galleries.id));
      const images = await imagesOf(rows.map((row) => row.id));
      return rows.map((row) => toGallery(row, images.get(row.id) ?? []));
    },

    async findById(id: number): Promise<Gallery | null> {
      const [row] = await db.select(columns).from(galleries).where(eq(galleries.id, id)).limit(1);
      if (!row) return null;
      const images = await imagesOf([row.id]);
      return toGallery(row, images.get(row.id) ?? []);
    },
  };
}
export type GalleriesRepository = ReturnType<typeof createGalleriesRepository>;
