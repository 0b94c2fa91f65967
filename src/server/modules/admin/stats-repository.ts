import { and, count, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collectionMembers, ledger, session, subscriptions, user } from '../../db/schema';

const money = ['payment', 'refund'];

function range(
  column: typeof user.createdAt | typeof ledger.createdAt,
  since?: Date,
  until?: Date,
): SQL | undefined {
  return and(since ? gte(column, since) : undefined, until ? lt(column, until) : undefined);
}

/**
 * Figures for the admin dashboard, straight from the rows (docs/product.md#administration: nothing static).
 */
export function createAdminStatsRepository(db: Db) {
  return {
    /**
     * Collections (one per account, decision 037), those shared with someone beside their founder, and
     * the people working on another's collection.
     */
    async collectionCounts(): Promise<{ total: number; shared: number; members: number }> {
      const [row] = await db
        .select({
          total: sql<number>`count(distinct ${collectionMembers.collectionId})::int`,
          shared: sql<number>`count(distinct ${collectionMembers.collectionId}) filter (where ${collectionMembers.userId} <> ${collectionMembers.collectionId})::int`,
          members: sql<number>`count(*) filter (where ${collectionMembers.userId} <> ${collectionMembers.collectionId})::int`,
        })
        .from(collectionMembers);
      return row;
    },

    async countUsers(since?: Date, until?: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(user)
        .where(range(user.createdAt, since, until));
      return row.n;
    },

    /** Seen since `since`: a login (last_active_at) or a session in use (better-auth refreshes updated_at daily). */
    async countActiveUsers(since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(user)
        .where(
          or(
            gte(user.lastActiveAt, since),
            sql`exists (select 1 from ${session} where ${session.userId} = ${user.id} and ${session.updatedAt} >= ${since})`,
          ),
        );
      return row.n;
    },

    /** Euros in [since, until), refunds deducted. */
    async revenue(since?: Date, until?: Date): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${ledger.amountEur}), 0)` })
        .from(ledger)
        .where(and(inArray(ledger.kind, money), range(ledger.createdAt, since, until)));
      return Number(row.total);
    },

    async subscriptionCounts(): Promise<Record<string, number>> {
      const rows = await db
        .select({ status: subscriptions.status, n: count() })
        .from(subscriptions)
        .groupBy(subscriptions.status);
      return Object.fromEntries(rows.map((r) => [r.status, r.n]));
    },

    /**
     * Churn over [since, now): paid subscriptions whose owner asked to cancel in the window, over paid
     * subscriptions running, and not already given up, at its start. Trials are not subscriptions yet:
     * a lapsed trial is no churn.
     */
    async churn(since: Date, now: Date): Promise<{ cancelled: number; runningAtStart: number }> {
      const paid = isNull(subscriptions.trialEndsAt);
      const [cancelled] = await db
        .select({ n: count() })
        .from(subscriptions)
        .where(and(paid, gte(subscriptions.cancelledAt, since), lt(subscriptions.cancelledAt, now)));
      const [running] = await db
        .select({ n: count() })
        .from(subscriptions)
        .where(
          and(
            paid,
            lt(subscriptions.startedAt, since),
            or(isNull(subscriptions.endedAt), gte(subscriptions.endedAt, since)),
            or(isNull(subscriptions.cancelledAt), gte(subscriptions.cancelledAt, since)),
          ),
        );
      return { cancelled: cancelled.n, runningAtStart: running.n };
    },

    async recentRegistrations(limit: number) {
      return db
        .select({ id: user.id, email: user.email, createdAt: user.createdAt })
        .from(user)
        .orderBy(desc(user.createdAt))
        .limit(limit);
    },

    async recentPayments(limit: number) {
      return db
        .select({
          id: ledger.id,
          userId: ledger.userId,
          email: user.email,
          planId: ledger.planId,
          amountEur: ledger.amountEur,
          kind: ledger.kind,
          createdAt: ledger.createdAt,
        })
        .from(ledger)
        .leftJoin(user, eq(user.id, ledger.userId))
        .where(inArray(ledger.kind, money))
        .orderBy(desc(ledger.createdAt))
        .limit(limit);
    },

    async emailsOf(userIds: string[]): Promise<Record<string, string>> {
      if (userIds.length === 0) return {};
      const rows = await db
        .select({ id: user.id, email: user.email })
        .from(user)
        .where(inArray(user.id, userIds));
      return Object.fromEntries(rows.map((r) => [r.id, r.email]));
    },

    /** Euros per UTC calendar month and plan since `since`. */
    async revenueByMonth(since: Date) {
      const month = sql<string>`to_char(date_trunc('month', ${ledger.createdAt} at time zone 'UTC'), 'YYYY-MM')`;
      const rows = await db
        .select({ month, planId: ledger.planId, total: sql<string>`sum(${ledger.amountEur})` })
        .from(ledger)
        .where(and(inArray(ledger.kind, money), gte(ledger.createdAt, since)))
        .groupBy(month, ledger.planId);
      return rows.map((r) => ({ month: r.month, planId: r.planId, total: Number(r.total) }));
    },
  };
}

export type AdminStatsRepository = ReturnType<typeof createAdminStatsRepository>;
