import type { Category } from '../knowledge';

/** From this confidence the typical band is quoted ×3 wide instead of ×4. */
const SURE = 80;

export interface Estimate {
  min: number;
  max: number;
  /** The best case quoted: the top of the range (an estimate must not contradict itself). */
  highEnd: number;
  /** max ÷ min the range was built to stay within. */
  width: number;
}

/**
 * The typical band of the type, as an auction house quotes a lot: centred on the value where fair
 * condition meets good (the catalogue's middle breakpoint, the typical example), ×4 wide once the type
 * is named (×3 when the identification is sure). Examples far from typical (a known maker, a ruin) are
 * what the condition ranges and the next photos are for; widening the band to cover them would say
 * nothing. Only called at or above the price floor: below it no price is given at all.
 */
export function estimate(category: Category, confidence: number, factor = 1): Estimate {
  // A mark read on the photo (a maker, a hallmark) moves the whole band by its factor (makers.json).
  const typical = category.value[2] * factor;
  const width = confidence >= SURE ? 3 : 4;
  const min = roundDown(typical / Math.sqrt(width));
  let max = roundUp(typical * Math.sqrt(width));
  // Rounding must not stretch the band past its width.
  if (min > 0 && max / min > width) max = Math.max(typical, roundDown(min * width));
  return { min, max, highEnd: max, width };
}

/** The four condition ranges, for the expertise report. */
export function conditionRanges(
  category: Category,
  factor = 1,
): Record<'poor' | 'fair' | 'good' | 'excellent', [number, number]> {
  const [a, b, c, d, e] = category.value.map((v) => (factor === 1 ? v : roundUp(v * factor)));
  return { poor: [a, b], fair: [b, c], good: [c, d], excellent: [d, e] };
}

/** Rounds to figures a person would quote: 1 € steps below 20, then 5, 10, 50, 100... */
function step(value: number): number {
  if (value < 20) return 1;
  if (value < 100) return 5;
  if (value < 500) return 10;
  if (value < 2000) return 50;
  if (value < 10000) return 100;
  return 1000;
}
export function roundDown(value: number): number {
  if (value < 1) return Math.floor(value * 10) / 10;
  const s = step(value);
  return Math.floor(value / s) * s;
}
export function roundUp(value: number): number {
  if (value < 1) return Math.ceil(value * 10) / 10;
  const s = step(value);
  return Math.ceil(value / s) * s;
}
