import type { FastifyInstance } from 'fastify';
import { findUnsafeText } from '../contracts/text';
import { AppError } from './errors';

/**
 * One check before every route's own validation: no text anywhere in the request (path, query, JSON
 * body) may hold a character that cannot be stored. 400 INVALID_TEXT naming the field, nothing written.
 */
export function registerEdgeValidation(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['path', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const where = findUnsafeText(value);
      if (where) {
        throw new AppError(
          'INVALID_TEXT',
          `The ${part} holds a character that cannot be stored (${where}).`,
          {
            part,
            field: where,
          },
        );
      }
    }
  });
}
