import { z } from 'zod';
import {
  createRoomBodySchema,
  deleteRoomBodySchema,
  deleteRoomResultSchema,
  idParamsSchema,
  patchRoomBodySchema,
  replaceRoomBodySchema,
  roomSchema,
} from '../../../contracts/collection';
import { inCollection } from '../auth/guard';
import type { RoomsService } from './rooms-service';
import type { Guard, ZodApp } from './types';

/** Rooms of the rooms screen, the inventory and the capture (docs/product.md#collection-screens). */
export function roomsRoutes(app: ZodApp, rooms: RoomsService, guard: Guard) {
  app.get('/api/rooms', { ...guard, schema: { response: { 200: z.array(roomSchema) } } }, async (request) =>
    rooms.list(inCollection(request, 'read')),
  );

  app.post(
    '/api/rooms',
    {
      ...guard,
      config: { idempotent: true },
      schema: { body: createRoomBodySchema, response: { 201: roomSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await rooms.create(inCollection(request, 'edit'), request.body)),
  );

  app.patch(
    '/api/rooms/:id',
    {
      ...guard,
      schema: { params: idParamsSchema, body: patchRoomBodySchema, response: { 200: roomSchema } },
    },
    async (request) => rooms.update(inCollection(request, 'edit'), request.params.id, request.body),
  );

  app.put(
    '/api/rooms/:id',
    {
      ...guard,
      schema: { params: idParamsSchema, body: replaceRoomBodySchema, response: { 200: roomSchema } },
    },
    async (request) => rooms.update(inCollection(request, 'edit'), request.params.id, request.body),
  );

  app.delete(
    '/api/rooms/:id',
    {
      ...guard,
      schema: {
        params: idParamsSchema,
        body: deleteRoomBodySchema,
        response: { 200: deleteRoomResultSchema },
      },
    },
    async (request) => rooms.remove(inCollection(request, 'edit'), request.params.id, request.body),
  );
}
