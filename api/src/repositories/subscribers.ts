import type { Db } from '../db';
import { subscribers } from '../db/schema';

export function createSubscribersRepository(db: Db) {
  return {
    /** Stores the address; false when it is already subscribed (any letter case). */
    async subscribe(email: string): Promise<boolean> {
      const inserted = await db
        .insert(subscribers)
        .values({ email: email.trim().toLowerCase() })
        .onConflictDoNothing({ target: subscribers.email })
        .returning({ id: subscribers.id });
      return inserted.length > 0;
    },
  };
}
export type SubscribersRepository = ReturnType<typeof createSubscribersRepository>;
