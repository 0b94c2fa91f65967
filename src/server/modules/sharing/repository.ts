import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { houses, objects, rooms, shares } from '../../db/schema';

export type ShareRow = typeof shares.$inferSelect;
export type NewShare = typeof shares.$inferInsert;
export type SharedRoomRow = Pick<typeof rooms.$inferSelect, 'id' | 'name' | 'type'>;

/** The columns a visitor may ever see of an object, and the photo ids that let its photos be served. */
const objectColumns = {
  id: objects.id,
  roomId: objects.roomId,
  name: objects.name,
  description: objects.description,
  category: objects.category,
  period: objects.period,
  style: objects.style,
  condition: objects.condition,
  keyCharacteristics: objects.keyCharacteristics,
  estimatedValueMin: objects.estimatedValueMin,
  estimatedValueMax: objects.estimatedValueMax,
  photoIds: objects.photoIds,
  /** The analyzer's words in both languages: a visitor reads them in theirs (decision 030). */
  analyzerTexts: objects.analyzerTexts,
};
export type SharedObjectRow = { [K in keyof typeof objectColumns]: (typeof objects.$inferSelect)[K] };

const roomColumns = { id: rooms.id, name: rooms.name, type: rooms.type };

/**
 * Share rows, and the read-only view of the collection a link opens. Every query names the owner: a share
 * only ever reads rows of the user who created it (`shares.user_id`), whatever ids a token would point at.
 */
export function createSharingRepository(db: Db) {
  /** The shared house, room or object's name when it is still the owner's; null once it is gone. */
  const targetName = sql<string | null>`case ${shares.scope}
    when 'house' then (select ${houses.name} from ${houses} where ${houses.id} = ${shares.targetId} and ${houses.userId} = ${shares.userId})
    when 'room' then (select ${rooms.name} from ${rooms} where ${rooms.id} = ${shares.targetId} and ${rooms.userId} = ${shares.userId})
    when 'object' then (select ${objects.name} from ${objects} where ${objects.id} = ${shares.targetId} and ${objects.userId} = ${shares.userId})
  end`;

  return {
    async insert(row: NewShare): Promise<ShareRow> {
      const [created] = await db.insert(shares).values(row).returning();
      return created;
    },

    /** The owner's links, newest first, each with its target's name (null when the target was deleted). */
    async listOwned(userId: string): Promise<(ShareRow & { targetName: string | null })[]> {
      const rows = await db
        .select({ share: shares, targetName })
        .from(shares)
        .where(eq(shares.userId, userId))
        .orderBy(sql`${shares.createdAt} desc`, asc(shares.id));
      return rows.map((r) => ({ ...r.share, targetName: r.targetName }));
    },

    /** True when a link of this owner was deleted. */
    async deleteOwned(userId: string, id: string): Promise<boolean> {
      const gone = await db
        .delete(shares)
        .where(and(eq(shares.userId, userId), eq(shares.id, id)))
        .returning({ id: shares.id });
      return gone.length > 0;
    },

    async deleteManyOwned(userId: string, ids: string[]): Promise<void> {
      if (ids.length) await db.delete(shares).where(and(eq(shares.userId, userId), inArray(shares.id, ids)));
    },

    /** The link a token names, whoever owns it (the token is the visitor's only credential). */
    async findByToken(token: string): Promise<ShareRow | undefined> {
      const [row] = await db.select().from(shares).where(eq(shares.token, token)).limit(1);
      return row;
    },

    async houseName(userId: string, id: number): Promise<string | undefined> {
      const [row] = await db
        .select({ name: houses.name })
        .from(houses)
        .where(and(eq(houses.userId, userId), eq(houses.id, id)));
      return row?.name;
    },

    async room(userId: string, id: number): Promise<SharedRoomRow | undefined> {
      const [row] = await db
        .select(roomColumns)
        .from(rooms)
        .where(and(eq(rooms.userId, userId), eq(rooms.id, id)));
      return row;
    },

    async roomsOfHouse(userId: string, houseId: number): Promise<SharedRoomRow[]> {
      return db
        .select(roomColumns)
        .from(rooms)
        .where(and(eq(rooms.userId, userId), eq(rooms.houseId, houseId)))
        .orderBy(asc(rooms.name), asc(rooms.id));
    },

    async object(userId: string, id: number): Promise<SharedObjectRow | undefined> {
      const [row] = await db
        .select(objectColumns)
        .from(objects)
        .where(and(eq(objects.userId, userId), eq(objects.id, id)));
      return row;
    },

    async objectsInRooms(userId: string, roomIds: number[]): Promise<SharedObjectRow[]> {
      if (!roomIds.length) return [];
      return db
        .select(objectColumns)
        .from(objects)
        .where(and(eq(objects.userId, userId), inArray(objects.roomId, roomIds)))
        .orderBy(asc(objects.name), asc(objects.id));
    },
  };
}

export type SharingRepository = ReturnType<typeof createSharingRepository>;
