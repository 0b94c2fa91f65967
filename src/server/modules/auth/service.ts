import { APIError } from 'better-auth/api';
import type { Language } from '../../../contracts/analysis';
import type { User } from '../../../contracts/auth';
import type { ErrorCode } from '../../../contracts/errors';
import { currencySchema, planIdSchema } from '../../../contracts/choices';
import { COLLECTION_HEADER, collectionRoleSchema } from '../../../contracts/collections';
import { DEFAULT_PLAN_ID, getPlan, type PlanId } from '../../../contracts/plans';
import type { Config } from '../../config';
import { AppError, isDatabaseUnavailable, notFound } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { passwordChangedMail } from '../../mail/templates';
import type { Auth } from './auth';
import type { SessionUser } from './guard';
import type { AuthRepository, UserRow } from './repository';

/** Fields other modules add to the current-user answer (usage counts, subscription status). */
export type UserExtras = (
  userId: string,
) => Promise<Partial<Pick<User, 'analysisCount' | 'subscriptionStatus' | 'totalSpent' | 'pendingEmail'>>>;

export interface AuthResult<T> {
  body: T;
  /** Set-Cookie values to pass on to the browser. */
  cookies: string[];
}

function cookiesOf(headers: Headers | null | undefined): string[] {
  return headers?.getSetCookie?.() ?? [];
}

/** better-auth's error codes, as our API answers them (a null text: better-auth's own words). */
const authErrors: Record<string, [ErrorCode, string | null]> = {
  INVALID_EMAIL_OR_PASSWORD: ['INVALID_CREDENTIALS', 'Invalid email or password'],
  EMAIL_NOT_VERIFIED: ['EMAIL_NOT_VERIFIED', 'Please verify your email address before logging in'],
  BANNED_USER: ['ACCOUNT_SUSPENDED', 'This account is suspended'],
  INVALID_OTP: ['INVALID_CODE', 'The verification code is invalid or expired.'],
  OTP_EXPIRED: ['CODE_EXPIRED', 'The verification code has expired. Ask for a new one.'],
  TOO_MANY_ATTEMPTS: ['TOO_MANY_ATTEMPTS', 'Too many attempts. Ask for a new code.'],
  INVALID_TOKEN: ['INVALID_TOKEN', 'The reset link is invalid or has expired.'],
  INVALID_PASSWORD: ['WRONG_PASSWORD', 'The current password is incorrect'],
  PASSWORD_TOO_SHORT: ['VALIDATION', null],
  PASSWORD_TOO_LONG: ['VALIDATION', null],
};

/** better-auth's errors, turned into our API answers. */
export function translateAuthError(err: unknown): never {
  if (err instanceof APIError) {
    const code = (err.body as { code?: string } | undefined)?.code;
    const known = code !== undefined && Object.hasOwn(authErrors, code) ? authErrors[code] : undefined;
    if (known) throw new AppError(known[0], known[1] ?? err.message);
    if (err.statusCode === 401) throw new AppError('UNAUTHENTICATED', 'Authentication required');
    if (err.statusCode >= 400 && err.statusCode < 500) throw new AppError('VALIDATION', err.message);
  }
  throw err;
}

/** isAdmin or listed in ADMIN_EMAILS: the one rule, for the session and for checks that read a user's row. */
export function superUserRule(config: Pick<Config, 'ADMIN_EMAILS'>) {
  return (row: { role: string | null; email: string }) =>
    row.role === 'admin' || config.ADMIN_EMAILS.includes(row.email.toLowerCase());
}

export function createAuthService(deps: {
  auth: Auth;
  repo: AuthRepository;
  config: Config;
  mailer: Mailer;
  extras: UserExtras[];
}) {
  const { auth, repo, config, mailer, extras } = deps;

  const isSuperUser = superUserRule(config);

  const knownPlan = (planId: string): PlanId =>
    planIdSchema.safeParse(planId).success ? (planId as PlanId) : DEFAULT_PLAN_ID;

  type Membership = Awaited<ReturnType<AuthRepository['currentMembership']>>;

  /** The person as routes see them; without a membership, in their own collection as its owner. */
  function toSessionUser(row: UserRow, membership?: Membership): SessionUser {
    const collection = membership ?? {
      collectionId: row.id,
      role: 'owner',
      hideAmounts: false,
      planId: row.planId,
    };
    const role = collectionRoleSchema.catch('viewer').parse(collection.role);
    const planId = knownPlan(collection.planId);
    return {
      id: row.id,
      actorId: row.id,
      collection: {
        id: collection.collectionId,
        role,
        amountsHidden: role === 'viewer' && collection.hideAmounts,
      },
      email: row.email,
      emailVerified: row.emailVerified,
      isAdmin: row.role === 'admin',
      isSuperUser: isSuperUser(row),
      planId,
      tier: getPlan(planId).tier,
      language: row.language === 'en' ? 'en' : 'fr',
    };
  }

  /** The account as GET /api/auth/user answers it; plan and counts are the current collection's. */
  async function toPublicUser(row: UserRow, membership?: Membership): Promise<User> {
    const s = toSessionUser(row, membership);
    let extra: Partial<User> = {};
    for (const fn of extras) extra = { ...extra, ...(await fn(s.collection.id)) };
    return {
      id: row.id,
      email: row.email,
      firstName: row.firstName ?? null,
      lastName: row.lastName ?? null,
      username: row.username ?? null,
      emailVerified: row.emailVerified,
      isAdmin: s.isAdmin,
      isSuperUser: s.isSuperUser,
      subscriptionPlan: s.planId,
      subscriptionTier: s.tier,
      subscriptionStatus: null,
      analysisCount: 0,
      totalSpent: 0,
      pendingEmail: null,
      language: s.language,
      preferredCurrency: currencySchema.catch('EUR').parse(row.preferredCurrency),
      preferredUnits: row.preferredUnits === 'imperial' ? 'imperial' : 'metric',
      fullName: row.fullName ?? '',
      address: row.address ?? '',
      phone: row.phone ?? '',
      insurer: row.insurer ?? '',
      policyNumber: row.policyNumber ?? '',
      createdAt: row.createdAt.toISOString(),
      ...extra,
    };
  }

  /** The session's row and token (null: expired, revoked or banned). */
  async function sessionRow(headers: Headers): Promise<{ row: UserRow; token: string } | null> {
    // A session that cannot be read because the database is down is not "no session": answering 401
    // would log the user out. Only the database's unavailability goes through (as a 503).
    const session = await auth.api.getSession({ headers }).catch((err: unknown) => {
      if (isDatabaseUnavailable(err)) throw err;
      return null;
    });
    if (!session) return null;
    const row = await repo.findUserById(session.user.id);
    if (!row || row.banned) return null;
    return { row, token: session.session.token };
  }

  /** The account as the signed-in person's request sees it: plan and counts of their current collection. */
  function publicUserFor(row: UserRow, user: SessionUser): Promise<User> {
    return toPublicUser(row, {
      collectionId: user.collection.id,
      role: user.collection.role,
      hideAmounts: user.collection.amountsHidden,
      planId: user.planId,
    });
  }

  return {
    toSessionUser,
    toPublicUser,
    publicUserFor,

    /** The session's user, or null: expired, revoked or banned sessions give nothing. */
    async sessionUser(headers: Headers): Promise<{ user: SessionUser; token: string } | null> {
      const found = await sessionRow(headers);
      if (!found) return null;
      const named = headers.get(COLLECTION_HEADER) ?? undefined;
      const membership = await repo.currentMembership(found.token, found.row.id, named);
      // A request for a collection the person is not a member of reaches nothing of it.
      if (named && !membership) throw notFound('Collection not found');
      return { user: toSessionUser(found.row, membership), token: found.token };
    },

    /** What GET /api/auth/user answers for these headers, null when nobody is signed in. */
    async publicUser(headers: Headers): Promise<User | null> {
      const found = await sessionRow(headers);
      if (!found) return null;
      return toPublicUser(found.row, await repo.currentMembership(found.token, found.row.id));
    },

    async register(input: {
      email: string;
      password: string;
      firstName?: string;
      lastName?: string;
      language: Language;
    }) {
      const name = [input.firstName, input.lastName].filter(Boolean).join(' ');
      try {
        // An address already taken gets the same answer (better-auth's enumeration protection).
        await auth.api.signUpEmail({
          body: {
            email: input.email,
            password: input.password,
            name,
            firstName: input.firstName || undefined,
            lastName: input.lastName || undefined,
            language: input.language,
          },
        });
      } catch (err) {
        translateAuthError(err);
      }
      return { email: input.email, message: 'Account created. Check your email for the verification code.' };
    },

    async verifyEmail(email: string, code: string) {
      try {
        await auth.api.verifyEmailOTP({ body: { email, otp: code } });
      } catch (err) {
        translateAuthError(err);
      }
      return { message: 'Email verified' };
    },

    /** Same answer whether or not the address exists or is already verified. */
    async resendVerification(email: string, language?: Language) {
      const row = await repo.findUserByEmail(email);
      if (row && !row.emailVerified) {
        if (language) await repo.setLanguage(row.id, language);
        await auth.api
          .sendVerificationOTP({ body: { email, type: 'email-verification' } })
          .catch(translateAuthError);
      }
      return { message: 'If this address needs verifying, a new code is on its way.' };
    },

    async login(email: string, password: string, headers: Headers): Promise<AuthResult<{ user: User }>> {
      let cookies: string[] = [];
      try {
        const res = await auth.api.signInEmail({
          body: { email, password, rememberMe: true },
          headers,
          returnHeaders: true,
        });
        cookies = cookiesOf(res.headers);
      } catch (err) {
        translateAuthError(err);
      }
      const row = await repo.findUserByEmail(email);
      if (!row) throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
      await repo.touchLastActive(row.id);
      return { body: { user: await toPublicUser(row) }, cookies };
    },

    async logout(headers: Headers): Promise<AuthResult<{ message: string }>> {
      const res = await auth.api.signOut({ headers, returnHeaders: true }).catch(() => null);
      return { body: { message: 'Logged out' }, cookies: cookiesOf(res?.headers) };
    },

    /** Same answer whether or not the address exists. */
    async forgotPassword(email: string, language?: Language) {
      const row = await repo.findUserByEmail(email);
      if (row) {
        // Token and mail are made after the answer: waiting for them would make a known address answer
        // measurably slower than an unknown one (account enumeration by timing).
        void (async () => {
          if (language) await repo.setLanguage(row.id, language);
          await auth.api.requestPasswordReset({
            body: { email, redirectTo: `${config.APP_URL}/reset-password` },
          });
        })().catch((err) =>
          console.error('Password reset mail failed:', err instanceof Error ? err.message : err),
        );
      }
      return { message: 'If an account exists for this address, a reset link has been sent.' };
    },

    async resetPassword(token: string, email: string, password: string) {
      const userId = await repo.findResetTokenUserId(token);
      const row = userId ? await repo.findUserById(userId) : undefined;
      // The link names the account: a token used with another address is refused.
      if (!row || row.email !== email) {
        throw new AppError('INVALID_TOKEN', 'The reset link is invalid or has expired.');
      }
      try {
        await auth.api.resetPassword({ body: { token, newPassword: password } });
      } catch (err) {
        translateAuthError(err);
      }
      if (!row.emailVerified) {
        // Following a link mailed to the address proves the address.
        await repo.markEmailVerified(row.id);
      }
      return { message: 'Password updated' };
    },

    async changePassword(
      user: SessionUser,
      currentPassword: string,
      newPassword: string,
      headers: Headers,
    ): Promise<AuthResult<{ message: string }>> {
      let cookies: string[] = [];
      try {
        const res = await auth.api.changePassword({
          body: { currentPassword, newPassword, revokeOtherSessions: true },
          headers,
          returnHeaders: true,
        });
        cookies = cookiesOf(res.headers);
      } catch (err) {
        translateAuthError(err);
      }
      await mailer.send({ to: user.email, ...passwordChangedMail(user.language) });
      return { body: { message: 'Password changed' }, cookies };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
