import { z } from 'zod';
import {
  createObjectBodySchema,
  idParamsSchema,
  listObjectsQuerySchema,
  objectListItemSchema,
  objectPageSchema,
  objectSchema,
  okSchema,
  patchObjectBodySchema,
  roomIdParamsSchema,
} from '../../../contracts/collection';
import { languageSchema } from '../../../contracts/analysis';
import { objectChangesResponseSchema } from '../../../contracts/collections';
import { readerLanguage } from '../../reader-language';
import { inCollection } from '../auth/guard';
import type { ObjectsService } from './objects-service';
import { sendList, type Guard, type ZodApp } from './types';

// Photos may still arrive inline as data URLs (decision 005); the app-wide 2 MB would refuse a phone photo.
const PHOTO_BODY_LIMIT = 32 * 1024 * 1024;

/**
 * Objects saved from an analysis or by hand, listed and edited (docs/product.md#saving-an-object, #forms).
 */
export function objectsRoutes(app: ZodApp, objects: ObjectsService, guard: Guard) {
  app.get(
    '/api/objects',
    {
      ...guard,
      schema: {
        querystring: listObjectsQuerySchema,
        response: { 200: z.union([z.array(objectListItemSchema), objectPageSchema]) },
      },
    },
    // Names in the reader's language while they are the analyzer's (decision 030), as on the object page.
    async (request, reply) => {
      const user = inCollection(request, 'read');
      const language = readerLanguage(request, user.language);
      return sendList(
        reply,
        await objects.list(user, request.query, request.headers['if-none-match'], language),
      );
    },
  );

  app.get(
    '/api/objects/room/:roomId',
    {
      ...guard,
      schema: {
        params: roomIdParamsSchema,
        querystring: z.object({ language: languageSchema.optional() }),
        response: { 200: z.array(objectListItemSchema) },
      },
    },
    async (request, reply) => {
      const user = inCollection(request, 'read');
      const language = readerLanguage(request, user.language);
      const { roomId } = request.params;
      return sendList(
        reply,
        await objects.listInRoom(user, roomId, request.headers['if-none-match'], language),
      );
    },
  );

  app.get(
    '/api/objects/:id',
    {
      ...guard,
      schema: {
        params: idParamsSchema,
        querystring: z.object({ language: languageSchema.optional() }),
        response: { 200: objectSchema },
      },
    },
    // The analyzer's words in the reader's language (decision 030); the owner's as typed.
    async (request) => {
      const user = inCollection(request, 'read');
      return objects.get(user, request.params.id, readerLanguage(request, user.language));
    },
  );

  app.post(
    '/api/objects',
    {
      ...guard,
      bodyLimit: PHOTO_BODY_LIMIT,
      config: { idempotent: true },
      schema: { body: createObjectBodySchema, response: { 201: objectSchema } },
    },
    async (request, reply) => {
      const user = inCollection(request, 'edit');
      const created = await objects.create(user, request.body, readerLanguage(request, user.language));
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/api/objects/:id',
    {
      ...guard,
      bodyLimit: PHOTO_BODY_LIMIT,
      schema: { params: idParamsSchema, body: patchObjectBodySchema, response: { 200: objectSchema } },
    },
    async (request) => {
      const user = inCollection(request, 'edit');
      return objects.update(user, request.params.id, request.body, readerLanguage(request, user.language));
    },
  );

  app.delete(
    '/api/objects/:id',
    { ...guard, schema: { params: idParamsSchema, response: { 200: okSchema } } },
    async (request) => objects.remove(inCollection(request, 'edit'), request.params.id),
  );

  app.get(
    '/api/objects/:id/changes',
    { ...guard, schema: { params: idParamsSchema, response: { 200: objectChangesResponseSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return objects.changes(inCollection(request, 'read'), request.params.id);
    },
  );
}
