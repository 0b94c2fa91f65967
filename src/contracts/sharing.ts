import { z } from 'zod';
import { idSchema, objectKeyCharacteristicsSchema, roomTypeSchema } from './collection';

/**
 * Read-only share links: an owner shares a house, a room or an object; anyone holding the link sees what
 * was shared (display fields only, values when the owner allowed them) until it expires or is revoked.
 */

export const shareScopes = ['house', 'room', 'object'] as const;
export const shareScopeSchema = z.enum(shareScopes);
export type ShareScope = z.infer<typeof shareScopeSchema>;

/** POST /api/shares. No expiresAt (or null): the link lasts until it is revoked. */
export const createShareBodySchema = z.object({
  scope: shareScopeSchema,
  id: idSchema,
  expiresAt: z.iso.datetime({ offset: true }).nullish(),
  showValues: z.boolean().default(false),
});
export type CreateShareBody = z.infer<typeof createShareBodySchema>;

/** One of the owner's links, as the settings list shows it. */
export const shareSchema = z.object({
  id: z.string(),
  scope: shareScopeSchema,
  targetId: idSchema,
  targetName: z.string(),
  showValues: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  url: z.string(),
});
export type Share = z.infer<typeof shareSchema>;

export const shareIdParamsSchema = z.object({ id: z.string().max(100) });
export const shareTokenParamsSchema = z.object({ token: z.string().max(100) });
export const sharePhotoParamsSchema = shareTokenParamsSchema.extend({ photoId: z.string().max(100) });

// ---------------------------------------------------------------- what a visitor receives

export const sharedPhotoSchema = z.object({ url: z.string(), thumbnailUrl: z.string() });

/** Display fields only: no owner, no notes, no acquisition, no analysis. */
export const sharedObjectSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  category: z.string(),
  period: z.string(),
  style: z.string(),
  condition: z.string(),
  keyCharacteristics: objectKeyCharacteristicsSchema,
  photos: z.array(sharedPhotoSchema),
  /** Present only when the owner chose to show values. */
  value: z
    .object({ min: z.number().nullable(), max: z.number().nullable(), currency: z.literal('EUR') })
    .optional(),
});
export type SharedObject = z.infer<typeof sharedObjectSchema>;

export const sharedRoomSchema = z.object({
  id: idSchema,
  name: z.string(),
  type: roomTypeSchema,
  objects: z.array(sharedObjectSchema),
});
export type SharedRoom = z.infer<typeof sharedRoomSchema>;

export const sharedHouseSchema = z.object({ name: z.string(), rooms: z.array(sharedRoomSchema) });
export type SharedHouse = z.infer<typeof sharedHouseSchema>;

const sharedCommon = { showValues: z.boolean(), expiresAt: z.string().nullable() };

/** GET /api/public/shares/{token}. */
export const publicShareSchema = z.discriminatedUnion('scope', [
  z.object({ scope: z.literal('house'), ...sharedCommon, house: sharedHouseSchema }),
  z.object({ scope: z.literal('room'), ...sharedCommon, room: sharedRoomSchema }),
  z.object({ scope: z.literal('object'), ...sharedCommon, object: sharedObjectSchema }),
]);
export type PublicShare = z.infer<typeof publicShareSchema>;
