import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import type { AuthRepository } from './repository';

/** Per-route limits on the account calls an attacker would hammer (window in minutes). */
export const authRateLimits = {
  register: { max: 10, windowMin: 60 },
  verify: { max: 10, windowMin: 15 },
  resend: { max: 5, windowMin: 15 },
  forgot: { max: 5, windowMin: 15 },
  // A stolen session must not be able to brute-force the password or spam codes to any address.
  emailChange: { max: 5, windowMin: 15 },
  confirmEmailChange: { max: 10, windowMin: 15 },
  deleteAccount: { max: 5, windowMin: 15 },
} as const;

export type LimitedAction = keyof typeof authRateLimits;

/**
 * Password guessing (NIST SP 800-63B §5.2.2): bounded per address, per (address, account) and per
 * account, but the account-wide bound is far above what one address may try, so guesses from an
 * attacker's addresses do not lock the owner out of their own account from another.
 */
export const loginLimits = {
  perAddress: { max: 10, windowMin: 15 },
  perAddressAndAccount: { max: 5, windowMin: 15 },
  perAccount: { max: 100, windowMin: 60 },
} as const;

/**
 * Counts the attempt before the password is checked (so parallel guesses cannot slip past the bound)
 * and returns the keys it counted: a login that succeeds hands them back (`repo.release`), so only
 * wrong guesses use the budget and many people behind one address (an office, a family) still sign in.
 */
export async function enforceLoginLimit(
  repo: AuthRepository,
  request: FastifyRequest,
  email: string,
): Promise<string[]> {
  const account = email.toLowerCase();
  // Keys end in `:email:<address>` so that deleting an account removes its counters (account repository).
  const checks = [
    [`login:ip:${request.ip}`, loginLimits.perAddress],
    [`login:ip:${request.ip}:email:${account}`, loginLimits.perAddressAndAccount],
    [`login:email:${account}`, loginLimits.perAccount],
  ] as const;
  for (const [key, { max, windowMin }] of checks) {
    if ((await repo.hit(key, windowMin * 60_000)) > max) {
      throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.');
    }
  }
  return checks.map(([key]) => key);
}

/**
 * Keyed by client address and, where the body names one, the email: a single attacker cannot exhaust
 * a victim's codes from many addresses without tripping the per-email key too.
 */
export async function enforceRateLimit(
  repo: AuthRepository,
  action: LimitedAction,
  request: FastifyRequest,
  email?: string,
) {
  const { max, windowMin } = authRateLimits[action];
  const windowMs = windowMin * 60_000;
  const keys = [`${action}:ip:${request.ip}`];
  if (email) keys.push(`${action}:email:${email.toLowerCase()}`);
  for (const key of keys) {
    const count = await repo.hit(key, windowMs);
    if (count > max) {
      throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.');
    }
  }
}
