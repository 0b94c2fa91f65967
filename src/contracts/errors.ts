import { z } from 'zod';

import { errorCodes } from './error-codes';

// The codes and their statuses live in a file without zod (the sign-in screen's download reads them).
export { errorCodes, errorStatus, type ErrorCode } from './error-codes';

/** Every error body the API sends: `{ error, code }`; the client maps code and status to i18n keys. */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.enum(errorCodes),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
