import { emptyKeyCharacteristics } from '../collection/objects-mapping';
import { readRoomType } from '../../../contracts/collection';
import { maskAmounts } from '../../../contracts/currency';
import type { SharedObject, SharedRoom } from '../../../contracts/sharing';
import type { SharedObjectRow, SharedRoomRow } from './repository';

/** Where a visitor's browser asks for a shared photo: through the link, never /api/photos (owner only). */
export const sharedPhotoUrl = (token: string, photoId: string) =>
  `/api/public/shares/${token}/photos/${photoId}`;

/** An object as a visitor sees it: display fields, photos through the link, the value only if allowed. */
export function toSharedObject(row: SharedObjectRow, token: string, showValues: boolean): SharedObject {
  const base = sharedPhotoUrl.bind(null, token);
  return {
    id: row.id,
    name: row.name,
    // Values not shared: none either in the owner's words ("bought for 300 €").
    description: showValues ? row.description : maskAmounts(row.description),
    category: row.category,
    period: row.period,
    style: row.style,
    condition: row.condition,
    keyCharacteristics: row.keyCharacteristics ?? emptyKeyCharacteristics(),
    photos: row.photoIds.map((id) => ({ url: base(id), thumbnailUrl: `${base(id)}?variant=thumb` })),
    ...(showValues
      ? { value: { min: row.estimatedValueMin, max: row.estimatedValueMax, currency: 'EUR' as const } }
      : {}),
  };
}

export function toSharedRoom(room: SharedRoomRow, objects: SharedObject[]): SharedRoom {
  return { id: room.id, name: room.name, type: readRoomType(room.type), objects };
}
