import { timingSafeEqual } from 'node:crypto';
import type { User } from '../../../contracts/auth';
import { SIGN_IN_CODE_MAX_ATTEMPTS, SIGN_IN_CODE_TTL_MINUTES } from '../../../contracts/auth';
import type { Config } from '../../config';
import { AppError } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { signInCodeMail } from '../../mail/templates';
import { generateCode, type Auth } from './auth';
import { digest, newToken } from '../../tokens';
import { knownDevices } from './known-device';
import type { AuthRepository, UserRow } from './repository';
import { translateAuthError, type AuthResult } from './service';

/**
 * Identifier of a code in the verification table: the account and the digest of the challenge the
 * asking browser holds (`sign-in-code-<userId>:<digest>`). Keyed by the account, a code asked for one
 * address cannot open another; keyed by the challenge, each request has its own code and its own tries,
 * so an attacker asking for codes and guessing them burns only their own, never the owner's.
 */
export const signInCodePrefix = (userId: string) => `sign-in-code-${userId}:`;
const codeId = (userId: string, challenge: string) => `${signInCodePrefix(userId)}${digest(challenge)}`;

const SAME_ANSWER = 'If an account exists for this address, a sign-in code is on its way.';
const invalidCode = () => new AppError('INVALID_CODE', 'The sign-in code is invalid or expired.');

function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function createSignInCodeService(deps: {
  auth: Auth;
  repo: AuthRepository;
  config: Config;
  mailer: Mailer;
  /** What a sign-in answers (the auth service's public user). */
  toPublicUser(row: UserRow): Promise<User>;
}) {
  const { auth, repo, config, mailer, toPublicUser } = deps;
  const devices = knownDevices(config.sessionSecret);

  return {
    devices,
    secureCookies: config.secureCookies,

    /**
     * Same answer, at once, whatever the address: the code is made and mailed after the answer (waiting
     * for the mail would tell a known address by its slower answer). Only a verified, unsuspended
     * account gets a code: an unverified one proves its address with its verification code first.
     */
    requestCode(email: string): { body: { message: string }; challenge: string } {
      const challenge = newToken();
      void (async () => {
        const row = await repo.findUserByEmail(email);
        if (!row || !row.emailVerified || row.banned) return;
        const code = generateCode();
        const expiresAt = new Date(Date.now() + SIGN_IN_CODE_TTL_MINUTES * 60_000);
        await repo.storeCode(codeId(row.id, challenge), digest(code), expiresAt);
        await mailer.send({ to: row.email, ...signInCodeMail(row.language === 'en' ? 'en' : 'fr', code) });
      })().catch((err: unknown) =>
        console.error('Sign-in code mail failed:', err instanceof Error ? err.message : err),
      );
      return { body: { message: SAME_ANSWER }, challenge };
    },

    /**
     * Signs in with the code mailed for this browser's challenge. Each try counts before the code is
     * compared; the last allowed wrong try burns it; the right one deletes it (single use). No password
     * counter is read: this is the way in while the password is throttled.
     */
    async signIn(
      email: string,
      code: string,
      challenge: string | undefined,
      headers: Headers,
    ): Promise<AuthResult<{ user: User }>> {
      const row = await repo.findUserByEmail(email);
      if (!row || !challenge) throw invalidCode();
      const id = codeId(row.id, challenge);
      const stored = await repo.findCode(id);
      if (!stored) throw invalidCode();
      if (stored.expiresAt.getTime() <= Date.now()) {
        await repo.dropCode(id);
        throw new AppError('CODE_EXPIRED', 'The sign-in code has expired. Ask for a new one.');
      }
      const counted = await repo.countCodeTry(id);
      if (!counted) throw invalidCode();
      const burnt = () => new AppError('TOO_MANY_ATTEMPTS', 'Too many attempts. Ask for a new code.');
      if (counted.tries > SIGN_IN_CODE_MAX_ATTEMPTS) {
        await repo.dropCode(id);
        throw burnt();
      }
      if (!sameDigest(digest(code.toUpperCase()), counted.hash)) {
        if (counted.tries >= SIGN_IN_CODE_MAX_ATTEMPTS) {
          await repo.dropCode(id);
          throw burnt();
        }
        throw invalidCode();
      }
      if (!(await repo.takeCode(id, counted.value))) throw invalidCode();

      let cookies: string[] = [];
      try {
        const res = await auth.api.signInProvenAddress({
          body: { userId: row.id },
          headers,
          returnHeaders: true,
        });
        cookies = res.headers?.getSetCookie?.() ?? [];
      } catch (err) {
        translateAuthError(err);
      }
      await repo.touchLastActive(row.id);
      const fresh = (await repo.findUserById(row.id)) ?? row;
      return { body: { user: await toPublicUser(fresh) }, cookies };
    },
  };
}

export type SignInCodeService = ReturnType<typeof createSignInCodeService>;
