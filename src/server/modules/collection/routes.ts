import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import path from 'node:path';
import type { AppDeps } from '../../app';
import { currentUser, requireUser } from '../auth/guard';
import { createDashboardService } from './dashboard-service';
import { dashboardRoutes } from './dashboard-routes';
import { createHousesService } from './houses-service';
import { housesRoutes } from './houses-routes';
import { createObjectsService } from './objects-service';
import { objectsRoutes } from './objects-routes';
import { createPhotoCleanup } from './photo-refs';
import { createFilePhotoPort } from './photos-port';
import { createCollectionRepository } from './repository';
import { createRoomsService } from './rooms-service';
import { roomsRoutes } from './rooms-routes';
import type { Guard } from './types';
import { noAnalysesRecorded } from './usage-port';

/** Houses, rooms, objects and dashboard stats (spec part 1 §3, §7; part 2 §2–§9). Register after authModule. */
export function collectionModule(deps: AppDeps): FastifyPluginAsync {
  return async (parent) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const repo = createCollectionRepository(deps.database.db);
    const photos = deps.photos ?? createFilePhotoPort(path.join(deps.config.dataDir, 'images'));
    const cleanup = createPhotoCleanup(photos, app.log);
    const houses = createHousesService(repo);
    const services = {
      houses,
      rooms: createRoomsService({ repo, cleanup, mainHouseId: (user) => houses.mainHouseId(user) }),
      objects: createObjectsService({ repo, photos, cleanup }),
      dashboard: createDashboardService({ repo, photos, usage: deps.usage ?? noAnalysesRecorded }),
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
  };
}
