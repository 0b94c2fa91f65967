import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  billingConfigSchema,
  checkoutIdParamsSchema,
  checkoutStatusSchema,
  portalResultSchema,
} from '../../../contracts/billing';
import {
  cancelResultSchema,
  currentSubscriptionSchema,
  planChangeResultSchema,
  upgradeBodySchema,
} from '../../../contracts/subscription';
import { inCollection, requireUser } from '../auth/guard';
import type { SubscriptionService } from './service';

/** Plans and subscriptions (docs/product.md#plans, decision 035). */
export function subscriptionModule(service: SubscriptionService): FastifyPluginAsync {
  return async (parent) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();

    // Public: the plans page asks it signed out too, to show prices or not.
    app.get('/api/billing/config', { schema: { response: { 200: billingConfigSchema } } }, async () => ({
      mode: service.mode,
    }));

    app.get(
      '/api/subscription/current',
      { preHandler: requireUser, schema: { response: { 200: currentSubscriptionSchema } } },
      async (request) => service.current(inCollection(request, 'read').id),
    );

    app.post(
      '/api/subscription/upgrade',
      {
        preHandler: requireUser,
        config: { idempotent: true },
        schema: { body: upgradeBodySchema, response: { 200: planChangeResultSchema } },
      },
      async (request) =>
        service.changePlan(inCollection(request, 'own').id, request.body.planId, request.body.billingCycle),
    );

    app.post(
      '/api/subscription/cancel',
      { preHandler: requireUser, schema: { response: { 200: cancelResultSchema } } },
      async (request) => service.cancel(inCollection(request, 'own').id),
    );

    app.get(
      '/api/billing/checkouts/:id',
      {
        preHandler: requireUser,
        schema: { params: checkoutIdParamsSchema, response: { 200: checkoutStatusSchema } },
      },
      async (request) => service.checkoutStatus(inCollection(request, 'read').id, request.params.id),
    );

    app.post(
      '/api/billing/portal',
      { preHandler: requireUser, schema: { response: { 200: portalResultSchema } } },
      async (request) => service.portal(inCollection(request, 'own').id),
    );

    // Stripe's deliveries: the signature is computed over the exact bytes sent, so this route reads its
    // body raw (its own scope: every other route keeps the JSON parser).
    await app.register(async (raw) => {
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
        done(null, body),
      );
      raw.post('/api/billing/webhook', { schema: { hide: true } }, async (request, reply) => {
        const signature = request.headers['stripe-signature'];
        await service.webhook(
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          typeof signature === 'string' ? signature : undefined,
        );
        return reply.send({ received: true });
      });
    });
  };
}
