import type { TFunction } from './i18n';
import { readRoomType, roomTypes, type RoomType } from '../../contracts/collection';

// Room types and confidence are named on the capture, collection, object and valuation screens alike:
// their words live once, in the `common` namespace, and every screen reads them through these helpers.

/** The name of a room type; an unknown type reads as custom. */
export function roomTypeLabel(t: TFunction, type: string | null | undefined): string {
  return t(`common:roomTypes.${readRoomType(type)}`);
}

/** The options of a room type select, in the contract's order. */
export function roomTypeOptions(t: TFunction): { value: RoomType; label: string }[] {
  return roomTypes.map((value) => ({ value, label: roomTypeLabel(t, value) }));
}

export type ConfidenceTone = 'high' | 'medium' | 'low';

/** 80 and above green, 60 to 79 yellow, below 60 red (docs/product.md#appraisal). */
export function confidenceTone(score: number): ConfidenceTone {
  if (score >= 80) return 'high';
  if (score >= 60) return 'medium';
  return 'low';
}

/** "Confiance 82 %" / "82% confident", the score rounded. */
export function confidenceLabel(t: TFunction, score: number): string {
  return t('common:confidence.score', { value: Math.round(score) });
}
