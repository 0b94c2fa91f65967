import { describe, expect, it } from 'vitest';
import {
  decideHostedChange,
  effectivePlan,
  oneTimeState,
  stateFromProvider,
  statusFromProvider,
  type ProviderSubscription,
  type SubState,
} from './rules';

const T = new Date('2026-03-10T12:00:00Z');
const s = (x: number) => Math.floor(x / 1000);
const DAY_S = 86_400;

const provider = (over: Partial<ProviderSubscription> = {}): ProviderSubscription => ({
  status: 'active',
  planId: 'pro-debutant',
  billingCycle: 'monthly',
  currentPeriodStart: s(T.getTime()),
  currentPeriodEnd: s(T.getTime()) + 30 * DAY_S,
  cancelAtPeriodEnd: false,
  trialEnd: null,
  startDate: s(T.getTime()),
  canceledAt: null,
  endedAt: null,
  ...over,
});

const running = (over: Partial<SubState> = {}): SubState => ({
  ...stateFromProvider(provider())!,
  ...over,
});
const opts = { trialDays: 0, trialUsed: false, hasSubscription: true };

describe('Stripe statuses (decision 035)', () => {
  it('keeps the plan while active or retrying, ends it once Stripe gives up, grants nothing unpaid', () => {
    expect(statusFromProvider('trialing')).toBe('trial');
    expect(statusFromProvider('active')).toBe('active');
    expect(statusFromProvider('past_due')).toBe('active');
    for (const gone of ['unpaid', 'canceled', 'incomplete_expired', 'paused']) {
      expect(statusFromProvider(gone)).toBe('cancelled');
    }
    expect(statusFromProvider('incomplete')).toBeNull();
    expect(stateFromProvider(provider({ status: 'incomplete' }))).toBeNull();
  });

  it('reads the period, the trial and the cancellation from the subscription', () => {
    const trial = stateFromProvider(provider({ status: 'trialing', trialEnd: s(T.getTime()) + 15 * DAY_S }))!;
    expect(trial).toMatchObject({ status: 'trial', currentPeriodStart: T });
    expect(trial.trialEndsAt!.getTime() - T.getTime()).toBe(15 * DAY_S * 1000);
    const leaving = stateFromProvider(provider({ cancelAtPeriodEnd: true, canceledAt: s(T.getTime()) }))!;
    expect(leaving).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      cancelledAt: T,
      endedAt: null,
    });
    const ended = stateFromProvider(provider({ status: 'unpaid', canceledAt: s(T.getTime()) }))!;
    expect(ended).toMatchObject({ status: 'cancelled', cancelAtPeriodEnd: false });
    expect(ended.endedAt).toEqual(T);
    expect(effectivePlan(ended)).toBe('patrimoine-gratuit');
    expect(effectivePlan(leaving)).toBe('pro-debutant');
  });
});

describe('hosted plan changes', () => {
  it('sends a first purchase to Checkout, with the trial the plan offers once', () => {
    const fresh = { trialDays: 15, trialUsed: false, hasSubscription: false };
    expect(decideHostedChange(null, 'patrimoine-explorer', 'monthly', fresh)).toEqual({
      kind: 'checkout',
      trial: true,
    });
    expect(decideHostedChange(null, 'patrimoine-explorer', 'monthly', { ...fresh, trialUsed: true })).toEqual(
      {
        kind: 'checkout',
        trial: false,
      },
    );
    expect(decideHostedChange(null, 'patrimoine-explorer', 'one-time', fresh)).toEqual({
      kind: 'checkout',
      trial: false,
    });
    expect(decideHostedChange(null, 'patrimoine-gratuit', 'monthly', fresh)).toEqual({ kind: 'unchanged' });
  });

  it('changes a running subscription: up or down by the catalogue order, resume, cancel', () => {
    expect(decideHostedChange(running(), 'pro-etabli', 'monthly', opts)).toEqual({
      kind: 'update',
      upgrade: true,
    });
    expect(decideHostedChange(running(), 'patrimoine-explorer', 'monthly', opts)).toEqual({
      kind: 'update',
      upgrade: false,
    });
    expect(decideHostedChange(running(), 'pro-debutant', 'monthly', opts)).toEqual({ kind: 'unchanged' });
    expect(decideHostedChange(running({ cancelAtPeriodEnd: true }), 'pro-debutant', 'monthly', opts)).toEqual(
      {
        kind: 'resume',
      },
    );
    expect(decideHostedChange(running(), 'patrimoine-gratuit', 'monthly', opts)).toEqual({ kind: 'cancel' });
    expect(
      decideHostedChange(running({ cancelAtPeriodEnd: true }), 'patrimoine-gratuit', 'monthly', opts),
    ).toEqual({ kind: 'unchanged' });
  });

  it('keeps a one-off pack for good: only a higher plan replaces it, through Checkout', () => {
    const pack = oneTimeState('patrimoine-collection', T);
    expect(decideHostedChange(pack, 'patrimoine-collection', 'one-time', opts)).toEqual({
      kind: 'unchanged',
    });
    expect(decideHostedChange(pack, 'patrimoine-explorer', 'monthly', opts)).toEqual({ kind: 'refused' });
    expect(decideHostedChange(pack, 'pro-debutant', 'monthly', opts)).toEqual({
      kind: 'checkout',
      trial: false,
    });
  });
});
