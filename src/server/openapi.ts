import swagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';

/** The header every `idempotent` route takes (src/server/idempotency.ts), as the document shows it. */
const idempotencyKeyHeader = {
  type: 'object',
  properties: {
    'Idempotency-Key': {
      type: 'string',
      minLength: 1,
      maxLength: 200,
      pattern: '^[\\x20-\\x7E]+$',
      description:
        'Optional, one per user action (a UUID). The first request with the key runs; a repeat gets its ' +
        'answer again with Idempotent-Replayed: true, or 409 IDEMPOTENCY_IN_PROGRESS while it still runs; ' +
        'the key with another body is 422 IDEMPOTENCY_KEY_REUSED. Only successes are kept, for 24 hours.',
    },
  },
};

/**
 * The API described from the same zod contracts that validate it, served at /api/docs (OpenAPI 3.1 JSON).
 * Registered before the routes: @fastify/swagger collects each route as it is added.
 */
type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * A body given per content type (`{ content: { 'application/json': { schema } } }`, POST /api/import takes
 * JSON or a ZIP) is not a zod schema itself: each type's schema is converted on its own.
 */
function bodiesPerType(input: TransformInput) {
  const body = (input.schema as { body?: unknown } | undefined)?.body;
  if (!body || typeof body !== 'object' || '_zod' in body || !('content' in body)) return null;
  const content = (body as { content: Record<string, { schema: unknown }> }).content;
  const out = jsonSchemaTransform({ ...input, schema: { ...input.schema, body: undefined } });
  const converted = Object.fromEntries(
    Object.entries(content).map(([type, entry]) => {
      const one = jsonSchemaTransform({ ...input, schema: { body: entry.schema } });
      return [type, { ...entry, schema: (one.schema as { body?: unknown }).body }];
    }),
  );
  return { ...out, schema: { ...out.schema, body: { content: converted } } };
}

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Trouvaille API', version: '1' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'trouvaille.session_token' } },
      },
    },
    transform: (input) => {
      const out = bodiesPerType(input) ?? jsonSchemaTransform(input);
      if (!input.route.config?.idempotent) return out;
      return { ...out, schema: { ...out.schema, headers: idempotencyKeyHeader } };
    },
    transformObject: jsonSchemaTransformObject,
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}
