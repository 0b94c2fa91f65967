import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { houses, objects, rooms, user } from '../../db/schema';

/** Any fixed number: the class of the advisory locks that serialise one user's additions (plan-limits.ts). */
const ADDS_LOCK_CLASS = 20_020;

export interface Holdings {
  planId: string;
  role: string | null;
  email: string;
  houses: number;
  rooms: number;
  objects: number;
}

/** What the plan limits read: the owner's plan and what their collection holds. `db` may be a transaction. */
export function createLimitsRepository(db: Db) {
  return {
    /**
     * Holds until the transaction ends: a second adder of the same user waits here, then counts the first
     * one's rows. Keyed on a hash of the id: two users sharing a hash only wait on each other briefly.
     */
    async lockAdditions(userId: string): Promise<void> {
      await db.execute(
        sql`select pg_advisory_xact_lock(${sql.raw(String(ADDS_LOCK_CLASS))}, hashtext(${userId}::text))`,
      );
    },

    /** The owner's plan and counts in one round trip; undefined when the account is gone. */
    async holdings(userId: string): Promise<Holdings | undefined> {
      const [row] = await db
        .select({
          planId: user.planId,
          role: user.role,
          email: user.email,
          houses: sql<number>`(select count(*)::int from ${houses} where ${houses.userId} = ${userId})`,
          rooms: sql<number>`(select count(*)::int from ${rooms} where ${rooms.userId} = ${userId})`,
          objects: sql<number>`(select count(*)::int from ${objects} where ${objects.userId} = ${userId})`,
        })
        .from(user)
        .where(eq(user.id, userId))
        .limit(1);
      return row;
    },
  };
}

export type LimitsRepository = ReturnType<typeof createLimitsRepository>;
