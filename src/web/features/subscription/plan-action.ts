import {
  comparePlans,
  DEFAULT_PLAN_ID,
  type Plan,
  type PlanId,
  type PlanTab,
} from '../../../contracts/plans';
import { plans } from '../../../contracts/plans';
import { priceFor, type BillingCycle, type CurrentSubscription } from '../../../contracts/subscription';

export const planTabs: PlanTab[] = ['patrimoine', 'pro', 'expert'];

export function isPlanTab(value: string | null): value is PlanTab {
  return value !== null && (planTabs as string[]).includes(value);
}

export function plansOfTab(tab: PlanTab): Plan[] {
  return plans.filter((p) => p.tab === tab);
}

/** The cycles a tab offers: one-time only where one of its plans is sold that way. */
export function cyclesOfTab(tab: PlanTab): BillingCycle[] {
  const hasOneTime = plansOfTab(tab).some((p) => p.oneTimePrice !== null);
  return hasOneTime ? ['monthly', 'yearly', 'one-time'] : ['monthly', 'yearly'];
}

export type PlanAction =
  /** signed out: the free card and every other card lead to registration */
  | { kind: 'register' }
  | { kind: 'current' }
  /** the current plan, cancellation scheduled: choosing it again keeps it */
  | { kind: 'resume' }
  | { kind: 'upgrade' }
  | { kind: 'downgrade' }
  /** shown but not possible: why, as an i18n key suffix */
  | { kind: 'blocked'; reason: 'oneTimeKept' | 'cancelScheduled' | 'notSold' };

/**
 * What a card's button does for this visitor (docs/product.md#plans; decision 003):
 * the current plan is marked and disabled, later plans upgrade, earlier ones downgrade.
 */
export function planAction(
  plan: Plan,
  cycle: BillingCycle,
  sub: CurrentSubscription | null | undefined,
): PlanAction {
  if (!sub) return { kind: 'register' };
  const running = sub.status === 'active' || sub.status === 'trial';
  if (plan.id === sub.planId) {
    if (running && sub.cancelAtPeriodEnd && plan.id !== DEFAULT_PLAN_ID) return { kind: 'resume' };
    return { kind: 'current' };
  }
  if (plan.id === DEFAULT_PLAN_ID) {
    if (sub.cancelAtPeriodEnd) return { kind: 'blocked', reason: 'cancelScheduled' };
    if (sub.billingCycle === 'one-time') return { kind: 'blocked', reason: 'oneTimeKept' };
    return { kind: 'downgrade' };
  }
  if (priceFor(plan, cycle) === null) return { kind: 'blocked', reason: 'notSold' };
  if (comparePlans(plan.id, sub.planId) > 0) return { kind: 'upgrade' };
  // A one-time purchase keeps its plan for good; only a higher plan replaces it (decision 003).
  if (sub.billingCycle === 'one-time') return { kind: 'blocked', reason: 'oneTimeKept' };
  return { kind: 'downgrade' };
}

/** The usage-limit page lists only plans above the current one. */
export function higherPlans(current: PlanId): Plan[] {
  return plans.filter((p) => comparePlans(p.id, current) > 0);
}

/**
 * A trial is offered on a plan that has one, from no paid period (free, ended, or another plan's trial);
 * never on the plan whose trial is running. The server also refuses a second trial of the same plan,
 * which the screen cannot know: it says "if".
 */
export function mayStartTrial(plan: Plan, sub: CurrentSubscription | null | undefined): boolean {
  if (plan.trialDays <= 0) return false;
  if (sub?.status === 'trial' && sub.planId === plan.id) return false;
  return !sub || sub.status !== 'active';
}
