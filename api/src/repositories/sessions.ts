import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { sessions, users } from '../db/schema';

export type SessionRow = typeof sessions.$inferSelect;

/** How long a session's last-seen time may lag: at most one write a minute per session. */
export const LAST_SEEN_EVERY_MS = 60_000;

/**
 * The `sessions` table. Whether a token stands is read here on every request with a
 * bearer token, from the database every instance shares: no per-instance copy could keep an
 * ended session alive on another instance.
 */
export function createSessionsRepository(db: Db) {
  // Runs before every request with a bearer token: its SQL is built once.
  // A disabled account's sessions never stand, even one that disabling missed.
  const byId = db
    .select({ userId: sessions.userId, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        isNull(sessions.endedAt),
        isNull(users.disabledAt),
      ),
    )
    .limit(1)
    .prepare('sessions_live_by_id');

  return {
    /**
     * Starts a session for an account whose password is still `passwordHash`. The account row is
     * read FOR SHARE: a password change committed since the password was checked refuses the
     * session (null), and one still running waits for it, so no session starts with an old
     * password after the change ended the others. A disabled account gets none.
     */
    async create(
      row: { id: string; userId: number; passwordHash: string; device: string },
      q: Db = db,
    ): Promise<SessionRow | null> {
      const run = async (tx: Db) => {
        const [account] = await tx
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              eq(users.id, row.userId),
              eq(users.passwordHash, row.passwordHash),
              isNull(users.disabledAt),
            ),
          )
          .for('share');
        if (!account) return null;
        const now = new Date();
        const [created] = await tx
          .insert(sessions)
          .values({
            id: row.id,
            userId: row.userId,
            device: row.device,
            createdAt: now,
            lastSeenAt: now,
          })
          .returning();
        return created ?? null;
      };
      return q === db ? db.transaction(run) : run(q);
    },

    /** The user of a live (not ended) session, and when it was last seen; null otherwise. */
    async findLive(id: string): Promise<{ userId: number; lastSeenAt: Date } | null> {
      const [row] = await byId.execute({ id });
      return row ?? null;
    },

    /** Moves last seen to now, unless another request did so within the minute. */
    async touch(id: string, now = new Date()): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(
          and(
            eq(sessions.id, id),
            isNull(sessions.endedAt),
            lt(sessions.lastSeenAt, new Date(now.getTime() - LAST_SEEN_EVERY_MS)),
          ),
        );
    },

    /** The user's sessions that have not ended and were started after `since`, last seen first. */
    async listLive(userId: number, since: Date): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(
          and(eq(sessions.userId, userId), isNull(sessions.endedAt), gt(sessions.createdAt, since)),
        )
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
    },

    /** Whether the user has this session (live or ended): another user's id is unknown. */
    async belongsTo(id: string, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
        .limit(1);
      return Boolean(row);
    },

    /** Ends one session of the user; ending an ended one changes nothing. */
    async end(id: string, userId: number): Promise<void> {
      await db
        .update(sessions)
        .set({ endedAt: new Date() })
        .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.endedAt)));
    },

    /** Ends every live session of the user, but `except` when given. */
    async endAll(userId: number, { except }: { except?: string } = {}, q: Db = db) {
      await q
        .update(sessions)
        .set({ endedAt: new Date() })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.endedAt),
            except ? ne(sessions.id, except) : undefined,
          ),
        );
    },

    /** Deletes the rows that ended, or were started, before `before` (the sweep; tokens are long expired). */
    async prune(before: Date): Promise<void> {
      await db
        .delete(sessions)
        .where(or(lt(sessions.endedAt, before), lt(sessions.createdAt, before)));
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
