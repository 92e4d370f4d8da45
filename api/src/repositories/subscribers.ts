import { createHash } from 'node:crypto';
import { and, asc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { subscribers, users } from '../db/schema';

/** The confirmation link carries a random value; only its SHA-256 is stored. */
export const hashConfirmToken = (value: string) => createHash('sha256').update(value).digest('hex');

const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function createSubscribersRepository(db: Db) {
  return {
    /** Whether the address is subscribed (confirmed), waiting for its confirmation, or unknown. */
    async status(email: string): Promise<'confirmed' | 'pending' | 'none'> {
      const [row] = await db
        .select({ confirmedAt: subscribers.confirmedAt })
        .from(subscribers)
        .where(eq(subscribers.email, normaliseEmail(email)))
        .limit(1);
      if (!row) return 'none';
      return row.confirmedAt ? 'confirmed' : 'pending';
    },

    /**
     * Stores the address as waiting for confirmation with a new link (the older one stops
     * working); a confirmed address is left as it is.
     */
    async awaitConfirmation(
      email: string,
      tokenHash: string,
      expiresAt: Date,
      q: Pick<Db, 'insert'> = db,
    ): Promise<void> {
      await q
        .insert(subscribers)
        .values({
          email: normaliseEmail(email),
          confirmTokenHash: tokenHash,
          tokenExpiresAt: expiresAt,
        })
        .onConflictDoUpdate({
          target: subscribers.email,
          set: { confirmTokenHash: tokenHash, tokenExpiresAt: expiresAt },
          setWhere: isNull(subscribers.confirmedAt),
        });
    },

    /**
     * Confirms the address whose link this is. True also for a link already used (a reload of
     * the page); false for an unknown link, or one that expired before it was used.
     */
    async confirm(tokenHash: string): Promise<boolean> {
      const [row] = await db
        .update(subscribers)
        .set({ confirmedAt: sql`coalesce(${subscribers.confirmedAt}, now())` })
        .where(
          and(
            eq(subscribers.confirmTokenHash, tokenHash),
            or(isNotNull(subscribers.confirmedAt), gt(subscribers.tokenExpiresAt, new Date())),
          ),
        )
        .returning({ id: subscribers.id });
      return row !== undefined;
    },

    /**
     * The confirmed addresses a newsletter goes to, each with the language of the account that
     * has the address (Turkish when none does).
     */
    async confirmedRecipients(q: Pick<Db, 'select'> = db) {
      const rows = await q
        .select({ email: subscribers.email, locale: users.locale })
        .from(subscribers)
        .leftJoin(users, and(eq(users.email, subscribers.email), isNull(users.deletedAt)))
        .where(isNotNull(subscribers.confirmedAt))
        .orderBy(asc(subscribers.id));
      return rows.map((row) => ({ email: row.email, locale: row.locale ?? ('tr' as const) }));
    },
  };
}
export type SubscribersRepository = ReturnType<typeof createSubscribersRepository>;
