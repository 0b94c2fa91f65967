import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { getPlan, type PlanId } from '../../../contracts/plans';
import { billingCycleSchema } from '../../../contracts/subscription';
import type { Db } from '../../db/client';
import {
  billingCheckouts,
  billingCustomers,
  billingEvents,
  ledger,
  subscriptions,
  user,
} from '../../db/schema';
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

/** Any fixed number: the class of the advisory locks that serialise one account's billing steps. */
const BILLING_LOCK_CLASS = 20_033;

/** The only place subscriptions and the ledger are read or written. `db` may be a transaction. */
export const subscriptionRepository = {
  /**
   * Serialises every plan operation of one account until the transaction ends. An advisory lock, not the
   * user's row: a Stripe call made inside may take seconds, and the row is the collection's too (its
   * version and totals triggers write it at every object change, decision 037) — members' edits must not
   * wait on a payment.
   */
  /** The account a billing step is for, without a lock (the embedded database's steps, stripe-billing.ts). */
  async findAccount(db: Db, userId: string): Promise<{ id: string; email: string } | undefined> {
    const [row] = await db.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, userId));
    return row;
  },

  async lockUser(db: Db, userId: string): Promise<{ id: string; email: string } | undefined> {
    await db.execute(
      sql`select pg_advisory_xact_lock(${sql.raw(String(BILLING_LOCK_CLASS))}, hashtext(${userId}::text))`,
    );
    const [row] = await db.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, userId));
    return row;
  },

  async find(db: Db, userId: string): Promise<SubState | null> {
    return (await subscriptionRepository.findRow(db, userId))?.state ?? null;
  },

  /** The state, the Stripe subscription behind it and when it last changed (hosted mode). */
  async findRow(db: Db, userId: string) {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
    return row
      ? { state: toState(row), stripeSubscriptionId: row.stripeSubscriptionId, updatedAt: row.updatedAt }
      : null;
  },

  async save(db: Db, userId: string, s: SubState, stripeSubscriptionId?: string | null) {
    const values = {
      ...s,
      ...(stripeSubscriptionId === undefined ? {} : { stripeSubscriptionId }),
      updatedAt: new Date(),
    };
    await db
      .insert(subscriptions)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: subscriptions.userId, set: values });
  },

  /**
   * Whose plan (issue 33): the account's today, users.plan_id, which every other module reads for limits
   * and entitlements. These two functions are the only ones that read or write it here, so moving the plan
   * to a shared collection is a change in one place.
   */
  async userPlan(db: Db, userId: string): Promise<PlanId> {
    const [row] = await db.select({ planId: user.planId }).from(user).where(eq(user.id, userId)).limit(1);
    return getPlan(row?.planId ?? '').id;
  },

  async setUserPlan(db: Db, userId: string, planId: string) {
    await db.update(user).set({ planId, updatedAt: new Date() }).where(eq(user.id, userId));
  },

  /** The ledger entry recorded under a provider's reference (an invoice id), if any. */
  async ledgerEntry(db: Db, reference: string) {
    const [row] = await db
      .select({ planId: ledger.planId, billingCycle: ledger.billingCycle })
      .from(ledger)
      .where(eq(ledger.reference, reference))
      .limit(1);
    return row;
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
      /** the provider's invoice id: a second row with it is not written */
      reference?: string;
      receiptUrl?: string | null;
    },
  ): Promise<boolean> {
    const rows = await db
      .insert(ledger)
      .values({ ...entry, createdAt: entry.createdAt ?? new Date() })
      .onConflictDoNothing({ target: ledger.reference })
      .returning({ id: ledger.id });
    return rows.length > 0;
  },

  /** The account's recorded payments, newest first, with the provider's invoice pages. */
  async invoices(db: Db, userId: string, limit = 24) {
    return db
      .select({
        id: ledger.id,
        amountEur: ledger.amountEur,
        createdAt: ledger.createdAt,
        url: ledger.receiptUrl,
      })
      .from(ledger)
      .where(and(eq(ledger.userId, userId), inArray(ledger.kind, ['payment', 'refund'])))
      .orderBy(desc(ledger.createdAt))
      .limit(limit);
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

  /* ---------- hosted mode (decision 035) ---------- */

  async customerOf(db: Db, userId: string): Promise<string | null> {
    const [row] = await db
      .select({ id: billingCustomers.customerId })
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, userId))
      .limit(1);
    return row?.id ?? null;
  },

  async userOfCustomer(db: Db, customerId: string): Promise<string | null> {
    const [row] = await db
      .select({ userId: billingCustomers.userId })
      .from(billingCustomers)
      .where(eq(billingCustomers.customerId, customerId))
      .limit(1);
    return row?.userId ?? null;
  },

  async saveCustomer(db: Db, userId: string, customerId: string) {
    await db.insert(billingCustomers).values({ userId, customerId }).onConflictDoNothing();
  },

  /** An open Checkout of this plan and cycle that still has `margin` before it expires. */
  async openCheckout(db: Db, userId: string, planId: string, billingCycle: string, after: Date) {
    const [row] = await db
      .select()
      .from(billingCheckouts)
      .where(
        and(
          eq(billingCheckouts.userId, userId),
          eq(billingCheckouts.planId, planId),
          eq(billingCheckouts.billingCycle, billingCycle),
          eq(billingCheckouts.status, 'open'),
          gt(billingCheckouts.expiresAt, after),
        ),
      )
      .orderBy(desc(billingCheckouts.createdAt))
      .limit(1);
    return row ?? null;
  },

  /** One of the account's Checkout Sessions; null when it is not theirs. */
  async findCheckout(db: Db, userId: string, id: string) {
    const [row] = await db
      .select({ status: billingCheckouts.status, planId: billingCheckouts.planId })
      .from(billingCheckouts)
      .where(and(eq(billingCheckouts.userId, userId), eq(billingCheckouts.id, id)))
      .limit(1);
    return row ?? null;
  },

  async countCheckouts(db: Db, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(billingCheckouts)
      .where(eq(billingCheckouts.userId, userId));
    return Number(row?.n ?? 0);
  },

  async addCheckout(db: Db, row: typeof billingCheckouts.$inferInsert) {
    await db.insert(billingCheckouts).values(row).onConflictDoNothing();
  },

  async closeCheckout(db: Db, id: string, status: 'complete' | 'expired') {
    await db.update(billingCheckouts).set({ status }).where(eq(billingCheckouts.id, id));
  },

  /** Marks a webhook event applied; false when it already was (a replay). */
  async markEvent(db: Db, id: string, type: string): Promise<boolean> {
    const rows = await db
      .insert(billingEvents)
      .values({ id, type })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    return rows.length > 0;
  },
};
