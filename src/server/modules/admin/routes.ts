import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSetPlanBodySchema } from '../../../contracts/billing';
import {
  adminFeatureRequestsSchema,
  adminStatsSchema,
  adminUserDetailSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  flaggedContentQuerySchema,
  flaggedContentSchema,
  flagIdParamsSchema,
  flagSchema,
  instanceSettingsPatchSchema,
  instanceSettingsSchema,
  revenueSchema,
  suspendBodySchema,
  userIdParamsSchema,
} from '../../../contracts/admin';
import { currentUser, requireSuperUser } from '../auth/guard';
import type { AdminService } from './service';

/**
 * Admin dashboard (docs/product.md#administration): every route for super users only (isAdmin or
 * ADMIN_EMAILS), 401 before anything else for the anonymous, 403 for everyone else.
 */
export function adminModule(service: AdminService): FastifyPluginAsync {
  return async (parent) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', requireSuperUser);

    app.get('/api/admin/stats', { schema: { response: { 200: adminStatsSchema } } }, async () =>
      service.stats(),
    );

    app.get(
      '/api/admin/users',
      { schema: { querystring: adminUsersQuerySchema, response: { 200: adminUsersPageSchema } } },
      async (request) => service.users(request.query),
    );

    app.get(
      '/api/admin/users/:id',
      { schema: { params: userIdParamsSchema, response: { 200: adminUserDetailSchema } } },
      async (request) => service.user(request.params.id),
    );

    app.post(
      '/api/admin/users/:id/suspend',
      {
        schema: {
          params: userIdParamsSchema,
          body: suspendBodySchema,
          response: { 200: adminUserDetailSchema },
        },
      },
      async (request) =>
        service.setSuspended(currentUser(request), request.params.id, true, request.body?.reason),
    );

    app.post(
      '/api/admin/users/:id/reinstate',
      { schema: { params: userIdParamsSchema, response: { 200: adminUserDetailSchema } } },
      async (request) => service.setSuspended(currentUser(request), request.params.id, false),
    );

    app.post(
      '/api/admin/users/:id/plan',
      {
        schema: {
          params: userIdParamsSchema,
          body: adminSetPlanBodySchema,
          response: { 200: adminUserDetailSchema },
        },
      },
      async (request) => service.setPlan(request.params.id, request.body.planId),
    );

    app.get(
      '/api/admin/flagged-content',
      { schema: { querystring: flaggedContentQuerySchema, response: { 200: flaggedContentSchema } } },
      async (request) => service.flaggedContent(request.query.status),
    );

    app.post(
      '/api/admin/flags/:id/approve',
      { schema: { params: flagIdParamsSchema, response: { 200: flagSchema } } },
      async (request) => service.review(currentUser(request), request.params.id, 'approved'),
    );

    app.post(
      '/api/admin/flags/:id/reject',
      { schema: { params: flagIdParamsSchema, response: { 200: flagSchema } } },
      async (request) => service.review(currentUser(request), request.params.id, 'rejected'),
    );

    app.get(
      '/api/admin/feature-requests',
      { schema: { response: { 200: adminFeatureRequestsSchema } } },
      async () => service.featureRequests(),
    );

    app.get('/api/admin/settings', { schema: { response: { 200: instanceSettingsSchema } } }, async () =>
      service.settings(),
    );

    app.patch(
      '/api/admin/settings',
      { schema: { body: instanceSettingsPatchSchema, response: { 200: instanceSettingsSchema } } },
      async (request) => service.updateSettings(currentUser(request), request.body),
    );

    app.get('/api/admin/revenue', { schema: { response: { 200: revenueSchema } } }, async () =>
      service.revenue(),
    );
  };
}
