import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  confirmEmailChangeBodySchema,
  deleteAccountBodySchema,
  featureRequestBodySchema,
  featureRequestSchema,
  profilePatchSchema,
} from '../../../contracts/account';
import { messageSchema, userSchema } from '../../../contracts/auth';
import { currentUser, requireUser } from '../auth/guard';
import { enforceRateLimit } from '../auth/rate-limits';
import type { AuthRepository } from '../auth/repository';
import { headersOf, sendCookies } from '../auth/routes';
import type { AccountService } from './service';

/** Settings (docs/product.md#settings): profile, preferences, email change, deletion, feature requests. */
export function accountModule(service: AccountService, authRepo: AuthRepository): FastifyPluginAsync {
  return async (parent) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();

    // 200 with the user; 202 when a new address now waits for its code (user.pendingEmail holds it).
    app.patch(
      '/api/auth/user',
      {
        onRequest: requireUser,
        schema: { body: profilePatchSchema, response: { 200: userSchema, 202: userSchema } },
      },
      async (request, reply) => {
        const user = currentUser(request);
        if (request.body.email && request.body.email !== user.email) {
          await enforceRateLimit(authRepo, 'emailChange', request, user.email);
        }
        const result = await service.updateProfile(user, request.body, headersOf(request));
        return reply.status(result.emailChangeStarted ? 202 : 200).send(result.user);
      },
    );

    app.post(
      '/api/auth/confirm-email-change',
      {
        onRequest: requireUser,
        schema: { body: confirmEmailChangeBodySchema, response: { 200: userSchema } },
      },
      async (request, reply) => {
        const user = currentUser(request);
        await enforceRateLimit(authRepo, 'confirmEmailChange', request, user.email);
        const { user: updated, cookies } = await service.confirmEmailChange(
          user,
          request.body.code,
          headersOf(request),
        );
        sendCookies(reply, cookies);
        return updated;
      },
    );

    app.delete(
      '/api/auth/user/pending-email',
      { onRequest: requireUser, schema: { response: { 200: userSchema } } },
      async (request) => service.cancelEmailChange(currentUser(request)),
    );

    app.delete(
      '/api/auth/user',
      { onRequest: requireUser, schema: { body: deleteAccountBodySchema, response: { 200: messageSchema } } },
      async (request, reply) => {
        const user = currentUser(request);
        await enforceRateLimit(authRepo, 'deleteAccount', request, user.email);
        const cookieNames = await service.deleteAccount(user, request.body.password, headersOf(request));
        for (const name of cookieNames) reply.clearCookie(name, { path: '/' });
        return { message: 'Account deleted' };
      },
    );

    app.post(
      '/api/feature-requests',
      {
        onRequest: requireUser,
        schema: { body: featureRequestBodySchema, response: { 201: featureRequestSchema } },
      },
      async (request, reply) => {
        const created = await service.addFeatureRequest(currentUser(request).id, request.body.description);
        return reply.status(201).send(created);
      },
    );
  };
}
