import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { houses, objects, rooms } from '../../db/schema';

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
    /** Every count and total in one round trip, each sub-select on an index of user_id. */
    async totals(userId: string): Promise<CollectionTotals> {
      // An aggregate without GROUP BY always answers one row, objects or not.
      const [row] = await db
        .select({
          objectCount: sql<number>`count(*)::int`,
          valueMin: sql<string | null>`sum(coalesce(${objects.estimatedValueMin}, 0))::text`,
          valueMax: sql<
            string | null
          >`sum(coalesce(${objects.estimatedValueMax}, ${objects.estimatedValueMin}, 0))::text`,
          roomCount: sql<number>`(select count(*)::int from ${rooms} where ${rooms.userId} = ${userId})`,
          houseCount: sql<number>`(select count(*)::int from ${houses} where ${houses.userId} = ${userId})`,
        })
        .from(objects)
        .where(eq(objects.userId, userId));
      return {
        objectCount: Number(row.objectCount),
        roomCount: Number(row.roomCount),
        houseCount: Number(row.houseCount),
        totalValueMin: Number(row.valueMin ?? 0),
        totalValueMax: Number(row.valueMax ?? 0),
      };
    },
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
