import swagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { App } from './app';

/**
 * The API described from the same zod contracts that validate it, served at /api/docs (OpenAPI 3.1 JSON).
 * Registered before the routes: @fastify/swagger collects each route as it is added.
 */
export async function registerOpenApi(app: App) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Trouvaille API', version: '1' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'trouvaille.session_token' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}
