import { describe, expect, it } from 'vitest';
import { getPlan } from '../../../contracts/plans';
import type { CurrentSubscription } from '../../../contracts/subscription';
import { cyclesOfTab, higherPlans, mayStartTrial, planAction } from './plan-action';

const sub = (over: Partial<CurrentSubscription> = {}): CurrentSubscription => ({
  planId: 'patrimoine-gratuit',
  tier: 'free',
  status: null,
  billingCycle: null,
  currentPeriodStart: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  trialEndsAt: null,
  totalSpent: 0,
  analysesThisMonth: 0,
  analysesLimit: 5,
  invoices: [],
  ...over,
});

describe('plan actions', () => {
  it('sends visitors to registration', () => {
    expect(planAction(getPlan('pro-etabli'), 'monthly', null)).toEqual({ kind: 'register' });
  });

  it('marks the current plan and compares the rest by the catalogue order', () => {
    const onCollection = sub({
      planId: 'patrimoine-collection',
      tier: 'collection',
      status: 'active',
      billingCycle: 'monthly',
    });
    expect(planAction(getPlan('patrimoine-collection'), 'monthly', onCollection).kind).toBe('current');
    expect(planAction(getPlan('pro-debutant'), 'monthly', onCollection).kind).toBe('upgrade');
    expect(planAction(getPlan('patrimoine-explorer'), 'monthly', onCollection).kind).toBe('downgrade');
    expect(planAction(getPlan('patrimoine-gratuit'), 'monthly', onCollection).kind).toBe('downgrade');
  });

  it('offers to keep a plan whose cancellation is scheduled', () => {
    const leaving = sub({
      planId: 'pro-etabli',
      tier: 'pro',
      status: 'active',
      billingCycle: 'monthly',
      cancelAtPeriodEnd: true,
    });
    expect(planAction(getPlan('pro-etabli'), 'monthly', leaving).kind).toBe('resume');
    expect(planAction(getPlan('patrimoine-gratuit'), 'monthly', leaving)).toEqual({
      kind: 'blocked',
      reason: 'cancelScheduled',
    });
  });

  it('keeps a one-time purchase but lets a higher plan replace it', () => {
    const bought = sub({
      planId: 'patrimoine-collection',
      tier: 'collection',
      status: 'active',
      billingCycle: 'one-time',
    });
    expect(planAction(getPlan('patrimoine-explorer'), 'monthly', bought)).toEqual({
      kind: 'blocked',
      reason: 'oneTimeKept',
    });
    expect(planAction(getPlan('expert-ponctuel'), 'yearly', bought).kind).toBe('upgrade');
  });

  it('offers one-time only on the tab that sells it', () => {
    expect(cyclesOfTab('patrimoine')).toEqual(['monthly', 'yearly', 'one-time']);
    expect(cyclesOfTab('pro')).toEqual(['monthly', 'yearly']);
  });

  it('lists the plans above the current one for the usage-limit page', () => {
    expect(higherPlans('pro-expert').map((p) => p.id)).toEqual([
      'expert-ponctuel',
      'expert-succession',
      'expert-commissaire',
    ]);
    expect(higherPlans('expert-commissaire')).toEqual([]);
  });

  it('mentions a trial only from no paid period', () => {
    expect(mayStartTrial(getPlan('patrimoine-collection'), sub())).toBe(true);
    expect(
      mayStartTrial(
        getPlan('patrimoine-collection'),
        sub({ status: 'active', planId: 'patrimoine-explorer' }),
      ),
    ).toBe(false);
    expect(mayStartTrial(getPlan('pro-debutant'), sub())).toBe(false);
    // Not on the plan whose trial is running; still on another plan that has one.
    const trying = sub({ status: 'trial', planId: 'patrimoine-collection' });
    expect(mayStartTrial(getPlan('patrimoine-collection'), trying)).toBe(false);
    expect(mayStartTrial(getPlan('patrimoine-explorer'), trying)).toBe(
      getPlan('patrimoine-explorer').trialDays > 0,
    );
  });
});
