import { categories } from './categories';
import { families } from './families';
import { notAppraisable, type NotAppraisableGroup } from './not-appraisable';
import type { Category, Family } from './types';

export { categories, families, notAppraisable };
export type { Category, Family, NotAppraisableGroup };
export type { FamilyId, Pair } from './types';
export { familyIds } from './types';

/** How one classifier output counts towards the catalogue. */
export interface LabelShare {
  category: number;
  weight: number;
}

export interface LabelMapping {
  /** Per classifier output index: the categories (indices into `categories`) it counts for. */
  shares: LabelShare[][];
  /** Per classifier output index: the share that counts as "not an appraisable object". */
  rest: Float64Array;
  /** Per classifier output index: the not-appraisable group, if the label is listed in one. */
  groups: (NotAppraisableGroup | undefined)[];
}

/**
 * Maps the classifier's labels, in the model's own order, onto the catalogue. Labels are matched by name so
 * the catalogue does not depend on the label order of one model file; a name the catalogue does not know
 * counts entirely as not appraisable rather than being guessed.
 */
export function mapLabels(labels: readonly string[]): LabelMapping {
  const byName = new Map<string, LabelShare[]>();
  categories.forEach((c, category) => {
    for (const [label, weight] of Object.entries(c.labels)) {
      const list = byName.get(label) ?? [];
      list.push({ category, weight });
      byName.set(label, list);
    }
  });
  const groupOf = new Map<string, NotAppraisableGroup>();
  for (const g of notAppraisable) for (const label of g.labels) groupOf.set(label, g);

  const shares = labels.map((l) => byName.get(l) ?? []);
  const rest = Float64Array.from(shares, (s) => Math.max(0, 1 - s.reduce((sum, x) => sum + x.weight, 0)));
  return { shares, rest, groups: labels.map((l) => groupOf.get(l)) };
}

export function familyOf(category: Category): Family {
  const family = families.get(category.family);
  if (!family) throw new Error(`Category ${category.id} names an unknown family ${category.family}`);
  return family;
}
