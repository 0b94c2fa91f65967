/** A French and an English text, in that order: pairs make a missing translation a type error. */
export type Pair = readonly [fr: string, en: string];

/** The broad families of the evaluation set (../shared/eval/README.md); a category belongs to exactly one. */
export const familyIds = [
  'ceramics-porcelain',
  'glassware',
  'silver-metalware',
  'clocks-watches',
  'furniture',
  'lighting',
  'musical-instruments',
  'cameras-optics',
  'toys-games',
  'books-paper',
  'art-frames',
  'jewellery',
  'tools',
  'militaria',
  'textiles-fashion',
  'kitchenware',
  'scientific-medical',
  'sports',
  'collectibles-other',
] as const;
export type FamilyId = (typeof familyIds)[number];

/**
 * Euro breakpoints from poor to excellent condition: poor is [v0, v1], fair [v1, v2], good [v2, v3],
 * excellent [v3, v4]. One increasing list keeps the four ranges contiguous and ordered by construction.
 */
export type ValueBreakpoints = readonly [number, number, number, number, number];

export interface CategoryData {
  id: string;
  name: Pair;
  /** What the category covers and what usually drives its price. */
  about: Pair;
  value: ValueBreakpoints;
  periods: readonly Pair[];
  styles: readonly Pair[];
  materials: readonly Pair[];
  /** Where such objects were typically made. */
  origin?: Pair;
  /** Marketplace search terms, best first. */
  search: readonly Pair[];
  /**
   * ImageNet labels (Darknet names, labels.json) and the share of each label's probability that counts for
   * this category. A share below 1 says the label is only indirect evidence (a toy car is not the only
   * thing a "sports car" photo can show); what no category claims counts as "not an appraisable object".
   */
  labels: Readonly<Record<string, number>>;
  /** Regulated material or object this category often involves (flagged for review). */
  regulated?: readonly Pair[];
}

export interface Category extends CategoryData {
  family: FamilyId;
}

export interface Family {
  id: FamilyId;
  name: Pair;
  /** The next photos that would best identify an object of this family. */
  nextPhotos: readonly Pair[];
  /** How an owner or an expert would verify an attribution. */
  checks: readonly Pair[];
  /** What moves prices in this family. */
  factors: readonly Pair[];
  /** A sentence on the market for the family. */
  market: Pair;
}

/** Tags every category of one family file with its family (and types the literal data as categories). */
export const inFamily = (family: FamilyId, list: CategoryData[]): Category[] =>
  list.map((data) => ({ ...data, family }));
