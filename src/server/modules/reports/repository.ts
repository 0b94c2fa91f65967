import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { yieldToEventLoop } from '../../event-loop';
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
  /**
   * What its range rests on (printed under the estimate): only that line of the stored analysis, whose
   * whole document would weigh a dossier of thousands of objects down for nothing.
   */
  basis: sql<string | null>`${objects.analysisData}->'valuationBasis'->>'summary'`,
  imageUrl: objects.imageUrl,
  updatedAt: objects.updatedAt,
};
export type ReportObject = {
  [K in Exclude<keyof typeof objectColumns, 'basis'>]: (typeof objects.$inferSelect)[K];
} & { basis: string | null };

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
/** Objects per read: on the embedded database a query holds the server's thread while it runs. */
const PAGE = 500;

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
      // Page by page in (name, id) order, each page starting after the last one's key.
      const read = async (extra: SQL | undefined) => {
        let after: { name: string; id: number } | undefined;
        for (;;) {
          const page = await db
            .select(objectColumns)
            .from(objects)
            .where(
              and(
                eq(objects.userId, userId),
                extra,
                after ? sql`(${objects.name}, ${objects.id}) > (${after.name}, ${after.id})` : undefined,
              ),
            )
            .orderBy(asc(objects.name), asc(objects.id))
            .limit(PAGE);
          found.push(...page);
          if (page.length < PAGE) return;
          await yieldToEventLoop();
          after = page[page.length - 1];
        }
      };
      for (let i = 0; i < roomIds.length; i += CHUNK)
        await read(inArray(objects.roomId, roomIds.slice(i, i + CHUNK)));
      if (unplaced) await read(isNull(objects.roomId));
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
        await yieldToEventLoop();
      }
      return latest;
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
