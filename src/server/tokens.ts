import { createHash, randomBytes } from 'node:crypto';

/**
 * A secret handed out in a link or a cookie (a sign-in challenge, a share link, an invitation): 256 random
 * bits, URL-safe.
 */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a secret: its SHA-256, so a leaked table opens nothing. */
export function digest(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}
