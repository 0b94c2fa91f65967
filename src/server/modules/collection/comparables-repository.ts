import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { comparables, objects } from '../../db/schema';

export type ComparableRow = typeof comparables.$inferSelect;
export type ComparableValues = Omit<
  typeof comparables.$inferInsert,
  'id' | 'userId' | 'objectId' | 'createdAt'
>;

const INSERT_BATCH = 1000;

/** The comparables of one owner's objects: every function takes the owner's id first. */
export function createComparablesRepository(db: Db) {
  const scoped = (userId: string, objectId: number) =>
    and(eq(comparables.userId, userId), eq(comparables.objectId, objectId));

  return {
    /**
     * Locks the owner's object for the rest of the transaction, so two writes on its comparables (and the
     * estimate they recompute) take turns; false when the owner has no such object.
     */
    async lockObject(userId: string, objectId: number): Promise<boolean> {
      const rows = await db
        .select({ id: objects.id })
        .from(objects)
        .where(and(eq(objects.userId, userId), eq(objects.id, objectId)))
        .for('update');
      return rows.length > 0;
    },

    /** Newest first: the day it holds for, then the order it was written. */
    async listComparables(userId: string, objectId: number): Promise<ComparableRow[]> {
      return db
        .select()
        .from(comparables)
        .where(scoped(userId, objectId))
        .orderBy(desc(comparables.soldOn), desc(comparables.id));
    },

    async findComparable(userId: string, objectId: number, id: number): Promise<ComparableRow | undefined> {
      const [row] = await db
        .select()
        .from(comparables)
        .where(and(scoped(userId, objectId), eq(comparables.id, id)))
        .limit(1);
      return row;
    },

    async countComparables(userId: string, objectId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(comparables)
        .where(scoped(userId, objectId));
      return row?.n ?? 0;
    },

    async insertComparable(
      userId: string,
      objectId: number,
      values: ComparableValues,
    ): Promise<ComparableRow> {
      const [row] = await db
        .insert(comparables)
        .values({ ...values, objectId, userId })
        .returning();
      return row;
    },

    async updateComparable(
      userId: string,
      objectId: number,
      id: number,
      values: Partial<ComparableValues>,
    ): Promise<ComparableRow | undefined> {
      const [row] = await db
        .update(comparables)
        .set(values)
        .where(and(scoped(userId, objectId), eq(comparables.id, id)))
        .returning();
      return row;
    },

    async deleteComparable(userId: string, objectId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(comparables)
        .where(and(scoped(userId, objectId), eq(comparables.id, id)))
        .returning({ id: comparables.id });
      return rows.length > 0;
    },

    /** Every comparable of the owner, by object, oldest first (export). */
    async allComparables(userId: string): Promise<ComparableRow[]> {
      return db
        .select()
        .from(comparables)
        .where(eq(comparables.userId, userId))
        .orderBy(asc(comparables.objectId), asc(comparables.id));
    },

    /** Many at once (import); the objects are the owner's, just inserted. */
    async insertComparables(
      userId: string,
      values: (ComparableValues & { objectId: number })[],
    ): Promise<void> {
      for (let i = 0; i < values.length; i += INSERT_BATCH) {
        await db.insert(comparables).values(values.slice(i, i + INSERT_BATCH).map((v) => ({ ...v, userId })));
      }
    },
  };
}

export type ComparablesRepository = ReturnType<typeof createComparablesRepository>;
