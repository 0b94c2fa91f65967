import { RECENT_OBJECTS_DAYS, RECENT_OBJECTS_MAX, type DashboardStats } from '../../../contracts/collection';
import type { SessionUser } from '../auth/guard';
import { toListItem } from './objects-mapping';
import type { UsagePort } from '../analysis/usage';
import { thumbnailUrl } from '../photos/service';
import type { CollectionRepository } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export function createDashboardService(deps: {
  repo: CollectionRepository;
  usage: Pick<UsagePort, 'analysesThisMonth'>;
}) {
  const { repo, usage } = deps;
  return {
    /** Two queries (totals, last week's finds) and the usage count, side by side. */
    async stats(user: SessionUser, now = new Date()): Promise<DashboardStats> {
      const since = new Date(now.getTime() - RECENT_OBJECTS_DAYS * DAY_MS);
      const [totals, recent, analysesThisMonth] = await Promise.all([
        repo.stats.totals(user.id),
        repo.objects.recentObjects(user.id, since, RECENT_OBJECTS_MAX),
        usage.analysesThisMonth(user.id),
      ]);
      return {
        ...totals,
        analysesThisMonth,
        recentObjects: recent.map((r) => toListItem(r, thumbnailUrl)),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
