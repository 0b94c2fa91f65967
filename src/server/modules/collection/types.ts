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
