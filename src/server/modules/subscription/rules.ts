import { comparePlans, DEFAULT_PLAN_ID, type PlanId } from '../../../contracts/plans';
import type { BillingCycle } from '../../../contracts/subscription';

/**
 * The subscription rules as pure functions, testable without a database or a provider. Since decision 035
 * nothing here charges or renews: on a self-hosted instance the administrators set plans, on a hosted one
 * Stripe bills and its verified webhooks say what the account has.
 */
export interface SubState {
  planId: PlanId;
  status: 'active' | 'trial' | 'cancelled';
  billingCycle: BillingCycle;
  currentPeriodStart: Date;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  trialEndsAt: Date | null;
  startedAt: Date;
  cancelledAt: Date | null;
  endedAt: Date | null;
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** The plan other modules must apply: an ended subscription is the free plan. */
export function effectivePlan(s: SubState | null): PlanId {
  return s && s.status !== 'cancelled' ? s.planId : DEFAULT_PLAN_ID;
}

/** What Stripe says a subscription is (the fields of its Subscription object this app reads). */
export interface ProviderSubscription {
  status: string;
  planId: PlanId;
  billingCycle: 'monthly' | 'yearly';
  /** Unix seconds, as Stripe sends them */
  currentPeriodStart: number;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  trialEnd: number | null;
  startDate: number;
  canceledAt: number | null;
  endedAt: number | null;
}

const at = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000));

/**
 * Stripe's status in ours (decision 035): `trialing` is a trial; `active` and `past_due` (a renewal being
 * retried) keep the plan; `unpaid`, `canceled`, `incomplete_expired` and `paused` end it, back to the free
 * plan's limits with every object kept. `incomplete` (the first payment not made yet) grants nothing: null.
 */
export function statusFromProvider(status: string): SubState['status'] | null {
  if (status === 'trialing') return 'trial';
  if (status === 'active' || status === 'past_due') return 'active';
  if (['unpaid', 'canceled', 'incomplete_expired', 'paused'].includes(status)) return 'cancelled';
  return null;
}

/** The state a Stripe subscription gives the account; null when it grants nothing yet. */
export function stateFromProvider(p: ProviderSubscription): SubState | null {
  const status = statusFromProvider(p.status);
  if (!status) return null;
  const ended = status === 'cancelled';
  return {
    planId: p.planId,
    status,
    billingCycle: p.billingCycle,
    currentPeriodStart: new Date(p.currentPeriodStart * 1000),
    currentPeriodEnd: new Date(p.currentPeriodEnd * 1000),
    cancelAtPeriodEnd: !ended && p.cancelAtPeriodEnd,
    trialEndsAt: status === 'trial' ? at(p.trialEnd) : null,
    startedAt: new Date(p.startDate * 1000),
    // Churn counts the moment the owner asked to cancel (decision 003): Stripe's canceled_at.
    cancelledAt: p.cancelAtPeriodEnd || ended ? at(p.canceledAt) : null,
    endedAt: ended ? (at(p.endedAt) ?? at(p.canceledAt) ?? new Date()) : null,
  };
}

/** A one-off pack bought now: it does not end (docs/product.md#plans). */
export function oneTimeState(planId: PlanId, now: Date, startedAt = now): SubState {
  return {
    planId,
    status: 'active',
    billingCycle: 'one-time',
    currentPeriodStart: now,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    trialEndsAt: null,
    startedAt,
    cancelledAt: null,
    endedAt: null,
  };
}

export type HostedChange =
  /** pay on a Checkout page: a first purchase, a one-off pack, or a plan after a pack */
  | { kind: 'checkout'; trial: boolean }
  /** change the running subscription's price; an upgrade is invoiced at once, pro rata */
  | { kind: 'update'; upgrade: boolean }
  | { kind: 'resume' }
  | { kind: 'cancel' }
  | { kind: 'unchanged' }
  /** a lower plan than a one-off pack: refused */
  | { kind: 'refused' };

/**
 * What a hosted account's plan change asks of Stripe (docs/product.md#plans, decision 035). The catalogue's
 * order decides upgrade or downgrade. A trial is offered once per account and plan, only from no paid
 * period. A one-off pack is bought on Checkout and keeps its plan for good: only a higher plan replaces it.
 * Asking again for what the account already has changes nothing.
 */
export function decideHostedChange(
  s: SubState | null,
  target: PlanId,
  cycle: BillingCycle,
  opts: { trialDays: number; trialUsed: boolean; hasSubscription: boolean },
): HostedChange {
  const running = s && s.status !== 'cancelled' ? s : null;
  if (target === DEFAULT_PLAN_ID) {
    if (!running || running.cancelAtPeriodEnd) return { kind: 'unchanged' };
    return { kind: 'cancel' };
  }
  if (running && running.billingCycle === 'one-time') {
    if (running.planId === target) return { kind: 'unchanged' };
    if (comparePlans(target, running.planId) < 0) return { kind: 'refused' };
    return { kind: 'checkout', trial: false };
  }
  if (running && running.planId === target && running.billingCycle === cycle) {
    return running.cancelAtPeriodEnd ? { kind: 'resume' } : { kind: 'unchanged' };
  }
  if (running && opts.hasSubscription && cycle !== 'one-time') {
    return { kind: 'update', upgrade: comparePlans(target, running.planId) >= 0 };
  }
  return {
    kind: 'checkout',
    trial: cycle !== 'one-time' && !running && opts.trialDays > 0 && !opts.trialUsed,
  };
}
