import { getPlan, type PlanId } from '../../../contracts/plans';
import {
  priceFor,
  type BillingCycle,
  type CurrentSubscription,
  type PlanChangeResult,
} from '../../../contracts/subscription';
import type { Db } from '../../db/client';
import { transactionOnce } from '../../db/retry';
import { unauthenticated } from '../../errors';
import type { UsagePort } from '../analysis/usage';
import type { BillingProvider, BillingUser } from './billing';
import { subscriptionRepository as repo } from './repository';
import {
  decideCancel,
  decidePlanChange,
  effectivePlan,
  ended,
  nextTransition,
  renewed,
  round2,
  type SubState,
} from './rules';

/** Enough for decades of monthly renewals of an account nobody opened; a guard against a bad row looping. */
const MAX_TRANSITIONS = 1000;

export function createSubscriptionService(deps: {
  db: Db;
  billing: BillingProvider;
  usage: UsagePort;
  clock?: () => Date;
}) {
  const { db, billing, usage } = deps;
  const now = deps.clock ?? (() => new Date());

  /**
   * Applies every transition due at `at` (renewals, fall back to free) inside the caller's transaction,
   * after the user row is locked. Returns the settled state.
   */
  async function settleLocked(tx: Db, who: BillingUser, at: Date): Promise<SubState | null> {
    let s = await repo.find(tx, who.id);
    if (!s) return null;
    const before = s;
    for (let i = 0; i < MAX_TRANSITIONS; i++) {
      const t = nextTransition(s, at);
      if (t.kind === 'none') break;
      if (t.kind === 'end') {
        s = ended(s, t.at);
        continue;
      }
      const due = priceFor(getPlan(s.planId), s.billingCycle) ?? 0;
      const charge = await billing.renew(who, s.planId, s.billingCycle, due, t.periodStart);
      if (!charge) {
        s = ended(s, t.periodStart);
        continue;
      }
      // Dated at the period start so revenue lands in the month it belongs to, however late we settle.
      await repo.addLedger(tx, {
        userId: who.id,
        planId: s.planId,
        billingCycle: s.billingCycle,
        amountEur: round2(charge.amountEur),
        kind: 'payment',
        createdAt: t.periodStart,
      });
      s = renewed(s, t);
    }
    if (s !== before) {
      await repo.save(tx, who.id, s);
      await repo.setUserPlan(tx, who.id, effectivePlan(s));
    }
    return s;
  }

  /**
   * Lazy period end: a cheap check first, the locked settlement only when something is due. Answers the
   * effective plan when it settled something, null when nothing was due.
   */
  async function settle(userId: string): Promise<PlanId | null> {
    const at = now();
    if (!(await repo.isDue(db, userId, at))) return null;
    // Once: a renewal is collected from the billing provider inside it, and must not be collected twice.
    return transactionOnce(db, async (tx) => {
      const who = await repo.lockUser(tx, userId);
      return who ? effectivePlan(await settleLocked(tx, who, at)) : null;
    });
  }

  async function current(userId: string): Promise<CurrentSubscription> {
    await settle(userId);
    const s = await repo.find(db, userId);
    const planId = effectivePlan(s);
    const plan = getPlan(planId);
    const [spent, analysesThisMonth] = await Promise.all([
      repo.totalsSpent(db, [userId]),
      usage.analysesThisMonth(userId),
    ]);
    const running = s && s.status !== 'cancelled' ? s : null;
    return {
      planId,
      tier: plan.tier,
      status: s?.status ?? null,
      billingCycle: running?.billingCycle ?? null,
      currentPeriodStart: running?.currentPeriodStart.toISOString() ?? null,
      currentPeriodEnd: running?.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: running?.cancelAtPeriodEnd ?? false,
      trialEndsAt: running?.status === 'trial' ? (running.trialEndsAt?.toISOString() ?? null) : null,
      totalSpent: round2(spent[userId] ?? 0),
      analysesThisMonth,
      analysesLimit: plan.analysesPerMonth,
    };
  }

  /** Runs `fn` on the settled state of a locked user, in one transaction: nothing is half-saved. */
  async function withSettled<T>(
    userId: string,
    fn: (tx: Db, who: BillingUser, s: SubState | null, at: Date) => Promise<T>,
  ) {
    // Once, as `settle`: `fn` and the settlement call the billing provider, which a retry would call again.
    return transactionOnce(db, async (tx) => {
      const who = await repo.lockUser(tx, userId);
      if (!who) throw unauthenticated();
      const at = now();
      return fn(tx, who, await settleLocked(tx, who, at), at);
    });
  }

  return {
    settle,
    current,

    async changePlan(userId: string, target: PlanId, cycle: BillingCycle): Promise<PlanChangeResult> {
      const { change, amountEur } = await withSettled(userId, async (tx, who, s, at) => {
        const trialUsed = await repo.trialUsed(tx, who.id, target);
        const paid = s?.status === 'active' ? await repo.paidSince(tx, who.id, s.currentPeriodStart) : 0;
        const decision = decidePlanChange(s, target, cycle, at, trialUsed, paid);
        // Already so: answered with the current state, nothing written, nothing charged.
        if (decision.change === 'unchanged') return { change: decision.change, amountEur: 0 };
        const next = decision.next;
        let charged = 0;
        if (decision.change === 'trial') {
          await repo.addLedger(tx, {
            userId: who.id,
            planId: target,
            billingCycle: cycle,
            amountEur: 0,
            kind: 'trial',
          });
        } else if (
          decision.change === 'upgrade' ||
          decision.change === 'converted' ||
          decision.amountDue > 0
        ) {
          // The provider collects inside the transaction: a refusal (thrown) leaves nothing changed.
          charged = round2(
            (await billing.changePlan(who, next.planId, next.billingCycle, decision.amountDue)).amountEur,
          );
          await repo.addLedger(tx, {
            userId: who.id,
            planId: next.planId,
            billingCycle: next.billingCycle,
            amountEur: charged,
            kind: 'payment',
          });
        }
        await repo.save(tx, who.id, next);
        await repo.setUserPlan(tx, who.id, effectivePlan(next));
        return { change: decision.change, amountEur: charged };
      });
      return { change, amountEur, subscription: await current(userId) };
    },

    async cancel(userId: string): Promise<{ subscription: CurrentSubscription }> {
      await withSettled(userId, async (tx, who, s, at) => {
        await repo.save(tx, who.id, decideCancel(s, at));
      });
      return { subscription: await current(userId) };
    },

    /** Settles every due subscription; for a timer, and before admin counts. */
    async settleAllDue(batch = 500): Promise<number> {
      const ids = await repo.dueUserIds(db, now(), batch);
      for (const id of ids) await settle(id);
      return ids.length;
    },

    /** Status and euros spent of many users at once (admin lists); users never subscribed are absent. */
    async summaries(userIds: string[]) {
      const [statuses, spent] = await Promise.all([
        repo.statuses(db, userIds),
        repo.totalsSpent(db, userIds),
      ]);
      return { statuses, spent };
    },

    /** The current-user answer's subscription fields (UserExtras). */
    async userExtras(userId: string) {
      await settle(userId);
      const [statuses, spent] = await Promise.all([
        repo.statuses(db, [userId]),
        repo.totalsSpent(db, [userId]),
      ]);
      return { subscriptionStatus: statuses[userId] ?? null, totalSpent: round2(spent[userId] ?? 0) };
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
