import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The Fastify instance the collection's routes are declared on (zod schemas type the handlers). */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Hooks every collection route runs: signed in, main house present. */
export interface Guard {
  onRequest: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  preHandler: (request: FastifyRequest) => Promise<void>;
}

/**
 * Sends JSON text the database already built (long lists): Fastify passes a string with a JSON content
 * type through untouched, so the zod response schema documents the answer without re-validating 5,000
 * items that the query's fixed shape already guarantees.
 */
export function sendJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}
