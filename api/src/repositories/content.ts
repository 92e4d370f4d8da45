import { asc, eq } from 'drizzle-orm';
import type { Faq, InfoPage } from '@lms/shared/contracts';
import type { Db } from '../db';
import { faqs, pages } from '../db/schema';
import { sanitizeHtml } from '../lib/sanitize-html';

export function createContentRepository(db: Db) {
  return {
    async listFaqs(): Promise<Faq[]> {
      const rows = await db
        .select({
          id: faqs.id,
          questionTitle: faqs.questionTitle,
          questionDescription: faqs.questionDescription,
        })
        .from(faqs)
        .orderBy(asc(faqs.sort), asc(faqs.id));
      // Stored HTML is sanitised on the server too; the client does it again.
      return rows.map((row) => ({
        ...row,
        questionDescription: sanitizeHtml(row.questionDescription),
      }));
    },

    async findPage(id: string): Promise<InfoPage | null> {
      const [page] = await db
        .select({ title: pages.title, description: pages.description })
        .from(pages)
        .where(eq(pages.id, id))
        .limit(1);
      return page ? { ...page, description: sanitizeHtml(page.description) } : null;
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
