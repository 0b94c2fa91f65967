/** The item-count badge caps at "99+" (docs/product.md#capture). */
export const ITEM_BADGE_CAP = 99;

/** The count for the text ("Empty room", "n item(s)") and the badge, absent for an empty room. */
export function itemCountLabel(count: number): { count: number; badge: string | null } {
  const n = Math.max(0, Math.floor(count || 0));
  return { count: n, badge: n === 0 ? null : n > ITEM_BADGE_CAP ? `${ITEM_BADGE_CAP}+` : String(n) };
}
