import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';
import { galleriesSeed, galleryImagePath } from './data/galleries';

type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The photo galleries and their ordered pictures (drawn by draw-gallery-images.ts). */
export async function seedGalleries(tx: Pick<Db, 'insert'>) {
  for (const [index, gallery] of galleriesSeed.entries()) {
    const [row] = await tx
      .insert(schema.galleries)
      .values({
        title: gallery.title,
        shortDescription: gallery.shortDescription,
        description: gallery.paragraphs.map((text) => `<p>${text}</p>`).join('\n'),
        createDate: new Date(gallery.createDate),
        sort: index + 1,
        en: gallery.en
          ? {
              title: gallery.en.title,
              shortDescription: gallery.en.shortDescription,
              description: gallery.en.paragraphs.map((text) => `<p>${text}</p>`).join('\n'),
            }
          : {},
      })
      .returning({ id: schema.galleries.id });
    await tx.insert(schema.galleryImages).values(
      gallery.pictures.map((_, picture) => ({
        galleryId: row!.id,
        filePath: galleryImagePath(gallery, picture),
        sort: picture + 1,
      })),
    );
  }
}
