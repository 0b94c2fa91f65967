import type { z } from 'zod';
import type { profilePatchSchema } from '../../../contracts/account';
import type { User } from '../../../contracts/auth';
import { AppError, unauthenticated } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { emailChangedMail } from '../../mail/templates';
import type { Auth } from '../auth/auth';
import type { SessionUser } from '../auth/guard';
import type { AuthRepository } from '../auth/repository';
import type { PhotoService } from '../photos/service';
import { translateAuthError, type AuthService } from '../auth/service';
import type { AccountRepository, OwnerDetails, ProfileFields } from './repository';

type ProfilePatch = z.output<typeof profilePatchSchema>;

const emailTaken = () => new AppError('EMAIL_TAKEN', 'This email address is already in use');

function setCookiesOf(headers: Headers | null | undefined): string[] {
  return headers?.getSetCookie?.() ?? [];
}

export function createAccountService(deps: {
  auth: Auth;
  authService: AuthService;
  authRepo: AuthRepository;
  repo: AccountRepository;
  mailer: Mailer;
  photos: Pick<PhotoService, 'removeAllOf'>;
}) {
  const { auth, authService, authRepo, repo, mailer, photos } = deps;

  /** The account after a change, with its current collection's plan (decision 037). */
  async function publicUser(user: SessionUser): Promise<User> {
    const row = await authRepo.findUserById(user.id);
    if (!row) throw unauthenticated();
    return authService.publicUserFor(row, user);
  }

  return {
    publicUser,

    /**
     * The owner's details for the insurance dossier, for this user only (the caller passes the session's
     * id); every field '' when not given, the name falling back to the registration's.
     */
    async ownerDetails(userId: string): Promise<OwnerDetails> {
      const details = await repo.ownerDetails(userId);
      if (!details) throw unauthenticated();
      return details;
    },

    /**
     * Saves the profile and preferences; a new email address is not applied but mailed a code (the
     * account switches once it comes back). Answers whether an email change started.
     */
    async updateProfile(
      user: SessionUser,
      patch: ProfilePatch,
      headers: Headers,
    ): Promise<{ user: User; emailChangeStarted: boolean }> {
      // What is left once the address, the currency's two spellings and the switches the contract accepts
      // but the profile row does not hold are taken out: the profile's own fields, saved as given.
      const {
        email,
        defaultCurrency,
        preferredCurrency,
        notifications: _notifications,
        emailNotifications: _emailNotifications,
        theme: _theme,
        ...profile
      } = patch;
      let emailChangeStarted = false;
      if (email && email !== user.email.toLowerCase()) {
        // Said plainly to a signed-in user: the address is not available. Nothing of the other account shows.
        if (await repo.isEmailTaken(email)) throw emailTaken();
        await repo.clearPendingEmails(user.id);
        try {
          await auth.api.requestEmailChangeEmailOTP({ body: { newEmail: email }, headers });
        } catch (err) {
          translateAuthError(err);
        }
        emailChangeStarted = true;
      }
      const fields: ProfileFields = { ...profile };
      const currency = preferredCurrency ?? defaultCurrency;
      if (currency) fields.preferredCurrency = currency;
      for (const key of Object.keys(fields) as (keyof ProfileFields)[])
        if (fields[key] === undefined) delete fields[key];
      if (Object.keys(fields).length > 0) await repo.updateProfile(user.id, fields);
      return { user: await publicUser(user), emailChangeStarted };
    },

    /** The code mailed to the new address switches the account to it; the old address is told. */
    async confirmEmailChange(
      user: SessionUser,
      code: string,
      headers: Headers,
    ): Promise<{ user: User; cookies: string[] }> {
      const newEmail = await repo.pendingEmail(user.id);
      if (!newEmail)
        throw new AppError('INVALID_CODE', 'No email change is waiting for a code. Ask for a new one.');
      if (await repo.isEmailTaken(newEmail)) {
        await repo.clearPendingEmails(user.id);
        throw emailTaken();
      }
      let cookies: string[] = [];
      try {
        const res = await auth.api.changeEmailEmailOTP({
          body: { newEmail, otp: code },
          headers,
          returnHeaders: true,
        });
        cookies = setCookiesOf(res.headers);
      } catch (err) {
        translateAuthError(err);
      }
      await repo.clearPendingEmails(user.id);
      await mailer.send({ to: user.email, ...emailChangedMail(user.language, newEmail) });
      return { user: await publicUser(user), cookies };
    },

    async cancelEmailChange(user: SessionUser): Promise<User> {
      await repo.clearPendingEmails(user.id);
      return publicUser(user);
    },

    /**
     * The password first, then the photo files (they do not go with the rows' cascade: removed first, with
     * the user's image folder), then every row in one transaction.
     * Answers the session cookie names to clear.
     */
    async deleteAccount(user: SessionUser, password: string, headers: Headers): Promise<string[]> {
      try {
        await auth.api.verifyPassword({ body: { password }, headers });
      } catch (err) {
        translateAuthError(err);
      }
      await photos.removeAllOf(user.id);
      await repo.deleteUser(user.id, user.email.toLowerCase());
      const ctx = await auth.$context;
      return [ctx.authCookies.sessionToken.name, ctx.authCookies.sessionData.name];
    },

    async addFeatureRequest(userId: string, description: string) {
      const row = await repo.addFeatureRequest(userId, description);
      return { id: row.id, description: row.description, createdAt: row.createdAt.toISOString() };
    },

    /** The current-user answer's pendingEmail (UserExtras). */
    async userExtras(userId: string) {
      return { pendingEmail: await repo.pendingEmail(userId) };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
