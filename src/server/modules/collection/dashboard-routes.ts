import { dashboardStatsSchema } from '../../../contracts/collection';
import { currentUser } from '../auth/guard';
import type { DashboardService } from './dashboard-service';
import type { Guard, ZodApp } from './types';

/**
 * The dashboard's figures (docs/product.md#dashboard): counts, totals, monthly analyses, last week's finds.
 */
export function dashboardRoutes(app: ZodApp, dashboard: DashboardService, guard: Guard) {
  app.get(
    '/api/dashboard/stats',
    { ...guard, schema: { response: { 200: dashboardStatsSchema } } },
    async (request) => dashboard.stats(currentUser(request)),
  );
}
