/**
 * Every error the API answers, with its one HTTP status: the server takes the status from here
 * (`new AppError(code, message)`), the web translates every code (`common:errors.codes.<code>`), and
 * `src/web/lib/error-catalogue.test.ts` fails when a code lacks either.
 */
export const errorStatus = {
  VALIDATION: 400,
  /** a text holds a character that cannot be stored (NUL, a lone surrogate) */
  INVALID_TEXT: 400,
  /** an acquisition date later than today (an object's, a house's) */
  DATE_IN_FUTURE: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  /** a state-changing request sent from another site (cross-site request forgery) */
  CROSS_SITE: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** a stored analysis whose answer the rule gate now refuses: it is never answered as stored */
  ANALYSIS_UNREADABLE: 409,
  /** a signed-in user asks for an address another account holds */
  EMAIL_TAKEN: 409,
  /** a request with this Idempotency-Key is still running (a repeat waited for it long enough) */
  IDEMPOTENCY_IN_PROGRESS: 409,
  /** the Idempotency-Key was first sent with another request (route or body) */
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  /** signing in with a password: too many tries for this account or address (a mailed code still works) */
  LOGIN_LIMITED: 429,
  USAGE_LIMIT: 429,
  /** the plan's photo storage is full */
  STORAGE_LIMIT: 403,
  /** the plan's limit on houses, rooms or objects: the collection may keep what it holds, not add */
  PLAN_LIMIT: 403,
  EMAIL_NOT_VERIFIED: 403,
  /** the reader's role in the current collection does not allow this (a viewer writing, an editor managing members) */
  ROLE_FORBIDDEN: 403,
  /** an invitation accepted from an account whose address is not the one invited */
  INVITATION_OTHER_EMAIL: 403,
  /** a collection keeps at least one owner: the last one cannot leave, be removed or step down */
  LAST_OWNER: 409,
  /** the collection of one's own account cannot be left, and its founder stays its owner */
  OWN_COLLECTION: 409,
  /** this address is already a member of the collection */
  ALREADY_MEMBER: 409,
  /** an invitation already used, revoked or past its date */
  INVITATION_CLOSED: 410,
  /** a self-hosted instance: the administrators set each account's plan, nobody buys one (decision 035) */
  PLAN_SET_BY_ADMIN: 403,
  /** a billing webhook whose signature does not check out (forged, altered, or too old) */
  BAD_SIGNATURE: 400,
  /** signing in: the email or the password is wrong (no session, hence 401) */
  INVALID_CREDENTIALS: 401,
  /** a signed-in user confirms with a wrong password (the session stands, hence not 401) */
  WRONG_PASSWORD: 400,
  INVALID_CODE: 400,
  CODE_EXPIRED: 400,
  TOO_MANY_ATTEMPTS: 403,
  INVALID_TOKEN: 400,
  ACCOUNT_SUSPENDED: 403,
  PAYLOAD_TOO_LARGE: 413,
  /** the request itself is not of a type the route takes (a photo in it that is not one is VALIDATION) */
  UNSUPPORTED_MEDIA: 415,
  ENTITLEMENT_REQUIRED: 403,
  PROVIDER_ERROR: 502,
  PROVIDER_TIMEOUT: 504,
  /** a part of the service is not set up on this install, or the database is briefly unreachable */
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const satisfies Record<string, number>;
export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];
