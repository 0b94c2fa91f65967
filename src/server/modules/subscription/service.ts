import { DEFAULT_PLAN_ID, getPlan, type PlanId } from '../../../contracts/plans';
import type { BillingMode, CheckoutStatus } from '../../../contracts/billing';
import type { BillingCycle, CurrentSubscription, PlanChangeResult } from '../../../contracts/subscription';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../errors';
import type { UsagePort } from '../analysis/usage';
import { subscriptionRepository as repo } from './repository';
import { round2 } from './rules';
import type { StripeBilling } from './stripe-billing';

const planSetByAdmin = () =>
  new AppError('PLAN_SET_BY_ADMIN', "Plans are set by this instance's administrators (decision 035)");

/**
 * Plans and subscriptions (docs/product.md#plans, decision 035). Self-hosted: the administrators set each
 * account's plan and a user's change is refused. Hosted: the change is asked of Stripe (`stripe`), and the
 * plan changes when its verified webhook says so.
 */
export function createSubscriptionService(deps: {
  db: Db;
  mode: BillingMode;
  stripe: StripeBilling | null;
  usage: UsagePort;
  /** the plan a new account gets on a self-hosted instance (an instance setting) */
  defaultPlan: () => Promise<PlanId>;
}) {
  const { db, usage } = deps;

  function hosted(): StripeBilling {
    if (deps.mode !== 'stripe' || !deps.stripe) throw planSetByAdmin();
    return deps.stripe;
  }

  async function current(userId: string): Promise<CurrentSubscription> {
    const [s, planId] = await Promise.all([repo.find(db, userId), repo.userPlan(db, userId)]);
    const plan = getPlan(planId);
    const [spent, analysesThisMonth, invoices] = await Promise.all([
      repo.totalsSpent(db, [userId]),
      usage.analysesThisMonth(userId),
      repo.invoices(db, userId),
    ]);
    // The period shown is the running subscription's, when it is the plan the account has.
    const running = s && s.status !== 'cancelled' && s.planId === planId ? s : null;
    return {
      planId,
      tier: plan.tier,
      status: running?.status ?? (s ? s.status : null),
      billingCycle: running?.billingCycle ?? null,
      currentPeriodStart: running?.currentPeriodStart.toISOString() ?? null,
      currentPeriodEnd: running?.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: running?.cancelAtPeriodEnd ?? false,
      trialEndsAt: running?.status === 'trial' ? (running.trialEndsAt?.toISOString() ?? null) : null,
      totalSpent: round2(spent[userId] ?? 0),
      analysesThisMonth,
      analysesLimit: plan.analysesPerMonth,
      invoices: invoices.map((i) => ({
        id: i.id,
        amountEur: round2(i.amountEur),
        createdAt: i.createdAt.toISOString(),
        url: i.url,
      })),
    };
  }

  return {
    mode: deps.mode,
    current,

    /** A user's plan change: refused when self-hosted; hosted, a Checkout page or a change asked of Stripe. */
    async changePlan(userId: string, target: PlanId, cycle: BillingCycle): Promise<PlanChangeResult> {
      const answer = await hosted().change(userId, target, cycle);
      return {
        change: answer.change,
        amountEur: 0,
        checkoutUrl: answer.change === 'checkout' ? answer.url : null,
        subscription: await current(userId),
      };
    },

    /** Cancellation at the period's end, asked of Stripe; the webhook confirms it. */
    async cancel(userId: string): Promise<{ subscription: CurrentSubscription }> {
      await hosted().cancel(userId);
      return { subscription: await current(userId) };
    },

    /** The account's own Checkout Session, as the webhooks left it; 404 for anyone else's. */
    async checkoutStatus(userId: string, id: string): Promise<CheckoutStatus> {
      const row = await repo.findCheckout(db, userId, id);
      if (!row) throw notFound('No such checkout');
      const status = row.status === 'complete' || row.status === 'expired' ? row.status : 'open';
      return { status, planId: getPlan(row.planId).id };
    },

    async portal(userId: string) {
      return hosted().portal(userId);
    },

    async webhook(rawBody: Buffer, signature: string | undefined) {
      // A self-hosted instance has no webhook: nothing there to deliver to.
      if (deps.mode !== 'stripe' || !deps.stripe) throw notFound();
      return deps.stripe.webhook(rawBody, signature);
    },

    /** An administrator gives an account a plan (self-hosted only: hosted plans are what Stripe bills). */
    async setPlanByAdmin(userId: string, planId: PlanId) {
      if (deps.mode !== 'self-hosted') {
        throw conflict('Plans are bought through Stripe on this instance; change them in its dashboard');
      }
      await db.transaction(async (tx) => {
        if (!(await repo.lockUser(tx, userId))) throw notFound('No such user');
        const s = await repo.find(tx, userId);
        // A subscription left from before decision 035 no longer says anything: the plan is the admin's.
        if (s && s.status !== 'cancelled') {
          await repo.save(tx, userId, { ...s, status: 'cancelled', endedAt: new Date() });
        }
        await repo.setUserPlan(tx, userId, planId);
      });
    },

    /** A new account's plan: the instance's default when self-hosted, free when plans are bought. */
    async onUserCreated(userId: string) {
      if (deps.mode !== 'self-hosted') return;
      const planId = await deps.defaultPlan();
      if (planId !== DEFAULT_PLAN_ID) await repo.setUserPlan(db, userId, planId);
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
      const [statuses, spent] = await Promise.all([
        repo.statuses(db, [userId]),
        repo.totalsSpent(db, [userId]),
      ]);
      return { subscriptionStatus: statuses[userId] ?? null, totalSpent: round2(spent[userId] ?? 0) };
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
