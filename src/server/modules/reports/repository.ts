import { and, asc, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { houses, objects, rooms, user, valuations } from '../../db/schema';

/** What the reports read of the collection; every query is scoped to the owner. */

export type ReportHouse = Pick<
  typeof houses.$inferSelect,
  'id' | 'name' | 'address' | 'postalCode' | 'isMain'
>;
export type ReportRoom = Pick<typeof rooms.$inferSelect, 'id' | 'name' | 'houseId'>;

const objectColumns = {
  id: objects.id,
  roomId: objects.roomId,
  name: objects.name,
  category: objects.category,
  period: objects.period,
  author: objects.author,
  manufacturer: objects.manufacturer,
  brand: objects.brand,
  condition: objects.condition,
  notes: objects.notes,
  estimatedValueMin: objects.estimatedValueMin,
  estimatedValueMax: objects.estimatedValueMax,
  confidenceScore: objects.confidenceScore,
  /** Its steps and what its range rests on (printed under the estimate). */
  analysisData: objects.analysisData,
  imageUrl: objects.imageUrl,
  updatedAt: objects.updatedAt,
};
export type ReportObject = { [K in keyof typeof objectColumns]: (typeof objects.$inferSelect)[K] };

const houseColumns = {
  id: houses.id,
  name: houses.name,
  address: houses.address,
  postalCode: houses.postalCode,
  isMain: houses.isMain,
};
const roomColumns = { id: rooms.id, name: rooms.name, houseId: rooms.houseId };

/** Ids per query: a collection may hold thousands of objects, past a statement's parameter limit. */
const CHUNK = 1000;

export function createReportsRepository(db: Db) {
  return {
    async owner(userId: string) {
      const [row] = await db
        .select({ name: user.name, firstName: user.firstName, lastName: user.lastName, email: user.email })
        .from(user)
        .where(eq(user.id, userId));
      return row;
    },

    /** Main house first, then by creation. */
    houses: (userId: string): Promise<ReportHouse[]> =>
      db
        .select(houseColumns)
        .from(houses)
        .where(eq(houses.userId, userId))
        .orderBy(desc(houses.isMain), asc(houses.createdAt), asc(houses.id)),

    rooms: (userId: string, houseId?: number): Promise<ReportRoom[]> =>
      db
        .select(roomColumns)
        .from(rooms)
        .where(and(eq(rooms.userId, userId), houseId === undefined ? undefined : eq(rooms.houseId, houseId)))
        .orderBy(asc(rooms.name), asc(rooms.id)),

    async findRoom(userId: string, id: number): Promise<ReportRoom | undefined> {
      const [row] = await db
        .select(roomColumns)
        .from(rooms)
        .where(and(eq(rooms.userId, userId), eq(rooms.id, id)));
      return row;
    },

    async findObject(userId: string, id: number): Promise<ReportObject | undefined> {
      const [row] = await db
        .select(objectColumns)
        .from(objects)
        .where(and(eq(objects.userId, userId), eq(objects.id, id)));
      return row;
    },

    /** The objects of these rooms, and with `unplaced` those in no room; by name. */
    async objectsIn(userId: string, roomIds: number[], unplaced = false): Promise<ReportObject[]> {
      const found: ReportObject[] = [];
      const where = (extra: SQL | undefined) => and(eq(objects.userId, userId), extra);
      const query = (extra: SQL | undefined) =>
        db
          .select(objectColumns)
          .from(objects)
          .where(where(extra))
          .orderBy(asc(objects.name), asc(objects.id));
      for (let i = 0; i < roomIds.length; i += CHUNK) {
        found.push(...(await query(inArray(objects.roomId, roomIds.slice(i, i + CHUNK)))));
      }
      if (unplaced) found.push(...(await query(isNull(objects.roomId))));
      return found;
    },

    /** The day of each object's latest value history entry (objects without history are absent). */
    async lastValuedOn(userId: string, objectIds: number[]): Promise<Map<number, string>> {
      const latest = new Map<number, string>();
      for (let i = 0; i < objectIds.length; i += CHUNK) {
        const rows = await db
          .selectDistinctOn([valuations.objectId], {
            objectId: valuations.objectId,
            valuedOn: valuations.valuedOn,
          })
          .from(valuations)
          .where(
            and(eq(valuations.userId, userId), inArray(valuations.objectId, objectIds.slice(i, i + CHUNK))),
          )
          .orderBy(valuations.objectId, desc(valuations.valuedOn), desc(valuations.id));
        for (const r of rows) latest.set(r.objectId, r.valuedOn);
      }
      return latest;
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
