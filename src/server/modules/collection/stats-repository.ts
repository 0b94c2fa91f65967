import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collectionTotals, houses, rooms, user } from '../../db/schema';

export interface CollectionTotals {
  objectCount: number;
  roomCount: number;
  houseCount: number;
  totalValueMin: number;
  totalValueMax: number;
}

/** The dashboard's figures for one owner. */
export function createStatsRepository(db: Db) {
  return {
    /**
     * Every count and total in one round trip. The objects' totals are kept up to date by triggers
     * (collection_totals, migration 0015, decision 032): one row, whatever the size of the collection;
     * rooms and houses are counted on their user_id indexes (a few rows each).
     */
    async totals(userId: string): Promise<CollectionTotals> {
      const [row] = await db
        .select({
          objectCount: sql<number>`coalesce(${collectionTotals.objectCount}, 0)`,
          valueMin: sql<string>`coalesce(${collectionTotals.valueMin}, 0)::text`,
          valueMax: sql<string>`coalesce(${collectionTotals.valueMax}, 0)::text`,
          roomCount: sql<number>`(select count(*)::int from ${rooms} where ${rooms.userId} = ${userId})`,
          houseCount: sql<number>`(select count(*)::int from ${houses} where ${houses.userId} = ${userId})`,
        })
        .from(user)
        .leftJoin(collectionTotals, eq(collectionTotals.userId, user.id))
        .where(eq(user.id, userId));
      return {
        objectCount: Number(row?.objectCount ?? 0),
        roomCount: Number(row?.roomCount ?? 0),
        houseCount: Number(row?.houseCount ?? 0),
        totalValueMin: Number(row?.valueMin ?? 0),
        totalValueMax: Number(row?.valueMax ?? 0),
      };
    },
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
