import { describe, expect, it } from 'vitest';
import { errorCodes, errorStatus } from '../contracts/errors';
import { AppError, badRequest, conflict, forbidden, notFound, unauthenticated } from './errors';

describe('AppError', () => {
  it.each(errorCodes)('%s answers the status the catalogue gives it', (code) => {
    expect(new AppError(code, 'x').status).toBe(errorStatus[code]);
  });

  it('keeps the shorthands on the catalogue', () => {
    expect(
      [badRequest('x'), unauthenticated(), forbidden(), notFound(), conflict('x')].map((e) => e.status),
    ).toEqual([400, 401, 403, 404, 409]);
  });
});
