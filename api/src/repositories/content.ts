import { asc, eq } from 'drizzle-orm';
import type { Faq, InfoPage } from '@lms/shared/contracts';
import type { Db } from '../db';
import { inLocale } from '../i18n/content-locale';
import type { Locale } from '../i18n/messages';
import { faqs, pages } from '../db/schema';
import { sanitizeHtml } from '../lib/sanitize-html';

export function createContentRepository(db: Db) {
  return {
    /** The FAQ in `locale`: English where staff wrote it, else the Turkish (per field). */
    async listFaqs(locale: Locale = 'tr'): Promise<Faq[]> {
      const rows = await db
        .select({
          id: faqs.id,
          questionTitle: faqs.questionTitle,
          questionDescription: faqs.questionDescription,
          en: faqs.en,
        })
        .from(faqs)
        .orderBy(asc(faqs.sort), asc(faqs.id));
      // Stored HTML is sanitised on the server too; the client does it again.
      return rows.map(({ en, ...row }) => {
        const faq = inLocale(row, en, locale);
        return { ...faq, questionDescription: sanitizeHtml(faq.questionDescription) };
      });
    },

    /** An information page in `locale`: English where staff wrote it, else the Turkish. */
    async findPage(id: string, locale: Locale = 'tr'): Promise<InfoPage | null> {
      const [row] = await db
        .select({ title: pages.title, description: pages.description, en: pages.en })
        .from(pages)
        .where(eq(pages.id, id))
        .limit(1);
      if (!row) return null;
      const page = inLocale({ title: row.title, description: row.description }, row.en, locale);
      return { ...page, description: sanitizeHtml(page.description) };
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
