import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { refuseDeepJson } from '../../json-body';
import { inCollection, requireUser } from '../auth/guard';
import { comparablesRoutes } from './comparables-routes';
import type { ComparablesService } from './comparables-service';
import type { DashboardService } from './dashboard-service';
import { dashboardRoutes } from './dashboard-routes';
import type { HousesService } from './houses-service';
import { housesRoutes } from './houses-routes';
import type { ObjectsService } from './objects-service';
import { objectsRoutes } from './objects-routes';
import type { RoomsService } from './rooms-service';
import { roomsRoutes } from './rooms-routes';
import type { Guard } from './types';
import type { ValuationsService } from './valuations-service';
import { valuationsRoutes } from './valuations-routes';

/** The collection's services, built by the composition root (src/server/composition.ts). */
export interface CollectionServices {
  houses: HousesService;
  rooms: RoomsService;
  objects: ObjectsService;
  dashboard: DashboardService;
  valuations: ValuationsService;
  comparables: ComparablesService;
}

/**
 * Houses, rooms, objects and dashboard stats (docs/product.md#collection-screens). Register after authModule.
 */
export function collectionModule(services: CollectionServices): FastifyPluginAsync {
  return async (parent) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    acceptEmptyJsonBodies(app);
    const { houses } = services;

    // Signed in before anything else (a 401, not a 400, for an anonymous malformed call); the main house
    // exists before anything reads or writes the collection.
    const guard: Guard = {
      onRequest: requireUser,
      preHandler: async (request: FastifyRequest) => {
        await houses.ensureMainHouse(inCollection(request, 'read'));
      },
    };

    housesRoutes(app, services.houses, guard);
    roomsRoutes(app, services.rooms, guard);
    objectsRoutes(app, services.objects, guard);
    dashboardRoutes(app, services.dashboard, guard);
    valuationsRoutes(app, services.valuations, guard);
    comparablesRoutes(app, services.comparables, guard);
  };
}

/**
 * Clients often send `content-type: application/json` on a DELETE without a body (an empty room needs
 * none); Fastify's parser refuses that outright. Here, in this plugin's scope only, an empty JSON body is
 * no body: the route's schema then decides (DELETE accepts it, a POST without a body still gets its 400).
 */
function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parseJson = refuseDeepJson(app.getDefaultJsonParser('error', 'ignore'));
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
}
