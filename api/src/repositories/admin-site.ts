import { and, asc, count, desc, eq, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { ContactState, SubscriberState } from '@lms/shared/contracts';
import type { Db } from '../db';
import {
  banners,
  contacts,
  courseTypes,
  courses,
  faqs,
  pages,
  siteSettings,
  subscribers,
} from '../db/schema';
import type { Queryable } from './baskets';

/**
 * The rows of the site's small content and of the messages staff read: site
 * settings, course types in the menu, FAQ, information pages, home banners, contact messages and
 * newsletter subscribers. Only reads and writes; the rules are in services/admin-site.ts.
 */

export type SettingsRow = typeof siteSettings.$inferSelect;
export type SettingsValues = Omit<typeof siteSettings.$inferInsert, 'id'>;
export type FaqRow = typeof faqs.$inferSelect;
export type PageRow = typeof pages.$inferSelect;
export type FaqValues = Pick<FaqRow, 'questionTitle' | 'questionDescription' | 'en'>;
export type BannerRow = typeof banners.$inferSelect;

const subscriberColumns = {
  id: subscribers.id,
  email: subscribers.email,
  createDate: subscribers.createDate,
  confirmedAt: subscribers.confirmedAt,
};

export function createAdminSiteRepository(db: Db) {
  return {
    // Settings ---------------------------------------------------------------------------------

    async settings(q: Queryable = db): Promise<SettingsRow | null> {
      const [row] = await q.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
      return row ?? null;
    },

    /** The settings row, locked for the rest of the transaction. */
    async settingsForUpdate(q: Queryable): Promise<SettingsRow | null> {
      const [row] = await q
        .select()
        .from(siteSettings)
        .where(eq(siteSettings.id, 1))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    async updateSettings(values: SettingsValues, q: Queryable) {
      await q.update(siteSettings).set(values).where(eq(siteSettings.id, 1));
    },

    courseTypes(q: Queryable = db) {
      return q
        .select({ id: courseTypes.id, name: courseTypes.name, inMenu: courseTypes.inMenu })
        .from(courseTypes)
        .orderBy(asc(courseTypes.id));
    },

    async setMenuCourseTypes(ids: number[], q: Queryable) {
      await q.update(courseTypes).set({
        inMenu: ids.length
          ? sql`${courseTypes.id} in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : false,
      });
    },

    // FAQ --------------------------------------------------------------------------------------

    faqs(q: Queryable = db): Promise<FaqRow[]> {
      return q.select().from(faqs).orderBy(asc(faqs.sort), asc(faqs.id));
    },

    async faq(id: number, q: Queryable = db): Promise<FaqRow | null> {
      const [row] = await q.select().from(faqs).where(eq(faqs.id, id)).limit(1);
      return row ?? null;
    },

    async createFaq(values: FaqValues, q: Queryable) {
      const [last] = await q.select({ sort: max(faqs.sort) }).from(faqs);
      const [row] = await q
        .insert(faqs)
        .values({ ...values, sort: (last?.sort ?? 0) + 1 })
        .returning();
      return row!;
    },

    async updateFaq(id: number, values: FaqValues, q: Queryable) {
      const [row] = await q.update(faqs).set(values).where(eq(faqs.id, id)).returning();
      return row ?? null;
    },

    async deleteFaq(id: number, q: Queryable) {
      const [row] = await q.delete(faqs).where(eq(faqs.id, id)).returning();
      return row ?? null;
    },

    async setFaqOrder(ids: number[], q: Queryable) {
      for (const [index, id] of ids.entries()) {
        await q
          .update(faqs)
          .set({ sort: index + 1 })
          .where(eq(faqs.id, id));
      }
    },

    // Information pages ------------------------------------------------------------------------

    pages(q: Queryable = db): Promise<PageRow[]> {
      return q.select().from(pages).orderBy(asc(pages.id));
    },

    async page(id: string, q: Queryable = db): Promise<PageRow | null> {
      const [row] = await q.select().from(pages).where(eq(pages.id, id)).limit(1);
      return row ?? null;
    },

    /** A new page; null when the id is taken. */
    async createPage(values: PageRow, q: Queryable): Promise<PageRow | null> {
      const [row] = await q.insert(pages).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async updatePage(id: string, values: Omit<PageRow, 'id'>, q: Queryable) {
      const [row] = await q.update(pages).set(values).where(eq(pages.id, id)).returning();
      return row ?? null;
    },

    async deletePage(id: string, q: Queryable) {
      const [row] = await q.delete(pages).where(eq(pages.id, id)).returning();
      return row ?? null;
    },

    // Banners ----------------------------------------------------------------------------------

    banners(q: Queryable = db): Promise<BannerRow[]> {
      return q.select().from(banners).orderBy(asc(banners.sort), asc(banners.id));
    },

    async banner(id: number, q: Queryable = db): Promise<BannerRow | null> {
      const [row] = await q.select().from(banners).where(eq(banners.id, id)).limit(1);
      return row ?? null;
    },

    async createBanner(values: { filePath: string; phoneFilePath: string }, q: Queryable) {
      const [last] = await q.select({ sort: max(banners.sort) }).from(banners);
      const [row] = await q
        .insert(banners)
        .values({ ...values, link: '', text: null, sort: (last?.sort ?? 0) + 1 })
        .returning();
      return row!;
    },

    async updateBanner(
      id: number,
      values: Partial<Pick<BannerRow, 'link' | 'text' | 'filePath' | 'phoneFilePath'>>,
      q: Queryable,
    ) {
      const [row] = await q.update(banners).set(values).where(eq(banners.id, id)).returning();
      return row ?? null;
    },

    async deleteBanner(id: number, q: Queryable) {
      const [row] = await q.delete(banners).where(eq(banners.id, id)).returning();
      return row ?? null;
    },

    async setBannerOrder(ids: number[], q: Queryable) {
      for (const [index, id] of ids.entries()) {
        await q
          .update(banners)
          .set({ sort: index + 1 })
          .where(eq(banners.id, id));
      }
    },

    // Contact messages -------------------------------------------------------------------------

    async contacts(state: ContactState, page: number, pageSize: number) {
      const where =
        state === 'open'
          ? isNull(contacts.handledAt)
          : state === 'handled'
            ? isNotNull(contacts.handledAt)
            : undefined;
      const [total] = await db.select({ n: count() }).from(contacts).where(where);
      const items = await db
        .select({
          id: contacts.id,
          fullName: contacts.fullName,
          email: contacts.email,
          phoneNumber: contacts.phoneNumber,
          title: contacts.title,
          description: contacts.description,
          courseName: courses.name,
          createdAt: contacts.createdAt,
          handledAt: contacts.handledAt,
          handledBy: contacts.handledByEmail,
          handledNote: contacts.handledNote,
        })
        .from(contacts)
        .leftJoin(courses, eq(courses.id, contacts.courseId))
        .where(where)
        .orderBy(desc(contacts.createdAt), desc(contacts.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { items, total: total?.n ?? 0 };
    },

    /**
     * Marks an open message handled; null when there is no such message, `already` when someone
     * handled it first (two staff at once, or a double click: the first note stands).
     */
    async handleContact(
      id: number,
      by: { userId: number | null; email: string },
      note: string,
      at: Date,
      q: Queryable,
    ): Promise<'handled' | 'already' | null> {
      const updated = await q
        .update(contacts)
        .set({ handledAt: at, handledById: by.userId, handledByEmail: by.email, handledNote: note })
        .where(and(eq(contacts.id, id), isNull(contacts.handledAt)))
        .returning({ id: contacts.id });
      if (updated.length) return 'handled';
      const [exists] = await q
        .select({ id: contacts.id })
        .from(contacts)
        .where(eq(contacts.id, id))
        .limit(1);
      return exists ? 'already' : null;
    },

    async openContactCount(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(contacts)
        .where(isNull(contacts.handledAt));
      return row?.n ?? 0;
    },

    // Subscribers ------------------------------------------------------------------------------

    /** Every address, newest first (the CSV export). */
    subscribers() {
      return db
        .select(subscriberColumns)
        .from(subscribers)
        .orderBy(desc(subscribers.createDate), desc(subscribers.id));
    },

    /** One page of the addresses in a state, newest first, with the whole list's counts. */
    async subscribersPage(state: SubscriberState, page: number, pageSize: number) {
      const where =
        state === 'confirmed'
          ? isNotNull(subscribers.confirmedAt)
          : state === 'pending'
            ? isNull(subscribers.confirmedAt)
            : undefined;
      const [counts] = await db
        .select({
          all: count(),
          confirmed: count(subscribers.confirmedAt),
        })
        .from(subscribers);
      const items = await db
        .select(subscriberColumns)
        .from(subscribers)
        .where(where)
        .orderBy(desc(subscribers.createDate), desc(subscribers.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const all = counts?.all ?? 0;
      const confirmed = counts?.confirmed ?? 0;
      const total = state === 'confirmed' ? confirmed : state === 'pending' ? all - confirmed : all;
      return { items, total, confirmed, pending: all - confirmed };
    },

    async deleteSubscriber(id: number, q: Queryable) {
      const [row] = await q
        .delete(subscribers)
        .where(eq(subscribers.id, id))
        .returning({ id: subscribers.id, email: subscribers.email });
      return row ?? null;
    },

    /** Ids that exist among `ids` in a table with integer ids. */
    async existingIds(table: 'faqs' | 'banners', q: Queryable = db): Promise<number[]> {
      const t = table === 'faqs' ? faqs : banners;
      const rows = await q.select({ id: t.id }).from(t);
      return rows.map((row) => row.id);
    },
  };
}
export type AdminSiteRepository = ReturnType<typeof createAdminSiteRepository>;
