import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser, requireUser } from '../auth/guard';
import { comparablesRoutes } from './comparables-routes';
import { createComparablesService } from './comparables-service';
import { createDashboardService } from './dashboard-service';
import { dashboardRoutes } from './dashboard-routes';
import { createHousesService } from './houses-service';
import { housesRoutes } from './houses-routes';
import { createObjectsService } from './objects-service';
import { objectsRoutes } from './objects-routes';
import { createPhotoCleanup } from './photo-refs';
import type { PhotoPort } from './photos-port';
import { createCollectionRepository } from './repository';
import { createRoomsService } from './rooms-service';
import { roomsRoutes } from './rooms-routes';
import type { Guard } from './types';
import type { UsagePort } from './usage-port';
import type { AnalysisPort } from './analysis-port';
import { createValuationsService } from './valuations-service';
import { valuationsRoutes } from './valuations-routes';

/** What the collection uses of other modules; the composition root passes the real ones. */
export interface CollectionDeps {
  db: Db;
  photos: PhotoPort;
  usage: UsagePort;
  analyses: AnalysisPort;
}

/** Houses, rooms, objects and dashboard stats (spec part 1 §3, §7; part 2 §2–§9). Register after authModule. */
export function collectionModule(deps: CollectionDeps): FastifyPluginAsync {
  return async (parent) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    acceptEmptyJsonBodies(app);
    const { photos, usage, analyses } = deps;
    const repo = createCollectionRepository(deps.db);
    const cleanup = createPhotoCleanup(photos, app.log);
    const houses = createHousesService(repo);
    const services = {
      houses,
      rooms: createRoomsService({ repo, cleanup, mainHouseId: (user) => houses.mainHouseId(user) }),
      objects: createObjectsService({ repo, photos, analyses, cleanup }),
      dashboard: createDashboardService({ repo, photos, usage }),
      valuations: createValuationsService({ repo }),
      comparables: createComparablesService({ repo }),
    };

    // Signed in before anything else (a 401, not a 400, for an anonymous malformed call); the main house
    // exists before anything reads or writes the collection.
    const guard: Guard = {
      onRequest: requireUser,
      preHandler: async (request: FastifyRequest) => {
        await houses.ensureMainHouse(currentUser(request));
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
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
}
