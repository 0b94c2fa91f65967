import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCustomers, ledger, subscriptions, user } from '../../db/schema';
import { testDbKinds } from '../../test/databases';
import { withTestApp, type TestApp } from '../../test/harness';
import { as, clientFor, member, type Member } from '../../test/members';
import { saveObject } from '../../test/objects';
import { recordAnalysis } from '../../test/analyses';
import { createHostedTestApp, type HostedTestApp } from '../../test/billing';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

describe.each(testDbKinds())('plans set by the administrators (self-hosted) on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  let admin: Member;
  const fresh = () => member(t, `self${++n}-${kind}@example.com`);
  const db = () => t.database.db;

  withTestApp(
    async (app) => {
      t = app;
      admin = await member(t, `selfadmin-${kind}@example.com`);
    },
    kind,
    { ADMIN_EMAILS: `selfadmin-${kind}@example.com` },
  );

  it('tells the web it is self-hosted, signed out too', async () => {
    const res = await as(t, null).get('/api/billing/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mode: 'self-hosted' });
  });

  it('refuses a user’s upgrade, downgrade and cancellation with PLAN_SET_BY_ADMIN; nothing changes', async () => {
    const m = await fresh();
    const r = as(t, m);
    for (const body of [
      { planId: 'pro-expert' },
      { planId: 'patrimoine-explorer', billingCycle: 'yearly' },
      { planId: 'patrimoine-gratuit' },
    ]) {
      const res = await r.post('/api/subscription/upgrade', body);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('PLAN_SET_BY_ADMIN');
    }
    expect((await r.post('/api/subscription/cancel')).json().code).toBe('PLAN_SET_BY_ADMIN');
    expect((await r.post('/api/billing/portal')).json().code).toBe('PLAN_SET_BY_ADMIN');
    // No webhook on a self-hosted instance.
    expect((await as(t, null).post('/api/billing/webhook', { id: 'evt_1' })).statusCode).toBe(404);
    const [row] = await db().select().from(user).where(eq(user.id, m.id));
    expect(row.planId).toBe('patrimoine-gratuit');
    expect(await db().select().from(ledger).where(eq(ledger.userId, m.id))).toHaveLength(0);
  });

  it('an administrator sets an account’s plan; the account gets its limits, never a price', async () => {
    const m = await fresh();
    const set = await as(t, admin).post(`/api/admin/users/${m.id}/plan`, { planId: 'pro-etabli' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ id: m.id, planId: 'pro-etabli', totalSpent: 0 });
    const current = (await as(t, m).get('/api/subscription/current')).json();
    expect(current).toMatchObject({ planId: 'pro-etabli', tier: 'pro', totalSpent: 0, invoices: [] });
    expect(current.analysesLimit).toBe(2000);
    expect((await as(t, m).get('/api/auth/user')).json().subscriptionPlan).toBe('pro-etabli');
    expect(await db().select().from(ledger).where(eq(ledger.userId, m.id))).toHaveLength(0);
  });

  it('keeps the admin route from everyone else: 401 anonymous, 403 a user, 404 an unknown account', async () => {
    const m = await fresh();
    const other = await fresh();
    expect(
      (await as(t, null).post(`/api/admin/users/${m.id}/plan`, { planId: 'pro-expert' })).statusCode,
    ).toBe(401);
    const self = await as(t, m).post(`/api/admin/users/${m.id}/plan`, { planId: 'pro-expert' });
    expect(self.statusCode).toBe(403);
    expect(
      (await as(t, other).post(`/api/admin/users/${m.id}/plan`, { planId: 'pro-expert' })).statusCode,
    ).toBe(403);
    expect(
      (await as(t, admin).post('/api/admin/users/nobody/plan', { planId: 'pro-expert' })).statusCode,
    ).toBe(404);
    expect(
      (await as(t, admin).post(`/api/admin/users/${m.id}/plan`, { planId: 'platinum' })).statusCode,
    ).toBe(400);
    const [row] = await db().select().from(user).where(eq(user.id, m.id));
    expect(row.planId).toBe('patrimoine-gratuit');
  });

  it('gives new accounts the instance’s default plan', async () => {
    const patched = await as(t, admin).patch('/api/admin/settings', {
      defaultPlanId: 'patrimoine-collection',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ defaultPlanId: 'patrimoine-collection' });
    const m = await fresh();
    expect((await as(t, m).get('/api/subscription/current')).json().planId).toBe('patrimoine-collection');
    await as(t, admin).patch('/api/admin/settings', { defaultPlanId: 'patrimoine-gratuit' });
    expect((await as(t, await fresh()).get('/api/subscription/current')).json().planId).toBe(
      'patrimoine-gratuit',
    );
  });

  it('shows the plan with this month’s successful analyses against its limit', async () => {
    const m = await fresh();
    const other = await fresh();
    await recordAnalysis(db(), m.id);
    await recordAnalysis(db(), m.id);
    await recordAnalysis(db(), m.id, { status: 'failed' });
    await recordAnalysis(db(), m.id, { at: ago(45) });
    await recordAnalysis(db(), other.id);
    const res = await as(t, m).get('/api/subscription/current');
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
      invoices: [],
    });
    expect((await as(t, null).get('/api/subscription/current')).statusCode).toBe(401);
  });
});

describe.each(testDbKinds())('plans bought through Stripe (hosted) on %s', (kind) => {
  let h: HostedTestApp;
  let n = 0;
  let admin: Member;
  const fresh = () => member(h.t, `paid${++n}-${kind}@example.com`);
  const db = () => h.t.database.db;
  const planOf = async (m: Member) => (await db().select().from(user).where(eq(user.id, m.id)))[0].planId;
  const ledgerOf = (m: Member) => db().select().from(ledger).where(eq(ledger.userId, m.id));
  const current = async (m: Member) => (await as(h.t, m).get('/api/subscription/current')).json();
  const sessionIdOf = (url: string) => url.split('/').pop()!;

  /** Upgrade, pay on the test server's Checkout, deliver Stripe's events: the account has the plan. */
  async function buy(m: Member, planId: string, billingCycle = 'monthly') {
    const res = await as(h.t, m).post('/api/subscription/upgrade', { planId, billingCycle });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().change).toBe('checkout');
    const events = h.stripe.pay(sessionIdOf(res.json().checkoutUrl));
    for (const a of await h.deliver(events)) expect(a.statusCode, a.body).toBe(200);
    return events;
  }

  beforeAll(async () => {
    h = await createHostedTestApp(kind, { ADMIN_EMAILS: `paidadmin-${kind}@example.com` });
    admin = await member(h.t, `paidadmin-${kind}@example.com`);
  });
  afterAll(async () => h?.close());

  it('tells the web plans are bought', async () => {
    expect((await as(h.t, null).get('/api/billing/config')).json()).toEqual({ mode: 'stripe' });
  });

  it('changes the plan only once a validly signed webhook says it is paid', async () => {
    const m = await fresh();
    const res = await as(h.t, m).post('/api/subscription/upgrade', { planId: 'pro-debutant' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      change: 'checkout',
      amountEur: 0,
      subscription: { planId: 'patrimoine-gratuit', totalSpent: 0 },
    });
    const url: string = res.json().checkoutUrl;
    expect(url.startsWith(h.stripe.url)).toBe(true);
    const session = h.stripe.sessions.get(sessionIdOf(url))!;
    expect(session).toMatchObject({ mode: 'subscription', client_reference_id: m.id });
    // Nothing changes before Stripe says so, not even after the page is paid.
    const checkout = `/api/billing/checkouts/${sessionIdOf(url)}`;
    expect((await as(h.t, m).get(checkout)).json()).toEqual({ status: 'open', planId: 'pro-debutant' });
    const events = h.stripe.pay(sessionIdOf(url));
    expect(await planOf(m)).toBe('patrimoine-gratuit');
    expect((await as(h.t, m).get(checkout)).json().status).toBe('open');
    // Another account does not see it: 404, as for what does not exist.
    const stranger = await fresh();
    expect((await as(h.t, stranger).get(checkout)).statusCode).toBe(404);
    expect((await as(h.t, m).get('/api/billing/checkouts/cs_nothing')).statusCode).toBe(404);
    expect((await as(h.t, null).get(checkout)).statusCode).toBe(401);

    // Forged: signed with another secret, or altered after signing.
    for (const a of await h.deliver(events, 'whsec_forged')) {
      expect(a.statusCode).toBe(400);
      expect(JSON.parse(a.body).code).toBe('BAD_SIGNATURE');
    }
    const { payload, header } = h.stripe.signed(events[0]);
    const altered = await h.t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload: payload.replace('"active"', '"trialing"'),
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
    expect(altered.statusCode).toBe(400);
    const unsigned = await h.t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await planOf(m)).toBe('patrimoine-gratuit');
    expect(await ledgerOf(m)).toHaveLength(0);

    for (const a of await h.deliver(events)) expect(a.statusCode).toBe(200);
    expect(await planOf(m)).toBe('pro-debutant');
    expect((await as(h.t, m).get(checkout)).json().status).toBe('complete');
    const after = await current(m);
    expect(after).toMatchObject({
      planId: 'pro-debutant',
      status: 'active',
      billingCycle: 'monthly',
      totalSpent: 29,
    });
    expect(after.invoices).toHaveLength(1);
    expect(after.invoices[0]).toMatchObject({ amountEur: 29 });
    expect(after.invoices[0].url).toMatch(new RegExp(`^${h.stripe.url}/invoices/in_`));

    // Replayed: the same events again change nothing, charge nothing.
    for (const a of await h.deliver(events)) expect(a.statusCode).toBe(200);
    expect((await ledgerOf(m)).map((l) => l.amountEur)).toEqual([29]);
  });

  it('handles events in any order: the subscription is read back from Stripe', async () => {
    const m = await fresh();
    const res = await as(h.t, m).post('/api/subscription/upgrade', {
      planId: 'pro-etabli',
      billingCycle: 'yearly',
    });
    const events = h.stripe.pay(sessionIdOf(res.json().checkoutUrl));
    await h.deliver([...events].reverse());
    expect(await current(m)).toMatchObject({ planId: 'pro-etabli', billingCycle: 'yearly', totalSpent: 799 });
  });

  it('buys once on a double click: one Checkout, handed out again', async () => {
    const m = await fresh();
    const before = h.stripe.calls.filter((c) => c.path === '/v1/checkout/sessions').length;
    const answers = await Promise.all(
      [1, 2, 3].map(() => as(h.t, m).post('/api/subscription/upgrade', { planId: 'pro-expert' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().checkoutUrl)).size).toBe(1);
    const created = h.stripe.calls.filter((c) => c.path === '/v1/checkout/sessions');
    expect(created.length - before).toBe(1);
    expect(created.at(-1)!.idempotencyKey).toMatch(new RegExp(`^checkout:${m.id}:pro-expert:monthly:`));
    expect(h.stripe.calls.filter((c) => c.path === '/v1/customers' && c.body.metadata)).toContainEqual(
      expect.objectContaining({ idempotencyKey: `customer:${m.id}` }),
    );
    const events = h.stripe.pay(sessionIdOf(answers[0].json().checkoutUrl));
    await h.deliver(events);
    await h.deliver(events);
    expect((await ledgerOf(m)).map((l) => l.amountEur)).toEqual([149]);
  });

  // On PGlite too: its one connection is never held while Stripe answers.
  it('never holds the collection while Stripe answers slowly: its objects stay editable', async () => {
    const c = await clientFor(h.t, `slow-${kind}-${Date.now()}@example.com`);
    const saved = await saveObject(c);
    h.stripe.setLatency(1500);
    try {
      const order: string[] = [];
      const upgrade = as(h.t, c)
        .post('/api/subscription/upgrade', { planId: 'pro-debutant' })
        .then((r) => order.push(`upgrade ${r.statusCode}`));
      // The billing step is under way (its lock taken, Stripe not answered) when the edit arrives.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const edit = c.call('PATCH', `/api/objects/${saved.id}`, { notes: 'pendant le paiement' });
      await edit.then((r) => order.push(`edit ${r.status}`));
      await upgrade;
      expect(order).toEqual(['edit 200', 'upgrade 200']);
    } finally {
      h.stripe.setLatency(0);
    }
  });

  it('ten identical upgrades with one Idempotency-Key: one answer, one Checkout', async () => {
    const m = await fresh();
    const before = h.stripe.calls.filter((c) => c.path === '/v1/checkout/sessions').length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        h.t.app.inject({
          method: 'POST',
          url: '/api/subscription/upgrade',
          payload: { planId: 'pro-etabli', billingCycle: 'monthly' },
          headers: { cookie: m.cookie, 'idempotency-key': `upgrade-${m.id}` },
          remoteAddress: m.ip,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((a) => a.json().checkoutUrl)).size).toBe(1);
    expect(h.stripe.calls.filter((c) => c.path === '/v1/checkout/sessions').length - before).toBe(1);
  });

  it('gives the 15-day trial the plan page promises, once', async () => {
    const m = await fresh();
    const res = await as(h.t, m).post('/api/subscription/upgrade', { planId: 'patrimoine-collection' });
    const session = h.stripe.sessions.get(sessionIdOf(res.json().checkoutUrl))!;
    expect(session.subscription_data).toMatchObject({ trial_period_days: '15' });
    await h.deliver(h.stripe.pay(session.id as string));
    const c = await current(m);
    expect(c).toMatchObject({ planId: 'patrimoine-collection', status: 'trial', totalSpent: 0 });
    expect(Math.abs(new Date(c.trialEndsAt).getTime() - (Date.now() + 15 * DAY))).toBeLessThan(60_000);
    expect((await ledgerOf(m)).map((l) => [l.kind, l.amountEur])).toEqual([['trial', 0]]);
  });

  it('an upgrade changes the running subscription with proration; cancelling waits for the period end', async () => {
    const m = await fresh();
    const [created] = await buy(m, 'pro-debutant');
    const subId = (created.data.object as { id: string }).id;
    const up = await as(h.t, m).post('/api/subscription/upgrade', { planId: 'pro-etabli' });
    expect(up.json()).toMatchObject({
      change: 'pending',
      checkoutUrl: null,
      subscription: { planId: 'pro-debutant' },
    });
    const update = h.stripe.calls
      .filter((c) => c.path === `/v1/subscriptions/${subId}` && c.method === 'POST')
      .at(-1)!;
    expect(update.body).toMatchObject({
      proration_behavior: 'always_invoice',
      cancel_at_period_end: 'false',
    });
    expect(update.idempotencyKey).toMatch(/^update:/);
    expect(await planOf(m)).toBe('pro-debutant');
    await h.deliver(h.stripe.takeEvents());
    expect(await current(m)).toMatchObject({ planId: 'pro-etabli', status: 'active', totalSpent: 29 + 50 });

    const cancel = await as(h.t, m).post('/api/subscription/cancel');
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().subscription.cancelAtPeriodEnd).toBe(false);
    await h.deliver(h.stripe.takeEvents());
    const c = await current(m);
    expect(c).toMatchObject({ planId: 'pro-etabli', status: 'active', cancelAtPeriodEnd: true });
    expect((await as(h.t, m).post('/api/subscription/cancel')).statusCode).toBe(409);
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.userId, m.id));
    expect(row.cancelledAt).not.toBeNull();
  });

  it('after the provider’s retries fail, the account falls to the free plan’s limits and keeps every object', async () => {
    const m = await fresh();
    const [created] = await buy(m, 'patrimoine-explorer', 'yearly');
    const room = await as(h.t, m).post('/api/rooms', { name: 'Salon', type: 'living_room' });
    expect(room.statusCode).toBe(201);
    const subId = (created.data.object as { id: string }).id;
    // Still retrying (past_due is not given up): nothing changes until Stripe gives up.
    await h.deliver(h.stripe.failRenewal(subId, 'unpaid'));
    expect(await current(m)).toMatchObject({ planId: 'patrimoine-gratuit', status: 'cancelled' });
    const rooms = (await as(h.t, m).get('/api/rooms')).json();
    expect(rooms.map((r: { name: string }) => r.name)).toContain('Salon');
  });

  it('sells a one-off pack on Checkout, kept for good; a lower plan is then refused', async () => {
    const m = await fresh();
    const res = await as(h.t, m).post('/api/subscription/upgrade', {
      planId: 'patrimoine-collection',
      billingCycle: 'one-time',
    });
    const session = h.stripe.sessions.get(sessionIdOf(res.json().checkoutUrl))!;
    expect(session.mode).toBe('payment');
    await h.deliver(h.stripe.pay(session.id as string));
    const c = await current(m);
    expect(c).toMatchObject({
      planId: 'patrimoine-collection',
      billingCycle: 'one-time',
      currentPeriodEnd: null,
    });
    expect(c.totalSpent).toBe(24.99);
    expect(c.invoices[0].url).toMatch(/\/invoices\/in_/);
    const lower = await as(h.t, m).post('/api/subscription/upgrade', { planId: 'patrimoine-explorer' });
    expect(lower.statusCode).toBe(409);
    expect((await as(h.t, m).post('/api/subscription/cancel')).statusCode).toBe(409);
    // A cycle the catalogue does not sell has no price: refused before Stripe is asked.
    const unsold = await as(h.t, m).post('/api/subscription/upgrade', {
      planId: 'pro-expert',
      billingCycle: 'one-time',
    });
    expect(unsold.statusCode).toBe(400);
  });

  it('records a refund made in Stripe once, deducted from the account and the revenue', async () => {
    const m = await fresh();
    const res = await as(h.t, m).post('/api/subscription/upgrade', { planId: 'pro-debutant' });
    for (const a of await h.deliver(h.stripe.pay(sessionIdOf(res.json().checkoutUrl))))
      expect(a.statusCode).toBe(200);
    const [paid] = (await ledgerOf(m)).filter((r) => r.kind === 'payment');
    expect(paid.amountEur).toBeGreaterThan(0);
    const revenueBefore = (await as(h.t, admin).get('/api/admin/stats')).json().totalRevenue;
    const invoice = {
      id: paid.reference!,
      customer: `${(await db().select().from(billingCustomers).where(eq(billingCustomers.userId, m.id)))[0].customerId}`,
      amountCents: Math.round(paid.amountEur * 100),
    };
    // A partial refund, then the rest; each delivered twice, as Stripe may.
    const part = h.stripe.refund(invoice, 500);
    const rest = h.stripe.refund(invoice, invoice.amountCents - 500);
    for (const e of [part, part, rest, rest])
      for (const a of await h.deliver([e])) expect(a.statusCode).toBe(200);
    const refunds = (await ledgerOf(m)).filter((r) => r.kind === 'refund');
    expect(refunds.map((r) => r.amountEur).sort((x, y) => x - y)).toEqual(
      [-(invoice.amountCents - 500) / 100, -5].sort((x, y) => x - y),
    );
    expect((await current(m)).totalSpent).toBeCloseTo(0, 2);
    expect((await as(h.t, admin).get('/api/admin/stats')).json().totalRevenue).toBeCloseTo(
      revenueBefore - paid.amountEur,
      2,
    );
  });

  it('answers the admin’s revenue as the sum of the recorded payments', async () => {
    const stats = (await as(h.t, admin).get('/api/admin/stats')).json();
    const rows = await db().select().from(ledger);
    const paid = rows.filter((r) => r.kind !== 'trial').reduce((a, r) => a + r.amountEur, 0);
    expect(paid).toBeGreaterThan(0);
    expect(stats.totalRevenue).toBeCloseTo(paid, 2);
    expect(stats.subscriptions.active).toBeGreaterThan(0);
    expect(stats.subscriptions.trial).toBeGreaterThan(0);
    expect(stats.subscriptions.cancelled).toBeGreaterThan(0);
    // Plans are Stripe's here: the administrators do not set them.
    const m = await fresh();
    expect(
      (await as(h.t, admin).post(`/api/admin/users/${m.id}/plan`, { planId: 'pro-expert' })).statusCode,
    ).toBe(409);
  });

  it('shows a second user nothing of the first: no portal, no invoices, no plan', async () => {
    const m = await fresh();
    const other = await fresh();
    await buy(m, 'pro-debutant');
    const portal = await as(h.t, m).post('/api/billing/portal');
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toMatch(new RegExp(`^${h.stripe.url}/portal/cus_`));
    expect((await as(h.t, other).post('/api/billing/portal')).statusCode).toBe(404);
    expect(await current(other)).toMatchObject({ planId: 'patrimoine-gratuit', totalSpent: 0, invoices: [] });
    expect((await as(h.t, other).post('/api/subscription/cancel')).statusCode).toBe(409);
    expect((await as(h.t, null).post('/api/billing/portal')).statusCode).toBe(401);
  });
});
