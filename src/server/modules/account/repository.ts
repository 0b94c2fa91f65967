import { and, desc, eq, gt, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { featureRequests, rateLimit, user, verification } from '../../db/schema';

/** better-auth's identifier for a pending address change (email-otp plugin): `change-email-otp-{userId}:{newEmail}`. */
const changeEmailPrefix = (userId: string) => `change-email-otp-${userId}:`;
/** A mailed sign-in code's identifier (auth/sign-in-code-service.ts): `sign-in-code-{userId}:{digest}`. */
const signInCodePrefix = (userId: string) => `sign-in-code-${userId}:`;

export interface ProfileFields {
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
  language?: string;
  preferredCurrency?: string;
  preferredUnits?: string;
  fullName?: string | null;
  address?: string | null;
  phone?: string | null;
  insurer?: string | null;
  policyNumber?: string | null;
}

/** What the insurance dossier prints of its owner; '' for what was not given. */
export interface OwnerDetails {
  fullName: string;
  email: string;
  address: string;
  phone: string;
  insurer: string;
  policyNumber: string;
}

/** The only place the account module touches Drizzle; every call is scoped to one user. */
export function createAccountRepository(db: Db) {
  return {
    async updateProfile(userId: string, fields: ProfileFields) {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(user).where(eq(user.id, userId)).for('update');
        if (!row) return;
        const firstName = fields.firstName === undefined ? row.firstName : fields.firstName;
        const lastName = fields.lastName === undefined ? row.lastName : fields.lastName;
        // better-auth's display name follows the first and last names.
        const name = [firstName, lastName].filter(Boolean).join(' ');
        await tx
          .update(user)
          .set({ ...fields, name, updatedAt: new Date() })
          .where(eq(user.id, userId));
      });
    },

    /** The owner's details, or undefined when there is no such user. */
    async ownerDetails(userId: string): Promise<OwnerDetails | undefined> {
      const [row] = await db
        .select({
          fullName: user.fullName,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          address: user.address,
          phone: user.phone,
          insurer: user.insurer,
          policyNumber: user.policyNumber,
        })
        .from(user)
        .where(eq(user.id, userId))
        .limit(1);
      if (!row) return undefined;
      return {
        // The name for the insurer; the first and last names given at registration when none was set.
        fullName: row.fullName || [row.firstName, row.lastName].filter(Boolean).join(' '),
        email: row.email,
        address: row.address ?? '',
        phone: row.phone ?? '',
        insurer: row.insurer ?? '',
        policyNumber: row.policyNumber ?? '',
      };
    },

    async isEmailTaken(email: string): Promise<boolean> {
      const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
      return Boolean(row);
    },

    /** The address waiting for its code, newest first; null when none is live. */
    async pendingEmail(userId: string): Promise<string | null> {
      const prefix = changeEmailPrefix(userId);
      const [row] = await db
        .select({ identifier: verification.identifier })
        .from(verification)
        .where(
          and(
            sql`left(${verification.identifier}, ${prefix.length}) = ${prefix}`,
            gt(verification.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(verification.createdAt))
        .limit(1);
      return row ? row.identifier.slice(prefix.length) : null;
    },

    /** One pending address at a time: a new request or a cancel drops the others. */
    async clearPendingEmails(userId: string) {
      const prefix = changeEmailPrefix(userId);
      await db
        .delete(verification)
        .where(sql`left(${verification.identifier}, ${prefix.length}) = ${prefix}`);
    },

    /**
     * Deletes the user; sessions, accounts, subscriptions, flags, feature requests and every module's
     * rows go by cascade, ledger rows keep the money with a null user. Codes, reset tokens and rate-limit
     * counters name the user without a foreign key, so they are deleted here, in the same transaction.
     */
    async deleteUser(userId: string, email: string) {
      await db.transaction(async (tx) => {
        await tx.delete(verification).where(
          or(
            sql`left(${verification.identifier}, ${changeEmailPrefix(userId).length}) = ${changeEmailPrefix(userId)}`,
            sql`left(${verification.identifier}, ${signInCodePrefix(userId).length}) = ${signInCodePrefix(userId)}`,
            like(verification.identifier, `%-otp-${escapeLike(email)}`),
            // reset-password:{token} rows hold the user id as their value
            and(like(verification.identifier, 'reset-password:%'), eq(verification.value, userId)),
          ),
        );
        await tx.delete(rateLimit).where(like(rateLimit.key, `%:email:${escapeLike(email)}`));
        await tx.delete(user).where(eq(user.id, userId));
      });
    },

    async addFeatureRequest(userId: string, description: string) {
      const [row] = await db.insert(featureRequests).values({ userId, description }).returning();
      return row;
    },
  };
}

function escapeLike(s: string) {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
