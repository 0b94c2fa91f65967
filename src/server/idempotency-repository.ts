import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { idempotencyKeys } from './db/schema';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

const ago = (ms: number) => sql`now() - ${`${Math.max(1, Math.round(ms))} milliseconds`}::interval`;

/** The only place the idempotency keys touch Drizzle (src/server/idempotency.ts uses it). */
export function createIdempotencyRepository(db: Db) {
  const mine = (userId: string, key: string) =>
    and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

  return {
    /**
     * Claims the user's key in one statement: true when this request may run. A key already held is not
     * taken, except from a claim abandoned past `leaseMs` (its process stopped mid-request) for the same
     * request, or from a row past `ttlMs` that the clean-up has not deleted yet. The database's clock
     * decides, so instances agree.
     */
    async claim(entry: {
      userId: string;
      key: string;
      scope: string;
      requestHash: string;
      leaseMs: number;
      ttlMs: number;
    }): Promise<boolean> {
      const { leaseMs, ttlMs, ...values } = entry;
      const fresh = {
        scope: values.scope,
        requestHash: values.requestHash,
        state: 'in_progress',
        responseStatus: null,
        responseBody: null,
        createdAt: sql`now()`,
      };
      const rows = await db
        .insert(idempotencyKeys)
        .values({ ...values, state: 'in_progress', createdAt: sql`now()` })
        .onConflictDoUpdate({
          target: [idempotencyKeys.userId, idempotencyKeys.key],
          set: fresh,
          setWhere: or(
            lt(idempotencyKeys.createdAt, ago(ttlMs)),
            and(
              eq(idempotencyKeys.state, 'in_progress'),
              lt(idempotencyKeys.createdAt, ago(leaseMs)),
              eq(idempotencyKeys.scope, values.scope),
              eq(idempotencyKeys.requestHash, values.requestHash),
            ),
          ),
        })
        .returning({ key: idempotencyKeys.key });
      return rows.length === 1;
    },

    async find(userId: string, key: string): Promise<IdempotencyRow | undefined> {
      const [row] = await db.select().from(idempotencyKeys).where(mine(userId, key)).limit(1);
      return row;
    },

    /** The answer of the request that holds the claim, kept for the repeats. */
    async complete(userId: string, key: string, responseStatus: number, responseBody: string) {
      await db
        .update(idempotencyKeys)
        .set({ state: 'done', responseStatus, responseBody })
        .where(and(mine(userId, key), eq(idempotencyKeys.state, 'in_progress')));
    },

    /** Gives the key back (the request failed): the next request with it runs. */
    async release(userId: string, key: string) {
      await db
        .delete(idempotencyKeys)
        .where(and(mine(userId, key), eq(idempotencyKeys.state, 'in_progress')));
    },

    /** Deletes every key older than `ttlMs` (scheduled job); the number deleted. */
    async expire(ttlMs: number): Promise<number> {
      const rows = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, ago(ttlMs)))
        .returning({ key: idempotencyKeys.key });
      return rows.length;
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
