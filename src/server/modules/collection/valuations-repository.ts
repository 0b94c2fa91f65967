import { and, asc, desc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  ESTIMATE_RANK,
  recordedKinds,
  valueRanks,
  VALUE_HISTORY_DAILY_MAX,
  type ValuationSource,
  type ValueKind,
  type ValueHistory,
} from '../../../contracts/valuations';
import type { Db } from '../../db/client';
import { user, valuations } from '../../db/schema';
import { byPerson, personOf } from '../../db/people';

export type ValuationRow = typeof valuations.$inferSelect;

/** One history entry as the service writes it (the owner's id is the repository call's own argument). */
export interface NewValuation {
  objectId: number;
  source: ValuationSource;
  low: number | null;
  high: number | null;
  confidence: number | null;
  note?: string;
  /** Market unless an expert's figure is recorded as a replacement value. */
  valueKind?: ValueKind;
  /** YYYY-MM-DD */
  valuedOn: string;
  /** The person who recorded it (decision 037); left out where nobody did (an import). */
  recordedBy?: string | null;
}

const INSERT_BATCH = 1000;

/** A history entry with the person who recorded it (null: nobody did, or their account is gone). */
export type RecordedValuationRow = ValuationRow & {
  recorder: { firstName: string | null; username: string | null; email: string } | null;
};

/** `currentValue`'s ranks as SQL over a source column, so the database applies the same rule. */
const rankOf = (source: SQL) =>
  sql.join(
    [
      sql`case ${source}`,
      ...Object.entries(valueRanks).map(([kind, r]) => sql`when ${kind} then ${sql.raw(String(r))}`),
      sql`else ${sql.raw(String(ESTIMATE_RANK))} end`,
    ],
    sql` `,
  );

/** The value history of one owner's objects: every function takes the owner's id first. */
export function createValuationsRepository(db: Db) {
  return {
    async insertValuation(userId: string, v: NewValuation): Promise<ValuationRow> {
      const [row] = await db
        .insert(valuations)
        .values({ ...v, userId })
        .returning();
      return row;
    },

    /** Many at once (import): ~10 columns each, far under PostgreSQL's parameter limit per statement. */
    async insertValuations(userId: string, values: NewValuation[]): Promise<void> {
      for (let i = 0; i < values.length; i += INSERT_BATCH) {
        await db.insert(valuations).values(values.slice(i, i + INSERT_BATCH).map((v) => ({ ...v, userId })));
      }
    },

    /** The object's history, oldest first (the day it holds for, then the order it was written). */
    async listValuations(userId: string, objectId: number): Promise<RecordedValuationRow[]> {
      const rows = await db
        .select({ row: valuations, ...byPerson })
        .from(valuations)
        .leftJoin(user, eq(user.id, valuations.recordedBy))
        .where(and(eq(valuations.userId, userId), eq(valuations.objectId, objectId)))
        .orderBy(asc(valuations.valuedOn), asc(valuations.id));
      return rows.map((r) => ({ ...r.row, recorder: personOf(r) }));
    },

    /** Where the object's current estimate came from: the source of its latest estimate entry. */
    async latestEstimateSource(userId: string, objectId: number): Promise<ValuationSource | null> {
      const [row] = await db
        .select({ source: valuations.source })
        .from(valuations)
        .where(
          and(
            eq(valuations.userId, userId),
            eq(valuations.objectId, objectId),
            notInArray(valuations.source, [...recordedKinds]),
          ),
        )
        .orderBy(desc(valuations.id))
        .limit(1);
      return (row?.source as ValuationSource | undefined) ?? null;
    },

    async findValuation(userId: string, objectId: number, id: number): Promise<ValuationRow | undefined> {
      const [row] = await db
        .select()
        .from(valuations)
        .where(and(eq(valuations.userId, userId), eq(valuations.objectId, objectId), eq(valuations.id, id)))
        .limit(1);
      return row;
    },

    async deleteValuation(userId: string, objectId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(valuations)
        .where(and(eq(valuations.userId, userId), eq(valuations.objectId, objectId), eq(valuations.id, id)))
        .returning({ id: valuations.id });
      return rows.length > 0;
    },

    /**
     * The collection's total after each day with a valuation: for every object still in the collection
     * (deleted ones took their history with them), its value as of that day by the precedence rule (its
     * latest sale so far, else its latest expert valuation so far, else its latest estimate so far:
     * contracts/valuations.ts `currentValue`). Computed as a running sum of changes (each object's value on
     * a day minus its value before), so one pass over the owner's days rather than objects × days. A lone
     * bound counts as the stats do: low alone is both. Past VALUE_HISTORY_DAILY_MAX days, only the last day
     * of each month is kept.
     */
    async valueHistory(userId: string): Promise<ValueHistory> {
      const result = await db.execute(sql`
        with days as (
          select distinct object_id, valued_on from ${valuations} where user_id = ${userId}
        ), value_on as (
          select d.object_id, d.valued_on, v.low, v.high
          from days d
          cross join lateral (
            select coalesce(low, 0) as low, coalesce(high, low, 0) as high
            from ${valuations} e
            where e.user_id = ${userId} and e.object_id = d.object_id and e.valued_on <= d.valued_on
            order by ${rankOf(sql`e.source`)} desc, e.valued_on desc, e.id desc
            limit 1
          ) v
        ), changes as (
          select valued_on,
            low - coalesce(lag(low) over w, 0) as d_low,
            high - coalesce(lag(high) over w, 0) as d_high
          from value_on
          window w as (partition by object_id order by valued_on)
        ), daily as (
          select valued_on,
            sum(sum(d_low)) over (order by valued_on) as low,
            sum(sum(d_high)) over (order by valued_on) as high
          from changes
          group by valued_on
        ), marked as (
          select valued_on, low, high, count(*) over () as days,
            max(valued_on) over (partition by date_trunc('month', valued_on)) as month_last
          from daily
        )
        select valued_on::text as date, low::text as low, high::text as high,
          days > ${VALUE_HISTORY_DAILY_MAX} as monthly
        from marked
        where days <= ${VALUE_HISTORY_DAILY_MAX} or valued_on = month_last
        order by valued_on
      `);
      const rows = (
        result as unknown as { rows: { date: string; low: string; high: string; monthly: boolean }[] }
      ).rows;
      return {
        bucket: rows[0]?.monthly ? 'month' : 'day',
        points: rows.map((r) => ({ date: r.date, low: Number(r.low), high: Number(r.high) })),
      };
    },
  };
}

export type ValuationsRepository = ReturnType<typeof createValuationsRepository>;
