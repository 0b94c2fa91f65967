import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import type { AuthRepository } from './repository';

/** Per-route limits on the account calls an attacker would hammer (window in minutes). */
export const authRateLimits = {
  login: { max: 10, windowMin: 15 },
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
 * Keyed by client address and, where the body names one, the email: a single attacker cannot exhaust
 * a victim's codes from many addresses without tripping the per-email key too.
 */
export async function enforceRateLimit(repo: AuthRepository, action: LimitedAction, request: FastifyRequest, email?: string) {
  const { max, windowMin } = authRateLimits[action];
  const windowMs = windowMin * 60_000;
  const keys = [`${action}:ip:${request.ip}`];
  if (email) keys.push(`${action}:email:${email.toLowerCase()}`);
  for (const key of keys) {
    const count = await repo.hit(key, windowMs);
    if (count > max) {
      throw new AppError(429, 'RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.');
    }
  }
}
