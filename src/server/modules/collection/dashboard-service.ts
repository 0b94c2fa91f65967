import { RECENT_OBJECTS_DAYS, RECENT_OBJECTS_MAX, type DashboardStats } from '../../../contracts/collection';
import type { Language } from '../../../contracts/language';
import type { SessionUser } from '../auth/guard';
import type { UsagePort } from '../analysis/usage';
import type { CollectionRepository } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export function createDashboardService(deps: {
  repo: CollectionRepository;
  usage: Pick<UsagePort, 'analysesThisMonth'>;
}) {
  const { repo, usage } = deps;
  return {
    /**
     * Two queries (totals, last week's finds) and the usage count, side by side; the finds named as the
     * lists name them to a reader of `language` (decision 030).
     */
    async stats(
      user: SessionUser,
      language: Language = user.language,
      now = new Date(),
    ): Promise<DashboardStats> {
      const since = new Date(now.getTime() - RECENT_OBJECTS_DAYS * DAY_MS);
      const [totals, recent, analysesThisMonth] = await Promise.all([
        repo.stats.totals(user.id),
        repo.objects.recentObjects(user.id, since, RECENT_OBJECTS_MAX, language),
        usage.analysesThisMonth(user.id),
      ]);
      return {
        ...totals,
        analysesThisMonth,
        recentObjects: recent,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
