import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledger, subscriptions, user } from '../../db/schema';
import { testDbKinds } from '../../test/databases';
import { withTestApp, type TestApp } from '../../test/harness';
import { as, member, type Member } from '../../test/members';
import { recordAnalysis } from '../../test/analyses';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

describe.each(testDbKinds())('subscriptions on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const fresh = () => member(t, `sub${++n}-${kind}@example.com`);
  const db = () => t.database.db;
  const planInDb = async (m: Member) => (await db().select().from(user).where(eq(user.id, m.id)))[0].planId;
  const ledgerOf = (m: Member) => db().select().from(ledger).where(eq(ledger.userId, m.id));
  const moveDates = (m: Member, set: Partial<typeof subscriptions.$inferInsert>) =>
    db().update(subscriptions).set(set).where(eq(subscriptions.userId, m.id));

  withTestApp((app) => (t = app), kind);

  it('does not charge twice for a period bought, downgraded, then upgraded again', async () => {
    const m = await fresh();
    const r = as(t, m);
    const first = await r.post('/api/subscription/upgrade', {
      planId: 'pro-etabli',
      billingCycle: 'monthly',
    });
    expect(first.statusCode).toBe(200);
    const paid = first.json().amountEur as number;
    expect(paid).toBeGreaterThan(0);
    expect(
      (await r.post('/api/subscription/upgrade', { planId: 'pro-debutant', billingCycle: 'monthly' })).json()
        .change,
    ).toBe('downgrade');
    const back = await r.post('/api/subscription/upgrade', { planId: 'pro-etabli', billingCycle: 'monthly' });
    expect(back.statusCode).toBe(200);
    // The period bought at the higher price is still worth it: going back costs (next to) nothing.
    expect(back.json().amountEur).toBeLessThan(1);
    const total = (await ledgerOf(m)).reduce((sum, e) => sum + Number(e.amountEur), 0);
    expect(total).toBeLessThan(paid + 1);
  });

  it('answers 401 to the anonymous on every route', async () => {
    const anon = as(t, null);
    expect((await anon.get('/api/subscription/current')).statusCode).toBe(401);
    expect((await anon.post('/api/subscription/upgrade', { planId: 'pro-debutant' })).statusCode).toBe(401);
    expect((await anon.post('/api/subscription/cancel')).statusCode).toBe(401);
  });

  it('shows the free plan with this month’s successful analyses against its limit', async () => {
    const m = await fresh();
    const other = await fresh();
    await recordAnalysis(db(), m.id);
    await recordAnalysis(db(), m.id);
    await recordAnalysis(db(), m.id, { status: 'failed' });
    await recordAnalysis(db(), m.id, { at: ago(45) });
    await recordAnalysis(db(), other.id);
    const res = await as(t, m).get('/api/subscription/current');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      planId: 'patrimoine-gratuit',
      tier: 'free',
      status: null,
      billingCycle: null,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      trialEndsAt: null,
      totalSpent: 0,
      analysesThisMonth: 2,
      analysesLimit: 5,
    });
  });

  it('refuses an unknown plan, a cycle the plan is not sold on, and free when already free', async () => {
    const m = await fresh();
    const r = as(t, m);
    expect((await r.post('/api/subscription/upgrade', { planId: 'platinum' })).statusCode).toBe(400);
    expect(
      (await r.post('/api/subscription/upgrade', { planId: 'pro-etabli', billingCycle: 'weekly' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await r.post('/api/subscription/upgrade', { planId: 'pro-etabli', billingCycle: 'one-time' }))
        .statusCode,
    ).toBe(400);
    // Free when already free: nothing to do, answered with the current state.
    expect(
      (await r.post('/api/subscription/upgrade', { planId: 'patrimoine-gratuit' })).json(),
    ).toMatchObject({
      change: 'unchanged',
      amountEur: 0,
      subscription: { planId: 'patrimoine-gratuit', status: null },
    });
    expect((await r.post('/api/subscription/cancel')).statusCode).toBe(409);
    expect(await planInDb(m)).toBe('patrimoine-gratuit');
    expect(await ledgerOf(m)).toHaveLength(0);
  });

  it('gives a 15-day trial once per plan; the plan falls back to free when it lapses', async () => {
    const m = await fresh();
    const r = as(t, m);
    const trial = await r.post('/api/subscription/upgrade', { planId: 'patrimoine-explorer' });
    expect(trial.statusCode).toBe(200);
    expect(trial.json()).toMatchObject({
      change: 'trial',
      amountEur: 0,
      subscription: { planId: 'patrimoine-explorer', status: 'trial' },
    });
    const ends = new Date(trial.json().subscription.trialEndsAt).getTime();
    expect(Math.abs(ends - (Date.now() + 15 * DAY))).toBeLessThan(60_000);
    expect(await planInDb(m)).toBe('patrimoine-explorer');
    expect((await ledgerOf(m)).map((l) => [l.kind, l.amountEur])).toEqual([['trial', 0]]);
    const me = (await r.get('/api/auth/user')).json();
    expect(me).toMatchObject({
      subscriptionPlan: 'patrimoine-explorer',
      subscriptionTier: 'explorer',
      subscriptionStatus: 'trial',
      totalSpent: 0,
    });

    await moveDates(m, { trialEndsAt: ago(1), currentPeriodEnd: ago(1) });
    const after = (await r.get('/api/subscription/current')).json();
    expect(after).toMatchObject({
      planId: 'patrimoine-gratuit',
      tier: 'free',
      status: 'cancelled',
      trialEndsAt: null,
    });
    expect(await planInDb(m)).toBe('patrimoine-gratuit');

    const again = await r.post('/api/subscription/upgrade', { planId: 'patrimoine-explorer' });
    expect(again.json()).toMatchObject({
      change: 'upgrade',
      amountEur: 0.99,
      subscription: { status: 'active', totalSpent: 0.99 },
    });
    // A trial of another plan is still open.
    const collection = await r.post('/api/subscription/upgrade', {
      planId: 'patrimoine-collection',
      billingCycle: 'yearly',
    });
    expect(collection.json()).toMatchObject({ change: 'upgrade', subscription: { status: 'active' } });
  });

  it('converts a trial when its own plan is bought on another cycle, never on a repeated confirmation', async () => {
    const m = await fresh();
    const r = as(t, m);
    await r.post('/api/subscription/upgrade', { planId: 'patrimoine-collection' });
    const again = await r.post('/api/subscription/upgrade', { planId: 'patrimoine-collection' });
    expect(again.json()).toMatchObject({
      change: 'unchanged',
      amountEur: 0,
      subscription: { status: 'trial', totalSpent: 0 },
    });
    const bought = await r.post('/api/subscription/upgrade', {
      planId: 'patrimoine-collection',
      billingCycle: 'yearly',
    });
    expect(bought.json()).toMatchObject({
      change: 'converted',
      amountEur: 14.99,
      subscription: { status: 'active', billingCycle: 'yearly' },
    });
  });

  it('charges the cycle price, an upgrade pays the difference, a downgrade keeps the paid period', async () => {
    const m = await fresh();
    const r = as(t, m);
    const pro = await r.post('/api/subscription/upgrade', { planId: 'pro-debutant' });
    expect(pro.json()).toMatchObject({
      change: 'upgrade',
      amountEur: 29,
      subscription: { status: 'active', billingCycle: 'monthly' },
    });
    const up = await r.post('/api/subscription/upgrade', { planId: 'pro-etabli' });
    expect(up.json().change).toBe('upgrade');
    expect(up.json().amountEur).toBeCloseTo(50, 1); // 79 less the whole unused month of 29
    const periodEnd = up.json().subscription.currentPeriodEnd;
    const down = await r.post('/api/subscription/upgrade', { planId: 'pro-debutant' });
    expect(down.json()).toMatchObject({
      change: 'downgrade',
      amountEur: 0,
      subscription: { planId: 'pro-debutant', currentPeriodEnd: periodEnd },
    });
    expect(await planInDb(m)).toBe('pro-debutant');
    const same = await r.post('/api/subscription/upgrade', { planId: 'pro-debutant' });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ change: 'unchanged', amountEur: 0 });
    const spent = (await ledgerOf(m)).reduce((a, l) => a + l.amountEur, 0);
    expect((await r.get('/api/subscription/current')).json().totalSpent).toBeCloseTo(spent, 2);
    expect((await r.get('/api/auth/user')).json().totalSpent).toBeCloseTo(spent, 2);
  });

  it('cancels at period end: active until then, free after, on the next request', async () => {
    const m = await fresh();
    const r = as(t, m);
    await r.post('/api/subscription/upgrade', { planId: 'expert-ponctuel' });
    const cancel = await r.post('/api/subscription/cancel');
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().subscription).toMatchObject({
      planId: 'expert-ponctuel',
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    expect((await r.post('/api/subscription/cancel')).statusCode).toBe(409);
    expect(await planInDb(m)).toBe('expert-ponctuel');

    await moveDates(m, { currentPeriodStart: ago(31), currentPeriodEnd: ago(1) });
    // Any request settles it: the session's plan is the free one at once.
    const me = (await r.get('/api/auth/user')).json();
    expect(me).toMatchObject({ subscriptionPlan: 'patrimoine-gratuit', subscriptionStatus: 'cancelled' });
    expect(await planInDb(m)).toBe('patrimoine-gratuit');
    expect((await r.get('/api/subscription/current')).json()).toMatchObject({
      planId: 'patrimoine-gratuit',
      status: 'cancelled',
      cancelAtPeriodEnd: false,
    });
    expect((await ledgerOf(m)).filter((l) => l.kind === 'payment')).toHaveLength(1);
  });

  it('renews every period that ended, each charged in the ledger at its own date', async () => {
    const m = await fresh();
    const r = as(t, m);
    await r.post('/api/subscription/upgrade', { planId: 'pro-debutant' });
    await moveDates(m, { currentPeriodStart: ago(75), currentPeriodEnd: ago(45) });
    const current = (await r.get('/api/subscription/current')).json();
    expect(current).toMatchObject({ planId: 'pro-debutant', status: 'active' });
    expect(new Date(current.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now());
    const payments = (await ledgerOf(m)).filter((l) => l.kind === 'payment');
    expect(payments).toHaveLength(3);
    expect(payments.every((p) => p.amountEur === 29)).toBe(true);
    expect(current.totalSpent).toBe(87);
  });

  it('charges once when the same change arrives twice at the same moment', async () => {
    const m = await fresh();
    const r = as(t, m);
    const both = await Promise.all([
      r.post('/api/subscription/upgrade', { planId: 'pro-expert' }),
      r.post('/api/subscription/upgrade', { planId: 'pro-expert' }),
    ]);
    expect(both.map((b) => b.statusCode)).toEqual([200, 200]);
    expect(both.map((b) => b.json().change).sort()).toEqual(['unchanged', 'upgrade']);
    expect((await ledgerOf(m)).map((l) => l.amountEur)).toEqual([149]);
  });

  it('shows a second user nothing of the first', async () => {
    const first = await fresh();
    const second = await fresh();
    await as(t, first).post('/api/subscription/upgrade', { planId: 'pro-etabli' });
    const theirs = (await as(t, second).get('/api/subscription/current')).json();
    expect(theirs).toMatchObject({ planId: 'patrimoine-gratuit', status: null, totalSpent: 0 });
    expect((await as(t, second).post('/api/subscription/cancel')).statusCode).toBe(409);
    expect(await planInDb(first)).toBe('pro-etabli');
  });
});
