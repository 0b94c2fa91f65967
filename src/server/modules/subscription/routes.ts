import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_PLAN_ID, getPlan } from '../../../contracts/plans';
import {
  cancelResultSchema,
  currentSubscriptionSchema,
  planChangeResultSchema,
  upgradeBodySchema,
} from '../../../contracts/subscription';
import { currentUser, requireUser } from '../auth/guard';
import type { SubscriptionService } from './service';

/** How often due periods are settled for users who make no request (admin counts, users.plan_id). */

/** Plans and subscriptions (docs/product.md#plans, decision 003). */
export function subscriptionModule(service: SubscriptionService): FastifyPluginAsync {
  // fastify-plugin: the plan refresh below must run before every module's handlers.
  return fp(async (parent) => {
    // A period that ended since the session was resolved must not grant its plan one more request.
    parent.addHook('onRequest', async (request) => {
      const user = request.user;
      if (!user || user.planId === DEFAULT_PLAN_ID) return;
      const planId = await service.settle(user.id);
      if (planId) request.user = { ...user, planId, tier: getPlan(planId).tier };
    });

    const app = parent.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/subscription/current',
      { preHandler: requireUser, schema: { response: { 200: currentSubscriptionSchema } } },
      async (request) => service.current(currentUser(request).id),
    );

    app.post(
      '/api/subscription/upgrade',
      {
        preHandler: requireUser,
        config: { idempotent: true },
        schema: { body: upgradeBodySchema, response: { 200: planChangeResultSchema } },
      },
      async (request) =>
        service.changePlan(currentUser(request).id, request.body.planId, request.body.billingCycle),
    );

    app.post(
      '/api/subscription/cancel',
      { preHandler: requireUser, schema: { response: { 200: cancelResultSchema } } },
      async (request) => service.cancel(currentUser(request).id),
    );
  });
}
