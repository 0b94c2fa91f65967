import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminStatsSchema, revenueSchema } from '../../../contracts/admin';
import { ledger, subscriptions, user } from '../../db/schema';
import { testDbKinds } from '../../test/databases';
import { withTestApp, type TestApp } from '../../test/harness';
import { as, member, type Member } from '../../test/members';
import { recordAnalysis } from '../../test/analyses';
import { flagForReview } from './flags';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const future = (days: number) => new Date(Date.now() + days * DAY);

describe.each(testDbKinds())('administration on %s', (kind) => {
  let t: TestApp;
  let boss: Member; // listed in ADMIN_EMAILS
  let chief: Member; // role admin
  let normal: Member;
  let victim: Member;
  const db = () => t.database.db;
  const ghost = (i: number, createdAt: Date, lastActiveAt: Date | null = null) =>
    db()
      .insert(user)
      .values({
        id: `ghost-${i}`,
        email: `ghost${i}-${kind}@example.com`,
        firstName: `Ghost${i}`,
        createdAt,
        lastActiveAt,
      });

  withTestApp(
    async (app) => {
      t = app;
      boss = await member(t, `boss-${kind}@example.com`);
      chief = await member(t, `chief-${kind}@example.com`);
      normal = await member(t, `normal-${kind}@example.com`);
      victim = await member(t, `victim-${kind}@example.com`);
      await db().update(user).set({ role: 'admin' }).where(eq(user.id, chief.id));
    },
    kind,
    { ADMIN_EMAILS: `boss-${kind}@example.com` },
  );

  it('computes every figure from the rows: users, activity, analyses, revenue, growth, subscriptions, churn', async () => {
    await ghost(1, ago(45), ago(40));
    await ghost(2, ago(50));
    await ghost(3, ago(10), ago(10));
    await ghost(4, ago(1));
    await ghost(5, ago(100));
    await recordAnalysis(db(), 'ghost-1', { name: 'Vase', at: ago(2) });
    await recordAnalysis(db(), 'ghost-1', { at: ago(1) });
    await recordAnalysis(db(), 'ghost-1', { at: ago(40) });
    await recordAnalysis(db(), 'ghost-1', { status: 'failed' });
    await db()
      .insert(ledger)
      .values([
        { userId: 'ghost-1', planId: 'pro-debutant', amountEur: 10, kind: 'payment', createdAt: ago(5) },
        { userId: 'ghost-2', planId: 'pro-etabli', amountEur: 20, kind: 'payment', createdAt: ago(40) },
        { userId: 'ghost-1', planId: 'pro-debutant', amountEur: -5, kind: 'refund', createdAt: ago(3) },
        { userId: 'ghost-4', planId: 'patrimoine-explorer', amountEur: 0, kind: 'trial', createdAt: ago(1) },
      ]);
    const sub = (userId: string, s: Partial<typeof subscriptions.$inferInsert>) =>
      db()
        .insert(subscriptions)
        .values({
          userId,
          planId: 'pro-debutant',
          status: 'active',
          billingCycle: 'monthly',
          currentPeriodStart: ago(5),
          currentPeriodEnd: future(25),
          ...s,
        });
    await sub('ghost-1', { startedAt: ago(60) }); // running at the window's start
    await db().update(user).set({ planId: 'pro-debutant' }).where(eq(user.id, 'ghost-1'));
    await sub('ghost-2', { startedAt: ago(50), cancelledAt: ago(10), cancelAtPeriodEnd: true }); // running, then cancelled
    await sub('ghost-3', { status: 'cancelled', startedAt: ago(90), cancelledAt: ago(40), endedAt: ago(35) }); // gone before
    await sub('ghost-4', {
      status: 'trial',
      startedAt: ago(1),
      trialEndsAt: future(14),
      currentPeriodEnd: future(14),
    });
    await sub('ghost-5', { startedAt: ago(10) }); // too recent to count

    const res = await as(t, boss).get('/api/admin/stats');
    expect(res.statusCode).toBe(200);
    const s = adminStatsSchema.parse(res.json());
    const monthStart = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
    const thisMonth = [10, -5].filter((_, i) => [ago(5), ago(3)][i] >= monthStart).reduce((a, b) => a + b, 0);
    expect(s).toMatchObject({
      totalUsers: 9,
      activeUsers: 5, // the four members (signed in now) and ghost 3
      collections: { total: 9, shared: 0, members: 0 }, // one per account, none shared yet
      totalAnalyses: 3,
      totalRevenue: 25,
      revenueThisMonth: thisMonth,
      growth: { users: 200, analyses: 100, revenue: -75 }, // 6 vs 2, 2 vs 1, 5 vs 20
      subscriptions: { active: 3, trial: 1, cancelled: 1 },
      churnRate: 50,
    });
    const stamps = s.recentActivity.map((a) => a.timestamp);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    expect(
      s.recentActivity.find((a) => a.type === 'analysis' && a.details === 'Analysis: Vase'),
    ).toMatchObject({
      userId: 'ghost-1',
      email: `ghost1-${kind}@example.com`,
    });
    expect(s.recentActivity.find((a) => a.id.startsWith('payment:') && a.amountEur === 10)).toMatchObject({
      type: 'payment',
      planId: 'pro-debutant',
    });
    expect(s.recentActivity.some((a) => a.type === 'registration' && a.userId === victim.id)).toBe(true);
  });

  it('refuses every admin route: 401 anonymous, 403 a normal user; lets ADMIN_EMAILS and role admin in', async () => {
    const { id: flagId } = await flagForReview(db(), {
      userId: normal.id,
      kind: 'object',
      refId: '42',
      reason: 'weapon',
    });
    const routes: [string, string][] = [
      ['GET', '/api/admin/stats'],
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${normal.id}`],
      ['POST', `/api/admin/users/ghost-5/suspend`],
      ['POST', `/api/admin/users/ghost-5/reinstate`],
      ['GET', '/api/admin/flagged-content'],
      ['POST', `/api/admin/flags/${flagId}/approve`],
      ['POST', `/api/admin/flags/${flagId}/reject`],
      ['GET', '/api/admin/feature-requests'],
      ['GET', '/api/admin/revenue'],
    ];
    for (const [method, url] of routes) {
      const send = (who: Member | null) =>
        method === 'GET' ? as(t, who).get(url) : as(t, who).post(url, {});
      expect((await send(null)).statusCode, `${method} ${url} anonymous`).toBe(401);
      const refused = await send(normal);
      expect(refused.statusCode, `${method} ${url} normal`).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
      expect((await send(boss)).statusCode, `${method} ${url} ADMIN_EMAILS`).toBe(200);
      expect((await send(chief)).statusCode, `${method} ${url} role admin`).toBe(200);
    }
  });

  it('lists users newest first with search and a cursor, with their figures', async () => {
    await db().update(user).set({ username: 'Normie' }).where(eq(user.id, normal.id));
    const byName = (await as(t, boss).get('/api/admin/users?q=normie')).json();
    expect(byName.users.map((u: { id: string }) => u.id)).toEqual([normal.id]);
    expect(byName.users[0]).toMatchObject({
      email: normal.email,
      username: 'Normie',
      suspended: false,
      isAdmin: false,
      analysisCount: 0,
    });
    const ghost1 = (await as(t, boss).get('/api/admin/users?q=GHOST1')).json().users[0];
    expect(ghost1).toMatchObject({
      id: 'ghost-1',
      analysisCount: 3,
      totalSpent: 5,
      subscriptionStatus: 'active',
      planId: 'pro-debutant',
    });
    expect((await as(t, boss).get('/api/admin/users?q=%25')).json().users).toEqual([]);

    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: { users: { id: string; createdAt: string }[]; nextCursor: string | null } = (
        await as(t, boss).get(`/api/admin/users?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      expect(page.users.length).toBeLessThanOrEqual(2);
      seen.push(...page.users.map((u) => u.id));
      cursor = page.nextCursor;
    }
    expect(new Set(seen).size).toBe(9);
    expect(seen.indexOf('ghost-5')).toBe(8);
    expect((await as(t, boss).get('/api/admin/users?cursor=garbage')).statusCode).toBe(200);
    expect((await as(t, boss).get('/api/admin/users?limit=1000')).statusCode).toBe(400);
  });

  it('shows one user in detail, 404 for an unknown one', async () => {
    const d = (await as(t, chief).get('/api/admin/users/ghost-1')).json();
    expect(d).toMatchObject({
      id: 'ghost-1',
      totalSpent: 5,
      subscription: { planId: 'pro-debutant', status: 'active' },
      openFlags: 0,
    });
    expect(d.payments.map((p: { amountEur: number }) => p.amountEur)).toEqual([-5, 10]);
    expect((await as(t, chief).get('/api/admin/users/nobody')).statusCode).toBe(404);
  });

  it('suspends: sessions end at once, login answers ACCOUNT_SUSPENDED; reinstating restores', async () => {
    expect((await as(t, victim).get('/api/auth/user')).statusCode).toBe(200);
    const suspended = await as(t, boss).post(`/api/admin/users/${victim.id}/suspend`, { reason: 'fraud' });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ suspended: true, banReason: 'fraud' });
    expect((await as(t, victim).get('/api/auth/user')).statusCode).toBe(401);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: victim.email, password: victim.password },
        remoteAddress: victim.ip,
      });
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_SUSPENDED');

    const self = await as(t, boss).post(`/api/admin/users/${boss.id}/suspend`);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe('You cannot suspend your own account');
    expect((await as(t, chief).post(`/api/admin/users/${chief.id}/suspend`, {})).json().error).toBe(
      'You cannot suspend your own account',
    );
    expect((await as(t, boss).get('/api/auth/user')).statusCode).toBe(200);
    expect((await as(t, boss).post('/api/admin/users/nobody/suspend')).statusCode).toBe(404);

    const back = await as(t, chief).post(`/api/admin/users/${victim.id}/reinstate`);
    expect(back.json()).toMatchObject({ suspended: false, banReason: null });
    expect((await login()).statusCode).toBe(200);
  });

  it('queues flagged content with feature requests; approve and reject record the reviewer', async () => {
    const { id } = await flagForReview(db(), {
      userId: normal.id,
      kind: 'analysis',
      refId: 'an-1',
      reason: 'ivory',
    });
    await as(t, normal).post('/api/feature-requests', { description: 'Export to PDF' });
    const open = (await as(t, boss).get('/api/admin/flagged-content')).json();
    expect(open.flags.find((f: { id: string }) => f.id === id)).toMatchObject({
      kind: 'analysis',
      refId: 'an-1',
      reason: 'ivory',
      status: 'open',
      userEmail: normal.email,
    });
    expect(open.featureRequests[0]).toMatchObject({
      description: 'Export to PDF',
      userId: normal.id,
      userEmail: normal.email,
    });

    const approved = await as(t, chief).post(`/api/admin/flags/${id}/approve`);
    expect(approved.json()).toMatchObject({ status: 'approved', reviewedBy: chief.id });
    const stillOpen = (await as(t, boss).get('/api/admin/flagged-content'))
      .json()
      .flags.map((f: { id: string }) => f.id);
    expect(stillOpen).not.toContain(id);
    expect(
      (await as(t, boss).get('/api/admin/flagged-content?status=approved'))
        .json()
        .flags.map((f: { id: string }) => f.id),
    ).toContain(id);
    expect((await as(t, boss).post(`/api/admin/flags/${id}/reject`)).json().status).toBe('rejected');
    expect(
      (await as(t, boss).post('/api/admin/flags/00000000-0000-4000-8000-000000000000/reject')).statusCode,
    ).toBe(404);
    expect((await as(t, boss).post('/api/admin/flags/not-a-uuid/reject')).statusCode).toBe(400);

    const requests = (await as(t, boss).get('/api/admin/feature-requests')).json().featureRequests;
    expect(requests.map((r: { description: string }) => r.description)).toContain('Export to PDF');
  });

  it('gives 12 months of revenue by plan from the ledger, oldest first', async () => {
    const r = revenueSchema.parse((await as(t, boss).get('/api/admin/revenue')).json());
    expect(r.months).toHaveLength(12);
    const now = new Date();
    expect(r.months[11].month).toBe(now.toISOString().slice(0, 7));
    const monthOf = (d: Date) => d.toISOString().slice(0, 7);
    const m40 = r.months.find((m) => m.month === monthOf(ago(40)))!;
    expect(m40.byPlan['pro-etabli']).toBe(20);
    const rows = await db().select().from(ledger);
    const inWindow = rows.filter((l) => l.kind !== 'trial' && monthOf(l.createdAt) >= r.months[0].month);
    expect(r.total).toBeCloseTo(
      inWindow.reduce((a, l) => a + l.amountEur, 0),
      2,
    );
    expect(
      r.months.every((m) => Math.abs(m.total - Object.values(m.byPlan).reduce((a, b) => a + b, 0)) < 0.005),
    ).toBe(true);
  });
});
