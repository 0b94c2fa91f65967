import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { objects, rooms } from '../../db/schema';

export type RoomRow = typeof rooms.$inferSelect;
export interface RoomWithCount extends RoomRow {
  objectCount: number;
}

/** Rooms of one owner: every function takes the owner's id first and never reads past it. */
export function createRoomsRepository(db: Db) {
  const objectCounts = (userId: string) =>
    db
      .select({ roomId: objects.roomId, objectCount: sql<number>`count(*)::int`.as('object_count') })
      .from(objects)
      .where(and(eq(objects.userId, userId), isNotNull(objects.roomId)))
      .groupBy(objects.roomId)
      .as('object_counts');

  return {
    async listRooms(userId: string): Promise<RoomWithCount[]> {
      const counts = objectCounts(userId);
      const rows = await db
        .select({ room: rooms, objectCount: counts.objectCount })
        .from(rooms)
        .leftJoin(counts, eq(counts.roomId, rooms.id))
        .where(eq(rooms.userId, userId))
        .orderBy(asc(rooms.id));
      return rows.map((r) => ({ ...r.room, objectCount: r.objectCount ?? 0 }));
    },

    /** Every room of the owner as stored (export). */
    async allRooms(userId: string): Promise<RoomRow[]> {
      return db.select().from(rooms).where(eq(rooms.userId, userId)).orderBy(asc(rooms.id));
    },

    async findRoom(userId: string, id: number): Promise<RoomWithCount | undefined> {
      const [row] = await db
        .select({
          room: rooms,
          objectCount: sql<number>`(select count(*)::int from ${objects} where ${objects.userId} = ${userId} and ${objects.roomId} = ${rooms.id})`,
        })
        .from(rooms)
        .where(and(eq(rooms.userId, userId), eq(rooms.id, id)))
        .limit(1);
      return row ? { ...row.room, objectCount: row.objectCount } : undefined;
    },

    async roomExists(userId: string, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: rooms.id })
        .from(rooms)
        .where(and(eq(rooms.userId, userId), eq(rooms.id, id)))
        .limit(1);
      return Boolean(row);
    },

    /**
     * Locks a room of the owner until the transaction ends: objects cannot be added to a room being
     * deleted, nor a destination room disappear while objects move into it.
     */
    async lockRoom(userId: string, id: number): Promise<RoomRow | undefined> {
      const [row] = await db
        .select()
        .from(rooms)
        .where(and(eq(rooms.userId, userId), eq(rooms.id, id)))
        .for('update');
      return row;
    },

    async insertRoom(
      userId: string,
      values: { name: string; type: string; houseId: number },
    ): Promise<RoomRow> {
      const [row] = await db
        .insert(rooms)
        .values({ ...values, userId })
        .returning();
      return row;
    },

    async updateRoom(
      userId: string,
      id: number,
      values: Partial<{ name: string; type: string; houseId: number }>,
    ): Promise<RoomRow | undefined> {
      const [row] = await db
        .update(rooms)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(rooms.userId, userId), eq(rooms.id, id)))
        .returning();
      return row;
    },

    async deleteRoom(userId: string, id: number): Promise<void> {
      await db.delete(rooms).where(and(eq(rooms.userId, userId), eq(rooms.id, id)));
    },
  };
}

export type RoomsRepository = ReturnType<typeof createRoomsRepository>;
