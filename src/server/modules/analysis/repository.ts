import { and, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnalysisResult, Language } from '../../../contracts/analysis';
import {
  FOLLOW_UPS_INCLUDED,
  followUpKinds,
  type FollowUpKind,
  type FollowUpsLeft,
} from '../../../contracts/analysis-api';
import type { Db } from '../../db/client';
import { analyses, analysisFollowUps, user } from '../../db/schema';
import { flagForReview } from '../admin/flags';
import { findOwnedRow } from '../../db/owned';

export type AnalysisRow = typeof analyses.$inferSelect;
export type AnalysisKind = 'complete' | 'reanalyze';

/** Kinds that use up one of the month's analyses. */
const COUNTED_KINDS: AnalysisKind[] = ['complete', 'reanalyze'];
/**
 * A reservation older than this belongs to a request that died (crash, restart): it stops counting.
 * Far above any model timeout.
 */
export const PENDING_TTL_MS = 15 * 60 * 1000;

/**
 * First instant of the current calendar month, UTC (docs/product.md#limits: monthly counts start again then).
 */
export function monthStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export interface Reservation {
  kind: AnalysisKind;
  provider: string;
  model: string;
  language: string;
  photoIds: string[];
}

/** The only place analyses touch Drizzle; every query names its owner. */
/** A re-appraised answer to save, in the language it was written in, and its moderation flag if any. */
interface Redone {
  result: AnalysisResult;
  language: Language;
  flag?: string;
}

/** A run that holds its place: done, or still running (a reservation younger than PENDING_TTL_MS). */
const holds = (t: typeof analyses | typeof analysisFollowUps, now: Date) =>
  or(
    eq(t.status, 'success'),
    and(eq(t.status, 'pending'), gte(t.createdAt, new Date(now.getTime() - PENDING_TTL_MS))),
  );

/** A user's follow-ups that hold their place at `now`, narrowed by `more`. */
const heldFollowUps = (userId: string, now: Date, ...more: SQL[]) =>
  and(eq(analysisFollowUps.userId, userId), ...more, holds(analysisFollowUps, now));

/** The follow-ups an analysis includes (those that took none of the month's analyses). */
const includedFollowUps = (userId: string, analysisId: string, now: Date, ...more: SQL[]) =>
  heldFollowUps(
    userId,
    now,
    eq(analysisFollowUps.analysisId, analysisId),
    eq(analysisFollowUps.counted, false),
    ...more,
  );

export function createAnalysisRepository(db: Db) {
  const countedSince = (userId: string, since: Date, now: Date) =>
    and(
      eq(analyses.userId, userId),
      inArray(analyses.kind, COUNTED_KINDS),
      gte(analyses.createdAt, since),
      holds(analyses, now),
    );

  /**
   * The month's analyses used: analyses, and follow-ups beyond those their analysis includes, done or
   * running. Run inside the caller's transaction when it holds the user's lock.
   */
  async function usedThisMonth(q: Db, userId: string, now: Date): Promise<number> {
    const since = monthStart(now);
    const [a] = await q
      .select({ n: count() })
      .from(analyses)
      .where(countedSince(userId, since, now));
    const [f] = await q
      .select({ n: count() })
      .from(analysisFollowUps)
      .where(
        heldFollowUps(
          userId,
          now,
          eq(analysisFollowUps.counted, true),
          gte(analysisFollowUps.createdAt, since),
        ),
      );
    return Number(a?.n ?? 0) + Number(f?.n ?? 0);
  }

  /** The user's row locked until the transaction ends: every check-then-insert on their counts queues here. */
  const lockUser = (tx: Db, userId: string) =>
    tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');

  /**
   * An owner's re-appraisal saved over the stored answer only while `still` holds, so that of two
   * concurrent ones one wins and the other finds nothing to replace (false). The new answer may name a
   * type the moderators must see (ivory...), as a first answer may.
   */
  const replaceResult = (userId: string, id: string, still: SQL, v: Redone): Promise<boolean> =>
    db.transaction(async (tx) => {
      const rows = await tx
        .update(analyses)
        .set({ result: v.result, language: v.language })
        .where(and(eq(analyses.id, id), eq(analyses.userId, userId), still))
        .returning({ id: analyses.id });
      if (rows.length && v.flag)
        await flagForReview(tx as unknown as Db, { userId, kind: 'analysis', refId: id, reason: v.flag });
      return rows.length > 0;
    });

  return {
    /** Successful analyses this month, plus the ones running now. */
    async countUsed(userId: string, now = new Date()): Promise<number> {
      return usedThisMonth(db, userId, now);
    },

    /**
     * Takes one of the month's analyses as a 'pending' row, or returns null when none is left. The user's
     * row is locked for the check and the insert, so two requests at the limit cannot both pass.
     */
    async reserve(
      userId: string,
      limit: number | null,
      r: Reservation,
      now = new Date(),
    ): Promise<string | null> {
      return db.transaction(async (tx) => {
        if (limit !== null) {
          await lockUser(tx as unknown as Db, userId);
          if ((await usedThisMonth(tx as unknown as Db, userId, now)) >= limit) return null;
        }
        const [created] = await tx
          .insert(analyses)
          .values({ userId, ...r, status: 'pending', createdAt: now })
          .returning({ id: analyses.id });
        return created.id;
      });
    },

    /**
     * Marks the analysis successful. With `flag` (what regulated material it suspects) it also enters the
     * moderators' queue, in the same transaction: never a success that escaped review.
     */
    async succeed(
      userId: string,
      id: string,
      v: { result: AnalysisResult; durationMs: number; photoIds: string[]; flag?: string },
    ) {
      await db.transaction(async (tx) => {
        await tx
          .update(analyses)
          .set({ status: 'success', result: v.result, durationMs: v.durationMs, photoIds: v.photoIds })
          .where(and(eq(analyses.id, id), eq(analyses.userId, userId)));
        if (v.flag)
          await flagForReview(tx as unknown as Db, { userId, kind: 'analysis', refId: id, reason: v.flag });
      });
    },

    /**
     * Takes a place for a follow-up of this analysis: one it includes while some are left, else one of the
     * month's analyses (`counted`), else null (none left, or `limit` reached). Under the user's lock, as
     * `reserve`, so two follow-ups at once cannot both take the last place.
     */
    async reserveFollowUp(
      userId: string,
      analysisId: string,
      kind: FollowUpKind,
      limit: number | null,
      now = new Date(),
    ): Promise<{ id: string; counted: boolean } | null> {
      return db.transaction(async (tx) => {
        const q = tx as unknown as Db;
        await lockUser(q, userId);
        const [included] = await tx
          .select({ n: count() })
          .from(analysisFollowUps)
          .where(includedFollowUps(userId, analysisId, now, eq(analysisFollowUps.kind, kind)));
        const counted = Number(included?.n ?? 0) >= FOLLOW_UPS_INCLUDED[kind];
        if (counted && limit !== null && (await usedThisMonth(q, userId, now)) >= limit) return null;
        const [created] = await tx
          .insert(analysisFollowUps)
          .values({ userId, analysisId, kind, counted, status: 'pending', createdAt: now })
          .returning({ id: analysisFollowUps.id });
        return { id: created.id, counted };
      });
    },

    /** A follow-up done (it keeps its place) or failed (it gives it back, as a failed analysis does). */
    async finishFollowUp(userId: string, id: string, status: 'success' | 'failed') {
      await db
        .update(analysisFollowUps)
        .set({ status })
        .where(and(eq(analysisFollowUps.id, id), eq(analysisFollowUps.userId, userId)));
    },

    /** Of each kind, the follow-ups this analysis still includes. */
    async followUpsLeft(userId: string, analysisId: string, now = new Date()): Promise<FollowUpsLeft> {
      const rows = await db
        .select({ kind: analysisFollowUps.kind, n: count() })
        .from(analysisFollowUps)
        .where(includedFollowUps(userId, analysisId, now))
        .groupBy(analysisFollowUps.kind);
      const used = new Map(rows.map((r) => [r.kind, Number(r.n)]));
      return Object.fromEntries(
        followUpKinds.map((k) => [k, Math.max(0, FOLLOW_UPS_INCLUDED[k] - (used.get(k) ?? 0))]),
      ) as FollowUpsLeft;
    },

    /** Kept for the admin figures; a failed analysis never counts against the plan. */
    async fail(userId: string, id: string, v: { error: string; durationMs: number }) {
      await db
        .update(analyses)
        .set({ status: 'failed', error: v.error.slice(0, 1000), durationMs: v.durationMs })
        .where(and(eq(analyses.id, id), eq(analyses.userId, userId)));
    },

    findOwned(userId: string, id: string): Promise<AnalysisRow | undefined> {
      return findOwnedRow(db, analyses, userId, id);
    },

    /** Successful analyses, newest first. */
    async listOwned(userId: string, limit: number): Promise<AnalysisRow[]> {
      return db
        .select()
        .from(analyses)
        .where(and(eq(analyses.userId, userId), eq(analyses.status, 'success')))
        .orderBy(desc(analyses.createdAt))
        .limit(limit);
    },

    /**
     * The appraisal redone with one more photo, only while the analysis still has the photos it was redone
     * from (`expected`): of two photos added at once, the second finds the list changed (false).
     */
    async saveWithPhotos(
      userId: string,
      id: string,
      expected: string[],
      v: { result: AnalysisResult; language: Language; photoIds: string[]; flag?: string },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(analyses)
          .set({ result: v.result, language: v.language, photoIds: v.photoIds })
          .where(
            and(
              eq(analyses.id, id),
              eq(analyses.userId, userId),
              eq(analyses.status, 'success'),
              sql`${analyses.photoIds} = ${`{${expected.join(',')}}`}::uuid[]`,
            ),
          )
          .returning({ id: analyses.id });
        if (rows.length && v.flag)
          await flagForReview(tx as unknown as Db, { userId, kind: 'analysis', refId: id, reason: v.flag });
        return rows.length > 0;
      });
    },

    /** The appraisal redone with the owner's answers (or in another language); false when the analysis is not this user's. */
    async saveRefined(
      userId: string,
      id: string,
      result: AnalysisResult,
      language?: Language,
    ): Promise<boolean> {
      const rows = await db
        .update(analyses)
        .set(language ? { result, language } : { result })
        .where(and(eq(analyses.id, id), eq(analyses.userId, userId), eq(analyses.status, 'success')))
        .returning({ id: analyses.id });
      return rows.length > 0;
    },

    async saveEnhanced(userId: string, id: string, result: AnalysisResult) {
      await db
        .update(analyses)
        .set({ result, enhancedAt: new Date() })
        .where(and(eq(analyses.id, id), eq(analyses.userId, userId)));
    },

    /**
     * The appraisal redone for the type the owner chose, only while that type is still among the stored
     * candidates: of two concurrent choices one wins and the other finds nothing to replace (false).
     */
    async saveChosen(userId: string, id: string, candidateId: string, v: Redone): Promise<boolean> {
      return replaceResult(
        userId,
        id,
        sql`${analyses.result}->'candidates' @> ${JSON.stringify([{ id: candidateId }])}::jsonb`,
        v,
      );
    },

    /**
     * The appraisal redone for what the owner named, only over the answer it was redone from: of two
     * concurrent namings one wins and the other finds nothing to replace (false), and reads what won.
     */
    async saveNamed(userId: string, id: string, previous: unknown, v: Redone): Promise<boolean> {
      return replaceResult(
        userId,
        id,
        and(eq(analyses.status, 'success'), sql`${analyses.result} = ${JSON.stringify(previous)}::jsonb`)!,
        v,
      );
    },

    /**
     * Successful analyses of this user since `since`, and the follow-ups that used one of the month's
     * analyses (usage port, subscription page): the figure the plan's limit is read against.
     */
    async countSucceeded(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(analyses)
        .where(
          and(eq(analyses.userId, userId), eq(analyses.status, 'success'), gte(analyses.createdAt, since)),
        );
      const [extra] = await db
        .select({ n: count() })
        .from(analysisFollowUps)
        .where(
          and(
            eq(analysisFollowUps.userId, userId),
            eq(analysisFollowUps.counted, true),
            eq(analysisFollowUps.status, 'success'),
            gte(analysisFollowUps.createdAt, since),
          ),
        );
      return Number(row?.n ?? 0) + Number(extra?.n ?? 0);
    },

    /** Admin figures: successful analyses of every user in [since, until). */
    async totalSucceeded(since?: Date, until?: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(analyses)
        .where(
          and(
            eq(analyses.status, 'success'),
            since ? gte(analyses.createdAt, since) : undefined,
            until ? lt(analyses.createdAt, until) : undefined,
          ),
        );
      return Number(row?.n ?? 0);
    },

    /** Admin user list: successful analyses over all time, per user. */
    async succeededPerUser(userIds: string[]): Promise<Record<string, number>> {
      if (!userIds.length) return {};
      const rows = await db
        .select({ userId: analyses.userId, n: count() })
        .from(analyses)
        .where(and(eq(analyses.status, 'success'), inArray(analyses.userId, userIds)))
        .groupBy(analyses.userId);
      return Object.fromEntries(rows.map((r) => [r.userId, Number(r.n)]));
    },

    /** Admin activity feed: the latest successful analyses of all users. */
    async recentSucceeded(limit: number) {
      return db
        .select({
          id: analyses.id,
          userId: analyses.userId,
          result: analyses.result,
          createdAt: analyses.createdAt,
        })
        .from(analyses)
        .where(eq(analyses.status, 'success'))
        .orderBy(desc(analyses.createdAt))
        .limit(limit);
    },

    /** Reservations left by a process that stopped mid-analysis become failures (history stays truthful). */
    async failAbandoned(now = new Date()) {
      const before = new Date(now.getTime() - PENDING_TTL_MS);
      await db
        .update(analyses)
        .set({ status: 'failed', error: 'interrupted' })
        .where(and(eq(analyses.status, 'pending'), lt(analyses.createdAt, before)));
      await db
        .update(analysisFollowUps)
        .set({ status: 'failed' })
        .where(and(eq(analysisFollowUps.status, 'pending'), lt(analysisFollowUps.createdAt, before)));
    },
  };
}

export type AnalysisRepository = ReturnType<typeof createAnalysisRepository>;
