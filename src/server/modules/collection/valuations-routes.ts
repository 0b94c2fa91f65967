import { idParamsSchema, okSchema } from '../../../contracts/collection';
import {
  recordValuationBodySchema,
  valuationListSchema,
  valuationParamsSchema,
  valuationSchema,
  valueHistorySchema,
} from '../../../contracts/valuations';
import { inCollection } from '../auth/guard';
import type { Guard, ZodApp } from './types';
import type { ValuationsService } from './valuations-service';

/** An object's value history (estimates, sales, expert valuations) and the collection's over time. */
export function valuationsRoutes(app: ZodApp, valuations: ValuationsService, guard: Guard) {
  app.get(
    '/api/objects/:id/valuations',
    { ...guard, schema: { params: idParamsSchema, response: { 200: valuationListSchema } } },
    async (request) => valuations.list(inCollection(request, 'read'), request.params.id),
  );

  app.post(
    '/api/objects/:id/valuations',
    {
      ...guard,
      schema: { params: idParamsSchema, body: recordValuationBodySchema, response: { 201: valuationSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await valuations.record(inCollection(request, 'edit'), request.params.id, request.body)),
  );

  app.delete(
    '/api/objects/:id/valuations/:valuationId',
    { ...guard, schema: { params: valuationParamsSchema, response: { 200: okSchema } } },
    async (request) =>
      valuations.remove(inCollection(request, 'edit'), request.params.id, request.params.valuationId),
  );

  app.get(
    '/api/dashboard/value-history',
    { ...guard, schema: { response: { 200: valueHistorySchema } } },
    async (request) => valuations.history(inCollection(request, 'read')),
  );
}
