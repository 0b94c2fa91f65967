import { z } from 'zod';

/** Every error body the API sends: `{ error, code }`; the client maps code and status to i18n keys. */
export const errorCodes = [
  'VALIDATION',
  /** a text holds a character that cannot be stored (NUL, a lone surrogate) */
  'INVALID_TEXT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  /** a state-changing request sent from another site (cross-site request forgery) */
  'CROSS_SITE',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'USAGE_LIMIT',
  /** the plan's photo storage is full */
  'STORAGE_LIMIT',
  'EMAIL_NOT_VERIFIED',
  'INVALID_CREDENTIALS',
  'INVALID_CODE',
  'CODE_EXPIRED',
  'TOO_MANY_ATTEMPTS',
  'INVALID_TOKEN',
  'ACCOUNT_SUSPENDED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA',
  'ENTITLEMENT_REQUIRED',
  'PROVIDER_ERROR',
  'PROVIDER_TIMEOUT',
  /** a part of the service is not set up on this install (503) */
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorBodySchema = z.object({
  error: z.string(),
  code: z.enum(errorCodes),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
