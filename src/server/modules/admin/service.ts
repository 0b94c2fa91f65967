import type {
  Activity,
  AdminStats,
  AdminUserDetail,
  AdminUserRow,
  Flag,
  InstanceSettings,
  InstanceSettingsPatch,
  Revenue,
} from '../../../contracts/admin';
import { getPlan, type PlanId } from '../../../contracts/plans';
import type { Config } from '../../config';
import { badRequest, notFound } from '../../errors';
import type { UsagePort } from '../analysis/usage';
import type { SessionUser } from '../auth/guard';
import { round2 } from '../subscription/rules';
import type { SubscriptionService } from '../subscription/service';
import type { AdminRepository, UserRow } from './repository';
import type { SettingsRepository } from './settings-repository';
import type { AdminStatsRepository } from './stats-repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const ACTIVITY_ITEMS = 20;

/** Percent change, one decimal; null when the previous period had nothing to compare to. */
export function growthPercent(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

const startOfMonthUtc = (d: Date, monthsBack = 0) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - monthsBack, 1));

export function createAdminService(deps: {
  repo: AdminRepository;
  stats: AdminStatsRepository;
  config: Config;
  usage: UsagePort;
  subscriptions: SubscriptionService;
  settings: SettingsRepository;
}) {
  const { repo, stats, config, usage, subscriptions, settings } = deps;

  async function toRows(rows: UserRow[]): Promise<AdminUserRow[]> {
    const ids = rows.map((r) => r.id);
    const [{ statuses, spent }, analyses] = await Promise.all([
      subscriptions.summaries(ids),
      usage.analysisCounts(ids),
    ]);
    return rows.map((r) => ({
      id: r.id,
      username: r.username,
      email: r.email,
      firstName: r.firstName,
      lastName: r.lastName,
      subscriptionStatus: statuses[r.id] ?? null,
      planId: getPlan(r.planId).id,
      analysisCount: analyses[r.id] ?? 0,
      totalSpent: round2(spent[r.id] ?? 0),
      lastActive: r.lastActiveAt?.toISOString() ?? null,
      suspended: Boolean(r.banned),
      isAdmin: r.role === 'admin' || config.ADMIN_EMAILS.includes(r.email.toLowerCase()),
      createdAt: r.createdAt.toISOString(),
    }));
  }

  async function recentActivity(): Promise<Activity[]> {
    const [registrations, payments, analyses] = await Promise.all([
      stats.recentRegistrations(ACTIVITY_ITEMS),
      stats.recentPayments(ACTIVITY_ITEMS),
      usage.recentAnalyses(ACTIVITY_ITEMS),
    ]);
    const analysisEmails = await stats.emailsOf([...new Set(analyses.map((a) => a.userId))]);
    const items: Activity[] = [
      ...registrations.map((r) => ({
        id: `registration:${r.id}`,
        type: 'registration' as const,
        details: `New account ${r.email}`,
        userId: r.id,
        timestamp: r.createdAt.toISOString(),
        email: r.email,
        amountEur: null,
        planId: null,
      })),
      ...payments.map((p) => ({
        id: `payment:${p.id}`,
        type: 'payment' as const,
        details: `${p.kind === 'refund' ? 'Refund' : 'Payment'} ${p.amountEur.toFixed(2)} EUR, ${p.planId}`,
        userId: p.userId,
        timestamp: p.createdAt.toISOString(),
        email: p.email,
        amountEur: p.amountEur,
        planId: getPlan(p.planId).id,
      })),
      ...analyses.map((a) => ({
        id: `analysis:${a.id}`,
        type: 'analysis' as const,
        details: a.objectName ? `Analysis: ${a.objectName}` : 'Analysis',
        userId: a.userId,
        timestamp: a.createdAt.toISOString(),
        email: analysisEmails[a.userId] ?? null,
        amountEur: null,
        planId: null,
      })),
    ];
    return items.sort((a, b) => b.timestamp.localeCompare(a.timestamp)).slice(0, ACTIVITY_ITEMS);
  }

  async function userDetail(id: string): Promise<AdminUserDetail> {
    const row = await repo.findUser(id);
    if (!row) throw notFound('No such user');
    const [[base], subscription, payments, openFlags] = await Promise.all([
      toRows([row]),
      subscriptions.current(id),
      repo.payments(id),
      repo.countOpenFlags(id),
    ]);
    return {
      ...base,
      emailVerified: row.emailVerified,
      language: row.language,
      banReason: row.banReason,
      subscription,
      openFlags,
      payments: payments.map((p) => ({
        id: p.id,
        planId: getPlan(p.planId).id,
        billingCycle: p.billingCycle,
        kind: p.kind === 'refund' || p.kind === 'trial' ? p.kind : 'payment',
        amountEur: p.amountEur,
        createdAt: p.createdAt.toISOString(),
      })),
    };
  }

  return {
    async stats(now = new Date()): Promise<AdminStats> {
      const d30 = new Date(now.getTime() - 30 * DAY_MS);
      const d60 = new Date(now.getTime() - 60 * DAY_MS);
      const [totalUsers, activeUsers, totalAnalyses, totalRevenue, revenueThisMonth] = await Promise.all([
        stats.countUsers(),
        stats.countActiveUsers(d30),
        usage.totalAnalyses(),
        stats.revenue(),
        stats.revenue(startOfMonthUtc(now)),
      ]);
      const [usersNow, usersBefore, analysesNow, analysesBefore, revenueNow, revenueBefore] =
        await Promise.all([
          stats.countUsers(d30, now),
          stats.countUsers(d60, d30),
          usage.totalAnalyses(d30, now),
          usage.totalAnalyses(d60, d30),
          stats.revenue(d30, now),
          stats.revenue(d60, d30),
        ]);
      const counts = await stats.subscriptionCounts();
      const collections = await stats.collectionCounts();
      const churn = await stats.churn(d30, now);
      return {
        totalUsers,
        activeUsers,
        collections,
        totalAnalyses,
        totalRevenue: round2(totalRevenue),
        revenueThisMonth: round2(revenueThisMonth),
        growth: {
          users: growthPercent(usersNow, usersBefore),
          analyses: growthPercent(analysesNow, analysesBefore),
          revenue: growthPercent(revenueNow, revenueBefore),
        },
        subscriptions: {
          active: counts.active ?? 0,
          trial: counts.trial ?? 0,
          cancelled: counts.cancelled ?? 0,
        },
        churnRate:
          churn.runningAtStart === 0
            ? null
            : Math.round((churn.cancelled / churn.runningAtStart) * 1000) / 10,
        recentActivity: await recentActivity(),
      };
    },

    async users(opts: { q?: string; cursor?: string; limit: number }) {
      const page = await repo.listUsers(opts);
      return { users: await toRows(page.users), nextCursor: page.nextCursor };
    },

    user: userDetail,

    async setSuspended(admin: SessionUser, id: string, suspended: boolean, reason?: string) {
      if (suspended && admin.id === id) throw badRequest('You cannot suspend your own account');
      if (!(await repo.findUser(id))) throw notFound('No such user');
      await repo.setSuspended(id, suspended, reason ?? null);
      return userDetail(id);
    },

    async flaggedContent(status: 'open' | 'approved' | 'rejected' | 'all') {
      const [flagRows, requests] = await Promise.all([repo.listFlags(status), repo.listFeatureRequests()]);
      return { flags: flagRows.map(toFlag), featureRequests: requests.map(toFeatureRequest) };
    },

    async review(admin: SessionUser, id: string, status: 'approved' | 'rejected'): Promise<Flag> {
      const row = await repo.reviewFlag(id, status, admin.id);
      if (!row) throw notFound('No such flag');
      return toFlag({ flag: row, userEmail: null });
    },

    async featureRequests() {
      return { featureRequests: (await repo.listFeatureRequests()).map(toFeatureRequest) };
    },

    /** The instance's settings, as every administrator sees them. */
    async settings(): Promise<InstanceSettings> {
      return settings.get();
    },

    async updateSettings(admin: SessionUser, patch: InstanceSettingsPatch): Promise<InstanceSettings> {
      const change = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      if (Object.keys(change).length === 0) return settings.get();
      return settings.update(change, admin.id);
    },

    /** The plan of one account, set by an administrator (self-hosted instances, decision 035). */
    async setPlan(id: string, planId: PlanId): Promise<AdminUserDetail> {
      if (!(await repo.findUser(id))) throw notFound('No such user');
      await subscriptions.setPlanByAdmin(id, planId);
      return userDetail(id);
    },

    async revenue(now = new Date()): Promise<Revenue> {
      const first = startOfMonthUtc(now, 11);
      const rows = await stats.revenueByMonth(first);
      const months = Array.from({ length: 12 }, (_, i) => {
        const m = startOfMonthUtc(now, 11 - i)
          .toISOString()
          .slice(0, 7);
        const byPlan: Record<string, number> = {};
        for (const r of rows.filter((x) => x.month === m)) byPlan[r.planId] = round2(r.total);
        return { month: m, total: round2(Object.values(byPlan).reduce((a, b) => a + b, 0)), byPlan };
      });
      return { currency: 'EUR', months, total: round2(months.reduce((a, m) => a + m.total, 0)) };
    },
  };
}

type FlagRow = Awaited<ReturnType<AdminRepository['listFlags']>>[number];
type RequestRow = Awaited<ReturnType<AdminRepository['listFeatureRequests']>>[number];

function toFlag({ flag, userEmail }: FlagRow): Flag {
  return {
    id: flag.id,
    userId: flag.userId,
    userEmail,
    kind: flag.kind === 'object' ? 'object' : 'analysis',
    refId: flag.refId,
    reason: flag.reason,
    status: flag.status === 'approved' || flag.status === 'rejected' ? flag.status : 'open',
    createdAt: flag.createdAt.toISOString(),
    reviewedAt: flag.reviewedAt?.toISOString() ?? null,
    reviewedBy: flag.reviewedBy,
  };
}

function toFeatureRequest({ request, userEmail }: RequestRow) {
  return {
    id: request.id,
    userId: request.userId,
    userEmail,
    description: request.description,
    createdAt: request.createdAt.toISOString(),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
