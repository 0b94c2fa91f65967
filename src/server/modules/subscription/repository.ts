import { and, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { getPlan } from '../../../contracts/plans';
import { billingCycleSchema } from '../../../contracts/subscription';
import type { Db } from '../../db/client';
import { ledger, subscriptions, user } from '../../db/schema';
import type { SubState } from './rules';

type SubscriptionRow = typeof subscriptions.$inferSelect;
export type LedgerKind = 'payment' | 'refund' | 'trial';

function toState(row: SubscriptionRow): SubState {
  return {
    planId: getPlan(row.planId).id,
    status: row.status === 'trial' || row.status === 'cancelled' ? row.status : 'active',
    billingCycle: billingCycleSchema.catch('monthly').parse(row.billingCycle),
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    trialEndsAt: row.trialEndsAt,
    startedAt: row.startedAt,
    cancelledAt: row.cancelledAt,
    endedAt: row.endedAt,
  };
}

/** A row is due when a trial or a paid period has run out and nobody has settled it yet. */
const dueAt = (now: Date) =>
  or(
    and(eq(subscriptions.status, 'trial'), lte(subscriptions.trialEndsAt, now)),
    and(eq(subscriptions.status, 'active'), lte(subscriptions.currentPeriodEnd, now)),
  );

/** The only place subscriptions and the ledger are read or written. `db` may be a transaction. */
export const subscriptionRepository = {
  /** Serialises every plan operation of one user (row lock on the user). */
  async lockUser(db: Db, userId: string): Promise<{ id: string; email: string } | undefined> {
    const [row] = await db
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(eq(user.id, userId))
      .for('update');
    return row;
  },

  async find(db: Db, userId: string): Promise<SubState | null> {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
    return row ? toState(row) : null;
  },

  async save(db: Db, userId: string, s: SubState) {
    const values = { ...s, updatedAt: new Date() };
    await db
      .insert(subscriptions)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: subscriptions.userId, set: values });
  },

  /** users.plan_id is what every other module reads for limits and entitlements. */
  async setUserPlan(db: Db, userId: string, planId: string) {
    await db.update(user).set({ planId, updatedAt: new Date() }).where(eq(user.id, userId));
  },

  async addLedger(
    db: Db,
    entry: {
      userId: string;
      planId: string;
      billingCycle: string | null;
      amountEur: number;
      kind: LedgerKind;
      createdAt?: Date;
    },
  ) {
    await db.insert(ledger).values({ ...entry, createdAt: entry.createdAt ?? new Date() });
  },

  /** Euros paid since `since` (payments less refunds): what the running period was bought for. */
  async paidSince(db: Db, userId: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${ledger.amountEur}), 0)` })
      .from(ledger)
      .where(
        and(
          eq(ledger.userId, userId),
          gte(ledger.createdAt, since),
          inArray(ledger.kind, ['payment', 'refund']),
        ),
      );
    return Number(row?.total ?? 0);
  },

  async trialUsed(db: Db, userId: string, planId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: ledger.id })
      .from(ledger)
      .where(and(eq(ledger.userId, userId), eq(ledger.planId, planId), eq(ledger.kind, 'trial')))
      .limit(1);
    return Boolean(row);
  },

  /** Euros paid, refunds deducted, per user. */
  async totalsSpent(db: Db, userIds: string[]): Promise<Record<string, number>> {
    if (userIds.length === 0) return {};
    const rows = await db
      .select({ userId: ledger.userId, total: sql<string>`coalesce(sum(${ledger.amountEur}), 0)` })
      .from(ledger)
      .where(and(inArray(ledger.userId, userIds), inArray(ledger.kind, ['payment', 'refund'])))
      .groupBy(ledger.userId);
    return Object.fromEntries(rows.map((r) => [r.userId as string, Number(r.total)]));
  },

  async statuses(db: Db, userIds: string[]): Promise<Record<string, SubState['status']>> {
    if (userIds.length === 0) return {};
    const rows = await db
      .select({ userId: subscriptions.userId, status: subscriptions.status })
      .from(subscriptions)
      .where(inArray(subscriptions.userId, userIds));
    return Object.fromEntries(rows.map((r) => [r.userId, r.status as SubState['status']]));
  },

  async isDue(db: Db, userId: string, now: Date): Promise<boolean> {
    const [row] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), dueAt(now)))
      .limit(1);
    return Boolean(row);
  },

  async dueUserIds(db: Db, now: Date, limit: number): Promise<string[]> {
    const rows = await db
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(dueAt(now))
      .limit(limit);
    return rows.map((r) => r.userId);
  },
};
