import { roundDown, roundUp } from '../../../contracts/currency';
import type { ComparableKind, ComparablesEstimate } from '../../../contracts/comparables';

/**
 * What an object is worth from the comparables its owner recorded. Editorial choices, all here:
 *
 * - Prices are compared as ratios (in logarithms): 100 € against 200 € is the same gap as 1,000 € against
 *   2,000 €, and an outlier ten times too high pulls no harder than one ten times too low.
 * - An asking price is what a seller hopes for; items sell below it. It counts at ×0.8 (ASKING_DISCOUNT),
 *   and as weaker evidence than a sale (ASKING_WEIGHT).
 * - Markets move: a comparable weighs half as much every two years (HALF_LIFE_YEARS).
 * - The base is the weighted median, the spread the weighted median absolute deviation (MAD): a single
 *   outlier among several comparables moves neither much.
 * - One or two comparables say little: the band is at least ×/÷ SINGLE_HALF_RATIO or PAIR_HALF_RATIO;
 *   with more, at least ×/÷ MIN_HALF_RATIO. It is never wider than MAX_RANGE_RATIO (max ≤ 4 × min).
 */

export const ASKING_DISCOUNT = 0.8;
export const ASKING_WEIGHT = 0.5;
export const HALF_LIFE_YEARS = 2;
// The owner's own comparables are evidence of this very object: their range stays within ×4, narrower
// than a type's first range from its recorded prices (appraisal-rules.ts CONFIDENT_WIDTH).
export const MAX_RANGE_RATIO = 4;
const MIN_HALF_RATIO = 1.15;
const PAIR_HALF_RATIO = 1.5;
const SINGLE_HALF_RATIO = 1.75;
/** MAD × 1.4826 estimates a standard deviation for normally distributed (log) prices. */
const MAD_TO_SD = 1.4826;
const DAY_MS = 86_400_000;

export interface ComparableInput {
  /** In euros, > 0. */
  priceEur: number;
  kind: ComparableKind;
  /** YYYY-MM-DD */
  date: string;
}

interface Point {
  value: number;
  weight: number;
}

/** The value where half the weight lies on each side (the midpoint when it falls between two). */
function weightedMedian(points: Point[]): number {
  const sorted = [...points].sort((a, b) => a.value - b.value);
  const total = sorted.reduce((s, p) => s + p.weight, 0);
  let seen = 0;
  for (let i = 0; i < sorted.length; i++) {
    seen += sorted[i].weight;
    // Floating sums: "exactly half" within a hair.
    if (Math.abs(seen - total / 2) <= total * 1e-9 && i + 1 < sorted.length) {
      return (sorted[i].value + sorted[i + 1].value) / 2;
    }
    if (seen > total / 2) return sorted[i].value;
  }
  return sorted[sorted.length - 1].value;
}

// Figures a person would quote (1 € steps below 20, then 5, 10, 50, 100...), as the analyzer's ranges.
const down = roundDown;
const up = roundUp;
const cents = (n: number) => Math.round(n * 100) / 100;

/** The estimate from these comparables on `now`'s day; null without any. */
export function estimateFromComparables(
  comparables: readonly ComparableInput[],
  now: Date = new Date(),
): ComparablesEstimate | null {
  const usable = comparables.filter((c) => Number.isFinite(c.priceEur) && c.priceEur > 0);
  if (usable.length === 0) return null;

  const points: Point[] = usable.map((c) => {
    const ageYears = Math.max(0, (now.getTime() - Date.parse(`${c.date}T00:00:00Z`)) / DAY_MS / 365.25);
    const asking = c.kind === 'asking';
    return {
      value: Math.log(c.priceEur * (asking ? ASKING_DISCOUNT : 1)),
      weight:
        Math.pow(0.5, (Number.isFinite(ageYears) ? ageYears : 0) / HALF_LIFE_YEARS) *
        (asking ? ASKING_WEIGHT : 1),
    };
  });

  const center = weightedMedian(points);
  const mad = weightedMedian(points.map((p) => ({ value: Math.abs(p.value - center), weight: p.weight })));
  const floor = Math.log(
    usable.length === 1 ? SINGLE_HALF_RATIO : usable.length === 2 ? PAIR_HALF_RATIO : MIN_HALF_RATIO,
  );
  const half = Math.min(Math.max(MAD_TO_SD * mad, floor), Math.log(MAX_RANGE_RATIO) / 2);

  const min = Math.max(0.01, down(Math.exp(center - half)));
  // Rounding outward must not break the ×4 promise.
  const max = Math.max(min, Math.min(up(Math.exp(center + half)), down(min * MAX_RANGE_RATIO)));
  const typical = Math.exp(center);
  const base = Math.min(max, Math.max(min, typical < 20 ? cents(typical) : Math.round(typical)));
  return { min: cents(min), max: cents(max), base, count: usable.length, basis: 'comparables' };
}
