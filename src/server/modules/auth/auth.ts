import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { betterAuth, type BetterAuthPlugin } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { admin, emailOTP } from 'better-auth/plugins';
import { z } from 'zod';
import {
  LOGIN_PASSWORD_MIN,
  PASSWORD_MAX,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_HOURS,
  VERIFICATION_MAX_ATTEMPTS,
} from '../../../contracts/auth';
import type { Language } from '../../../contracts/analysis';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { emailChangeCodeMail, passwordResetMail, verificationCodeMail } from '../../mail/templates';

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** 6 characters A–Z0–9 (docs/product.md#accounts), from a CSPRNG. */
export function generateCode(): string {
  let code = '';
  for (let i = 0; i < VERIFICATION_CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * A session for a user whose address our own code has just proven (a sign-in code mailed to it, checked
 * by `sign-in-code-service.ts`). Server-only: better-auth never puts it on a route, even if its handler
 * were mounted one day, so only our checked path reaches it. The admin plugin's hook still refuses a ban.
 */
const provenAddressSignIn = {
  id: 'trouvaille-proven-address',
  endpoints: {
    signInProvenAddress: createAuthEndpoint.serverOnly(
      { method: 'POST', body: z.object({ userId: z.string().min(1) }) },
      async (ctx) => {
        const found = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
        if (!found) throw new APIError('UNAUTHORIZED', { message: 'Unknown user' });
        const session = await ctx.context.internalAdapter.createSession(found.id);
        await setSessionCookie(ctx, { session, user: found });
        return ctx.json({ token: session.token });
      },
    ),
  },
} satisfies BetterAuthPlugin;

export interface AuthOptions {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** The language a mail is written in; looked up per address. */
  languageOf(email: string): Promise<Language>;
  /** Called once a new account is stored (its plan on a self-hosted instance, decision 035). */
  onUserCreated?(userId: string): Promise<void>;
}

/**
 * better-auth does the crypto, sessions and codes; it is only called from our own /api/auth/* routes
 * (server API), never mounted, so the paths and answers stay ours.
 */
export function createAuth({ config, db, mailer, languageOf, onUserCreated }: AuthOptions) {
  return betterAuth({
    appName: 'Trouvaille',
    baseURL: config.APP_URL,
    basePath: '/api/ba',
    secret: config.sessionSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, input: true },
        lastName: { type: 'string', required: false, input: true },
        language: { type: 'string', required: false, input: true, defaultValue: 'fr' },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: LOGIN_PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      password: {
        // 2 = Argon2id (a const enum, unreadable under isolatedModules)
        hash: (password) => hash(password, { algorithm: 2 }),
        verify: ({ hash: stored, password }) => verify(stored, password),
      },
      async sendResetPassword({ user, token }) {
        // The link carries the mail's language: the page opens in it, whatever the device (decision 029).
        const lang = await languageOf(user.email);
        const link = `${config.APP_URL}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}&lang=${lang}`;
        await mailer.send({ to: user.email, ...passwordResetMail(lang, link) });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    plugins: [
      emailOTP({
        otpLength: VERIFICATION_CODE_LENGTH,
        expiresIn: VERIFICATION_CODE_TTL_HOURS * 60 * 60,
        allowedAttempts: VERIFICATION_MAX_ATTEMPTS,
        storeOTP: 'hashed',
        sendVerificationOnSignUp: true,
        overrideDefaultEmailVerification: true,
        generateOTP: () => generateCode(),
        // A new address is proven by a code mailed to it before the account switches to it.
        changeEmail: { enabled: true },
        async sendVerificationOTP({ email, otp, type }, ctx) {
          if (type === 'change-email') {
            // The new address has no account yet: write in the language of the user asking.
            const asking = ctx?.context.session?.user as { language?: string } | undefined;
            const lang: Language = asking?.language === 'en' ? 'en' : 'fr';
            await mailer.send({ to: email, ...emailChangeCodeMail(lang, otp) });
            return;
          }
          const lang = await languageOf(email);
          await mailer.send({ to: email, ...verificationCodeMail(lang, otp) });
        },
      }),
      admin(),
      provenAddressSignIn,
    ],
    advanced: {
      cookiePrefix: 'trouvaille',
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    // Our routes carry their own DB-backed limits; the unmounted handler's limiter would never see traffic.
    rateLimit: { enabled: false },
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            await onUserCreated?.(created.id);
          },
        },
      },
    },
    telemetry: { enabled: false },
    logger: { disabled: config.LOG_LEVEL === 'silent' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
