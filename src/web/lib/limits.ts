// The same numbers as src/contracts/auth.ts, kept here without zod so the sign-in screens stay light;
// limits.test.ts fails if the two drift apart.
export const LOGIN_PASSWORD_MIN = 6;
export const NEW_PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_HOURS = 12;
export const SIGN_IN_CODE_TTL_MINUTES = 15;

/** Uppercase, letters and digits only, at most 6 characters (docs/product.md#accounts). */
export function sanitizeVerificationCode(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, VERIFICATION_CODE_LENGTH);
}

/** The address as the login call sends it: trimmed, lower case. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

// A plain shape check; the server has the final word.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function looksLikeEmail(raw: string): boolean {
  return EMAIL_SHAPE.test(raw.trim());
}
