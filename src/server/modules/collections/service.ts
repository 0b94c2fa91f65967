import { digest, newToken } from '../../tokens';
import {
  INVITATION_DAYS,
  collectionRoleSchema,
  type CollectionRole,
  type CollectionSummary,
  type CreateInvitationBody,
  type CurrentCollection,
  type Invitation,
  type InvitationPreview,
  type InvitationStatus,
  type Member,
  type MembersResponse,
  type UpdateCollectionBody,
} from '../../../contracts/collections';
import { AppError, notFound } from '../../errors';
import { collectionInvitationMail } from '../../mail/templates';
import type { Mailer } from '../../mail/mailer';
import type { SessionUser } from '../auth/guard';
import { displayName } from '../../../contracts/people';
import type { CollectionsRepository, InvitationRow } from './repository';

/** Invitations waiting at once per collection: enough for a family or a team, not a mailing list. */
const MAX_OPEN_INVITATIONS = 20;
/** A second "Invite" to the same address within this time answers the first invitation (no second mail). */
const RESEND_AFTER_MS = 60_000;

const roleOf = (role: string): CollectionRole => collectionRoleSchema.catch('viewer').parse(role);

function statusOf(row: InvitationRow, now = new Date()): InvitationStatus {
  if (row.usedAt) return 'used';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'open';
}

/**
 * Collections with members (decision 037, docs/product.md#collections-with-members). `user` is the person
 * (`currentUser`): their session's collection is `user.collection`. Every change of members is checked
 * against the role read at this request, and a collection always keeps its founder as an owner.
 */
export function createCollectionsService(deps: {
  repo: CollectionsRepository;
  mailer: Mailer;
  appUrl: string;
}) {
  const { repo, mailer, appUrl } = deps;

  function requireOwner(user: SessionUser) {
    if (user.collection.role !== 'owner')
      throw new AppError('ROLE_FORBIDDEN', 'Only owners manage the members');
  }

  const toInvitation = (
    row: InvitationRow,
    inviter: Parameters<typeof displayName>[0] | null,
  ): Invitation => ({
    id: row.id,
    email: row.email,
    role: roleOf(row.role),
    invitedBy: inviter ? displayName(inviter) : '',
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    status: statusOf(row),
  });

  async function summaries(user: SessionUser): Promise<CollectionSummary[]> {
    const rows = await repo.listFor(user.actorId);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      role: roleOf(r.role),
      own: r.id === user.actorId,
      current: r.id === user.collection.id,
      ownerName: displayName(r.founder),
    }));
  }

  async function current(user: SessionUser): Promise<CurrentCollection> {
    const found = await repo.find(user.collection.id);
    if (!found) throw notFound('Collection not found');
    return {
      id: found.id,
      name: found.name,
      role: user.collection.role,
      own: found.id === user.actorId,
      current: true,
      ownerName: displayName(found.founder),
      hideAmountsFromViewers: found.hideAmountsFromViewers,
      amountsHidden: user.collection.amountsHidden,
    };
  }

  /** Steps a member down or out, under the lock that keeps one owner. */
  async function changeMember(user: SessionUser, userId: string, next: CollectionRole | 'gone') {
    const collectionId = user.collection.id;
    if (userId === collectionId)
      throw new AppError('OWN_COLLECTION', 'The founder stays an owner of their collection');
    await repo.withMemberLocked(collectionId, userId, async ({ role, owners, db }) => {
      if (!role) throw notFound('Member not found');
      if (role === 'owner' && next !== 'owner' && owners <= 1) {
        throw new AppError('LAST_OWNER', 'A collection keeps at least one owner');
      }
      if (next === 'gone') await repo.remove(db, collectionId, userId);
      else await repo.setRole(db, collectionId, userId, next);
    });
  }

  return {
    list: async (user: SessionUser) => ({ collections: await summaries(user) }),
    current,

    async update(user: SessionUser, body: UpdateCollectionBody) {
      requireOwner(user);
      await repo.update(user.collection.id, body);
      return current(user);
    },

    /** The session works on another of the person's collections; 404 when they are not a member of it. */
    async switchTo(user: SessionUser, token: string, collectionId: string): Promise<CollectionSummary> {
      const membership = await repo.member(collectionId, user.actorId);
      if (!membership) throw notFound('Collection not found');
      await repo.setCurrent(token, collectionId);
      const all = await summaries({ ...user, collection: { ...user.collection, id: collectionId } });
      const chosen = all.find((c) => c.id === collectionId);
      if (!chosen) throw notFound('Collection not found');
      return chosen;
    },

    async members(user: SessionUser): Promise<MembersResponse> {
      const rows = await repo.members(user.collection.id);
      const members: Member[] = rows.map((m) => ({
        userId: m.userId,
        name: displayName(m),
        email: m.email,
        role: roleOf(m.role),
        addedAt: m.addedAt.toISOString(),
        founder: m.userId === user.collection.id,
        you: m.userId === user.actorId,
      }));
      const invitations =
        user.collection.role === 'owner'
          ? (await repo.invitations(user.collection.id)).map((r) => toInvitation(r.invitation, r.inviter))
          : [];
      return { members, invitations };
    },

    async setRole(user: SessionUser, userId: string, role: CollectionRole): Promise<Member> {
      requireOwner(user);
      await changeMember(user, userId, role);
      const m = await repo.member(user.collection.id, userId);
      if (!m) throw notFound('Member not found');
      return {
        userId: m.userId,
        name: displayName(m),
        email: m.email,
        role: roleOf(m.role),
        addedAt: m.addedAt.toISOString(),
        founder: false,
        you: m.userId === user.actorId,
      };
    },

    async remove(user: SessionUser, userId: string) {
      requireOwner(user);
      await changeMember(user, userId, 'gone');
    },

    /** The person leaves the current collection and works on their own again. */
    async leave(user: SessionUser): Promise<CollectionSummary> {
      if (user.collection.id === user.actorId) {
        throw new AppError('OWN_COLLECTION', 'Your own collection cannot be left');
      }
      await changeMember(user, user.actorId, 'gone');
      const own = (await summaries({ ...user, collection: { ...user.collection, id: user.actorId } })).find(
        (c) => c.own,
      );
      if (!own) throw notFound('Collection not found');
      return own;
    },

    async invite(user: SessionUser, body: CreateInvitationBody): Promise<Invitation> {
      requireOwner(user);
      const collectionId = user.collection.id;
      if (await repo.isMemberByEmail(collectionId, body.email)) {
        throw new AppError('ALREADY_MEMBER', 'This address is already a member');
      }
      const token = newToken();
      const issued = await repo.issueInvitation(
        {
          collectionId,
          email: body.email,
          role: body.role,
          tokenHash: digest(token),
          invitedBy: user.actorId,
          expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 3600 * 1000),
        },
        RESEND_AFTER_MS,
      );
      const row = issued.invitation;
      // A second click within the minute: the same invitation, no second mail.
      if (!issued.fresh) return toInvitation(row, (await repo.member(collectionId, user.actorId)) ?? null);
      if (issued.open >= MAX_OPEN_INVITATIONS) {
        await repo.revokeInvitation(collectionId, row.id);
        throw new AppError('RATE_LIMITED', `At most ${MAX_OPEN_INVITATIONS} invitations can wait at once`);
      }
      const found = await repo.find(collectionId);
      const inviter = (await repo.member(collectionId, user.actorId)) ?? null;
      const inviterName = inviter ? displayName(inviter) : user.email;
      await mailer.send({
        to: body.email,
        ...collectionInvitationMail(body.language ?? user.language, {
          inviter: inviterName,
          collection: found?.name ?? '',
          owner: found ? displayName(found.founder) : inviterName,
          role: body.role,
          link: `${appUrl}/invitations/${token}`,
          days: INVITATION_DAYS,
        }),
      });
      return toInvitation(row, inviter);
    },

    async revoke(user: SessionUser, id: number) {
      requireOwner(user);
      if (!(await repo.revokeInvitation(user.collection.id, id))) throw notFound('Invitation not found');
    },

    /** What the link shows before accepting; anyone holding the token may see it. */
    async preview(token: string): Promise<InvitationPreview> {
      const found = await repo.invitationByHash(digest(token));
      if (!found) throw notFound('Invitation not found');
      const { invitation } = found;
      return {
        collectionName: found.collectionName,
        ownerName: displayName(found.founder),
        invitedBy: found.inviter ? displayName(found.inviter) : '',
        email: invitation.email,
        role: roleOf(invitation.role),
        status: statusOf(invitation),
        expiresAt: invitation.expiresAt.toISOString(),
      };
    },

    /**
     * The signed-in person accepts: only from the address invited, once; the invited collection becomes
     * the session's current one.
     */
    async accept(user: SessionUser, sessionToken: string, token: string): Promise<CollectionSummary> {
      const tokenHash = digest(token);
      const found = await repo.invitationByHash(tokenHash);
      if (!found) throw notFound('Invitation not found');
      if (found.invitation.email.toLowerCase() !== user.email.toLowerCase()) {
        throw new AppError('INVITATION_OTHER_EMAIL', 'This invitation was sent to another address');
      }
      const used = await repo.accept(tokenHash, user.actorId);
      if (!used) throw new AppError('INVITATION_CLOSED', 'This invitation is no longer valid');
      await repo.setCurrent(sessionToken, used.collectionId);
      const all = await summaries({ ...user, collection: { ...user.collection, id: used.collectionId } });
      const joined = all.find((c) => c.id === used.collectionId);
      if (!joined) throw notFound('Collection not found');
      return joined;
    },
  };
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;
