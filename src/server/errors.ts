import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../contracts/errors';

/** A failure the user can act on: it carries its HTTP status and a stable code for the client. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) => new AppError(400, 'VALIDATION', message, details);
export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', 'Authentication required');
export const forbidden = (message = "You don't have permission for this action") =>
  new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);

const statusCodes: Record<number, ErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  406: 'VALIDATION',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA',
  429: 'RATE_LIMITED',
};

export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

/** One error handler: `{ error, code }` with the right status; never a 500 for a user's mistake. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send({ error: err.message, code: err.code, details: err.details });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const where = first?.instancePath ? first.instancePath.replace(/^\//, '').replace(/\//g, '.') : '';
      const message = `Invalid request${where ? `: ${where}` : ''}${first?.message ? ` (${first.message})` : ''}`;
      return reply.status(400).send({ error: message, code: 'VALIDATION', details: err.validation });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: err.message, code: statusCodes[status] ?? 'VALIDATION' });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: 'Something went wrong on our end', code: 'INTERNAL' });
  });
}
