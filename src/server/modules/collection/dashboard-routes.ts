import { z } from 'zod';
import { languageSchema } from '../../../contracts/analysis';
import { dashboardStatsSchema } from '../../../contracts/collection';
import { readerLanguage } from '../../reader-language';
import { inCollection } from '../auth/guard';
import type { DashboardService } from './dashboard-service';
import type { Guard, ZodApp } from './types';

/**
 * The dashboard's figures (docs/product.md#dashboard): counts, totals, monthly analyses, last week's finds.
 */
export function dashboardRoutes(app: ZodApp, dashboard: DashboardService, guard: Guard) {
  app.get(
    '/api/dashboard/stats',
    {
      ...guard,
      schema: {
        querystring: z.object({ language: languageSchema.optional() }),
        response: { 200: dashboardStatsSchema },
      },
    },
    // Last week's finds named in the reader's language, as the lists name them (decision 030).
    async (request) => {
      const user = inCollection(request, 'read');
      return dashboard.stats(user, readerLanguage(request, user.language));
    },
  );
}
