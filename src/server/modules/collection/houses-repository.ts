import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { houses, objects, rooms } from '../../db/schema';
import { findOwnedRow } from '../../db/owned';

export type HouseRow = typeof houses.$inferSelect;
export type HouseValues = Partial<
  Pick<
    HouseRow,
    | 'name'
    | 'address'
    | 'postalCode'
    | 'surfaceArea'
    | 'acquisitionPrice'
    | 'acquisitionDate'
    | 'type'
    | 'description'
  >
>;
export interface HouseWithTotals extends HouseRow {
  roomCount: number;
  objectCount: number;
  totalValueMin: number;
  totalValueMax: number;
}

/** Houses of one owner: every function takes the owner's id first and never reads past it. */
export function createHousesRepository(db: Db) {
  return {
    async mainHouseId(userId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: houses.id })
        .from(houses)
        .where(and(eq(houses.userId, userId), eq(houses.isMain, true)))
        .limit(1);
      return row?.id;
    },

    /** Inserts the main house unless one exists; a concurrent insert loses on the partial unique index. */
    async insertMainHouseIfMissing(userId: string, name: string): Promise<void> {
      await db
        .insert(houses)
        .values({ userId, name, isMain: true, type: 'primary' })
        .onConflictDoNothing({ target: houses.userId, where: sql`${houses.isMain}` });
    },

    /** Main house first, then by creation; with real room and object counts and value totals. */
    async listHouses(userId: string): Promise<HouseWithTotals[]> {
      const roomTotals = db
        .select({ houseId: rooms.houseId, roomCount: sql<number>`count(*)::int`.as('room_count') })
        .from(rooms)
        .where(eq(rooms.userId, userId))
        .groupBy(rooms.houseId)
        .as('room_totals');
      const objectTotals = db
        .select({
          houseId: rooms.houseId,
          objectCount: sql<number>`count(*)::int`.as('object_count'),
          valueMin: sql<string>`sum(coalesce(${objects.estimatedValueMin}, 0))`.as('value_min'),
          valueMax:
            sql<string>`sum(coalesce(${objects.estimatedValueMax}, ${objects.estimatedValueMin}, 0))`.as(
              'value_max',
            ),
        })
        .from(objects)
        .innerJoin(rooms, and(eq(rooms.id, objects.roomId), eq(rooms.userId, userId)))
        .where(eq(objects.userId, userId))
        .groupBy(rooms.houseId)
        .as('object_totals');
      const rows = await db
        .select({
          house: houses,
          roomCount: roomTotals.roomCount,
          objectCount: objectTotals.objectCount,
          valueMin: objectTotals.valueMin,
          valueMax: objectTotals.valueMax,
        })
        .from(houses)
        .leftJoin(roomTotals, eq(roomTotals.houseId, houses.id))
        .leftJoin(objectTotals, eq(objectTotals.houseId, houses.id))
        .where(eq(houses.userId, userId))
        .orderBy(desc(houses.isMain), asc(houses.id));
      return rows.map((r) => ({
        ...r.house,
        roomCount: r.roomCount ?? 0,
        objectCount: r.objectCount ?? 0,
        totalValueMin: Number(r.valueMin ?? 0),
        totalValueMax: Number(r.valueMax ?? 0),
      }));
    },

    findHouse(userId: string, id: number): Promise<HouseRow | undefined> {
      return findOwnedRow(db, houses, userId, id);
    },

    async insertHouse(userId: string, values: HouseValues & { name: string }): Promise<HouseRow> {
      const [row] = await db
        .insert(houses)
        .values({ ...values, userId, isMain: false })
        .returning();
      return row;
    },

    async updateHouse(userId: string, id: number, values: HouseValues): Promise<HouseRow | undefined> {
      const [row] = await db
        .update(houses)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(houses.userId, userId), eq(houses.id, id)))
        .returning();
      return row;
    },

    /** Every house of the owner as stored, main first (export). */
    async allHouses(userId: string): Promise<HouseRow[]> {
      return db
        .select()
        .from(houses)
        .where(eq(houses.userId, userId))
        .orderBy(desc(houses.isMain), asc(houses.id));
    },

    /** Locks the owner's houses (main first, then by id) so two deletes cannot both pass the last-house check. */
    async lockHouses(userId: string): Promise<HouseRow[]> {
      return db
        .select()
        .from(houses)
        .where(eq(houses.userId, userId))
        .orderBy(desc(houses.isMain), asc(houses.id))
        .for('update');
    },

    async moveRooms(userId: string, fromHouseId: number, toHouseId: number): Promise<number> {
      const moved = await db
        .update(rooms)
        .set({ houseId: toHouseId, updatedAt: new Date() })
        .where(and(eq(rooms.userId, userId), eq(rooms.houseId, fromHouseId)))
        .returning({ id: rooms.id });
      return moved.length;
    },

    async deleteHouse(userId: string, id: number): Promise<void> {
      await db.delete(houses).where(and(eq(houses.userId, userId), eq(houses.id, id)));
    },

    async makeMain(userId: string, id: number): Promise<void> {
      await db
        .update(houses)
        .set({ isMain: true, updatedAt: new Date() })
        .where(and(eq(houses.userId, userId), eq(houses.id, id), ne(houses.isMain, true)));
    },
  };
}

export type HousesRepository = ReturnType<typeof createHousesRepository>;
