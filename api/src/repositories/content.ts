import { asc, eq } from 'drizzle-orm';
import type { Faq, InfoPage } from '@lms/shared/contracts';
import type { Db } from '../db';
import { faqs, pages } from '../db/schema';

export function createContentRepository(db: Db) {
  return {
    listFaqs(): Promise<Faq[]> {
      return db
        .select({
          id: faqs.id,
          questionTitle: faqs.questionTitle,
          questionDescription: faqs.questionDescription,
        })
        .from(faqs)
        .orderBy(asc(faqs.sort), asc(faqs.id));
    },

    async findPage(id: string): Promise<InfoPage | null> {
      const [page] = await db
        .select({ title: pages.title, description: pages.description })
        .from(pages)
        .where(eq(pages.id, id))
        .limit(1);
      return page ?? null;
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
