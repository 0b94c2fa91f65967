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
import type { TaggedList } from './object-lists';

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
 * A list with its tag: 304 when the browser's copy is current (it revalidates every time: private,
 * no-cache), else the JSON the database built, as is. Fastify passes a Buffer with a JSON content type
 * through untouched, so the zod response schema documents the answer without re-validating 5,000 items
 * that the query's fixed shape already guarantees.
 */
export function sendList(reply: FastifyReply, list: TaggedList) {
  reply.header('etag', list.tag).header('cache-control', 'private, no-cache');
  if (list.json === null) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(list.json);
}
