import { and, arrayOverlaps, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ObjectSort } from '../../../contracts/collection';
import type { Db } from '../../db/client';
import { objects } from '../../db/schema';

export type ObjectRow = typeof objects.$inferSelect;
export type ObjectValues = Omit<typeof objects.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

/** The columns of a list item: no image data, no JSON. */
const lightColumns = {
  id: objects.id,
  name: objects.name,
  category: objects.category,
  roomId: objects.roomId,
  estimatedValueMin: objects.estimatedValueMin,
  estimatedValueMax: objects.estimatedValueMax,
  confidenceScore: objects.confidenceScore,
  imageUrl: objects.imageUrl,
  createdAt: objects.createdAt,
};
export type LightObjectRow = { [K in keyof typeof lightColumns]: ObjectRow[K] };

/** Where a page ends: the sort key as text (exact: microseconds, numerics) and the id that breaks ties. */
export interface ListPosition {
  key: string;
  id: number;
}

export interface ListOptions {
  sort: ObjectSort;
  roomId?: number;
  q?: string;
  since?: Date;
  limit?: number;
  after?: ListPosition;
}

// One midpoint per object so "value" sorts agree with the range shown (a lone bound stands for itself).
const valueKey = sql`coalesce((${objects.estimatedValueMin} + ${objects.estimatedValueMax}) / 2, ${objects.estimatedValueMin}, ${objects.estimatedValueMax}, 0)`;

function sortSpec(sort: ObjectSort) {
  switch (sort) {
    case 'name':
      return { key: sql`lower(${objects.name})`, keyText: sql<string>`lower(${objects.name})`, cast: sql``, dir: 'asc' as const };
    case 'value_asc':
      return { key: valueKey, keyText: sql<string>`(${valueKey})::text`, cast: sql`::numeric`, dir: 'asc' as const };
    case 'value_desc':
      return { key: valueKey, keyText: sql<string>`(${valueKey})::text`, cast: sql`::numeric`, dir: 'desc' as const };
    default:
      return { key: sql`${objects.createdAt}`, keyText: sql<string>`${objects.createdAt}::text`, cast: sql`::timestamptz`, dir: 'desc' as const };
  }
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Objects of one owner: every function takes the owner's id first and never reads past it. */
export function createObjectsRepository(db: Db) {
  return {
    /** Light rows in the asked order; `sortKey` is where the row sits, for the next page's cursor. */
    async listObjects(userId: string, o: ListOptions): Promise<Array<LightObjectRow & { sortKey: string }>> {
      const spec = sortSpec(o.sort);
      const where: SQL[] = [eq(objects.userId, userId)];
      if (o.roomId !== undefined) where.push(eq(objects.roomId, o.roomId));
      if (o.since) where.push(gte(objects.createdAt, o.since));
      if (o.q) {
        const pattern = `%${escapeLike(o.q)}%`;
        where.push(or(ilike(objects.name, pattern), ilike(objects.category, pattern))!);
      }
      if (o.after) {
        const cmp = spec.dir === 'asc' ? sql`>` : sql`<`;
        where.push(sql`(${spec.key}, ${objects.id}) ${cmp} (${o.after.key}${spec.cast}, ${o.after.id})`);
      }
      const dir = spec.dir === 'asc' ? sql`asc` : sql`desc`;
      const query = db
        .select({ ...lightColumns, sortKey: spec.keyText })
        .from(objects)
        .where(and(...where))
        .orderBy(sql`${spec.key} ${dir}`, sql`${objects.id} ${dir}`);
      return o.limit !== undefined ? query.limit(o.limit) : query;
    },

    async recentObjects(userId: string, since: Date, limit: number): Promise<LightObjectRow[]> {
      return db
        .select(lightColumns)
        .from(objects)
        .where(and(eq(objects.userId, userId), gte(objects.createdAt, since)))
        .orderBy(sql`${objects.createdAt} desc`, sql`${objects.id} desc`)
        .limit(limit);
    },

    async findObject(userId: string, id: number): Promise<ObjectRow | undefined> {
      const [row] = await db
        .select()
        .from(objects)
        .where(and(eq(objects.userId, userId), eq(objects.id, id)))
        .limit(1);
      return row;
    },

    async insertObject(userId: string, values: ObjectValues): Promise<ObjectRow> {
      const [row] = await db
        .insert(objects)
        .values({ ...values, userId })
        .returning();
      return row;
    },

    async updateObject(userId: string, id: number, values: Partial<ObjectValues>): Promise<ObjectRow | undefined> {
      const [row] = await db
        .update(objects)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(objects.userId, userId), eq(objects.id, id)))
        .returning();
      return row;
    },

    /** Deletes one object; its photo ids, or undefined when the owner has no such object. */
    async deleteObject(userId: string, id: number): Promise<string[] | undefined> {
      const [row] = await db
        .delete(objects)
        .where(and(eq(objects.userId, userId), eq(objects.id, id)))
        .returning({ photoIds: objects.photoIds });
      return row?.photoIds;
    },

    async countInRoom(userId: string, roomId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(objects)
        .where(and(eq(objects.userId, userId), eq(objects.roomId, roomId)));
      return row?.n ?? 0;
    },

    async moveRoomObjects(userId: string, fromRoomId: number, toRoomId: number): Promise<number> {
      const moved = await db
        .update(objects)
        .set({ roomId: toRoomId, updatedAt: new Date() })
        .where(and(eq(objects.userId, userId), eq(objects.roomId, fromRoomId)))
        .returning({ id: objects.id });
      return moved.length;
    },

    /** Deletes the objects of a room; the photo ids they held. */
    async deleteRoomObjects(userId: string, roomId: number): Promise<{ count: number; photoIds: string[] }> {
      const rows = await db
        .delete(objects)
        .where(and(eq(objects.userId, userId), eq(objects.roomId, roomId)))
        .returning({ photoIds: objects.photoIds });
      return { count: rows.length, photoIds: rows.flatMap((r) => r.photoIds) };
    },

    /** Which of these photos some object of the owner still shows (the same photo may be saved twice). */
    async photoIdsInUse(userId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ photoIds: objects.photoIds })
        .from(objects)
        .where(and(eq(objects.userId, userId), arrayOverlaps(objects.photoIds, ids)));
      return new Set(rows.flatMap((r) => r.photoIds));
    },
  };
}

export type ObjectsRepository = ReturnType<typeof createObjectsRepository>;
