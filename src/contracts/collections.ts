import { z } from 'zod';
import { idSchema } from './collection';

/**
 * Collections kept together (decision 037, docs/product.md#collections-with-members): the houses, rooms,
 * objects and everything hanging off them belong to a collection; every account founds its own and may be
 * a member of others. Roles: an owner does everything (members, plan, deletion), an editor adds, edits,
 * analyses, moves and deletes objects and rooms, a viewer reads and prints reports.
 */

export const collectionRoles = ['owner', 'editor', 'viewer'] as const;
export const collectionRoleSchema = z.enum(collectionRoles);
export type CollectionRole = z.infer<typeof collectionRoleSchema>;

/** What a role may do: `read` every member, `edit` editors and owners, `own` owners only. */
export type CollectionNeed = 'read' | 'edit' | 'own';
export function roleAllows(role: CollectionRole, need: CollectionNeed): boolean {
  if (need === 'read') return true;
  if (need === 'edit') return role !== 'viewer';
  return role === 'owner';
}

/**
 * French elides "de" before a vowel or a mute h: "la collection d’Alix", "de Bastien". Names starting
 * with h are taken as mute (most French first names: Hélène, Hugo); a wrong guess reads "d’Hervé".
 */
export const elidesDe = (name: string) => /^[aeiouyhàâäæéèêëîïôœöùûüÿ]/i.test(name.trim());

/**
 * A request may name the collection it is for (a photo taken offline in one collection, sent after the
 * person switched to another): the server then works on that one, if the person is a member, instead of
 * the session's current one (404 when not a member).
 */
export const COLLECTION_HEADER = 'X-Collection';

/** An invitation lasts this long (days) unless it is used or revoked first. */
export const INVITATION_DAYS = 7;

export const collectionIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const memberParamsSchema = z.object({ userId: z.string().min(1).max(100) });
export const invitationParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const invitationTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** One collection the person is a member of, as the header's switcher lists it. */
export const collectionSummarySchema = z.object({
  id: z.string(),
  /** as an owner named it; '' until then (the screens call it after its founder, `ownerName`) */
  name: z.string(),
  role: collectionRoleSchema,
  /** the collection of the person's own account (they founded it; they cannot leave it) */
  own: z.boolean(),
  /** the one every screen, export, PDF and share link of this session is of */
  current: z.boolean(),
  /** the founder's display name */
  ownerName: z.string(),
});
export type CollectionSummary = z.infer<typeof collectionSummarySchema>;

/** GET /api/collections */
export const collectionsResponseSchema = z.object({ collections: z.array(collectionSummarySchema) });
export type CollectionsResponse = z.infer<typeof collectionsResponseSchema>;

/** GET /api/collections/current: the current one with its settings. */
export const currentCollectionSchema = collectionSummarySchema.extend({
  /** the owners chose to keep amounts from viewers: a viewer's answers carry no euro figure */
  hideAmountsFromViewers: z.boolean(),
  /** true when this reader is a viewer and the amounts are hidden from them */
  amountsHidden: z.boolean(),
});
export type CurrentCollection = z.infer<typeof currentCollectionSchema>;

/** PATCH /api/collections/current (owners) */
export const updateCollectionBodySchema = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    hideAmountsFromViewers: z.boolean().optional(),
  })
  .strict();
export type UpdateCollectionBody = z.infer<typeof updateCollectionBodySchema>;

export const memberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: collectionRoleSchema,
  addedAt: z.string(),
  /** the account the collection belongs to: always an owner, never removed */
  founder: z.boolean(),
  /** the reader */
  you: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;

export const invitationStatuses = ['open', 'used', 'expired', 'revoked'] as const;
export const invitationStatusSchema = z.enum(invitationStatuses);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

export const invitationSchema = z.object({
  id: idSchema,
  email: z.string(),
  role: collectionRoleSchema,
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  status: invitationStatusSchema,
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /api/collections/current/members: every member; the invitations only for owners (else empty). */
export const membersResponseSchema = z.object({
  members: z.array(memberSchema),
  invitations: z.array(invitationSchema),
});
export type MembersResponse = z.infer<typeof membersResponseSchema>;

/** PATCH /api/collections/current/members/{userId} (owners) */
export const updateMemberBodySchema = z.object({ role: collectionRoleSchema }).strict();

/** POST /api/collections/current/invitations (owners): mailed in the inviter's language unless given. */
export const createInvitationBodySchema = z
  .object({
    email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
    role: collectionRoleSchema,
    language: z.enum(['fr', 'en']).optional(),
  })
  .strict();
export type CreateInvitationBody = z.infer<typeof createInvitationBodySchema>;

/** GET /api/invitations/{token}: what the link's holder sees before accepting (no sign-in needed). */
export const invitationPreviewSchema = z.object({
  /** '' when unnamed: called after its founder (`ownerName`) */
  collectionName: z.string(),
  ownerName: z.string(),
  invitedBy: z.string(),
  email: z.string(),
  role: collectionRoleSchema,
  status: invitationStatusSchema,
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

// ---------------------------------------------------------------- who changed what

/** One change to an object, from the append-only record: a field, its old and new value, who and when. */
export const objectChangeSchema = z.object({
  id: z.number().int(),
  field: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  by: z.string(),
  at: z.string(),
});
export type ObjectChange = z.infer<typeof objectChangeSchema>;

/** GET /api/objects/{id}/changes: who added the object and its last changes, newest first. */
export const objectChangesResponseSchema = z.object({
  addedBy: z.string().nullable(),
  addedAt: z.string(),
  changes: z.array(objectChangeSchema),
});
export type ObjectChangesResponse = z.infer<typeof objectChangesResponseSchema>;
