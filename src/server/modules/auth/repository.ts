import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collectionMembers, collections, rateLimit, session, user, verification } from '../../db/schema';

export type UserRow = typeof user.$inferSelect;

/** The only place the accounts module touches Drizzle. */
export function createAuthRepository(db: Db) {
  /** A membership row with what the session needs of its collection (its founder's plan). */
  function membership(userId: string, collectionId: ReturnType<typeof sql> | string) {
    return db
      .select({
        collectionId: collectionMembers.collectionId,
        role: collectionMembers.role,
        hideAmounts: collections.hideAmountsFromViewers,
        planId: user.planId,
      })
      .from(collectionMembers)
      .innerJoin(collections, eq(collections.id, collectionMembers.collectionId))
      .innerJoin(user, eq(user.id, collections.id))
      .where(and(eq(collectionMembers.userId, userId), eq(collectionMembers.collectionId, collectionId)))
      .limit(1);
  }

  return {
    /**
     * The collection a session works on and the person's role in it (decision 037), read at every request
     * and never cached: a member removed on another instance is refused at their next request. A session
     * whose collection the person left or was removed from works on their own again.
     */
    async currentMembership(token: string, userId: string, named?: string) {
      if (named) return (await membership(userId, named))[0];
      const chosen = sql`coalesce((select ${session.currentCollectionId} from ${session} where ${session.token} = ${token}), ${userId})`;
      const [row] = await membership(userId, chosen);
      if (row) return row;
      const [own] = await membership(userId, userId);
      return own;
    },

    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(user).where(eq(user.id, id)).limit(1);
      return row;
    },

    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(user).where(eq(user.email, email.toLowerCase())).limit(1);
      return row;
    },

    /** The user a live reset token was issued for (better-auth keeps it as a verification row). */
    async findResetTokenUserId(token: string): Promise<string | undefined> {
      const [row] = await db
        .select({ value: verification.value })
        .from(verification)
        .where(
          and(eq(verification.identifier, `reset-password:${token}`), gt(verification.expiresAt, new Date())),
        )
        .limit(1);
      return row?.value;
    },

    async setLanguage(id: string, language: string) {
      await db.update(user).set({ language }).where(eq(user.id, id));
    },

    async markEmailVerified(id: string) {
      await db.update(user).set({ emailVerified: true, updatedAt: new Date() }).where(eq(user.id, id));
    },

    async touchLastActive(id: string) {
      await db.update(user).set({ lastActiveAt: new Date() }).where(eq(user.id, id));
    },

    /** Stores a one-time code as `<hash>:<tries>` (better-auth's format for its own codes). */
    async storeCode(identifier: string, hash: string, expiresAt: Date) {
      await db.insert(verification).values({ id: randomUUID(), identifier, value: `${hash}:0`, expiresAt });
    },

    async findCode(identifier: string): Promise<{ value: string; expiresAt: Date } | undefined> {
      const [row] = await db
        .select({ value: verification.value, expiresAt: verification.expiresAt })
        .from(verification)
        .where(eq(verification.identifier, identifier))
        .limit(1);
      return row;
    },

    /**
     * Counts one try on a code in one statement, so parallel guesses all count; returns the stored hash
     * and the tries so far (this one included), or undefined when the code is gone.
     */
    async countCodeTry(
      identifier: string,
    ): Promise<{ hash: string; tries: number; value: string } | undefined> {
      const [row] = await db
        .update(verification)
        .set({
          value: sql`split_part(${verification.value}, ':', 1) || ':' || (coalesce(nullif(split_part(${verification.value}, ':', 2), ''), '0')::int + 1)::text`,
          updatedAt: new Date(),
        })
        .where(eq(verification.identifier, identifier))
        .returning({ value: verification.value });
      if (!row) return undefined;
      const [hash, tries] = row.value.split(':');
      return { hash, tries: Number(tries), value: row.value };
    },

    /** Deletes the code if it still holds `value`: of two requests with the right code, one wins. */
    async takeCode(identifier: string, value: string): Promise<boolean> {
      const rows = await db
        .delete(verification)
        .where(and(eq(verification.identifier, identifier), eq(verification.value, value)))
        .returning({ id: verification.id });
      return rows.length > 0;
    },

    async dropCode(identifier: string) {
      await db.delete(verification).where(eq(verification.identifier, identifier));
    },

    /**
     * Counts one hit for `key` in a fixed window and returns the count so far. One upsert, so concurrent
     * requests and several server processes share the same limit.
     */
    async hit(key: string, windowMs: number, now = Date.now()): Promise<number> {
      const windowStart = now - windowMs;
      const rows = await db
        .insert(rateLimit)
        .values({ id: key, key, count: 1, lastRequest: now })
        .onConflictDoUpdate({
          target: rateLimit.key,
          set: {
            count: sql`case when ${rateLimit.lastRequest} < ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
            lastRequest: sql`case when ${rateLimit.lastRequest} < ${windowStart} then ${now} else ${rateLimit.lastRequest} end`,
          },
        })
        .returning({ count: rateLimit.count });
      return rows[0]?.count ?? 1;
    },

    /** Takes back one hit on each key (a request that turned out not to count against its limit). */
    async release(keys: string[]) {
      if (keys.length === 0) return;
      await db
        .update(rateLimit)
        .set({ count: sql`greatest(${rateLimit.count} - 1, 0)` })
        .where(inArray(rateLimit.key, keys));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
