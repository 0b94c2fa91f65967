import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import {
  addCycle,
  creditFor,
  decideCancel,
  decidePlanChange,
  effectivePlan,
  nextTransition,
  type SubState,
} from './rules';

const t0 = new Date('2026-03-10T12:00:00Z');
const days = (n: number) => new Date(t0.getTime() + n * 86_400_000);

function active(over: Partial<SubState> = {}): SubState {
  return {
    planId: 'pro-debutant',
    status: 'active',
    billingCycle: 'monthly',
    currentPeriodStart: t0,
    currentPeriodEnd: addCycle(t0, 'monthly'),
    cancelAtPeriodEnd: false,
    trialEndsAt: null,
    startedAt: t0,
    cancelledAt: null,
    endedAt: null,
    ...over,
  };
}

function expectStatus(fn: () => unknown, status: number) {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(status);
    return;
  }
  throw new Error('expected a refusal');
}

describe('addCycle', () => {
  it('adds a month or a year in UTC, clamping to the last day of a short month', () => {
    expect(addCycle(new Date('2026-01-31T08:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-28T08:00:00.000Z',
    );
    expect(addCycle(new Date('2026-12-15T00:00:00Z'), 'monthly').toISOString()).toBe(
      '2027-01-15T00:00:00.000Z',
    );
    expect(addCycle(new Date('2028-02-29T00:00:00Z'), 'yearly').toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
  });
});

describe('plan changes', () => {
  it('starts a 15-day trial of explorer or collection the first time, then charges', () => {
    const first = decidePlanChange(null, 'patrimoine-explorer', 'monthly', t0, false);
    expect(first.change).toBe('trial');
    expect(first.amountDue).toBe(0);
    expect(first.next?.status).toBe('trial');
    expect(first.next?.trialEndsAt?.toISOString()).toBe(days(15).toISOString());
    const again = decidePlanChange(null, 'patrimoine-explorer', 'monthly', t0, true);
    expect(again.change).toBe('upgrade');
    expect(again.amountDue).toBe(0.99);
    expect(again.next?.status).toBe('active');
  });

  it('charges the cycle price for plans without a trial, and refuses a cycle a plan is not sold on', () => {
    const pro = decidePlanChange(null, 'pro-etabli', 'yearly', t0, false);
    expect(pro).toMatchObject({ change: 'upgrade', amountDue: 799 });
    expect(pro.next?.currentPeriodEnd?.toISOString()).toBe('2027-03-10T12:00:00.000Z');
    expectStatus(() => decidePlanChange(null, 'pro-etabli', 'one-time', t0, false), 400);
  });

  it('converts a trial when its own plan is bought on another cycle; the same choice again changes nothing', () => {
    const trial = decidePlanChange(null, 'patrimoine-collection', 'monthly', t0, false).next;
    expect(decidePlanChange(trial, 'patrimoine-collection', 'monthly', days(1), true)).toMatchObject({
      change: 'unchanged',
      amountDue: 0,
    });
    const converted = decidePlanChange(trial, 'patrimoine-collection', 'yearly', days(3), true);
    expect(converted).toMatchObject({ change: 'converted', amountDue: 14.99 });
    expect(converted.next).toMatchObject({ status: 'active', trialEndsAt: null, billingCycle: 'yearly' });
  });

  it('an upgrade pays the difference: the price less the unused part of the period', () => {
    const s = active({ currentPeriodStart: t0, currentPeriodEnd: days(30) });
    const half = decidePlanChange(s, 'pro-etabli', 'monthly', days(15), true);
    expect(half.change).toBe('upgrade');
    expect(half.amountDue).toBe(64.5); // 79 − 29 × 15/30
    expect(half.next?.currentPeriodStart).toEqual(days(15));
    expect(creditFor(s, days(30))).toBe(0);
  });

  it('a downgrade applies at once, keeps the paid period and charges nothing', () => {
    const s = active({ planId: 'pro-etabli' });
    const down = decidePlanChange(s, 'pro-debutant', 'monthly', days(5), true);
    expect(down).toMatchObject({ change: 'downgrade', amountDue: 0 });
    expect(down.next?.planId).toBe('pro-debutant');
    expect(down.next?.currentPeriodEnd).toEqual(s.currentPeriodEnd);
    expect(effectivePlan(down.next)).toBe('pro-debutant');
  });

  it('follows the catalogue order, not the price: expert-ponctuel after pro-expert is an upgrade', () => {
    const s = active({ planId: 'pro-expert' });
    expect(decidePlanChange(s, 'expert-ponctuel', 'monthly', days(1), true).change).toBe('upgrade');
  });

  it('answers the same plan unchanged, resumes a scheduled cancellation, and treats free as cancel', () => {
    const s = active();
    expect(decidePlanChange(s, 'pro-debutant', 'monthly', days(1), true)).toEqual({
      change: 'unchanged',
      amountDue: 0,
      next: null,
    });
    const cancelling = decideCancel(s, days(2));
    expect(cancelling).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    expect(decidePlanChange(cancelling, 'pro-debutant', 'monthly', days(3), true)).toMatchObject({
      change: 'resumed',
      amountDue: 0,
    });
    const toFree = decidePlanChange(s, 'patrimoine-gratuit', 'monthly', days(1), true);
    expect(toFree.change).toBe('cancel-scheduled');
    expect(toFree.next?.cancelAtPeriodEnd).toBe(true);
    // Free when already free, or already leaving for it: nothing to do.
    expect(decidePlanChange(null, 'patrimoine-gratuit', 'monthly', t0, false).change).toBe('unchanged');
    expect(decidePlanChange(toFree.next, 'patrimoine-gratuit', 'monthly', days(2), true).change).toBe(
      'unchanged',
    );
  });

  it('a one-time purchase cannot be cancelled or downgraded, but an upgrade credits it in full', () => {
    const s = active({ planId: 'patrimoine-collection', billingCycle: 'one-time', currentPeriodEnd: null });
    expectStatus(() => decideCancel(s, days(1)), 409);
    expectStatus(() => decidePlanChange(s, 'patrimoine-explorer', 'one-time', days(1), true), 409);
    expect(decidePlanChange(s, 'pro-debutant', 'monthly', days(400), true).amountDue).toBe(4.01);
    expect(nextTransition(s, days(4000))).toEqual({ kind: 'none' });
  });
});

describe('period end', () => {
  it('renews a running period, ends a cancelled one and a lapsed trial', () => {
    const s = active();
    expect(nextTransition(s, days(29))).toEqual({ kind: 'none' });
    const t = nextTransition(s, days(40));
    expect(t).toMatchObject({ kind: 'renew', periodStart: s.currentPeriodEnd });
    expect(nextTransition({ ...s, cancelAtPeriodEnd: true }, days(40))).toEqual({
      kind: 'end',
      at: s.currentPeriodEnd,
    });
    const trial = decidePlanChange(null, 'patrimoine-explorer', 'monthly', t0, false).next;
    if (!trial) throw new Error('a trial was expected');
    expect(nextTransition(trial, days(16))).toEqual({ kind: 'end', at: days(15) });
    expect(effectivePlan({ ...trial, status: 'cancelled' })).toBe('patrimoine-gratuit');
  });
});
