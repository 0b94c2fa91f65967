import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { houses, objects, rooms } from '../../db/schema';
import type { HouseRow } from './houses-repository';
import type { ObjectRow } from './objects-repository';
import type { RoomRow } from './rooms-repository';

/** Everything of one owner, whole rows in creation order, for GET /api/export. */
export function createExportRepository(db: Db) {
  return {
    async readAll(userId: string): Promise<{ houses: HouseRow[]; rooms: RoomRow[]; objects: ObjectRow[] }> {
      const [h, r, o] = await Promise.all([
        db.select().from(houses).where(eq(houses.userId, userId)).orderBy(asc(houses.id)),
        db.select().from(rooms).where(eq(rooms.userId, userId)).orderBy(asc(rooms.id)),
        db.select().from(objects).where(eq(objects.userId, userId)).orderBy(asc(objects.id)),
      ]);
      return { houses: h, rooms: r, objects: o };
    },
  };
}
