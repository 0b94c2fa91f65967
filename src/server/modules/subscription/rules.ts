import { comparePlans, DEFAULT_PLAN_ID, getPlan, type PlanId } from '../../../contracts/plans';
import { priceFor, type BillingCycle, type PlanChangeResult } from '../../../contracts/subscription';
import { badRequest, conflict } from '../../errors';

/**
 * The subscription rules as pure functions of a state and a clock, so every date case is testable
 * without a database. The service persists what they return.
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

const DAY_MS = 24 * 60 * 60 * 1000;
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** One month or one year later, UTC; a day the target month lacks becomes its last day (31 Jan → 28 Feb). */
export function addCycle(from: Date, cycle: 'monthly' | 'yearly'): Date {
  const months = cycle === 'monthly' ? 1 : 12;
  const y = from.getUTCFullYear();
  const m = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = new Date(from);
  d.setUTCFullYear(y, m, Math.min(from.getUTCDate(), lastDay));
  return d;
}

/** The plan other modules must apply: an ended subscription is the free plan. */
export function effectivePlan(s: SubState | null): PlanId {
  return s && s.status !== 'cancelled' ? s.planId : DEFAULT_PLAN_ID;
}

export type Transition =
  { kind: 'none' } | { kind: 'end'; at: Date } | { kind: 'renew'; periodStart: Date; periodEnd: Date };

/** What is due at `now`: nothing, the fall back to free, or the next renewal. Apply, then ask again. */
export function nextTransition(s: SubState, now: Date): Transition {
  if (s.status === 'cancelled') return { kind: 'none' };
  if (s.status === 'trial') {
    return s.trialEndsAt && s.trialEndsAt <= now ? { kind: 'end', at: s.trialEndsAt } : { kind: 'none' };
  }
  if (!s.currentPeriodEnd || s.currentPeriodEnd > now) return { kind: 'none' };
  if (s.cancelAtPeriodEnd || s.billingCycle === 'one-time') return { kind: 'end', at: s.currentPeriodEnd };
  return {
    kind: 'renew',
    periodStart: s.currentPeriodEnd,
    periodEnd: addCycle(s.currentPeriodEnd, s.billingCycle),
  };
}

export function ended(s: SubState, at: Date): SubState {
  return { ...s, status: 'cancelled', cancelAtPeriodEnd: false, endedAt: at };
}

export function renewed(s: SubState, t: { periodStart: Date; periodEnd: Date }): SubState {
  return { ...s, currentPeriodStart: t.periodStart, currentPeriodEnd: t.periodEnd };
}

/**
 * The unused part of what the running period is worth: a one-time purchase counts in full. Worth is the
 * running plan's price, or what was really paid for the period when that is more (a period bought at a
 * higher plan and then downgraded keeps the value it was paid for: no double charge on the way back up).
 */
export function creditFor(s: SubState, now: Date, paidThisPeriod = 0): number {
  if (s.status !== 'active') return 0;
  const price = Math.max(priceFor(getPlan(s.planId), s.billingCycle) ?? 0, paidThisPeriod);
  if (s.billingCycle === 'one-time' || !s.currentPeriodEnd) return price;
  const total = s.currentPeriodEnd.getTime() - s.currentPeriodStart.getTime();
  const left = Math.max(0, s.currentPeriodEnd.getTime() - now.getTime());
  return total > 0 ? (price * left) / total : 0;
}

function paid(planId: PlanId, cycle: BillingCycle, now: Date, startedAt: Date): SubState {
  return {
    planId,
    status: 'active',
    billingCycle: cycle,
    currentPeriodStart: now,
    currentPeriodEnd: cycle === 'one-time' ? null : addCycle(now, cycle),
    cancelAtPeriodEnd: false,
    trialEndsAt: null,
    startedAt,
    cancelledAt: null,
    endedAt: null,
  };
}

function trial(planId: PlanId, cycle: BillingCycle, now: Date, days: number, startedAt: Date): SubState {
  const end = new Date(now.getTime() + days * DAY_MS);
  return { ...paid(planId, cycle, now, startedAt), status: 'trial', currentPeriodEnd: end, trialEndsAt: end };
}

export type Decision =
  | {
      change: Exclude<PlanChangeResult['change'], 'unchanged'>;
      /** euros to collect now */
      amountDue: number;
      next: SubState;
    }
  /** the account already has (or already trials) what was asked: nothing to save, nothing to charge */
  | { change: 'unchanged'; amountDue: 0; next: null };

const unchanged: Decision = { change: 'unchanged', amountDue: 0, next: null };

/**
 * A plan change, applied at once (docs/product.md#plans, decision 003). The catalogue's order of plan ids
 * decides upgrade or downgrade.
 * - From nothing paid (free, ended, trial): explorer and collection start a 15-day trial the first time;
 *   otherwise the cycle price is due and a new period starts. Choosing the plan on trial converts it.
 * - An upgrade pays the difference: the price less the unused part of the running period; a new period starts.
 * - A downgrade keeps the paid period and renews at the lower plan's price; to free, it is a cancellation.
 * - Asking again for what the account already has (the plan and cycle it pays or trials, free when it is
 *   free or already leaving) changes nothing and charges nothing: a repeated confirmation (a double click,
 *   a retry) must not convert a trial or pay twice (decision 022).
 * `s` must already be settled at `now`.
 */
export function decidePlanChange(
  s: SubState | null,
  target: PlanId,
  cycle: BillingCycle,
  now: Date,
  trialUsed: boolean,
  /** euros paid since the running period started (payments less refunds) */
  paidThisPeriod = 0,
): Decision {
  const running = s && s.status !== 'cancelled' ? s : null;
  if (target === DEFAULT_PLAN_ID) {
    if (!running || running.cancelAtPeriodEnd) return unchanged;
    return { change: 'cancel-scheduled', amountDue: 0, next: decideCancel(running, now) };
  }
  const plan = getPlan(target);
  const price = priceFor(plan, cycle);
  if (price === null)
    throw badRequest(`This plan is not sold ${cycle === 'one-time' ? 'as a one-time purchase' : cycle}`);
  const currentPlan = effectivePlan(running);
  const direction = comparePlans(target, currentPlan) >= 0 ? 'upgrade' : 'downgrade';

  if (!running || running.status === 'trial') {
    const startedAt = running?.startedAt ?? now;
    if (running && running.planId === target) {
      if (running.billingCycle === cycle) return unchanged;
      return { change: 'converted', amountDue: price, next: paid(target, cycle, now, startedAt) };
    }
    if (plan.trialDays > 0 && !trialUsed) {
      return { change: 'trial', amountDue: 0, next: trial(target, cycle, now, plan.trialDays, startedAt) };
    }
    return { change: direction, amountDue: price, next: paid(target, cycle, now, startedAt) };
  }

  if (running.planId === target && running.billingCycle === cycle) {
    if (running.cancelAtPeriodEnd) {
      return {
        change: 'resumed',
        amountDue: 0,
        next: { ...running, cancelAtPeriodEnd: false, cancelledAt: null },
      };
    }
    return unchanged;
  }
  const currentPrice = priceFor(getPlan(running.planId), running.billingCycle) ?? 0;
  const isUpgrade = direction === 'upgrade' && (running.planId !== target || price > currentPrice);
  if (isUpgrade) {
    const amountDue = round2(Math.max(0, price - creditFor(running, now, paidThisPeriod)));
    return { change: 'upgrade', amountDue, next: paid(target, cycle, now, running.startedAt) };
  }
  if (running.billingCycle === 'one-time') {
    throw conflict('A one-time purchase keeps its plan for good; only a higher plan can replace it');
  }
  if (cycle === 'one-time') {
    // Nothing to renew later: a one-time purchase is paid now.
    return { change: 'downgrade', amountDue: price, next: paid(target, cycle, now, running.startedAt) };
  }
  return {
    change: 'downgrade',
    amountDue: 0,
    next: { ...running, planId: target, billingCycle: cycle, cancelAtPeriodEnd: false, cancelledAt: null },
  };
}

/** Cancelling keeps the plan until the paid period (or the trial) ends; `s` must be settled at `now`. */
export function decideCancel(s: SubState | null, now: Date): SubState {
  if (!s || s.status === 'cancelled') throw conflict('There is no subscription to cancel');
  if (s.cancelAtPeriodEnd) throw conflict('The cancellation is already scheduled');
  if (s.status === 'active' && s.billingCycle === 'one-time') {
    throw conflict('A one-time purchase does not renew: there is nothing to cancel');
  }
  return { ...s, cancelAtPeriodEnd: true, cancelledAt: now };
}
