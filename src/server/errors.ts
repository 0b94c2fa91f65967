import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorStatus, type ErrorCode } from '../contracts/errors';

/**
 * A failure the user can act on: a stable code for the client and the HTTP status the catalogue gives
 * that code (src/contracts/errors.ts), never one chosen at the call site.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.status = errorStatus[code];
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new AppError('VALIDATION', message, details);
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Authentication required');
export const forbidden = (message = "You don't have permission for this action") =>
  new AppError('FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);

/** The code for an error the framework raised with its own status (a body too large, a wrong method...). */
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

export const conflict = (message: string) => new AppError('CONFLICT', message);

// PostgreSQL refusing or dropping a connection (class 08, shutdowns, too many clients) and the driver's
// own words for a connection lost mid-query.
const UNAVAILABLE_CODES = /^(08...|57P01|57P02|57P03|53300)$/;
const UNAVAILABLE_MESSAGES =
  /Connection terminated|terminating connection|ECONNREFUSED|ECONNRESET|EPIPE|connection error|Client was closed|timeout exceeded when trying to connect/i;

/** The database could not be reached for this request (it was restarted, a backend was killed...): retry. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && UNAVAILABLE_CODES.test(e.code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

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
      return reply
        .status(errorStatus.VALIDATION)
        .send({ error: message, code: 'VALIDATION', details: err.validation });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: err.message, code: statusCodes[status] ?? 'VALIDATION' });
    }
    if (isDatabaseUnavailable(err)) {
      // Not the user's fault and not lost: nothing was acknowledged, the client may send it again.
      request.log.warn({ err }, 'database unavailable');
      return reply
        .status(errorStatus.UNAVAILABLE)
        .header('Retry-After', '2')
        .send({ error: 'The service is briefly unavailable. Please try again.', code: 'UNAVAILABLE' });
    }
    request.log.error({ err }, 'unhandled error');
    return reply
      .status(errorStatus.INTERNAL)
      .send({ error: 'Something went wrong on our end', code: 'INTERNAL' });
  });
}
