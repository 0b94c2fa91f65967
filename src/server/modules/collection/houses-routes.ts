import {
  createHouseBodySchema,
  houseSchema,
  idParamsSchema,
  updateHouseBodySchema,
} from '../../../contracts/collection';
import { z } from 'zod';
import { inCollection } from '../auth/guard';
import type { HousesService } from './houses-service';
import type { Guard, ZodApp } from './types';

const deleteHouseResultSchema = z.object({
  ok: z.literal(true),
  movedRooms: z.number().int(),
  movedToHouseId: z.number().int(),
});

/** Houses of the houses screen and the inventory's edit-house dialog (docs/product.md#collection-screens). */
export function housesRoutes(app: ZodApp, houses: HousesService, guard: Guard) {
  app.get('/api/houses', { ...guard, schema: { response: { 200: z.array(houseSchema) } } }, async (request) =>
    houses.list(inCollection(request, 'read')),
  );

  app.post(
    '/api/houses',
    {
      ...guard,
      config: { idempotent: true },
      schema: { body: createHouseBodySchema, response: { 201: houseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await houses.create(inCollection(request, 'edit'), request.body)),
  );

  app.put(
    '/api/houses/:id',
    {
      ...guard,
      schema: { params: idParamsSchema, body: updateHouseBodySchema, response: { 200: houseSchema } },
    },
    async (request) => houses.update(inCollection(request, 'edit'), request.params.id, request.body),
  );

  app.delete(
    '/api/houses/:id',
    { ...guard, schema: { params: idParamsSchema, response: { 200: deleteHouseResultSchema } } },
    async (request) => houses.remove(inCollection(request, 'edit'), request.params.id),
  );
}
