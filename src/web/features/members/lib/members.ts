import type { CollectionRole, Invitation, Member } from '../../../../contracts/collections';
import { collectionRoles } from '../../../../contracts/collections';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The three roles as a select lists them, each with its meaning. */
export function roleOptions(t: Translate): { value: CollectionRole; label: string }[] {
  return collectionRoles.map((role) => ({ value: role, label: t(`roles.${role}`) }));
}

/**
 * An owner sets anyone's role but the founder's (the founder stays an owner, decision 037) and their own
 * (stepping down is done by another owner, so a collection is never left without one by mistake).
 */
export function canChangeRole(member: Member, readerIsOwner: boolean): boolean {
  return readerIsOwner && !member.founder && !member.you;
}

/** An owner removes anyone but the founder and themselves (they leave instead). */
export function canRemove(member: Member, readerIsOwner: boolean): boolean {
  return readerIsOwner && !member.founder && !member.you;
}

/** Owners first, then editors, then viewers; by name within a role; the reader first among equals. */
export function sortMembers(members: Member[]): Member[] {
  const rank = (role: CollectionRole) => collectionRoles.indexOf(role);
  return [...members].sort(
    (a, b) =>
      rank(a.role) - rank(b.role) ||
      Number(b.founder) - Number(a.founder) ||
      Number(b.you) - Number(a.you) ||
      a.name.localeCompare(b.name),
  );
}

/** The open invitations first (they can be revoked), the newest first within each group. */
export function sortInvitations(invitations: Invitation[]): Invitation[] {
  return [...invitations].sort(
    (a, b) =>
      Number(b.status === 'open') - Number(a.status === 'open') || b.createdAt.localeCompare(a.createdAt),
  );
}
