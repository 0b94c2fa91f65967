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
  // Asking for a sign-in code mails the address: bounded per client and per address (mail bombing). A
  // known device of the account is counted on its own instead of on the address (see known-device.ts).
  signInCode: { max: 5, windowMin: 15 },
  // Each code has its own few tries (SIGN_IN_CODE_MAX_ATTEMPTS); this bounds one client's codes in all.
  // Never keyed by the address: guesses on an attacker's own codes must not close the owner's way in.
  signInCodeVerify: { max: 10, windowMin: 15 },
} as const;

export type LimitedAction = keyof typeof authRateLimits;

/**
 * Password guessing (NIST SP 800-63B §5.2.2): bounded per address, per (address, account) and per
 * account, but the account-wide bound is far above what one address may try, so guesses from one
 * address do not lock the owner out from another. Many addresses (20 × 5 tries) do reach it: then a
 * browser the account signed in from before (a known device) is counted on its own bound instead, and
 * any browser can still sign in with a code mailed to the address (`signInCode`), which no password
 * counter blocks.
 */
export const loginLimits = {
  perAddress: { max: 10, windowMin: 15 },
  perAddressAndAccount: { max: 5, windowMin: 15 },
  perAccount: { max: 100, windowMin: 60 },
  perKnownDevice: { max: 5, windowMin: 15 },
} as const;

const loginLimited = () =>
  new AppError('LOGIN_LIMITED', 'Too many tries on this account. We can e-mail you a sign-in code.');

/**
 * Counts the attempt before the password is checked (so parallel guesses cannot slip past the bound)
 * and returns the keys it counted: a login that succeeds hands them back (`repo.release`), so only
 * wrong guesses use the budget and many people behind one address (an office, a family) still sign in.
 */
export async function enforceLoginLimit(
  repo: AuthRepository,
  request: FastifyRequest,
  email: string,
  /** The account's known device this browser is (known-device.ts), or null. */
  knownDevice: string | null = null,
): Promise<string[]> {
  const account = email.toLowerCase();
  // Keys end in `:email:<address>` so that deleting an account removes its counters (account repository).
  // A known device has a budget of its own: the counters an attack fills are not the owner's.
  const checks: Array<readonly [string, { max: number; windowMin: number }]> = knownDevice
    ? [[`login:device:${knownDevice}:email:${account}`, loginLimits.perKnownDevice]]
    : [
        [`login:ip:${request.ip}`, loginLimits.perAddress],
        [`login:ip:${request.ip}:email:${account}`, loginLimits.perAddressAndAccount],
        [`login:email:${account}`, loginLimits.perAccount],
      ];
  for (const [key, { max, windowMin }] of checks) {
    if ((await repo.hit(key, windowMin * 60_000)) > max) throw loginLimited();
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
  /** A known device of the address's account: counted on its own instead of on the address. */
  knownDevice?: string | null,
) {
  const { max, windowMin } = authRateLimits[action];
  const windowMs = windowMin * 60_000;
  const keys = [`${action}:ip:${request.ip}`];
  if (email && knownDevice) keys.push(`${action}:device:${knownDevice}:email:${email.toLowerCase()}`);
  else if (email) keys.push(`${action}:email:${email.toLowerCase()}`);
  for (const key of keys) {
    const count = await repo.hit(key, windowMs);
    if (count > max) {
      throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.');
    }
  }
}
