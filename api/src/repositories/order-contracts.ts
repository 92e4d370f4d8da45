import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { orderContracts, pages, siteSettings } from '../db/schema';
import type { Queryable } from './baskets';

export type OrderContractRow = typeof orderContracts.$inferSelect;
export type NewOrderContractRow = typeof orderContracts.$inferInsert;

/** The contracts accepted at checkout: rows only; the rules are in services/order-contracts.ts. */
export function createOrderContractsRepository(db: Db) {
  return {
    /** The information pages the contracts are made from, by id. */
    async templates(ids: string[], q: Queryable = db) {
      const rows = await q
        .select({ id: pages.id, title: pages.title, description: pages.description, en: pages.en })
        .from(pages)
        .where(inArray(pages.id, ids));
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** The seller the contracts name: the foundation, as staff set it in the site settings. */
    async seller(q: Queryable = db) {
      const [row] = await q
        .select({
          name: siteSettings.foundationName,
          address: siteSettings.foundationAddress,
          telephone: siteSettings.telephone,
          email: siteSettings.emailForContact,
        })
        .from(siteSettings)
        .limit(1);
      return row ?? { name: '', address: '', telephone: '', email: '' };
    },

    /** Stores an order's accepted texts (once: a repeat for the same order and kind is kept). */
    async insert(rows: NewOrderContractRow[], q: Queryable = db) {
      if (rows.length === 0) return;
      await q.insert(orderContracts).values(rows).onConflictDoNothing();
    },

    /** Which of these orders have accepted contracts. */
    async ordersWith(orderIds: number[]) {
      if (orderIds.length === 0) return new Set<number>();
      const rows = await db
        .selectDistinct({ orderId: orderContracts.orderId })
        .from(orderContracts)
        .where(inArray(orderContracts.orderId, orderIds));
      return new Set(rows.map((row) => row.orderId));
    },

    async forOrder(orderId: number, q: Queryable = db) {
      return q
        .select()
        .from(orderContracts)
        .where(eq(orderContracts.orderId, orderId))
        .orderBy(asc(orderContracts.id));
    },
  };
}
export type OrderContractsRepository = ReturnType<typeof createOrderContractsRepository>;
