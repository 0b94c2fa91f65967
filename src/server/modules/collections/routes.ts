import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  collectionIdParamsSchema,
  collectionSummarySchema,
  collectionsResponseSchema,
  createInvitationBodySchema,
  currentCollectionSchema,
  invitationParamsSchema,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenParamsSchema,
  memberParamsSchema,
  memberSchema,
  membersResponseSchema,
  updateCollectionBodySchema,
  updateMemberBodySchema,
} from '../../../contracts/collections';
import { unauthenticated } from '../../errors';
import { currentUser, requireUser } from '../auth/guard';
import type { CollectionsService } from './service';

const sessionTokenOf = (request: FastifyRequest) => {
  if (!request.sessionToken) throw unauthenticated();
  return request.sessionToken;
};

/**
 * Collections with members (decision 037): the person's collections and switching, the current one's
 * members and invitations (owners manage them), and the invitation link's two routes.
 */
export function collectionsModule(service: CollectionsService): FastifyPluginAsync {
  return async (parent) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const signedIn = { onRequest: requireUser };
    const noStore = (reply: { header: (k: string, v: string) => unknown }) =>
      reply.header('Cache-Control', 'private, no-store');

    app.get(
      '/api/collections',
      { ...signedIn, schema: { response: { 200: collectionsResponseSchema } } },
      async (request, reply) => {
        noStore(reply);
        return service.list(currentUser(request));
      },
    );
    app.get(
      '/api/collections/current',
      { ...signedIn, schema: { response: { 200: currentCollectionSchema } } },
      async (request, reply) => {
        noStore(reply);
        return service.current(currentUser(request));
      },
    );
    app.patch(
      '/api/collections/current',
      {
        ...signedIn,
        schema: { body: updateCollectionBodySchema, response: { 200: currentCollectionSchema } },
      },
      async (request) => service.update(currentUser(request), request.body),
    );
    app.post(
      '/api/collections/:id/switch',
      {
        ...signedIn,
        schema: { params: collectionIdParamsSchema, response: { 200: collectionSummarySchema } },
      },
      async (request) => service.switchTo(currentUser(request), sessionTokenOf(request), request.params.id),
    );
    app.get(
      '/api/collections/current/members',
      { ...signedIn, schema: { response: { 200: membersResponseSchema } } },
      async (request, reply) => {
        noStore(reply);
        return service.members(currentUser(request));
      },
    );
    app.patch(
      '/api/collections/current/members/:userId',
      {
        ...signedIn,
        schema: { params: memberParamsSchema, body: updateMemberBodySchema, response: { 200: memberSchema } },
      },
      async (request) => service.setRole(currentUser(request), request.params.userId, request.body.role),
    );
    app.delete(
      '/api/collections/current/members/:userId',
      { ...signedIn, schema: { params: memberParamsSchema } },
      async (request, reply) => {
        await service.remove(currentUser(request), request.params.userId);
        return reply.status(204).send();
      },
    );
    app.post(
      '/api/collections/current/leave',
      { ...signedIn, schema: { response: { 200: collectionSummarySchema } } },
      async (request) => service.leave(currentUser(request)),
    );
    app.post(
      '/api/collections/current/invitations',
      {
        ...signedIn,
        config: { idempotent: true },
        schema: { body: createInvitationBodySchema, response: { 201: invitationSchema } },
      },
      async (request, reply) =>
        reply.status(201).send(await service.invite(currentUser(request), request.body)),
    );
    app.delete(
      '/api/collections/current/invitations/:id',
      { ...signedIn, schema: { params: invitationParamsSchema } },
      async (request, reply) => {
        await service.revoke(currentUser(request), request.params.id);
        return reply.status(204).send();
      },
    );

    // The link's holder sees what they are invited to before signing in or creating their account.
    app.get(
      '/api/invitations/:token',
      { schema: { params: invitationTokenParamsSchema, response: { 200: invitationPreviewSchema } } },
      async (request, reply) => {
        noStore(reply);
        return service.preview(request.params.token);
      },
    );
    app.post(
      '/api/invitations/:token/accept',
      {
        ...signedIn,
        schema: { params: invitationTokenParamsSchema, response: { 200: collectionSummarySchema } },
      },
      async (request) => service.accept(currentUser(request), sessionTokenOf(request), request.params.token),
    );
  };
}
