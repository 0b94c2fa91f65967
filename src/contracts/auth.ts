import { z } from 'zod';
import { languageSchema } from './analysis';
import { currencySchema, planIdSchema } from './choices';
import { tiers } from './plans';

const email = z.string().trim().toLowerCase().email().max(254);

/** Password lengths: 6 at login and registration, 8 at reset and change (docs/product.md#accounts). */
export const LOGIN_PASSWORD_MIN = 6;
export const NEW_PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_HOURS = 12;
export const VERIFICATION_MAX_ATTEMPTS = 5;
/**
 * A sign-in code mailed on request (the way in that a password-guessing attack cannot lock): the same
 * 6-character format as the verification codes, but short-lived and bound to the browser that asked.
 */
export const SIGN_IN_CODE_TTL_MINUTES = 15;
export const SIGN_IN_CODE_MAX_ATTEMPTS = 5;

export const registerBodySchema = z.object({
  email,
  password: z.string().min(LOGIN_PASSWORD_MIN).max(PASSWORD_MAX),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  language: languageSchema.optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email,
  password: z.string().min(1).max(PASSWORD_MAX),
});

export const verifyEmailBodySchema = z.object({
  email,
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6}$/, 'The code has 6 letters or digits'),
});

export const emailOnlyBodySchema = z.object({ email, language: languageSchema.optional() });

export const resetPasswordBodySchema = z.object({
  token: z.string().min(10).max(200),
  email,
  password: z.string().min(NEW_PASSWORD_MIN).max(PASSWORD_MAX),
});

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX),
  newPassword: z.string().min(NEW_PASSWORD_MIN).max(PASSWORD_MAX),
});

export const subscriptionStatusSchema = z.enum(['active', 'trial', 'cancelled']).nullable();

/** GET /api/auth/user */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string().nullable(),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
  /** isAdmin or listed in ADMIN_EMAILS */
  isSuperUser: z.boolean(),
  subscriptionPlan: planIdSchema,
  subscriptionTier: z.enum(tiers),
  subscriptionStatus: subscriptionStatusSchema,
  analysisCount: z.number().int(),
  /** Euros paid over the account's life, refunds deducted (the billing ledger). */
  totalSpent: z.number(),
  /** A new address waiting for its code (POST /api/auth/confirm-email-change); null when none. */
  pendingEmail: z.string().nullable(),
  language: languageSchema,
  preferredCurrency: currencySchema,
  preferredUnits: z.enum(['metric', 'imperial']),
  /** The owner's details for the insurance dossier (settings); '' when not given. */
  fullName: z.string(),
  address: z.string(),
  phone: z.string(),
  insurer: z.string(),
  policyNumber: z.string(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const messageSchema = z.object({ message: z.string() });
