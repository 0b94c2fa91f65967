import {
  comparableListSchema,
  comparableParamsSchema,
  comparableSchema,
  createComparableBodySchema,
  patchComparableBodySchema,
} from '../../../contracts/comparables';
import { idParamsSchema, okSchema } from '../../../contracts/collection';
import { inCollection } from '../auth/guard';
import type { ComparablesService } from './comparables-service';
import type { Guard, ZodApp } from './types';

/** Items like an object, sold or offered, that its owner records; they make the object's estimate. */
export function comparablesRoutes(app: ZodApp, comparables: ComparablesService, guard: Guard) {
  app.get(
    '/api/objects/:id/comparables',
    { ...guard, schema: { params: idParamsSchema, response: { 200: comparableListSchema } } },
    async (request) => comparables.list(inCollection(request, 'read'), request.params.id),
  );

  app.post(
    '/api/objects/:id/comparables',
    {
      ...guard,
      schema: {
        params: idParamsSchema,
        body: createComparableBodySchema,
        response: { 201: comparableSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await comparables.create(inCollection(request, 'edit'), request.params.id, request.body)),
  );

  app.patch(
    '/api/objects/:id/comparables/:comparableId',
    {
      ...guard,
      schema: {
        params: comparableParamsSchema,
        body: patchComparableBodySchema,
        response: { 200: comparableSchema },
      },
    },
    async (request) =>
      comparables.update(
        inCollection(request, 'edit'),
        request.params.id,
        request.params.comparableId,
        request.body,
      ),
  );

  app.delete(
    '/api/objects/:id/comparables/:comparableId',
    { ...guard, schema: { params: comparableParamsSchema, response: { 200: okSchema } } },
    async (request) =>
      comparables.remove(inCollection(request, 'edit'), request.params.id, request.params.comparableId),
  );
}
